//! Keyword abilities whose rule defines them as one sentence of ordinary Oracle text
//! ("Battle cry" means "Whenever this creature attacks, ..."): the line is read as that
//! sentence, which the grammar then parses like any other. Only keywords whose whole meaning
//! is the quoted sentence are listed; a keyword with further rules (a cost, a zone it works
//! from, a static part) is not, and stays a grammar production.

/// A keyword's name (lower case) and its definition, with `N` for the keyword's number and
/// `COST` for its mana cost; a keyword that stands for several abilities has one a line.
const DEFINED: &[(&str, &str)] = &[
    // CR 702.91a
    ("battle cry", "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."),
    // CR 702.46a
    (
        "soulshift",
        "When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with mana value N or less from your graveyard to your hand.",
    ),
    // CR 702.86a (702.86b: each instance triggers separately; one line is one instance)
    ("annihilator", "Whenever this creature attacks, defending player sacrifices N permanents."),
    // CR 702.130a
    ("afflict", "Whenever this creature becomes blocked, defending player loses N life."),
    // CR 702.54a
    ("bloodthirst", "If an opponent was dealt damage this turn, it enters with N +1/+1 counters on it."),
    // CR 702.87a
    ("level up", "COST: Put a level counter on this permanent. Activate only as a sorcery."),
    // CR 702.101a
    (
        "extort",
        "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.",
    ),
    // CR 702.123a
    (
        "fabricate",
        "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens.",
    ),
    // CR 702.134a
    ("mentor", "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power."),
    // CR 702.43a: two abilities, one a line.
    (
        "modular",
        "This permanent enters with N +1/+1 counters on it.\nWhen this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent.",
    ),
    // CR 702.84a
    (
        "unearth",
        "COST: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery.",
    ),
    // CR 702.97a: "a number of +1/+1 counters equal to the power of the card you exiled".
    (
        "scavenge",
        "COST, Exile this card from your graveyard: Put X +1/+1 counters on target creature, where X is this card's power. Activate only as a sorcery.",
    ),
    // CR 702.128a
    (
        "embalm",
        "COST, Exile this card from your graveyard: Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.",
    ),
    // CR 702.129a
    (
        "eternalize",
        "COST, Exile this card from your graveyard: Create a token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.",
    ),
    // CR 702.163a
    (
        "for mirrodin!",
        "When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it.",
    ),
    // CR 702.98a: two abilities, one a line.
    (
        "unleash",
        "You may have this permanent enter with an additional +1/+1 counter on it.\nThis permanent can't block as long as it has a +1/+1 counter on it.",
    ),
    // CR 702.44a: two abilities, one a line; whether it enters as a creature is read from its
    // characteristics as it enters (702.44a ignores type-changing effects there: an effect that
    // makes noncreature artifacts creatures is not ignored yet).
    (
        "sunburst",
        "If this permanent is a creature, it enters with a +1/+1 counter on it for each color of mana spent to cast it.\nIf this permanent isn't a creature, it enters with a charge counter on it for each color of mana spent to cast it.",
    ),
    // CR 702.181a, for one token ("Sacrifice them" about several tokens is not read yet, so
    // "Mobilize 2" stays unsupported; "Mobilize 10" doesn't match this line).
    (
        "mobilize 1",
        "Whenever this creature attacks, create a 1/1 red Warrior creature token that's tapped and attacking. Sacrifice it at the beginning of the next end step.",
    ),
    // CR 702.175a: two abilities, one a line; the first is the optional cost, read by the
    // grammar as a keyword of its own.
    (
        "offspring",
        "Offspring COST\nWhen this permanent enters, if its offspring cost was paid, create a token that's a copy of this permanent, except it's 1/1.",
    ),
    // CR 702.107a
    ("outlast", "COST, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."),
    // CR 702.89a, and 702.89b: "totem armor" is its older name.
    ("umbra armor", "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura."),
    ("totem armor", "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura."),
    // CR 702.136a
    ("riot", "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains haste."),
];

/// The sentence a keyword line stands for, when the line is one defined keyword alone:
/// "Battle cry", "Soulshift 3" (CR 702.46b: each instance triggers separately; one line is
/// one instance), "Unearth {3}{B}".
pub fn definition(line: &str) -> Option<String> {
    let line = line.trim().trim_end_matches('.');
    let lower = line.to_lowercase();
    for (name, text) in DEFINED {
        let Some(rest) = lower.strip_prefix(name) else { continue };
        let rest = rest.trim();
        if text.contains("COST") {
            return mana_symbols_only(rest).then(|| text.replacen("COST", &line[line.len() - rest.len()..], 1));
        }
        let numbered = text.contains(" N ");
        return match (numbered, rest.parse::<u32>()) {
            (false, _) if rest.is_empty() => Some(text.to_string()),
            (true, Ok(n)) => Some(text.replace(" N ", &format!(" {n} "))),
            _ => None,
        };
    }
    None
}

/// Whether `s` is a mana cost alone ("{3}{B}"), without X.
fn mana_symbols_only(s: &str) -> bool {
    let mut rest = s;
    while let Some(after) = rest.strip_prefix('{') {
        let Some(end) = after.find('}') else { return false };
        let symbol = &after[..end];
        if symbol.is_empty()
            || symbol.eq_ignore_ascii_case("x")
            || !symbol.chars().all(|c| c.is_ascii_alphanumeric() || c == '/')
        {
            return false;
        }
        rest = &after[end + 1..];
    }
    !s.is_empty() && rest.is_empty()
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
        assert_eq!(
            definition("Unearth {2}{B}").as_deref(),
            Some(
                "{2}{B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
            )
        );
        assert_eq!(
            definition("Bloodthirst 3").as_deref(),
            Some("If an opponent was dealt damage this turn, it enters with 3 +1/+1 counters on it.")
        );
        assert_eq!(
            definition("Offspring {1}{R}").as_deref(),
            Some("Offspring {1}{R}\nWhen this permanent enters, if its offspring cost was paid, create a token that's a copy of this permanent, except it's 1/1.")
        );
        assert!(definition("Mobilize 1").is_some_and(|t| t.contains("create a 1/1 red Warrior creature token")));
        assert_eq!(definition("Mobilize 10"), None);
        // A cost that isn't mana alone, or none: not defined.
        assert_eq!(definition("Unearth"), None);
        assert_eq!(definition("Unearth {X}{R}"), None);
        assert_eq!(definition("Unearth—Sacrifice a creature."), None);
        // A number where there is none, none where one is needed, other keywords: not defined.
        assert_eq!(definition("Battle cry 2"), None);
        assert_eq!(definition("Soulshift"), None);
        assert_eq!(definition("Flying"), None);
        assert_eq!(definition("Battle cry, flying"), None);
    }
}
