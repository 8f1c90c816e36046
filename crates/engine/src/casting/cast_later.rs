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
        Ok(Plan::special(mana, payment, 0, cost.clone(), objects))
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

#[cfg(test)]
mod tests {
    use crate::game::testing;
    use crate::ir::{Ability, CardDef, CardType, Cost, LaterCast, ManaCost, PlayerId, StaticAbility, Zone};
    use crate::state::config::PermanentSetup;
    use crate::state::decision::{ActionOption, ActivateSpec, Answer, DecisionKind};
    use rand::SeedableRng;
    use std::sync::Arc;

    /// A creature card with "Foretell {1}{R}".
    fn foretell_card() -> Arc<CardDef> {
        let mut c = CardDef::clone(&testing::creature("Foretold Ogre", "{3}{R}", 3, 3, &[]));
        c.abilities.push(Ability::Static(StaticAbility::ExileToCastLater {
            kind: LaterCast::Foretell,
            cost: Cost { mana: ManaCost::parse("{1}{R}").unwrap(), ..Cost::default() },
            text: "Foretell {1}{R}".into(),
        }));
        c.shared()
    }

    #[test]
    fn a_foretold_card_is_hidden_in_exile_and_redealt_for_the_opponent() {
        let lands = vec![PermanentSetup::new(testing::mountain()), PermanentSetup::new(testing::mountain())];
        let mut g = testing::main_phase_duel(lands, vec![], vec![foretell_card()]);
        let a = PlayerId(0);
        let card = g.zone(a, Zone::Hand)[0];
        let Some(DecisionKind::Priority { actions }) = g.pending().map(|d| d.kind.clone()) else { panic!() };
        assert!(actions.iter().any(|x| matches!(x, ActionOption::ExileFromHand { card: c, .. } if *c == card)));
        g.submit(a, Answer::ExileFromHand(ActivateSpec { source: card, ..ActivateSpec::default() })).unwrap();
        // CR 702.143a: exiled face down for {2}, the player keeps priority (CR 116.3c).
        let exiled = g.zone(a, Zone::Exile)[0];
        assert!(g.object(exiled).face_down);
        assert_eq!(g.name(exiled), "a face-down card");
        // CR 406.3a: a card exiled face down has no characteristics.
        assert!(!g.characteristics(exiled).is(CardType::Creature));
        assert_eq!(g.pending().map(|d| d.player), Some(a));
        // Not castable this turn (CR 702.143a).
        assert!(g.legal_actions(a).iter().all(|x| !matches!(x, ActionOption::Cast { card: c, .. } if *c == exiled)));
        // CR 708.5, 406.3: the opponent doesn't know it: it is dealt again with A's hidden cards.
        let mut d = g.clone();
        d.determinize(PlayerId(1), &mut rand_chacha::ChaCha8Rng::seed_from_u64(3));
        d.check_invariants().unwrap();
        assert_eq!(d.zone(a, Zone::Exile).len(), 1);
    }
}
