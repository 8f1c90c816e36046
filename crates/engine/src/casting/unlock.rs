//! Unlocking a door of a Room (CR 709.5e, 116.2m): a special action of the player who
//! controls a Room with a locked door, any time they have priority and the stack is empty
//! during a main phase of their turn. The unlock cost is that door's mana cost. It doesn't use
//! the stack (CR 116.3c: the player keeps priority); what it unlocks is in `effects/rooms.rs`.

use crate::casting::actions::Plan;
use crate::ir::{Cost, ObjectId, PlayerId};
use crate::state::decision::{ActionOption, ActivateSpec, IllegalAction};
use crate::state::game::{Flow, Game};

impl Game {
    /// The locked doors of Rooms `p` controls that `p` could unlock now, with their costs.
    pub(crate) fn unlock_options(&self, p: PlayerId) -> Vec<ActionOption> {
        let mut out = Vec::new();
        for &room in &self.battlefield {
            for door in 0..2u8 {
                if !self.door_locked(room, door) {
                    continue;
                }
                let spec = ActivateSpec { source: room, index: door as usize, ..ActivateSpec::default() };
                if self.plan_unlock(p, &spec).is_ok() {
                    out.push(ActionOption::Unlock { room, door, text: self.unlock_text(room, door) });
                }
            }
        }
        out
    }

    /// How players name unlocking `door` of `room`: "Unlock Bottomless Pool {U}".
    fn unlock_text(&self, room: ObjectId, door: u8) -> String {
        let half = &self.object(room).card_itself().halves[door as usize];
        match &half.mana_cost {
            Some(c) => format!("Unlock {} {c}", half.name),
            None => format!("Unlock {}", half.name),
        }
    }

    /// Checks unlocking door `spec.index` of Room `spec.source` and paying its unlock cost,
    /// without changing anything.
    pub(crate) fn plan_unlock(&self, p: PlayerId, spec: &ActivateSpec) -> Result<Plan, IllegalAction> {
        let room = spec.source;
        if room.index() >= self.objects.len() || !self.on_battlefield(room) {
            return Err(IllegalAction::new("709.5e", format!("there is no permanent {room}")));
        }
        let whole = self.object(room).card_itself().clone();
        if !whole.is_room() {
            return Err(IllegalAction::new("709.5e", format!("{} is not a Room", self.object(room).card.name)));
        }
        if self.controller(room) != p {
            return Err(IllegalAction::new("709.5e", "you may unlock only a door of a Room you control"));
        }
        let door = u8::try_from(spec.index).ok().filter(|&d| d < 2).ok_or_else(|| {
            IllegalAction::new("709.5e", format!("a Room has doors 0 (left) and 1 (right), not {}", spec.index))
        })?;
        let half = &whole.halves[door as usize];
        if !self.door_locked(room, door) {
            return Err(IllegalAction::new("709.5e", format!("{} is unlocked already", half.name)));
        }
        if let Some(why) = &whole.unsupported {
            return Err(IllegalAction::new("709.5e", format!("{} is not supported by the engine: {why}", whole.name)));
        }
        if self.active != p || !self.step.is_main() || !self.stack.is_empty() {
            return Err(IllegalAction::new(
                "709.5e",
                "a door is unlocked only in a main phase of your turn while the stack is empty",
            ));
        }
        let Some(mana) = half.mana_cost.clone() else {
            return Err(IllegalAction::new("709.5e", format!("{} has no mana cost to unlock it with", half.name)));
        };
        let payment = self.plan_payment_from(p, &mana, spec.payment.as_deref(), &[])?;
        Ok(Plan::special(mana.clone(), payment, 0, Cost { mana, ..Cost::default() }, Default::default()))
    }

    /// CR 709.5e: pays the unlock cost and unlocks the door; the player keeps priority
    /// (CR 116.3c).
    pub(crate) fn execute_unlock(&mut self, p: PlayerId, spec: ActivateSpec, plan: Plan) {
        self.execute_payment(p, &plan.payment, &plan.cost);
        self.unlock_door(spec.source, spec.index as u8);
        self.passes = 0;
        self.priority = p;
        self.flow = Flow::Priority;
    }
}
