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
    /// The top card of `owner`'s library if `viewer` (`None`: a spectator) may see it now:
    /// anyone while an effect has `owner` play with it revealed, `owner` alone while they may
    /// look at it any time (CR 401.5).
    pub fn top_card_seen_by(&self, owner: PlayerId, viewer: Option<PlayerId>) -> Option<ObjectId> {
        let top = *self.players[owner.index()].library.last()?;
        let seen = self
            .player_rules(owner)
            .iter()
            .any(|r| matches!(r, PlayerRule::SeeTopCard { revealed } if *revealed || viewer == Some(owner)));
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

#[cfg(test)]
mod tests {
    use crate::game::testing;
    use crate::ir::{Ability, CardDef, CardType, PlayerFilter, PlayerId, PlayerRule, StaticAbility};
    use crate::state::config::{GameConfig, PermanentSetup, PlayerConfig, Start};
    use crate::state::decision::ActionOption;
    use crate::state::game::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn rules(rules: &[PlayerRule]) -> PermanentSetup {
        let mut c = CardDef::new("Oracle", &[CardType::Enchantment]);
        for r in rules {
            c.abilities.push(Ability::Static(StaticAbility::PlayerRule { who: PlayerFilter::You, rule: r.clone() }));
        }
        PermanentSetup::new(c.shared())
    }

    /// A's first main phase with the given permanent; both libraries mix lands and spells.
    fn game(perm: PermanentSetup) -> Game {
        let library = || {
            let mut l = Vec::new();
            for i in 0..10 {
                l.push(testing::forest());
                l.push(testing::creature(&format!("Bear {i}"), "{1}{G}", 2, 2, &[]));
            }
            l
        };
        let a = PlayerConfig { name: "A".into(), battlefield: vec![perm], library: library(), ..Default::default() };
        let b = PlayerConfig { name: "B".into(), library: library(), ..Default::default() };
        let mut cfg = GameConfig::new(vec![a, b]);
        cfg.start = Start::Main;
        cfg.shuffle = false;
        Game::new(cfg, 1)
    }

    const A: PlayerId = PlayerId(0);
    const B: PlayerId = PlayerId(1);

    #[test]
    fn who_sees_the_top_card() {
        let look = game(rules(&[PlayerRule::SeeTopCard { revealed: false }]));
        let top = look.players[0].library.last().copied();
        assert_eq!(look.top_card_seen_by(A, Some(A)), top);
        assert_eq!(look.top_card_seen_by(A, Some(B)), None);
        assert_eq!(look.top_card_seen_by(A, None), None);
        assert_eq!(look.top_card_seen_by(B, Some(B)), None);
        let revealed = game(rules(&[PlayerRule::SeeTopCard { revealed: true }]));
        assert_eq!(revealed.top_card_seen_by(A, Some(B)), top);
        assert_eq!(revealed.top_card_seen_by(A, None), top);
    }

    #[test]
    fn determinize_keeps_a_seen_top_card() {
        let g = game(rules(&[PlayerRule::SeeTopCard { revealed: true }]));
        let top = |g: &Game| g.name(*g.players[0].library.last().unwrap()).to_string();
        for seed in 0..8 {
            for viewer in [A, B] {
                let mut d = g.clone();
                d.determinize(viewer, &mut ChaCha8Rng::seed_from_u64(seed));
                d.check_invariants().unwrap();
                assert_eq!(top(&d), top(&g));
            }
        }
        // Unseen, it is dealt again like the rest of the library.
        let hidden = game(rules(&[]));
        let moved = (0..8).any(|seed| {
            let mut d = hidden.clone();
            d.determinize(B, &mut ChaCha8Rng::seed_from_u64(seed));
            top(&d) != top(&hidden)
        });
        assert!(moved);
    }

    #[test]
    fn the_top_card_joins_the_legal_actions() {
        let lands = game(rules(&[PlayerRule::PlayFromTop { lands: true, spells: None }]));
        let top = *lands.players[0].library.last().unwrap();
        let land = lands.object(top).card.has_type(CardType::Land);
        let offered =
            lands.legal_actions(A).iter().any(|o| matches!(o, ActionOption::PlayLand { card, .. } if *card == top));
        assert_eq!(offered, land);
        let under = lands.players[0].library[lands.players[0].library.len() - 2];
        let offered_under = lands.legal_actions(A).iter().any(|o| match o {
            ActionOption::PlayLand { card, .. } | ActionOption::Cast { card, .. } => *card == under,
            _ => false,
        });
        assert!(!offered_under);
    }
}
