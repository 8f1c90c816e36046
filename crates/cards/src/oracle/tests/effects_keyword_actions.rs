//! Keyword actions of CR 701: surveil (701.25a: the cards chosen go to the graveyard, a
//! parameter of the scry instruction), explore (701.44a) and "attach it to target creature
//! you control" (701.3a), as Equipment that attach themselves when they enter; fight (701.14a);
//! amass (701.47), clash (701.30) and connive (701.50).

use super::*;

#[test]
fn surveil_is_scry_into_the_graveyard() {
    let s = spell("Surveil 2. Draw a card.");
    assert_eq!(s.program[0], Instr::Scry { who: Ref::You, amount: Amount::Fixed(2), to: Zone::Graveyard });
    let land = supported("Land", "This land enters tapped.\nWhen this land enters, surveil 1.\n{T}: Add {U} or {B}.");
    assert_eq!(
        triggered(&land).effect.program,
        vec![Instr::Scry { who: Ref::You, amount: Amount::Fixed(1), to: Zone::Graveyard }]
    );
    let tapper = supported("Artifact", "{2}, {T}: Surveil 1.");
    assert_eq!(
        activated(&tapper).effect.program,
        vec![Instr::Scry { who: Ref::You, amount: Amount::Fixed(1), to: Zone::Graveyard }]
    );
}

#[test]
fn surveil_needs_a_number() {
    assert!(!unsupported("Sorcery", "Surveil.").is_empty());
}

#[test]
fn equipment_attaches_itself_to_a_target_creature_it_enters() {
    let def = supported(
        "Artifact — Equipment",
        "When this Equipment enters, attach it to target creature you control.\nEquipped creature gets +1/+1.\nEquip {3}",
    );
    let t = triggered(&def);
    assert_eq!(t.effect.program, vec![Instr::Attach { what: Ref::Source, to: Ref::Target(0) }]);
    assert_eq!(t.effect.targets.len(), 1);
    let fan = card(
        "Bladed Battle-Fan",
        Some("{R}"),
        "Artifact — Equipment",
        "Flash\nWhen Bladed Battle-Fan enters the battlefield, attach it to target creature you control. That creature gains indestructible until end of turn.\nEquipped creature gets +1/+0.\nEquip {1}",
    );
    let program = &triggered(&fan).effect.program;
    assert_eq!(program[0], Instr::Attach { what: Ref::Source, to: Ref::Target(0) });
    assert_eq!(program.len(), 2);
}

#[test]
fn attach_needs_what_it_attaches_to() {
    assert!(!unsupported("Artifact — Equipment", "When this Equipment enters, attach it.").is_empty());
}

#[test]
fn explore_of_the_source_it_or_a_target() {
    let ranger = card(
        "Jadelight Ranger",
        Some("{1}{G}{G}"),
        "Creature — Merfolk Scout",
        "When Jadelight Ranger enters the battlefield, it explores, then it explores again.",
    );
    assert_eq!(triggered(&ranger).effect.program, vec![Instr::Explore { what: Ref::Source }; 2]);
    let tracker =
        card("Deadeye Tracker", Some("{B}"), "Creature — Human Rogue", "{1}{B}, {T}: Deadeye Tracker explores.");
    assert_eq!(activated(&tracker).effect.program, vec![Instr::Explore { what: Ref::Source }]);
    let s = spell("Target creature you control explores.");
    assert_eq!(s.program, vec![Instr::Explore { what: Ref::Target(0) }]);
}

#[test]
fn several_explorers_at_once_are_not_read() {
    assert!(!unsupported("Sorcery", "Each creature you control explores.").is_empty());
    assert!(!unsupported("Creature — Merfolk", "When this creature enters, it explores X times.").is_empty());
}

#[test]
fn a_map_token_explores() {
    let s = spell("Create a Map token.");
    let [Instr::CreateToken { token, .. }] = &s.program[..] else { panic!("{:?}", s.program) };
    let Some(Ability::Activated(a)) = token.abilities.first() else { panic!("{:?}", token.abilities) };
    assert_eq!(a.effect.program, vec![Instr::Explore { what: Ref::Target(0) }]);
    assert!(a.sorcery_speed);
}

#[test]
fn target_creature_you_control_fights_target_creature_you_dont_control() {
    let def = supported("Sorcery", "Target creature you control fights target creature you don't control.");
    assert_eq!(program(&def), &[Instr::Fight { what: Ref::Target(0), with: Ref::Target(1) }]);
    let e = match &def.abilities[0] {
        Ability::Spell(e) => e,
        other => panic!("{other:?}"),
    };
    assert_eq!(e.targets.len(), 2);
}

