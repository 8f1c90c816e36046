//! Banding (CR 702.22): declaring attacking bands (702.22c-d), and who divides combat
//! damage against creatures with banding (702.22j-k, in `damage.rs`). A creature blocking
//! one creature of a band blocks the whole band (702.22h, in `declare_blockers.rs`).

use crate::ir::Keyword;
use crate::ir::ObjectId;
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game};
use crate::state::pending::Pending;

impl Game {
    /// Whether any of `ids` has banding.
    pub(crate) fn any_banding(&self, ids: &[ObjectId]) -> bool {
        ids.iter().any(|&i| self.has_keyword(i, &Keyword::Banding))
    }

    /// The other creatures of `a`'s attacking band still attacking (CR 702.22f: a creature
    /// removed from combat leaves its band).
    pub(crate) fn band_mates(&self, a: ObjectId) -> Vec<ObjectId> {
        let Some(band) = self.combat.bands.iter().find(|b| b.contains(&a)) else {
            return Vec::new();
        };
        band.iter().copied().filter(|&m| m != a && self.combat.attackers.iter().any(|(x, _)| *x == m)).collect()
    }

    /// The attackers of `attacks` in no band yet.
    fn unbanded(&self, attacks: &[(ObjectId, Target)]) -> Vec<ObjectId> {
        attacks.iter().map(|(a, _)| *a).filter(|a| !self.combat.bands.iter().any(|b| b.contains(a))).collect()
    }

    /// CR 702.22c: with a checked and paid attack declaration, asks the attacking player for
    /// a band while one can still be formed (two attackers in no band, one with banding).
    /// Returns whether it asked.
    pub(crate) fn ask_bands(&mut self, attacks: Vec<(ObjectId, Target)>) -> bool {
        let from = self.unbanded(&attacks);
        if from.len() < 2 || !self.any_banding(&from) {
            return false;
        }
        let max = from.len() as u32;
        self.combat.banding = Some(attacks);
        let kind = DecisionKind::ChooseObjects {
            reason: "an attacking band: creatures with banding and at most one without, attacking the same player \
                     or planeswalker (none: no more bands)"
                .into(),
            from,
            min: 0,
            max,
        };
        self.ask(Decision { player: self.active, kind }, Pending::Bands);
        self.flow = Flow::Waiting;
        true
    }

    /// Takes one attacking band (CR 702.22c-d), or none to end the bands; a band that
    /// breaks the rules is refused and changes nothing.
    pub(crate) fn answer_band(&mut self, a: Answer) -> Result<(), IllegalAction> {
        let Answer::Cards(band) = a else {
            return Err(IllegalAction::new("702.22c", "answer with the creatures of a band, or none"));
        };
        let Some(attacks) = self.combat.banding.clone() else {
            return Err(IllegalAction::new("702.22c", "no attack declaration is waiting for bands"));
        };
        let done = band.is_empty();
        if !done {
            self.check_band(&attacks, &band)?;
            self.combat.bands.push(band);
        }
        self.answered();
        self.combat.banding = None;
        if done || !self.ask_bands(attacks.clone()) {
            self.finish_attackers(attacks);
        }
        Ok(())
    }

    /// CR 702.22c-d: one or more attacking creatures with banding and up to one without, in
    /// no other band, all attacking the same player, planeswalker or battle.
    fn check_band(&self, attacks: &[(ObjectId, Target)], band: &[ObjectId]) -> Result<(), IllegalAction> {
        let free = self.unbanded(attacks);
        for (i, m) in band.iter().enumerate() {
            if !free.contains(m) || band[..i].contains(m) {
                return Err(IllegalAction::new(
                    "702.22c",
                    format!("{} is not an attacking creature in no other band", self.describe_obj(*m)),
                ));
            }
        }
        if band.len() < 2 {
            return Err(IllegalAction::new("702.22c", "a band has at least two creatures"));
        }
        let without = band.iter().filter(|&&m| !self.has_keyword(m, &Keyword::Banding)).count();
        if without == band.len() {
            return Err(IllegalAction::new("702.22c", "a band needs a creature with banding"));
        }
        if without > 1 {
            return Err(IllegalAction::new("702.22c", "a band may have only one creature without banding"));
        }
        let defender = |m: ObjectId| attacks.iter().find(|(a, _)| *a == m).map(|(_, d)| *d);
        if band.iter().any(|&m| defender(m) != defender(band[0])) {
            return Err(IllegalAction::new(
                "702.22d",
                "all creatures in a band must attack the same player or planeswalker",
            ));
        }
        Ok(())
    }
}
