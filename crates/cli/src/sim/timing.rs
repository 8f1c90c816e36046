//! `--decision-times`: how long each player takes per decision, as percentiles.
//!
//! Only decisions with more than one candidate answer are timed (the ones a search player
//! searches); the others are instant for every player. Each is timed twice: wall-clock
//! time, and the time the thread actually ran (Linux's `/proc/thread-self/schedstat`),
//! which on a machine shared with other work is the fairer measure of the search's cost.

use grimoire_ai::search::candidates;
use grimoire_ai::Player;
use grimoire_engine::{Answer, Decision, Game};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The decision times (wall clock, and on-CPU when known) of each entrant, shared by the
/// games running in parallel.
pub type Times = Arc<Mutex<Vec<Vec<(Duration, Option<Duration>)>>>>;

/// How long this thread has run on a CPU, from Linux's scheduler statistics.
fn thread_cpu() -> Option<Duration> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok().map(Duration::from_nanos)
}

/// A player that times its inner player's decisions into `times[entrant]`.
pub struct Timed {
    /// The player timed.
    pub inner: Box<dyn Player>,
    /// Where its times go.
    pub times: Times,
    /// Which entrant it plays for.
    pub entrant: usize,
}

impl Player for Timed {
    fn decide(&mut self, game: &Game, d: &Decision) -> Answer {
        let searched = candidates(game, d).len() > 1;
        let cpu = if searched { thread_cpu() } else { None };
        let start = Instant::now();
        let a = self.inner.decide(game, d);
        if searched {
            let wall = start.elapsed();
            let cpu = cpu.zip(thread_cpu()).map(|(a, b)| b.saturating_sub(a));
            self.times.lock().expect("no panics while timing")[self.entrant].push((wall, cpu));
        }
        a
    }

    fn fallback(&mut self, game: &Game, d: &Decision) -> Answer {
        self.inner.fallback(game, d)
    }
}

/// The `q`-quantile of sorted `v` (nearest rank).
fn quantile(v: &[Duration], q: f64) -> Duration {
    let i = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1;
    v[i]
}

/// The line for one set of times: p50, p90, p99 and the slowest.
fn line(v: &mut [Duration]) -> String {
    v.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(quantile(v, 0.5)),
        ms(quantile(v, 0.9)),
        ms(quantile(v, 0.99)),
        ms(v[v.len() - 1])
    )
}

/// Two lines per entrant: decisions timed with wall-clock percentiles, then on-CPU ones.
pub fn report(times: &Times, names: &[(String, String)]) -> String {
    let mut out = String::from("decision time (decisions with more than one candidate):\n");
    let all = times.lock().expect("no panics while timing").clone();
    for (v, (name, _)) in all.iter().zip(names) {
        if v.is_empty() {
            out.push_str(&format!("  {name}: no decision timed\n"));
            continue;
        }
        let mut wall: Vec<Duration> = v.iter().map(|t| t.0).collect();
        out.push_str(&format!("  {name}: {} decisions; wall clock {}\n", v.len(), line(&mut wall)));
        let mut cpu: Vec<Duration> = v.iter().filter_map(|t| t.1).collect();
        if cpu.len() == v.len() {
            out.push_str(&format!("  {name}: on CPU {}\n", line(&mut cpu)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::quantile;
    use std::time::Duration;

    #[test]
    fn nearest_rank_quantiles() {
        let v: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(quantile(&v, 0.5), Duration::from_millis(50));
        assert_eq!(quantile(&v, 0.99), Duration::from_millis(99));
        assert_eq!(quantile(&v[..1], 0.99), Duration::from_millis(1));
    }
}
