//! Transforming double-faced cards (CR 712.2): each face is compiled as a card of its own; the
//! card is its front face (everywhere but on the battlefield it has only the front face's
//! characteristics, CR 712.8a) carrying its back face (712.8e), which a permanent has once it
//! transforms (701.27).

use super::compile_face;
use crate::face::CardFace;
use grimoire_engine::*;
use std::sync::Arc;

/// The card from its two faces, front first: the front face with `back` set. Unsupported if
/// either face is (every face must play as written), with the face's name in the reason. A
/// battle (all are Sieges, CR 310.11) is unsupported: its protector and being defeated and
/// cast transformed are not played yet.
pub fn compile_transform(faces: &[CardFace]) -> CardDef {
    let mut front = compile_face(&faces[0]);
    let back = compile_face(&faces[1]);
    if front.unsupported.is_none() {
        front.unsupported = back.unsupported.as_ref().map(|why| format!("{}: {why}", back.name));
    }
    if front.has_type(CardType::Battle) {
        front.unsupported = Some("battles (CR 310): protectors and defeated Sieges are not supported yet".into());
    }
    front.back = Some(Arc::new(back));
    front
}
