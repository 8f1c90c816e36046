//! Unit tests of "the owner of target <object>" and "the controller of target <object>" as a
//! sentence's player (CR 108.3, 110.2): Cathartic Parting.

use super::*;

#[test]
fn the_owner_of_target_permanent_shuffles_it_into_their_library() {
    let e = spell("The owner of target nonland permanent shuffles it into their library.");
    assert_eq!(e.targets.len(), 1);
    assert_eq!(
        e.program,
        [
            Instr::PutOnLibrary { what: Ref::Target(0), top: true, ordered: false },
            Instr::Shuffle { who: Ref::OwnerOf(Box::new(Ref::Target(0))) }
        ]
    );
    let parting =
        spell("The owner of target artifact or enchantment an opponent controls shuffles it into their library.");
    assert_eq!(parting.program.len(), 2);
}

#[test]
fn the_controller_of_target_creature() {
    let e = spell("The controller of target creature loses 2 life.");
    assert_eq!(
        e.program,
        [Instr::LoseLife { who: Ref::ControllerOf(Box::new(Ref::Target(0))), amount: Amount::Fixed(2) }]
    );
}
