//! "Did you mean ...?": the known card name closest to a misspelt one, for decklists that
//! name a card the database does not know (`Lightnig Bolt`).

use crate::db::CardDb;

impl CardDb {
    /// The known card name closest to `name` (case aside), if one is close enough to be what
    /// was meant: at most one edit (a letter added, dropped, changed, or two swapped) per six
    /// letters, and at least one. Ties go to the card added first.
    pub fn suggest(&self, name: &str) -> Option<&str> {
        let wanted = name.trim().to_lowercase();
        let len = wanted.chars().count();
        let limit = 1 + len / 6;
        let mut best: Option<(usize, &str)> = None;
        for known in self.names() {
            if known.chars().count().abs_diff(len) > limit {
                continue;
            }
            let d = strsim::damerau_levenshtein(&wanted, &known.to_lowercase());
            if d <= limit && best.is_none_or(|(b, _)| d < b) {
                best = Some((d, known));
            }
        }
        best.map(|(_, known)| known)
    }

    /// " (did you mean X?)" when a known name X is close to `name`, else nothing: the tail
    /// of a message about an unknown card.
    pub fn did_you_mean(&self, name: &str) -> String {
        self.suggest(name).map(|known| format!(" (did you mean {known}?)")).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use crate::db::CardDb;

    #[test]
    fn misspelt_names_find_the_card() {
        let db = CardDb::bundled();
        assert_eq!(db.suggest("Lightnig Bolt"), Some("Lightning Bolt"));
        assert_eq!(db.suggest("lightning blot"), Some("Lightning Bolt"));
        assert_eq!(db.suggest("Goblin Lakcey"), Some("Goblin Lackey"));
        assert_eq!(db.suggest("Completely Unknown Thing"), None);
        assert_eq!(db.did_you_mean("Lightnig Bolt"), " (did you mean Lightning Bolt?)");
        assert_eq!(db.did_you_mean("Xyzzy"), "");
    }
}
