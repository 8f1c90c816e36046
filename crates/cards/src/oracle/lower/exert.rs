//! Lowering "You may exert ~ as it attacks. When you do, ..." (CR 701.43d): the static
//! ability the attack declaration reads, and its linked triggered ability (CR 607.2h).

use super::*;

/// The exert ability and, if the paragraph has one, its "When you do" ability.
pub(super) fn lower(when: Option<TriggeredAst>, text: &str) -> Vec<Ability> {
    let mut out = vec![Ability::Static(StaticAbility::ExertAsAttacks)];
    out.extend(when.into_iter().flat_map(|t| lower_chapters(t, text)).map(Ability::Triggered));
    out
}
