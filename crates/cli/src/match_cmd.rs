//! `grimoire match`: a best-of-three match between two decks (CR 100.4, 103.1): up to three
//! games, sideboarding between games, and the loser of a game choosing who plays first in
//! the next.

use crate::decks::load_deck;
use crate::CardsOpt;
use clap::Args;
use grimoire_ai::{play_out, Player, RandomPlayer};
use grimoire_engine::{CardDef, CardType, Event, FirstPlayer, Game, GameConfig, GameResult, PlayerConfig, PlayerId};
use std::process::ExitCode;
use std::sync::Arc;

/// Options of `grimoire match`.
#[derive(Args)]
pub struct MatchArgs {
    /// The two decks: decklist files or bundled starter decks.
    #[arg(long = "deck", value_name = "FILE", num_args = 1, required = true)]
    pub decks: Vec<String>,
    /// The seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A game still going at this turn ends in a draw.
    #[arg(long, default_value_t = 100, value_parser = crate::at_least_one::<u32>)]
    pub max_turns: u32,
    /// How many sideboard cards a player who lost a game brings in (0: no sideboarding).
    #[arg(long, default_value_t = 4)]
    pub swaps: usize,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// A player's cards during a match: the deck as it is now, and the sideboard.
#[derive(Clone)]
struct Pile {
    name: String,
    main: Vec<Arc<CardDef>>,
    side: Vec<Arc<CardDef>>,
    /// Cards brought in from the sideboard, which the plan doesn't take out again.
    brought_in: Vec<String>,
}

impl Pile {
    /// The automatic sideboard plan of a player who lost: bring in the first `n` sideboard
    /// cards and take out as many of the most expensive nonland cards, so the deck keeps
    /// its size (CR 100.4a: cards are exchanged between games of a match).
    fn sideboard_after_loss(&mut self, n: usize) -> Vec<(String, String)> {
        let mut swaps = Vec::new();
        for _ in 0..n.min(self.side.len()) {
            let out = self
                .main
                .iter()
                .enumerate()
                .filter(|(_, c)| !c.has_type(CardType::Land) && !self.brought_in.contains(&c.name))
                .max_by_key(|(i, c)| (c.mana_cost.as_ref().map_or(0, |m| m.mana_value(0)), usize::MAX - i))
                .map(|(i, _)| i);
            let Some(out) = out else { break };
            let incoming = self.side.remove(0);
            self.brought_in.push(incoming.name.clone());
            let outgoing = std::mem::replace(&mut self.main[out], incoming.clone());
            swaps.push((outgoing.name.clone(), incoming.name.clone()));
            self.side.push(outgoing);
        }
        swaps
    }
}

/// Runs `grimoire match`.
pub fn run(args: MatchArgs) -> anyhow::Result<ExitCode> {
    if args.decks.len() != 2 {
        anyhow::bail!("a match is between two decks (got {})", args.decks.len());
    }
    let db = args.cards.db()?;
    let mut piles = Vec::new();
    for spec in &args.decks {
        let d = load_deck(spec)?;
        let main = d.resolve(&db).map_err(|e| anyhow::anyhow!("{e}"))?;
        let side = d.resolve_sideboard(&db).map_err(|e| anyhow::anyhow!("{e}"))?;
        piles.push(Pile { name: d.name.clone(), main, side, brought_in: Vec::new() });
    }
    let mut wins = [0u32; 2];
    // CR 103.1: the first game's chooser is random; then the loser of the previous game
    // chooses; after a draw, whoever chose last time chooses again.
    let mut first = FirstPlayer::Random;
    for g in 0..3u64 {
        let seed = args.seed.wrapping_add(g);
        let players = piles.iter().map(|p| PlayerConfig::with_deck(p.name.clone(), p.main.clone())).collect();
        let mut cfg = GameConfig::new(players);
        cfg.max_turns = args.max_turns;
        cfg.first_player = first;
        let mut game = Game::new(cfg, seed);
        let mut seats: Vec<Box<dyn Player>> = (0..2)
            .map(|k| Box::new(RandomPlayer::new(seed.wrapping_mul(31).wrapping_add(k))) as Box<dyn Player>)
            .collect();
        play_out(&mut game, &mut seats, 2_000_000);
        let (starter, chooser) = game
            .events()
            .iter()
            .find_map(|e| match e {
                Event::StartingPlayer { player, chosen_by } => Some((*player, *chosen_by)),
                _ => None,
            })
            .unwrap_or((PlayerId(0), PlayerId(0)));
        let name = |p: PlayerId| piles[p.index()].name.clone();
        let outcome = match game.result() {
            Some(GameResult::Win(w)) => {
                wins[w.index()] += 1;
                format!("{} wins", name(*w))
            }
            Some(GameResult::Draw) => "draw".into(),
            Some(GameResult::TurnLimit) => format!("draw at the {}-turn limit", args.max_turns),
            None => anyhow::bail!("game {} (seed {seed}) did not finish", g + 1),
        };
        println!(
            "game {}: {} chose {} to play first; {outcome} on turn {}",
            g + 1,
            name(chooser),
            name(starter),
            game.turn()
        );
        if wins.iter().any(|&w| w >= 2) || g == 2 {
            break;
        }
        first = match game.result() {
            Some(GameResult::Win(w)) => {
                let loser = 1 - w.index();
                for (out, inc) in piles[loser].sideboard_after_loss(args.swaps) {
                    println!("  {} sideboards: -1 {out}, +1 {inc}", piles[loser].name);
                }
                FirstPlayer::ChosenBy(loser)
            }
            _ => FirstPlayer::ChosenBy(chooser.index()),
        };
    }
    let verdict = match wins[0].cmp(&wins[1]) {
        std::cmp::Ordering::Greater => format!("{} wins the match", piles[0].name),
        std::cmp::Ordering::Less => format!("{} wins the match", piles[1].name),
        std::cmp::Ordering::Equal => "the match is a draw".to_string(),
    };
    println!("{verdict} {}-{}", wins[0].max(wins[1]), wins[0].min(wins[1]));
    Ok(ExitCode::SUCCESS)
}
