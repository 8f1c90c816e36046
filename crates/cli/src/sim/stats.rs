//! The summary table: win rates with confidence intervals, on the play and on the draw.

use super::record::GameRecord;

/// The Wilson score interval for `wins` out of `n` at 95% confidence, as fractions.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let p = wins / n;
    let d = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / d;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One entrant's totals.
#[derive(Clone, Debug, Default)]
pub struct EntrantStats {
    pub games: u64,
    pub wins: u64,
    pub first_games: u64,
    pub first_wins: u64,
    pub mulligans: u64,
}

/// Totals per entrant from the records.
pub fn tally(records: &[GameRecord], entrants: usize) -> Vec<EntrantStats> {
    let mut out = vec![EntrantStats::default(); entrants];
    for r in records {
        for (seat, &e) in r.entrants.iter().enumerate() {
            let s = &mut out[e];
            s.games += 1;
            s.mulligans += r.mulligans[seat] as u64;
            let won = r.winner == Some(seat);
            s.wins += won as u64;
            if seat == 0 {
                s.first_games += 1;
                s.first_wins += won as u64;
            }
        }
    }
    out
}

fn pct(a: u64, b: u64) -> String {
    if b == 0 {
        "-".into()
    } else {
        format!("{:.1}%", 100.0 * a as f64 / b as f64)
    }
}

/// The summary table, one line per entrant, then draws, lengths and speed.
pub fn summary(records: &[GameRecord], names: &[(String, String)], secs: f64, threads: usize) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let n = records.len() as u64;
    let stats = tally(records, names.len());
    let wp = names.iter().map(|(p, _)| p.len()).max().unwrap_or(6).max(6);
    let wd = names.iter().map(|(_, d)| d.len()).max().unwrap_or(4).max(4);
    let _ = writeln!(
        s,
        "  {:<wp$}  {:<wd$}  {:>5}  {:>24}  {:>11}  {:>11}  {:>9}",
        "player", "deck", "wins", "win rate (95% CI)", "on the play", "on the draw", "mulligans"
    );
    for (k, st) in stats.iter().enumerate() {
        let (lo, hi) = wilson(st.wins as f64, st.games as f64);
        let rate = format!("{} ({:.1}-{:.1}%)", pct(st.wins, st.games), 100.0 * lo, 100.0 * hi);
        let _ = writeln!(
            s,
            "  {:<wp$}  {:<wd$}  {:>5}  {:>24}  {:>11}  {:>11}  {:>9.2}",
            names[k].0,
            names[k].1,
            st.wins,
            rate,
            pct(st.first_wins, st.first_games),
            pct(st.wins - st.first_wins, st.games - st.first_games),
            st.mulligans as f64 / st.games.max(1) as f64
        );
    }
    let draws = records.iter().filter(|r| r.result == "draw").count();
    let limits = records.iter().filter(|r| r.result == "turn-limit").count();
    let turns: u64 = records.iter().map(|r| r.turns as u64).sum();
    let decisions: u64 = records.iter().map(|r| r.decisions).sum();
    let _ = writeln!(s, "  draws: {draws}; stopped at the turn limit (counted as draws): {limits}");
    let _ = writeln!(
        s,
        "  average turns: {:.1}; average decisions per game: {:.0}",
        turns as f64 / n.max(1) as f64,
        decisions as f64 / n.max(1) as f64
    );
    let _ = writeln!(s, "  {:.1} games/s ({:.2} s on {threads} threads)", n as f64 / secs.max(1e-9), secs);
    s
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_interval() {
        let (lo, hi) = wilson(50.0, 100.0);
        assert!((lo - 0.404).abs() < 0.002 && (hi - 0.596).abs() < 0.002, "{lo} {hi}");
        let (lo, hi) = wilson(400.0, 400.0);
        assert!(lo > 0.99 && hi == 1.0);
    }
}
