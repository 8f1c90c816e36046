//! Exerting attackers (CR 701.43): "You may exert ~ as it attacks." is an optional cost to
//! attack (701.43d, 508.1g), chosen as the attack is declared; an exerted permanent won't
//! untap during its controller's next untap step (701.43a), and its linked "When you do"
//! ability and "Whenever you exert a creature" abilities trigger (CR 607.2h, 603.2).

use crate::ir::{Ability, ObjectId, StaticAbility, TriggerEvent};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game};
use crate::state::log::Event;
use crate::state::pending::Pending;

impl Game {
    /// Whether `id` has "You may exert ~ as it attacks" now (granted abilities included; a
    /// face-down permanent has none, CR 708.2).
    fn may_exert_as_it_attacks(&self, id: ObjectId) -> bool {
        !self.object(id).face_down
            && !self.abilities_removed(id)
            && self
                .abilities_now(id)
                .abilities
                .iter()
                .any(|a| matches!(a, Ability::Static(StaticAbility::ExertAsAttacks)))
    }

    /// Asks the attacking player which of the declared attackers that may be exerted as they
    /// attack they exert (CR 701.43d, 508.1g); `false` when none may (nothing is asked).
    pub(crate) fn ask_exert(&mut self, attacks: &[(ObjectId, Target)]) -> bool {
        self.combat.exerted.clear();
        let from: Vec<ObjectId> =
            attacks.iter().map(|(a, _)| *a).filter(|&a| self.may_exert_as_it_attacks(a)).collect();
        if from.is_empty() {
            return false;
        }
        let max = from.len() as u32;
        self.combat.exerting = Some(attacks.to_vec());
        let kind = DecisionKind::ChooseObjects {
            reason: "exert attackers as they attack (an exerted creature won't untap during your next untap step; \
                     none: exert none)"
                .into(),
            from,
            min: 0,
            max,
        };
        self.ask(Decision { player: self.active, kind }, Pending::Exert);
        self.flow = Flow::Waiting;
        true
    }

    /// Takes the attackers to exert, each one that may be exerted at most once, and goes on
    /// with the declaration; a wrong choice is refused and changes nothing.
    pub(crate) fn answer_exert(&mut self, a: Answer) -> Result<(), IllegalAction> {
        let Answer::Cards(chosen) = a else {
            return Err(IllegalAction::new("701.43d", "answer with the attackers to exert, or none"));
        };
        let Some(attacks) = self.combat.exerting.clone() else {
            return Err(IllegalAction::new("701.43d", "no attack declaration is waiting for exert choices"));
        };
        for (i, c) in chosen.iter().enumerate() {
            let declared = attacks.iter().any(|(x, _)| x == c);
            if !declared || !self.may_exert_as_it_attacks(*c) || chosen[..i].contains(c) {
                return Err(IllegalAction::new(
                    "701.43d",
                    format!("{} can't be exerted as it attacks", self.describe_obj(*c)),
                ));
            }
        }
        self.answered();
        self.combat.exerting = None;
        self.combat.exerted = chosen;
        self.commit_exerted_attackers(attacks);
        Ok(())
    }

    /// As the declaration is made: each attacker chosen is exerted (CR 701.43a). Exerted
    /// again before that untap step, it still skips only that one (701.43b).
    pub(crate) fn exert_attackers(&mut self) {
        for id in std::mem::take(&mut self.combat.exerted) {
            let o = &mut self.objects[id.index()];
            o.skip_untaps = o.skip_untaps.max(1);
            self.log(Event::Exerted { card: id });
            self.collect_triggers(Some(Target::Object(id)), |g, ev, s, you| match ev {
                TriggerEvent::Exerted(f) => g.matches(f, id, s, you),
                _ => false,
            });
        }
    }
}