#[test]
fn that_creature_fights() {
    let def = supported(
        "Sorcery",
        "Put a +1/+1 counter on target creature you control. That creature fights target creature you don't control.",
    );
    assert!(
        matches!(
            program(&def),
            [Instr::AddCounters { .. }, Instr::Fight { what: Ref::Target(0), with: Ref::Target(1) }]
        ),
        "{:?}",
        program(&def)
    );
}

#[test]
fn fighting_several_creatures_stays_unsupported() {
    unsupported("Sorcery", "Each creature you control fights target creature you don't control.");
}

/// The one effect of a sorcery named "Card" whose text must compile fully.
fn sorcery(text: &str) -> Effect {
    match &supported("Sorcery", text).abilities[..] {
        [Ability::Spell(e)] => e.clone(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn amass_grows_an_army_creating_one_first() {
    let e = sorcery("Amass Orcs 2.");
    let [Instr::If { condition: Condition::Not(none), then: create }, Instr::ChooseCards { filter: army, up_to: false, .. }, Instr::AddCounters { what: Ref::Affected, kind: CounterKind::PlusOne, amount: Amount::Fixed(2) }, Instr::If { condition: Condition::Not(is_orc), then: becomes }] =
        &e.program[..]
    else {
        panic!("{:?}", e.program)
    };
    assert!(matches!(&**none, Condition::YouControl(f, 1) if f == army));
    let [Instr::CreateToken { token, .. }] = &create[..] else { panic!("{create:?}") };
    assert_eq!(token.subtypes, vec!["Orc".to_string(), "Army".to_string()]);
    assert!(token.colors.contains(Color::Black));
    assert_eq!(**is_orc, Condition::RefIs(Ref::Affected, Filter::Subtype("Orc".into())));
    assert!(
        matches!(&becomes[..], [Instr::Modify { effect: LayerEffect::AddTypes { subtypes, .. }, duration: Duration::Forever, .. }] if subtypes == &["Orc"])
    );
    // CR 701.47d: without a subtype, Zombies; X defined after.
    let e = sorcery("Amass 3.");
    assert!(
        matches!(&e.program[3], Instr::If { condition: Condition::Not(c), .. } if **c == Condition::RefIs(Ref::Affected, Filter::Subtype("Zombie".into())))
    );
    let e = sorcery("Amass Orcs X, where X is the number of cards in your hand.");
    assert!(
        matches!(&e.program[2], Instr::AddCounters { amount, .. } if *amount != Amount::Fixed(0) && !matches!(amount, Amount::X))
    );
}

#[test]
fn clash_then_if_you_win() {
    let e = sorcery("Draw a card. Clash with an opponent. If you win, return Card to its owner's hand.");
    assert!(matches!(&e.program[1], Instr::Clash));
    assert!(matches!(&e.program[2], Instr::If { condition: Condition::WonClash, .. }), "{:?}", e.program);
    // "If you win" is the clash's; the flip's stays its own.
    let e = sorcery("Flip a coin. If you win the flip, draw a card.");
    assert!(matches!(&e.program[1], Instr::If { condition: Condition::WonFlip(true), .. }));
}

#[test]
fn connive_draws_discards_and_counts_a_nonland_discard() {
    let def = supported("Creature — Rogue", "When this creature enters, it connives.");
    let program = &triggered(&def).effect.program;
    let [Instr::Draw { who, amount: Amount::Fixed(1) }, Instr::Discard { amount: Amount::Fixed(1), random: false, .. }, Instr::If { condition: Condition::RefIs(Ref::Affected, Filter::Not(land)), then }] =
        &program[..]
    else {
        panic!("{program:?}")
    };
    assert!(matches!(who, Ref::ControllerOf(_)));
    assert_eq!(**land, Filter::Type(CardType::Land));
    assert!(matches!(&then[..], [Instr::AddCounters { kind: CounterKind::PlusOne, amount: Amount::Fixed(1), .. }]));
    supported("Creature — Rogue", "{3}: Target creature you control connives.");
    // Connive N and several connivers at once are not read.
    unsupported(
        "Creature — Rogue",
        "Whenever this creature attacks, it connives X, where X is the number of attacking creatures.",
    );
    unsupported("Sorcery", "Each of up to two target creatures you control connive.");
}
