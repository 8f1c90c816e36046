//! How much of a card database the compiler supports, and what it most often fails on.
//!
//! Besides the first sentence that stops each card, the report groups every failing
//! sentence by its *pattern* (numbers, mana, colours and subtypes abstracted) and by its
//! *opening* (the first words of the pattern), so it points at grammar gaps rather than
//! at single cards.

use crate::db::CardDb;
use crate::oracle::{failing_sentences, front::subtypes};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Supported and unsupported counts of a database.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Cards examined.
    pub total: usize,
    /// Cards that compiled completely.
    pub supported: usize,
    /// Unsupported cards with the sentence (or reason) each could not compile.
    pub unsupported: Vec<(String, String)>,
    /// Unsupported cards with every sentence each could not compile (the first reason when
    /// the failure is not a sentence, e.g. a split card).
    pub blockers: Vec<(String, Vec<String>)>,
}

/// One grammar gap: a sentence pattern and how many cards it stops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternCount {
    /// The normalised sentence (see [`pattern`]).
    pub pattern: String,
    /// Cards with at least one failing sentence of this pattern.
    pub cards: usize,
    /// Cards whose failing sentences are all of this pattern: what supporting it unlocks.
    pub sole: usize,
    /// One sentence of the pattern, as written (card name as `~`).
    pub example: String,
}

impl Coverage {
    /// The most common unsupported sentences, normalised (card name replaced by `~`,
    /// numbers kept), with how many cards each stops, most common first.
    pub fn common_reasons(&self, limit: usize) -> Vec<(String, usize)> {
        let mut counts: HashMap<String, usize> = HashMap::new();
        for (name, why) in &self.unsupported {
            *counts.entry(normalize(name, why)).or_default() += 1;
        }
        top(counts, limit)
    }

    /// The most common failing sentence patterns over all failing sentences of all cards,
    /// by the number of cards each stops alone (then by cards it appears in).
    pub fn common_patterns(&self, limit: usize) -> Vec<PatternCount> {
        let mut by: HashMap<String, PatternCount> = HashMap::new();
        for (name, sentences) in &self.blockers {
            let pats: HashSet<(String, String)> = sentences
                .iter()
                .map(|s| {
                    let n = normalize(name, s);
                    (pattern(&n), n)
                })
                .collect();
            let distinct: HashSet<&String> = pats.iter().map(|(p, _)| p).collect();
            let mut seen = HashSet::new();
            for (pat, example) in &pats {
                if !seen.insert(pat) {
                    continue;
                }
                let e = by.entry(pat.clone()).or_insert_with(|| PatternCount {
                    pattern: pat.clone(),
                    cards: 0,
                    sole: 0,
                    example: example.clone(),
                });
                e.cards += 1;
                if distinct.len() == 1 {
                    e.sole += 1;
                }
            }
        }
        let mut v: Vec<PatternCount> = by.into_values().collect();
        v.sort_by(|a, b| b.sole.cmp(&a.sole).then(b.cards.cmp(&a.cards)).then_with(|| a.pattern.cmp(&b.pattern)));
        v.truncate(limit);
        v
    }

    /// The most common openings (first `words` words of a failing pattern), counted once
    /// per card: where the grammar most often has no production at all.
    pub fn common_openings(&self, words: usize, limit: usize) -> Vec<(String, usize)> {
        let mut counts: HashMap<String, usize> = HashMap::new();
        for (name, sentences) in &self.blockers {
            let opens: HashSet<String> = sentences
                .iter()
                .map(|s| pattern(&normalize(name, s)).split_whitespace().take(words).collect::<Vec<_>>().join(" "))
                .collect();
            for o in opens {
                *counts.entry(o).or_default() += 1;
            }
        }
        top(counts, limit)
    }

    /// The share of supported cards, in percent.
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            100.0 * self.supported as f64 / self.total as f64
        }
    }
}

fn top(counts: HashMap<String, usize>, limit: usize) -> Vec<(String, usize)> {
    let mut v: Vec<(String, usize)> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v.truncate(limit);
    v
}

/// A reason with the card's name (and each face's name) replaced by `~` (CR 201.5 style).
pub fn normalize(name: &str, reason: &str) -> String {
    let mut out = reason.to_string();
    let mut names: Vec<&str> = vec![name];
    names.extend(name.split(" // "));
    if let Some((short, _)) = name.split_once(',') {
        names.push(short);
    }
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for n in names {
        if !n.is_empty() {
            out = out.replace(n, "~");
        }
    }
    out
}

