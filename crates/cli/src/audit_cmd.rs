//! `grimoire audit`: the blunder audit over every pairing of the bundled starter decks.

use crate::decks::deck_cards;
use crate::CardsOpt;
use clap::Args;
use grimoire_ai::audit::audit_game;
use grimoire_ai::{Blunder, BlunderCounts, PlayerKind};
use rayon::prelude::*;
use std::process::ExitCode;

/// Options of `grimoire audit`.
#[derive(Args)]
pub struct AuditArgs {
    /// The player audited.
    #[arg(long, default_value = "heuristic")]
    pub player: PlayerKind,
    /// Its opponent (default: the same kind, audited too).
    #[arg(long)]
    pub opponent: Option<PlayerKind>,
    /// Games per pairing; who sits first alternates.
    #[arg(long, default_value_t = 100, value_parser = crate::at_least_one::<u64>)]
    pub games: u64,
    /// The seed of the first game of each pairing; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A game still going at this turn ends in a draw.
    #[arg(long, default_value_t = 100, value_parser = crate::at_least_one::<u32>)]
    pub max_turns: u32,
    /// Only these starter decks (default: every starter deck without a commander).
    #[arg(long = "deck", value_name = "NAME", num_args = 1)]
    pub decks: Vec<String>,
    /// Worker threads (default: all cores).
    #[arg(long, value_parser = crate::at_least_one::<usize>)]
    pub threads: Option<usize>,
    /// Exit with failure when any blunder is counted.
    #[arg(long)]
    pub strict: bool,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// The starter decks an audit plays: every one without a commander.
fn starter_names() -> anyhow::Result<Vec<String>> {
    let mut out = Vec::new();
    for (name, text) in grimoire_cards::starter_decks() {
        let deck = grimoire_cards::Deck::parse(text, name).map_err(|e| anyhow::anyhow!("{e}"))?;
        if deck.commander.is_empty() {
            out.push(name.to_string());
        }
    }
    Ok(out)
}

/// Runs `grimoire audit`.
pub fn run(args: AuditArgs) -> anyhow::Result<ExitCode> {
    let db = args.cards.db()?;
    let names = if args.decks.is_empty() { starter_names()? } else { args.decks.clone() };
    let decks: Vec<(String, Vec<_>)> = names.iter().map(|n| deck_cards(n, &db)).collect::<anyhow::Result<_>>()?;
    let pairs: Vec<(usize, usize)> = (0..decks.len()).flat_map(|a| (a + 1..decks.len()).map(move |b| (a, b))).collect();
    let opponent = args.opponent.clone().unwrap_or_else(|| args.player.clone());
    let audited = [true, args.opponent.is_none()];
    let threads = args.threads.unwrap_or_else(rayon::current_num_threads).max(1);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build()?;
    let jobs: Vec<(usize, u64)> = (0..pairs.len()).flat_map(|p| (0..args.games).map(move |g| (p, g))).collect();
    let results: Vec<(usize, BlunderCounts)> = pool.install(|| {
        jobs.par_iter()
            .map(|&(p, g)| {
                let (a, b) = pairs[p];
                let seed = args.seed.wrapping_add(g);
                let kinds = [&args.player, &opponent];
                (p, audit_game([&decks[a], &decks[b]], kinds, audited, seed, g % 2 == 1, args.max_turns))
            })
            .collect()
    });
    let mut per_pair = vec![BlunderCounts::default(); pairs.len()];
    for (p, c) in &results {
        per_pair[*p].merge(c);
    }
    let mut total = BlunderCounts::default();
    let who = if audited[1] {
        format!("{} (both seats)", args.player)
    } else {
        format!("{} against {opponent}", args.player)
    };
    println!(
        "blunder audit of {who}: {} games per pairing, seeds {}..{}",
        args.games,
        args.seed,
        args.seed + args.games
    );
    let header: Vec<String> = Blunder::ALL.iter().map(|b| b.name().to_string()).collect();
    println!("{:<28} {}", "pairing", header.join(" | "));
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let c = &per_pair[i];
        total.merge(c);
        let cells: Vec<String> =
            Blunder::ALL.iter().zip(&header).map(|(k, h)| format!("{:>w$}", c.get(*k), w = h.len())).collect();
        println!("{:<28} {}", format!("{} vs {}", decks[a].0, decks[b].0), cells.join(" | "));
    }
    println!("total: {} blunders", total.total());
    for k in Blunder::ALL {
        println!("  {}: {}", k.name(), total.get(k));
    }
    if !total.examples.is_empty() {
        println!("the first ones:");
        for e in &total.examples {
            println!("  {e}");
        }
    }
    Ok(if args.strict && total.total() > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
