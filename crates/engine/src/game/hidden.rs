//! Hidden information: re-sampling what one player cannot see (a determinization).
//!
//! A search-based player must not read the opponents' hands or anyone's library order
//! (CR 401.2: libraries are face down; CR 402.3: a player can't see the others' hands).
//! Before it simulates, it calls [`Game::determinize`] on its own copy of the game: the
//! cards it cannot see are dealt again at random among the places it cannot see, and the
//! game's random generator (which decides future shuffles) is replaced.
//!
//! The result depends only on what the viewer could see plus the seed: two games that
//! differ only in the arrangement of hidden cards determinize to the same game.

use crate::ir::{ObjectId, PlayerId};
use crate::state::game::Game;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

impl Game {
    /// Re-deals the cards `viewer` cannot see, as `viewer` would imagine them.
    ///
    /// For each opponent, the cards of their hand and library are pooled and dealt back at
    /// random (the hand keeps its size and its object ids, the library its size). The
    /// viewer's own library is reordered at random. A library's top card the viewer may see
    /// (CR 401.5) stays in place. The game's generator is reseeded from
    /// `rng`. Object ids, zones, zone sizes and everything public stay as they were, so the
    /// engine's invariants hold and the pending decision is unchanged.
    ///
    /// Known simplification: a card that was revealed and then went back to a hidden zone is
    /// treated as unknown.
    pub fn determinize(&mut self, viewer: PlayerId, rng: &mut impl Rng) {
        self.layer_cache.forget();
        for p in 0..self.players.len() {
            let pl = &self.players[p];
            // CR 401.5: a top card the viewer may see (revealed, or their own they may look at)
            // stays where it is; so does their own they may play (their legal actions name it).
            let owner = PlayerId(p as u8);
            let seen = self
                .top_card_seen_by(owner, Some(viewer))
                .or_else(|| self.top_card_to_play(owner).filter(|_| owner == viewer));
            let mut ids: Vec<ObjectId> = pl.library.iter().copied().filter(|&c| Some(c) != seen).collect();
            if p != viewer.index() {
                ids.extend_from_slice(&pl.hand);
                // CR 708.5: face-down spells and permanents of p that the viewer doesn't
                // control are unknown to the viewer too, and so are p's cards exiled face
                // down (CR 406.3, foretold cards, 702.143a).
                ids.extend(
                    self.objects
                        .iter()
                        .filter(|o| {
                            o.face_down
                                && o.owner.index() == p
                                && matches!(
                                    o.zone,
                                    crate::ir::Zone::Battlefield | crate::ir::Zone::Stack | crate::ir::Zone::Exile
                                )
                                && o.moved_to.is_none()
                                && self.controller(o.id) != viewer
                        })
                        .map(|o| o.id),
                );
            }
            self.redeal(ids, rng);
        }
        self.rng = ChaCha8Rng::seed_from_u64(rng.gen());
    }

    /// Deals the definitions of the objects `ids` back among them in a random order that
    /// depends only on the multiset of cards and on `rng`.
    fn redeal(&mut self, mut ids: Vec<ObjectId>, rng: &mut impl Rng) {
        ids.sort_unstable();
        let mut cards: Vec<_> = ids.iter().map(|id| self.objects[id.index()].card.clone()).collect();
        // A canonical order first, so where the cards were does not matter.
        cards.sort_by(|a, b| (&a.name, &a.text).cmp(&(&b.name, &b.text)));
        cards.shuffle(rng);
        for (id, card) in ids.into_iter().zip(cards) {
            let o = &mut self.objects[id.index()];
            o.is_token = card.is_token;
            o.card = card;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::game::testing;
    use crate::ir::PlayerId;
    use crate::ir::Zone;
    use crate::state::config::{GameConfig, PlayerConfig};
    use crate::state::game::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn deck() -> Vec<std::sync::Arc<crate::ir::CardDef>> {
        let mut d = Vec::new();
        for i in 0..20 {
            d.push(testing::basic_land("Mountain", "Mountain", crate::ir::Color::Red));
            d.push(testing::creature(&format!("Bear {i}"), "{1}{R}", 2, 2, &[]));
        }
        d
    }

    fn game() -> Game {
        let mut cfg = GameConfig::new(vec![PlayerConfig::with_deck("A", deck()), PlayerConfig::with_deck("B", deck())]);
        // Start at the mulligan decision, with both hands drawn (no first-player choice).
        cfg.first_player = crate::state::config::FirstPlayer::Fixed;
        Game::new(cfg, 7)
    }

    fn names(g: &Game, p: PlayerId, z: Zone) -> Vec<String> {
        let mut v: Vec<String> = g.zone(p, z).iter().map(|&id| g.name(id).to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn keeps_the_viewer_hand_and_the_hidden_multiset() {
        let g = game();
        let mut d = g.clone();
        d.determinize(PlayerId(0), &mut ChaCha8Rng::seed_from_u64(1));
        d.check_invariants().unwrap();
        assert_eq!(g.zone(PlayerId(0), Zone::Hand), d.zone(PlayerId(0), Zone::Hand));
        assert_eq!(names(&g, PlayerId(0), Zone::Hand), names(&d, PlayerId(0), Zone::Hand));
        assert_eq!(g.zone(PlayerId(1), Zone::Hand).len(), d.zone(PlayerId(1), Zone::Hand).len());
        let all = |g: &Game| {
            let mut v = names(g, PlayerId(1), Zone::Hand);
            v.extend(names(g, PlayerId(1), Zone::Library));
            v.sort();
            v
        };
        assert_eq!(all(&g), all(&d));
        assert_ne!(names(&g, PlayerId(1), Zone::Hand), names(&d, PlayerId(1), Zone::Hand));
        assert_eq!(g.pending(), d.pending());
    }

    #[test]
    fn depends_only_on_what_the_viewer_sees() {
        let g = game();
        // Two arrangements of the opponent's hidden cards the viewer cannot tell apart.
        let mut a = g.clone();
        a.determinize(PlayerId(0), &mut ChaCha8Rng::seed_from_u64(11));
        let mut b = g.clone();
        b.determinize(PlayerId(0), &mut ChaCha8Rng::seed_from_u64(12));
        assert!(a != b);
        a.determinize(PlayerId(0), &mut ChaCha8Rng::seed_from_u64(5));
        b.determinize(PlayerId(0), &mut ChaCha8Rng::seed_from_u64(5));
        assert!(a == b);
    }
}