/// A sentence with its particulars abstracted so similar sentences group: a run of mana
/// symbols becomes `{M}`, numbers (digits, number words, X) `N`, power/toughness changes
/// `+N/+N`, colour words `COLOR`, and subtypes `TYPE`.
pub fn pattern(sentence: &str) -> String {
    const NUMBERS: [&str; 11] = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "x"];
    const COLORS: [&str; 5] = ["white", "blue", "black", "red", "green"];
    let mut out: Vec<String> = Vec::new();
    for word in sentence.split_whitespace() {
        // Mana symbols, possibly followed by punctuation: "{2}{R}," -> "{M},".
        if word.starts_with('{') {
            let end = word.rfind('}').map_or(word.len(), |i| i + 1);
            let tail = &word[end..];
            let m = if word[..end].contains("{T}") || word[..end].contains("{Q}") {
                word[..end].to_string()
            } else {
                "{M}".to_string()
            };
            out.push(format!("{m}{tail}"));
            continue;
        }
        let core: &str = word.trim_end_matches(['.', ',', ':', ';', '"']);
        let tail = &word[core.len()..];
        let lower = core.to_lowercase();
        let is_number = !lower.is_empty() && lower.chars().all(|c| c.is_ascii_digit());
        let abstracted = if is_number || NUMBERS.contains(&lower.as_str()) {
            Some("N".to_string())
        } else if (lower.starts_with('+') || lower.starts_with('-')) && lower.contains('/') {
            Some("+N/+N".to_string())
        } else if COLORS.contains(&lower.as_str()) {
            Some("COLOR".to_string())
        } else if !out.is_empty() && subtypes::lookup(core).is_some() {
            Some("TYPE".to_string())
        } else {
            None
        };
        match abstracted {
            Some(a) => out.push(format!("{a}{tail}")),
            None => out.push(word.to_string()),
        }
    }
    out.join(" ")
}

/// Compiles every card of the database and counts what is supported. The cards are
/// compiled on every core (each card once, in any order); the report keeps the database's
/// order.
pub fn coverage(db: &CardDb) -> Coverage {
    let names: Vec<&str> = db.names().collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 16);
    let next = AtomicUsize::new(0);
    const BATCH: usize = 64;
    let mut verdicts: Vec<(usize, Option<Blocked>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let start = next.fetch_add(BATCH, Ordering::Relaxed);
                        if start >= names.len() {
                            return out;
                        }
                        for (i, name) in names.iter().enumerate().skip(start).take(BATCH) {
                            out.push((i, verdict(db, name)));
                        }
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a coverage worker panicked")).collect()
    });
    verdicts.sort_unstable_by_key(|(i, _)| *i);
    let mut c = Coverage::default();
    for (i, v) in verdicts {
        c.total += 1;
        match v {
            None => c.supported += 1,
            Some((why, all)) => {
                c.unsupported.push((names[i].to_string(), why));
                c.blockers.push((names[i].to_string(), all));
            }
        }
    }
    c
}

/// Why a card is unsupported: the first reason, and every failing sentence of its faces.
type Blocked = (String, Vec<String>);

/// Compiles one card: `None` if it is supported.
fn verdict(db: &CardDb, name: &str) -> Option<Blocked> {
    let def = db.get(name).expect("a listed name is found");
    let why = def.unsupported.clone()?;
    let mut all: Vec<String> =
        db.record(name).map(|r| r.faces.iter().flat_map(failing_sentences).collect()).unwrap_or_default();
    if !all.iter().any(|s| why.ends_with(s.as_str())) {
        all.insert(0, why.clone());
    }
    Some((why, all))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_names() {
        assert_eq!(
            normalize("Mogg Fanatic", "Sacrifice Mogg Fanatic: It deals 1 damage."),
            "Sacrifice ~: It deals 1 damage."
        );
        let c = Coverage {
            total: 3,
            supported: 1,
            unsupported: vec![("A".into(), "A hums 2.".into()), ("B".into(), "B hums 2.".into())],
            blockers: vec![],
        };
        assert_eq!(c.common_reasons(5), vec![("~ hums 2.".to_string(), 2)]);
    }

    #[test]
    fn patterns_group_similar_sentences() {
        assert_eq!(pattern("Cumulative upkeep {2}{U}."), "Cumulative upkeep {M}.");
        assert_eq!(pattern("Buyback—Sacrifice a land."), "Buyback—Sacrifice a land.");
        assert_eq!(
            pattern("~ can't attack unless defending player controls an Island."),
            "~ can't attack unless defending player controls an TYPE."
        );
        assert_eq!(
            pattern("Target creature gets +2/-1 until end of turn."),
            "Target creature gets +N/+N until end of turn."
        );
        assert_eq!(pattern("Discard three cards, then draw 2 red cards."), "Discard N cards, then draw N COLOR cards.");
        assert_eq!(pattern("{T}: Add {G}."), "{T}: Add {M}.");
    }

    #[test]
    fn patterns_count_sole_blockers() {
        let c = Coverage {
            total: 3,
            supported: 0,
            unsupported: vec![],
            blockers: vec![
                ("Alpha".into(), vec!["Buyback {2}".into()]),
                ("Beta".into(), vec!["Buyback {3}".into(), "Flanking".into()]),
            ],
        };
        let p = c.common_patterns(5);
        assert_eq!(p[0].pattern, "Buyback {M}");
        assert_eq!((p[0].cards, p[0].sole), (2, 1));
        assert_eq!(c.common_openings(1, 5)[0], ("Buyback".to_string(), 2));
    }
}
