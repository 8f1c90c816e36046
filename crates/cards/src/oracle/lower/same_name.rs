//! Lowering "search <player>'s graveyard, hand, and library for all cards with the same name
//! as that <object> and exile them" (CR 701.23) to [`Instr::ExileSameName`].

use super::*;

/// The instruction (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let ActionAst::ExileSameName { whose, like, all } = a else { unreachable!("same_name::lower lowers this only") };
    // The object first: "its owner's" after "Choose target card" is that card's owner.
    let like = obj(like, s);
    let whose = player(whose, s);
    s.last_obj = Some(Ref::Affected);
    vec![Instr::ExileSameName { whose, like, all }]
}
