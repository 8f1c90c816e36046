//! Restrictions on attacking and blocking (CR 508.1c, 509.1b) and the evasion abilities
//! that make them (CR 702.9 flying, 702.13 intimidate, 702.14 landwalk, 702.16f protection,
//! 702.28 shadow, 702.31 horsemanship, 702.36 fear, 702.111 menace, 702.118 skulk).

use crate::ir::Color;
use crate::ir::Restriction;
use crate::ir::{CardType, Keyword, Quality, Supertype};
use crate::ir::{ObjectId, PlayerId};
use crate::state::characteristics::Characteristics;
use crate::state::decision::Target;
use crate::state::game::Game;

/// Why something can't be done: the rule and a short reason ("flying").
pub(crate) type Why = (&'static str, String);

impl Game {
    /// Why creature `id` can't attack at all this combat, or `None` if it can (CR 508.1a, 508.1c).
    pub(crate) fn attack_restriction(&self, id: ObjectId) -> Option<Why> {
        let ch = self.characteristics(id);
        let o = self.object(id);
        if ch.controller != self.active || !ch.is(CardType::Creature) || !self.on_battlefield(id) {
            return Some(("508.1a", "it is not a creature you control".into()));
        }
        if o.tapped {
            return Some(("508.1a", "it is tapped".into()));
        }
        if self.is_sick(id) && !ch.has(&Keyword::Haste) && !ch.restricted(Restriction::AttacksAsThoughHaste) {
            // CR 302.6, 702.10b: summoning sickness, unless it has haste.
            return Some(("302.6", "it hasn't been under your control since your turn began, and has no haste".into()));
        }
        if ch.has(&Keyword::Defender) && !ch.restricted(Restriction::AttacksAsThoughNoDefender) {
            return Some(("702.3b", "defender".into()));
        }
        if ch.restricted(Restriction::CantAttack) || ch.restricted(Restriction::CantAttackOrBlock) {
            return Some(("508.1c", "an effect says it can't attack".into()));
        }
        if let Some(why) = self.board_attack_restriction(id, &ch) {
            return Some(why);
        }
        if let Some(why) = self.attack_power_limit(ch.power) {
            return Some(why);
        }
        None
    }

    /// Why creature `id` can't attack `d` in particular, or `None` if it can (CR 508.1c):
    /// "can't attack unless defending player controls an Island".
    pub(crate) fn attack_restriction_to(&self, id: ObjectId, d: Target) -> Option<Why> {
        let ch = self.characteristics(id);
        let defending = self.defending_player_of(d)?;
        for r in &ch.restrictions {
            if let Restriction::CantAttackUnlessDefenderControls(t) = r {
                if !self.controls_land_with(defending, &Quality::Subtype(t.name().to_string())) {
                    let article = if t.name().starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" };
                    let why = format!("it can't attack unless defending player controls {article} {}", t.name());
                    return Some(("508.1c", why));
                }
            }
        }
        self.defender_attack_restriction(&ch, defending)
    }

    /// Why creature `id` can't block at all, or `None` if it can (CR 509.1a-b).
    pub(crate) fn block_restriction_alone(&self, id: ObjectId, p: PlayerId) -> Option<Why> {
        let ch = self.characteristics(id);
        if ch.controller != p || !ch.is(CardType::Creature) || !self.on_battlefield(id) {
            return Some(("509.1a", "it is not a creature you control".into()));
        }
        if self.object(id).tapped {
            return Some(("509.1a", "it is tapped".into()));
        }
        if ch.restricted(Restriction::CantBlock) || ch.restricted(Restriction::CantAttackOrBlock) {
            return Some(("509.1b", "an effect says it can't block".into()));
        }
        self.board_block_restriction(&ch)
    }

    /// Why `blocker` can't block `attacker`, with the rule, or `None` if it can (CR 509.1b).
    pub(crate) fn block_restriction(&self, blocker: ObjectId, attacker: ObjectId) -> Option<Why> {
        let a = self.characteristics(attacker);
        let b = self.characteristics(blocker);
        if a.restricted(Restriction::Unblockable) {
            return Some(("509.1b", "it can't be blocked".into()));
        }
        // CR 702.9b, 702.17b: flying is blocked only by flying or reach.
        if a.has(&Keyword::Flying) && !b.has(&Keyword::Flying) && !b.has(&Keyword::Reach) {
            return Some(("702.9b", "flying".into()));
        }
        if b.restricted(Restriction::CanBlockOnlyFlyers) && !a.has(&Keyword::Flying) {
            return Some(("509.1b", "it can block only creatures with flying".into()));
        }
        // CR 702.28b: shadow blocks and is blocked only by shadow.
        // "can block creatures with shadow as though it had shadow".
        if a.has(&Keyword::Shadow) && !b.has(&Keyword::Shadow) && !b.restricted(Restriction::BlocksShadowAsThough) {
            return Some(("702.28b", "shadow".into()));
        }
        if b.has(&Keyword::Shadow) && !a.has(&Keyword::Shadow) {
            return Some(("702.28b", "the blocker has shadow".into()));
        }
        // CR 702.31b
        if a.has(&Keyword::Horsemanship) && !b.has(&Keyword::Horsemanship) {
            return Some(("702.31b", "horsemanship".into()));
        }
        // CR 702.36b
        if a.has(&Keyword::Fear) && !b.is(CardType::Artifact) && !b.colors.contains(Color::Black) {
            return Some(("702.36b", "fear".into()));
        }
        // CR 702.13b
        if a.has(&Keyword::Intimidate) && !b.is(CardType::Artifact) && (a.colors.0 & b.colors.0) == 0 {
            return Some(("702.13b", "intimidate".into()));
        }
        // CR 702.118b
        if a.has(&Keyword::Skulk) && b.power > a.power {
            return Some(("702.118b", "skulk".into()));
        }
        // CR 509.1b: "can't be blocked by Walls", "can't block black creatures".
        if let Some(why) = self.block_rule_violation(blocker, &b, attacker, &a) {
            return Some(why);
        }
        // CR 702.16f: protection from a quality the blocker has.
        if let Some(k) = self.protection_against(&a, blocker) {
            return Some(("702.16f", k.name()));
        }
        // CR 702.14c: landwalk, as long as the defending player controls such a land.
        for k in &a.keywords {
            if let Keyword::Landwalk(q) = k {
                if self.controls_land_with(b.controller, q) {
                    return Some(("702.14c", k.name()));
                }
            }
        }
        None
    }

    /// The first protection ability in `protected` that protects from `source` (CR 702.16a).
    pub(crate) fn protection_against(&self, protected: &Characteristics, source: ObjectId) -> Option<Keyword> {
        protected
            .keywords
            .iter()
            .find(|k| {
                matches!(k, Keyword::Protection(_) | Keyword::ProtectionSparing(..))
                    && self.protected_from(std::slice::from_ref(*k), source)
            })
            .cloned()
    }

    /// Whether `p` controls a land with the landwalk quality `q` (CR 702.14c).
    fn controls_land_with(&self, p: PlayerId, q: &Quality) -> bool {
        self.battlefield.iter().any(|&l| {
            let lc = self.characteristics(l);
            lc.controller == p
                && lc.is(CardType::Land)
                && match q {
                    Quality::Subtype(s) => lc.subtypes.iter().any(|x| x == s),
                    Quality::Nonbasic => !lc.supertypes.contains(&Supertype::Basic),
                    // CR 702.14c, 205.4g: "snow swampwalk" looks for a snow Swamp.
                    Quality::SnowSubtype(s) => {
                        lc.supertypes.contains(&Supertype::Snow) && lc.subtypes.iter().any(|x| x == s)
                    }
                    Quality::CardType(t) => lc.is(*t),
                    Quality::Everything => true,
                    Quality::Color(_) | Quality::AllColors | Quality::ChosenColor => false,
                }
        })
    }
}
