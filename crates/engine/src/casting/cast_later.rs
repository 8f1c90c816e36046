//! Foretell (CR 702.143) and plot (CR 702.170): a card exiled from its owner's hand by a
//! special action (CR 116.2h, 116.2k), to be cast from exile on a later turn.
//!
//! Foretelling pays {2} and exiles the card face down (its owner may look at it, CR
//! 702.143a); plotting pays the plot cost and exiles it face up, in the owner's main phase
//! while the stack is empty. Either is offered among the legal actions as
//! [`ActionOption::ExileFromHand`] and doesn't use the stack (CR 116.3c: the player keeps
//! priority). The card remembers the turn it was exiled ([`GameObject::cast_later`]); after
//! that turn its owner may cast it: a foretold card for its foretell cost, a plotted card
//! without paying its mana cost during their main phase while the stack is empty (both
//! alternative costs, CR 118.9, 601.2b, 601.2f-h).
//!
//! [`GameObject::cast_later`]: crate::state::game::GameObject::cast_later

use crate::casting::actions::Plan;
use crate::ir::{Ability, CardDef, Cost, LaterCast, ManaCost, StaticAbility};
use crate::ir::{ObjectId, PlayerId, Zone};
use crate::state::decision::{ActionOption, ActivateSpec, IllegalAction};
use crate::state::game::{Flow, Game};
use std::sync::LazyLock;

/// How players name casting a plotted card (CR 702.170d).
pub const PLOTTED_TEXT: &str = "Plotted: cast without paying its mana cost";

static FORETELL_ACTION_COST: LazyLock<Cost> =
    LazyLock::new(|| Cost { mana: ManaCost::parse("{2}").expect("{2} parses"), ..Cost::default() });

static NO_COST: LazyLock<Cost> = LazyLock::new(Cost::default);

/// The cost of casting a plotted card: nothing (CR 702.170d, "without paying its mana cost").
pub fn plotted_cost() -> &'static Cost {
    &NO_COST
}

/// The foretell or plot ability of a card: its kind, its cost and how players name it.
pub fn cast_later_ability(def: &CardDef) -> Option<(LaterCast, &Cost, &str)> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::ExileToCastLater { kind, cost, text }) => Some((*kind, cost, text.as_str())),
        _ => None,
    })
}

/// The cost of the special action: {2} to foretell (CR 702.143a), the plot cost to plot
/// (CR 702.170a).
fn action_cost(kind: LaterCast, cost: &Cost) -> &Cost {
    match kind {
        LaterCast::Foretell => &FORETELL_ACTION_COST,
        LaterCast::Plot => cost,
    }
}

impl Game {
    /// The cards in `p`'s hand `p` could foretell or plot now (CR 116.2h, 116.2k).
    pub(crate) fn exile_from_hand_options(&self, p: PlayerId) -> Vec<ActionOption> {
        let mut out = Vec::new();
        for &card in &self.players[p.index()].hand {
            let Some((_, _, text)) = cast_later_ability(&self.object(card).card) else { continue };
            let spec = ActivateSpec { source: card, ..ActivateSpec::default() };
            if self.plan_exile_from_hand(p, &spec).is_ok() {
                out.push(ActionOption::ExileFromHand { card, text: text.to_string() });
            }
        }
        out
    }

    /// Checks foretelling or plotting `spec.source` and paying for it, without changing anything.
    pub(crate) fn plan_exile_from_hand(&self, p: PlayerId, spec: &ActivateSpec) -> Result<Plan, IllegalAction> {
        let card = spec.source;
        if card.index() >= self.objects.len() || !self.players[p.index()].hand.contains(&card) {
            return Err(IllegalAction::new("116.2h", format!("card {card} is not in your hand")));
        }
        let def = &self.object(card).card;
        let Some((kind, cost, _)) = cast_later_ability(def) else {
            return Err(IllegalAction::new("116.2h", format!("{} has neither foretell nor plot", def.name)));
        };
        if let Some(why) = &def.unsupported {
            return Err(IllegalAction::new("116.2h", format!("{} is not supported by the engine: {why}", def.name)));
        }
        // CR 702.143a: any time its owner has priority during their turn; CR 702.170a: and
        // for plot, only in their main phase while the stack is empty.
        if self.active != p {
            return Err(IllegalAction::new("116.2h", "a card is foretold or plotted only during your own turn"));
        }
        if kind == LaterCast::Plot && !(self.step.is_main() && self.stack.is_empty()) {
            return Err(IllegalAction::new(
                "702.170a",
                "a card is plotted only in your main phase while the stack is empty",
            ));
        }
        let cost = action_cost(kind, cost);
        let objects = self.cost_objects(p, card, cost, &spec.cost_choices, Some(card))?;
        let mana = cost.mana.with_x(0);
        let payment = self.plan_payment_from(p, &mana, spec.payment.as_deref(), &objects.tap)?;
        Ok(Plan {
            cost: mana,
            payment,
            x: 0,
            sacrifice: Vec::new(),
            discard: Vec::new(),
            extra: cost.clone(),
            objects,
            divided: Vec::new(),
            convoke: Vec::new(),
        })
    }

    /// CR 702.143a, 702.170a: pays and exiles the card (face down when foretold); it
    /// remembers this turn. The player keeps priority (CR 116.3c).
    pub(crate) fn execute_exile_from_hand(&mut self, p: PlayerId, spec: ActivateSpec, plan: Plan) {
        self.execute_payment(p, &plan.payment, &plan.cost);
        self.pay_cost_objects(p, &plan.extra, &plan.objects);
        let kind = cast_later_ability(&self.object(spec.source).card).map(|(k, ..)| k);
        if let Some(new) = self.move_object(spec.source, Zone::Exile) {
            let turn = self.turn;
            let o = &mut self.objects[new.index()];
            // CR 702.143a: foretold face down; its owner may look at it (CR 406.3).
            o.face_down = kind == Some(LaterCast::Foretell);
            o.cast_later = kind.map(|k| (k, turn));
        }
        self.passes = 0;
        self.priority = p;
        self.flow = Flow::Priority;
    }

    /// The foretold and plotted cards in `p`'s exile (CR 702.143a, 702.170d): only their owner
    /// may cast them.
    pub(crate) fn cast_later_cards(&self, p: PlayerId) -> Vec<ObjectId> {
        self.players[p.index()].exile.iter().copied().filter(|&c| self.object(c).cast_later.is_some()).collect()
    }

    /// Whether `card` may be cast now for an alternative cost of kind `kind`: it is a card
    /// of that kind in exile, and the turn it was exiled has ended (CR 702.143a, 702.170d).
    pub(crate) fn cast_later_fits(&self, card: ObjectId, kind: LaterCast) -> bool {
        let o = self.object(card);
        o.zone == Zone::Exile && o.cast_later.is_some_and(|(k, turn)| k == kind && turn < self.turn)
    }
}
