//! Morph and face-down permanents (CR 702.37, 708).
//!
//! A card with "Morph [cost]" may be cast face down for {3} as an alternative cost
//! (CR 702.37c): the spell and the permanent it becomes are 2/2 creatures with no name, no
//! text, no subtypes and no mana cost (CR 708.2a; `layers::copiable_values`). Its controller
//! may turn it face up any time they have priority by paying its morph cost: a special
//! action that doesn't use the stack (CR 702.37e, 116.2b), offered among the legal actions
//! as [`ActionOption::TurnFaceUp`]. It stays the same object (CR 708.8), gets a new
//! timestamp (CR 613.7f), and "when ~ is turned face up" abilities trigger.
//!
//! Disguise (CR 702.168) is the same with ward {2} on the face-down spell and permanent.

use crate::casting::actions::Plan;
use crate::ir::ManaCost;
use crate::ir::{Ability, Cost, StaticAbility, TriggerEvent};
use crate::ir::{CardDef, PtValue};
use crate::ir::{CardType, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{ActionOption, ActivateSpec, IllegalAction, Target};
use crate::state::game::{Flow, Game};
use crate::state::log::Event;
use std::sync::{Arc, LazyLock};

/// How a face-down spell or permanent is named to everyone (it has no name, CR 708.2a).
pub const FACE_DOWN_NAME: &str = "a face-down creature";

/// How players name the face-down cast among a card's alternative costs (CR 702.37c).
pub const FACE_DOWN_TEXT: &str = "Cast face down as a 2/2 creature for {3} (morph)";

static FACE_DOWN_COST: LazyLock<Cost> =
    LazyLock::new(|| Cost { mana: ManaCost::parse("{3}").expect("{3} parses"), ..Cost::default() });

static FACE_DOWN_CARD: LazyLock<Arc<CardDef>> = LazyLock::new(|| {
    let mut def = CardDef::new(FACE_DOWN_NAME, &[CardType::Creature]);
    def.power = Some(PtValue::Fixed(2));
    def.toughness = Some(PtValue::Fixed(2));
    def.shared()
});

/// The cost of casting a card face down with morph: {3} (CR 702.37a).
pub fn face_down_cost() -> &'static Cost {
    &FACE_DOWN_COST
}

/// What a face-down spell is on the stack (CR 708.2a, 708.4): a 2/2 creature with no name,
/// text, subtypes or mana cost.
pub fn face_down_card() -> Arc<CardDef> {
    FACE_DOWN_CARD.clone()
}

/// The morph ability of a card as it is face up: its cost and how players name it (CR 702.37a).
pub fn morph_cost(def: &CardDef) -> Option<(&Cost, &str)> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::Morph { cost, text, .. }) => Some((cost, text.as_str())),
        _ => None,
    })
}

/// Whether the card's morph cost is a megamorph cost (CR 702.37b).
fn is_megamorph(def: &CardDef) -> bool {
    def.abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::Morph { megamorph: true, .. })))
}

/// Whether the card's face-down cast is by disguise (CR 702.168a): the face-down object has
/// ward {2}.
pub fn is_disguise(def: &CardDef) -> bool {
    def.abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::Morph { disguise: true, .. })))
}

/// How players name the face-down cast of a card with disguise (CR 702.168a).
pub const DISGUISE_TEXT: &str = "Cast face down as a 2/2 creature with ward {2} for {3} (disguise)";

/// Whether alternative cost `alt` of `def` is the face-down cast of morph (CR 702.37c).
pub fn is_face_down_cast(def: &CardDef, alt: Option<usize>) -> bool {
    alt.and_then(|i| crate::costs::casting::alternative_costs(def).into_iter().nth(i)).is_some_and(|a| a.face_down)
}

