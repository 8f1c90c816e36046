//! Keyword abilities whose rule defines them as one sentence of ordinary Oracle text
//! ("Battle cry" means "Whenever this creature attacks, ..."): the line is read as that
//! sentence, which the grammar then parses like any other. Only keywords whose whole meaning
//! is the quoted sentence are listed; a keyword with further rules (a cost, a zone it works
//! from, a static part) is not, and stays a grammar production.

/// A keyword's name (lower case) and its definition, with `N` for the keyword's number.
const DEFINED: &[(&str, &str)] = &[
    // CR 702.91a
    ("battle cry", "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."),
    // CR 702.46a
    (
        "soulshift",
        "When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with mana value N or less from your graveyard to your hand.",
    ),
    // CR 702.130a
    ("afflict", "Whenever this creature becomes blocked, defending player loses N life."),
];

/// The sentence a keyword line stands for, when the line is one defined keyword alone:
/// "Battle cry", "Soulshift 3" (CR 702.46b: each instance triggers separately; one line is
/// one instance).
pub fn definition(line: &str) -> Option<String> {
    let line = line.trim().trim_end_matches('.');
    let lower = line.to_lowercase();
    for (name, text) in DEFINED {
        let Some(rest) = lower.strip_prefix(name) else { continue };
        let rest = rest.trim();
        let numbered = text.contains(" N ");
        return match (numbered, rest.parse::<u32>()) {
            (false, _) if rest.is_empty() => Some(text.to_string()),
            (true, Ok(n)) => Some(text.replace(" N ", &format!(" {n} "))),
            _ => None,
        };
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defined_keywords_read_as_their_sentence() {
        assert_eq!(
            definition("Battle cry").as_deref(),
            Some("Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.")
        );
        assert_eq!(
            definition("Soulshift 4").as_deref(),
            Some(
                "When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with mana value 4 or less from your graveyard to your hand."
            )
        );
        assert_eq!(
            definition("Afflict 2").as_deref(),
            Some("Whenever this creature becomes blocked, defending player loses 2 life.")
        );
        // A number where there is none, none where one is needed, other keywords: not defined.
        assert_eq!(definition("Battle cry 2"), None);
        assert_eq!(definition("Soulshift"), None);
        assert_eq!(definition("Flying"), None);
        assert_eq!(definition("Battle cry, flying"), None);
    }
}
