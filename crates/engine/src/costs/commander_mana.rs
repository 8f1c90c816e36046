//! A commander's colour identity (CR 903.4), for "Add one mana of any color in your
//! commander's color identity" (Command Tower, Arcane Signet): the colours of the mana
//! symbols in the card's mana cost and rules text, reminder text ignored (903.4c), and of its
//! colour indicator; a player's two commanders combine theirs (702.124c). Outside Commander a
//! player has no commander, and such an ability adds nothing (903.4f).

use crate::ir::{CardDef, Color, ColorSet, PlayerId};
use crate::state::config::Format;
use crate::state::game::Game;

impl Game {
    /// The colours of player `p`'s commanders' colour identity (CR 903.4, 702.124c); none
    /// outside Commander (903.4f). Established as the game began (903.4a): the cards the
    /// player started with in the command zone.
    pub(crate) fn commander_identity(&self, p: PlayerId) -> ColorSet {
        let mut out = ColorSet::NONE;
        if self.config.format != Format::Commander {
            return out;
        }
        for card in self.config.players.get(p.index()).map(|pc| &pc.command[..]).unwrap_or_default() {
            for c in color_identity(card).iter() {
                out.insert(c);
            }
        }
        out
    }
}

/// A card's colour identity (CR 903.4): its colours (from its mana cost or colour indicator)
/// and the colours of the mana symbols in its rules text outside reminder text (903.4c).
pub fn color_identity(card: &CardDef) -> ColorSet {
    let mut out = card.colors;
    if let Some(m) = &card.mana_cost {
        for c in m.colors().iter() {
            out.insert(c);
        }
    }
    let mut depth = 0u32;
    let mut in_symbol = false;
    for ch in card.text.chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '{' => in_symbol = true,
            '}' => in_symbol = false,
            // "{W}", "{W/U}", "{2/G}", "{G/P}": every colour letter of a symbol counts.
            _ if in_symbol && depth == 0 => {
                if let Some(c) = Color::from_letter(ch) {
                    out.insert(c);
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{CardType, ManaCost};

    #[test]
    fn identity_reads_cost_and_rules_text_but_not_reminder_text() {
        let mut c = CardDef::new("Test", &[CardType::Creature]);
        c.mana_cost = Some(ManaCost::parse("{1}{G}").unwrap());
        c.colors = ColorSet::only(Color::Green);
        c.text = "{T}: Add {W/U}. ({B} is not counted.)".into();
        let id = color_identity(&c);
        assert!(id.contains(Color::Green) && id.contains(Color::White) && id.contains(Color::Blue));
        assert!(!id.contains(Color::Black) && !id.contains(Color::Red));
    }
}
