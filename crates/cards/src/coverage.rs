//! How much of a card database the compiler supports, and what it most often fails on.

use crate::db::CardDb;
use std::collections::HashMap;

/// Supported and unsupported counts of a database.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Cards examined.
    pub total: usize,
    /// Cards that compiled completely.
    pub supported: usize,
    /// Unsupported cards with the sentence (or reason) each could not compile.
    pub unsupported: Vec<(String, String)>,
}

impl Coverage {
    /// The most common unsupported sentences, normalised (card name replaced by `~`,
    /// numbers kept), with how many cards each stops, most common first.
    pub fn common_reasons(&self, limit: usize) -> Vec<(String, usize)> {
        let mut counts: HashMap<String, usize> = HashMap::new();
        for (name, why) in &self.unsupported {
            *counts.entry(normalize(name, why)).or_default() += 1;
        }
        let mut v: Vec<(String, usize)> = counts.into_iter().collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v.truncate(limit);
        v
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

/// Compiles every card of the database and counts what is supported.
pub fn coverage(db: &CardDb) -> Coverage {
    let mut c = Coverage::default();
    for name in db.names() {
        let Some(def) = db.get(name) else { continue };
        c.total += 1;
        match &def.unsupported {
            None => c.supported += 1,
            Some(why) => c.unsupported.push((name.to_string(), why.clone())),
        }
    }
    c
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
        };
        assert_eq!(c.common_reasons(5), vec![("~ hums 2.".to_string(), 2)]);
    }
}
