//! Split cards (CR 709), aftermath ones and ones of three or more halves included (702.127): each half is compiled as a face of
//! its own (what is cast and exists on the stack, 709.3); the card itself is the halves
//! combined (709.4). A split card with fuse (702.102) has a third half, the fused spell. A
//! Room (709.5) is a split permanent card whose halves are its doors: each door's "When you
//! unlock this door" abilities are numbered with that door (0 left, 1 right).

use super::compile_face;
use crate::face::CardFace;
use grimoire_engine::*;
use std::sync::Arc;

/// The split card `name` ("Fire // Ice") from its halves (two, or more): the name, the combined mana
/// cost (and so colours and mana value, 709.4b), every card type and subtype of either half
/// (709.4c) and their non-spell abilities (a half's spell ability works only on the stack,
/// where only that half exists). Unsupported if either half is.
pub fn compile_split(name: &str, faces: &[CardFace]) -> CardDef {
    let mut halves: Vec<CardDef> = faces.iter().map(compile_face).collect();
    // CR 709.5h: a Room's "When you unlock this door" is about the door it is printed on.
    let room = halves.len() == 2 && halves.iter().all(|h| h.subtypes.iter().any(|s| s == "Room"));
    for (door, h) in halves.iter_mut().enumerate().filter(|_| room) {
        for a in &mut h.abilities {
            if let Ability::Triggered(t) = a {
                if let TriggerEvent::DoorUnlocked(d) = &mut t.event {
                    *d = door as u8;
                }
            }
        }
    }
    let mut def = CardDef::new(name.to_string(), &[]);
    let mut cost = ManaCost::default();
    for h in &halves {
        if let Some(c) = &h.mana_cost {
            cost.symbols.extend(c.symbols.iter().cloned());
        }
        def.colors = ColorSet(def.colors.0 | h.colors.0);
        for t in h.types.iter() {
            def.types.insert(t);
        }
        for s in &h.supertypes {
            if !def.supertypes.contains(s) {
                def.supertypes.push(*s);
            }
        }
        for s in &h.subtypes {
            if !def.subtypes.contains(s) {
                def.subtypes.push(s.clone());
            }
        }
        // Aftermath and fuse are about casting halves (CR 702.127a, 702.102a): only what is
        // cast has them.
        let half_only =
            |a: &&Ability| matches!(a, Ability::Spell(_) | Ability::Keyword(Keyword::Aftermath | Keyword::Fuse));
        def.abilities.extend(h.abilities.iter().filter(|a| !half_only(a)).cloned());
    }
    def.mana_cost = Some(cost);
    def.text = faces.iter().map(|f| f.text.as_str()).collect::<Vec<_>>().join("\n//\n");
    def.unsupported = halves.iter().find_map(|h| h.unsupported.as_ref().map(|why| format!("{}: {why}", h.name)));
    // CR 709.5h: "When you unlock this door" belongs on a door of a Room.
    let stray_door = |h: &CardDef| {
        h.abilities
            .iter()
            .any(|a| matches!(a, Ability::Triggered(t) if matches!(t.event, TriggerEvent::DoorUnlocked(_))))
    };
    if def.unsupported.is_none() && !room && halves.iter().any(stray_door) {
        def.unsupported = Some("\"When you unlock this door\" on a card that is not a Room (CR 709.5h)".into());
    }
    let has_fuse = |h: &CardDef| h.keywords().any(|k| *k == Keyword::Fuse);
    let fused = if halves.iter().any(has_fuse) { Some(fused_spell(&def, &halves)) } else { None };
    def.halves = halves.into_iter().map(Arc::new).collect();
    match fused {
        Some(Ok(f)) => def.halves.push(Arc::new(f)),
        Some(Err(why)) => {
            def.unsupported.get_or_insert(why);
        }
        None => {}
    }
    def
}

/// CR 702.102: the fused split spell, both halves of `whole` cast together from the hand
/// (702.102c): the card's combined characteristics (702.102d) and one spell ability, the left
/// half's instructions then the right half's (702.102d), the right half's targets numbered
/// after the left half's. Named as the card; it alone has the keyword fuse.
fn fused_spell(whole: &CardDef, halves: &[CardDef]) -> Result<CardDef, String> {
    let mut out = CardDef { halves: Vec::new(), ..whole.clone() };
    let mut spell = Effect::default();
    for h in halves {
        let Some(e) = h.abilities.iter().find_map(|a| match a {
            Ability::Spell(e) => Some(e),
            _ => None,
        }) else {
            return Err(format!("{}: fuse with a half that has no spell ability", h.name));
        };
        if !e.modes.is_empty() {
            return Err(format!("{}: fuse with a modal half", h.name));
        }
        let before = spell.targets.len() as u8;
        spell.targets.extend(e.targets.iter().cloned());
        for i in &e.program {
            let mut i = i.clone();
            walk::VisitMut::visit_instr(&mut walk::ShiftTargets(before), &mut i);
            spell.program.push(i);
        }
    }
    out.abilities = vec![Ability::Keyword(Keyword::Fuse), Ability::Spell(spell)];
    Ok(out)
}
