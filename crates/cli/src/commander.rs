//! Game formats on the command line: `--format duel|multiplayer|commander` (CR 800, 903).

use grimoire_engine::Format;

/// The game format for `n` decks: the one asked for, or duel for two and free-for-all for
/// more (CR 806).
pub fn sim_format(asked: Option<&str>, n: usize) -> anyhow::Result<Format> {
    Ok(match asked.map(str::to_ascii_lowercase).as_deref() {
        None => {
            if n > 2 {
                Format::Multiplayer
            } else {
                Format::Duel
            }
        }
        Some("duel") if n == 2 => Format::Duel,
        Some("duel") => anyhow::bail!("a duel has two players, not {n}"),
        Some("multiplayer" | "ffa" | "free-for-all") => Format::Multiplayer,
        Some("commander" | "edh") => Format::Commander,
        Some(other) => anyhow::bail!("unknown game format {other:?}: use duel, multiplayer or commander"),
    })
}
