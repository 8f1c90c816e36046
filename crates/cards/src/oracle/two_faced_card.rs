//! Cards with a second set of characteristics beside their front face, each face compiled as
//! a card of its own; the card is its front face (everywhere but the stack and the
//! battlefield it has only the front face's characteristics, CR 712.8a, 715.4) carrying the
//! other face:
//! - a transforming double-faced card's back face (CR 712.2), which a permanent has once it
//!   transforms (701.27, 712.8e);
//! - a modal double-faced card's back face (CR 712.3), cast or played instead of the front
//!   face (712.11b, 712.12);
//! - an adventurer card's Adventure (CR 715.2), cast instead of the creature (715.3);
//! - a flip card's other half (CR 710.1b), which a permanent has once it flips (710.2).

use super::compile_face;
use crate::face::CardFace;
use grimoire_engine::*;
use std::sync::Arc;

/// The card from its two faces, front first: the front face with `back` set to the other face
/// of kind `kind`. Unsupported if either face is (every face must play as written), with the
/// face's name in the reason. A Siege gets its intrinsic ability (CR 310.11b).
pub fn compile_two_faced(faces: &[CardFace], kind: OtherFace) -> CardDef {
    let mut front = compile_face(&faces[0]);
    let mut back = compile_face(&faces[1]);
    if front.unsupported.is_none() {
        front.unsupported = back.unsupported.as_ref().map(|why| format!("{}: {why}", back.name));
    }
    if front.has_type(CardType::Battle) && front.subtypes.iter().any(|s| s == "Siege") {
        // CR 310.11b: "When the last defense counter is removed from this permanent, exile it,
        // then you may cast it transformed without paying its mana cost."
        front.abilities.push(super::lower::battles::siege_defeated());
    }
    if kind == OtherFace::Adventure && !(back.has_type(CardType::Instant) || back.has_type(CardType::Sorcery)) {
        front.unsupported = Some(format!("{}: an Adventure that is no instant or sorcery (CR 715.2)", back.name));
    }
    if kind == OtherFace::Flip {
        // CR 710.1c: a flip card's colour and mana cost don't change as it flips.
        back.mana_cost = front.mana_cost.clone();
        back.colors = front.colors;
    }
    front.back = Some(Arc::new(back));
    front.back_kind = kind;
    front
}