impl Game {
    /// The face-down permanents `p` could turn face up now, with their morph costs
    /// (CR 702.37e): p controls them, they would have morph face up, and p can pay (X = 0).
    pub(crate) fn turn_face_up_options(&self, p: PlayerId) -> Vec<ActionOption> {
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let spec = ActivateSpec { source: id, ..ActivateSpec::default() };
            if !self.object(id).face_down || self.plan_turn_face_up(p, &spec).is_err() {
                continue;
            }
            let Some((cost, text)) = morph_cost(&self.object(id).card) else { continue };
            out.push(ActionOption::TurnFaceUp { permanent: id, text: text.to_string(), x: cost.has_x() });
        }
        out
    }

    /// Checks turning `spec.source` face up and paying its morph cost, without changing anything.
    pub(crate) fn plan_turn_face_up(&self, p: PlayerId, spec: &ActivateSpec) -> Result<Plan, IllegalAction> {
        let id = spec.source;
        if id.index() >= self.objects.len() {
            return Err(IllegalAction::new("702.37e", format!("there is no object {id}")));
        }
        let o = self.object(id);
        if o.zone != Zone::Battlefield || !o.face_down {
            return Err(IllegalAction::new("702.37e", "only a face-down permanent can be turned face up"));
        }
        if self.controller(id) != p {
            return Err(IllegalAction::new("702.37e", "you may turn face up only a face-down permanent you control"));
        }
        // CR 702.37e: a permanent that wouldn't have a morph cost face up can't be turned up this way.
        let Some((cost, _)) = morph_cost(&o.card) else {
            return Err(IllegalAction::new("702.37e", "this permanent would have no morph cost if it were face up"));
        };
        if o.card.unsupported.is_some() {
            return Err(IllegalAction::new("702.37e", "this card is not supported by the engine"));
        }
        if spec.x.is_some() && !cost.has_x() {
            return Err(IllegalAction::new("107.3", "this morph cost has no X"));
        }
        let x = spec.x.unwrap_or(0);
        let objects = self.cost_objects(p, id, cost, &spec.cost_choices, None)?;
        let mana = cost.mana.with_x(x);
        let payment = self.plan_payment_from(p, &mana, spec.payment.as_deref(), &objects.tap)?;
        Ok(Plan::special(mana, payment, x, cost.clone(), objects))
    }

    /// CR 702.37e: pays the morph cost and turns the permanent face up; the player keeps
    /// priority (CR 116.3c).
    pub(crate) fn execute_turn_face_up(&mut self, p: PlayerId, spec: ActivateSpec, plan: Plan) {
        self.execute_payment(p, &plan.payment, &plan.cost);
        self.pay_cost_objects(p, &plan.extra, &plan.objects);
        // CR 702.37b: "As this permanent is turned face up, put a +1/+1 counter on it if its
        // megamorph cost was paid to turn it face up."
        let counter = is_megamorph(&self.object(spec.source).card);
        self.turn_face_up_with(spec.source, p, counter, plan.x);
        self.passes = 0;
        self.priority = p;
        self.flow = Flow::Priority;
    }

    /// Turns a face-down permanent face up (CR 708.8): the same object, now with its normal
    /// characteristics and a new timestamp (CR 613.7f); its enters-the-battlefield abilities
    /// don't trigger, "when ~ is turned face up" abilities do.
    pub(crate) fn turn_face_up(&mut self, id: ObjectId, by: PlayerId) {
        self.turn_face_up_with(id, by, false, 0);
    }

    /// Turns a face-up permanent face down (CR 708.2a): a nameless 2/2 with no text, the same
    /// object with a new timestamp (CR 613.7f); a face-down one stays as it is (708.2b).
    pub(crate) fn turn_face_down(&mut self, id: ObjectId) {
        let o = &mut self.objects[id.index()];
        // CR 712.16: a double-faced permanent can't be turned face down.
        let double_faced = o.card.is_double_faced() || o.printed.as_ref().is_some_and(|c| c.is_double_faced());
        if o.zone != Zone::Battlefield || o.face_down || o.transformed || double_faced {
            return;
        }
        o.face_down = true;
        self.timestamp += 1;
        self.objects[id.index()].timestamp = self.timestamp;
    }

    /// [`Game::turn_face_up`], with a +1/+1 counter put on it as it turns face up
    /// (megamorph, CR 702.37b; applied while it is turned face up, CR 708.11) and the X
    /// chosen for its morph cost (CR 702.37f).
    fn turn_face_up_with(&mut self, id: ObjectId, by: PlayerId, counter: bool, x: u32) {
        let o = &mut self.objects[id.index()];
        if o.zone != Zone::Battlefield || !o.face_down {
            return;
        }
        o.face_down = false;
        // CR 702.168b: the disguise effect ends as it is turned face up.
        o.cast_with.disguised = false;
        o.x = x;
        if counter {
            o.add_counters(&crate::ir::CounterKind::PlusOne, 1);
        }
        self.timestamp += 1;
        self.objects[id.index()].timestamp = self.timestamp;
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
        self.log(Event::TurnedFaceUp { player: by, card: id });
        if counter {
            // CR 122.6: megamorph's counter is put on it as it is turned face up.
            self.counters_put_triggers(id, &crate::ir::CounterKind::PlusOne, 1);
        }
        self.collect_triggers(Some(Target::Object(id)), |g, ev, src, you| match ev {
            TriggerEvent::TurnedFaceUp(f) => g.matches(f, id, src, you),
            _ => false,
        });
    }
}
