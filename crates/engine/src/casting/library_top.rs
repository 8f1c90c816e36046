//! The top card of a library (CR 401.5): "Play with the top card of your library revealed."
//! (every player sees it), "You may look at the top card of your library any time." (its
//! owner sees it), and playing it: "You may play lands and cast spells from the top of your
//! library." (CR 305.1, 601.2a), which lets the top card be played like a card in hand, under
//! the usual timing rules, land plays and costs.
//!
//! The engine casts a spell and activates an ability in one answer, so the top card a player
//! sees never changes in the middle of a cast (CR 401.5's "until the spell becomes cast" holds
//! by construction).

use crate::ir::PlayerRule;
use crate::ir::{ObjectId, PlayerId};
use crate::state::game::Game;

impl Game {
    /// The top card of `owner`'s library if `viewer` may see it now: any player while an effect
    /// has `owner` play with it revealed, `owner` alone while they may look at it any time
    /// (CR 401.5).
    pub fn top_card_seen_by(&self, owner: PlayerId, viewer: PlayerId) -> Option<ObjectId> {
        let top = *self.players[owner.index()].library.last()?;
        let seen = self
            .player_rules(owner)
            .iter()
            .any(|r| matches!(r, PlayerRule::SeeTopCard { revealed } if *revealed || viewer == owner));
        seen.then_some(top)
    }

    /// Whether `card` is the top card of `p`'s library and an effect lets `p` play it from
    /// there: as a land (`land`), or cast as a spell of a kind the effect names (CR 305.1,
    /// 601.2a).
    pub(crate) fn playable_from_top(&self, p: PlayerId, card: ObjectId, land: bool) -> bool {
        if self.players[p.index()].library.last() != Some(&card) {
            return false;
        }
        self.player_rules(p).iter().any(|r| match r {
            PlayerRule::PlayFromTop { lands, .. } if land => *lands,
            PlayerRule::PlayFromTop { spells: Some(f), .. } => self.matches(f, card, card, p),
            _ => false,
        })
    }

    /// The top card of `p`'s library when an effect lets `p` play or cast it (CR 305.1,
    /// 601.2a): the card whose actions join those of the hand.
    pub(crate) fn top_card_to_play(&self, p: PlayerId) -> Option<ObjectId> {
        let top = *self.players[p.index()].library.last()?;
        let any = self.player_rules(p).iter().any(|r| matches!(r, PlayerRule::PlayFromTop { .. }));
        any.then_some(top)
    }
}
