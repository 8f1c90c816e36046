//! The known subtypes (CR 205.3g-m), and reading them in singular or plural.

use std::collections::HashSet;
use std::sync::OnceLock;

/// The list from CR 205.3g-m, one per line.
const LIST: &str = include_str!("subtypes.txt");

fn set() -> &'static HashSet<&'static str> {
    static SET: OnceLock<HashSet<&'static str>> = OnceLock::new();
    SET.get_or_init(|| LIST.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).collect())
}

/// Whether `s` is a subtype as written in the singular ("Goblin", "Plains").
pub fn is_subtype(s: &str) -> bool {
    set().contains(s)
}

/// Reads a capitalised subtype word, singular or plural ("Goblins", "Elves", "Merfolk"),
/// as the subtype's name; non-capitalised words are not subtypes.
pub fn lookup(word: &str) -> Option<String> {
    if !word.chars().next().is_some_and(char::is_uppercase) {
        return None;
    }
    if is_subtype(word) {
        return Some(word.to_string());
    }
    let mut candidates = Vec::new();
    if let Some(stem) = word.strip_suffix("ves") {
        candidates.push(format!("{stem}f"));
        candidates.push(format!("{stem}fe"));
    }
    if let Some(stem) = word.strip_suffix("ies") {
        candidates.push(format!("{stem}y"));
    }
    if let Some(stem) = word.strip_suffix("es") {
        candidates.push(stem.to_string());
    }
    if let Some(stem) = word.strip_suffix('s') {
        candidates.push(stem.to_string());
    }
    if word == "Mice" {
        candidates.push("Mouse".into());
    }
    candidates.into_iter().find(|c| is_subtype(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals() {
        assert_eq!(lookup("Goblins").as_deref(), Some("Goblin"));
        assert_eq!(lookup("Elves").as_deref(), Some("Elf"));
        assert_eq!(lookup("Merfolk").as_deref(), Some("Merfolk"));
        assert_eq!(lookup("Zombies").as_deref(), Some("Zombie"));
        assert_eq!(lookup("Plains").as_deref(), Some("Plains"));
        assert_eq!(lookup("Destroy"), None);
        assert_eq!(lookup("goblin"), None);
    }
}
