//! Lowering of the older keyword mechanics read by `grammar/keywords/older.rs`: ninjutsu
//! (CR 702.49).

use grimoire_engine::*;

/// CR 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
/// unblocked attacking creature you control to its owner's hand: Put this card onto the
/// battlefield from your hand tapped and attacking." The card is revealed as the ability is
/// activated from the hand and stays so while it is on the stack (702.49b: the ability on
/// the stack names it); it enters unblocked, attacking what the returned creature attacked
/// (702.49c).
pub fn ninjutsu(mana: ManaCost, text: &str) -> Ability {
    let returned = Filter::creature().and(Filter::Unblocked);
    crate::oracle::lower::mechanics::from_hand(
        Cost { mana, return_to_hand: Some((returned, 1)), ..Cost::default() },
        vec![
            Instr::PutOntoBattlefield { what: Ref::Source, under: Ref::You, tapped: true, transformed: false },
            Instr::Combat { what: Ref::Affected, action: CombatAction::AttacksAsReturned },
        ],
        text,
    )
}
