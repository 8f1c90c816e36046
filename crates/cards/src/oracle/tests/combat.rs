//! Compiler tests for combat sentences: requirements, costs to attack and block, rampage,
//! provoke, "blocks or becomes blocked", "that much" and state triggers.

use crate::oracle::compile_face;
use crate::oracle::tests::test_face;
use grimoire_engine::*;

fn abilities(name: &str, type_line: &str, text: &str) -> Vec<Ability> {
    let def = compile_face(&test_face(name, Some("{2}"), type_line, text));
    assert_eq!(def.unsupported, None, "{name}: {text}");
    def.abilities.clone()
}

fn restriction_of(name: &str, text: &str) -> Restriction {
    match &abilities(name, "Creature — Beast", text)[..] {
        [Ability::Static(StaticAbility::Continuous { effect: LayerEffect::AddRestriction(r), .. })] => *r,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn requirements() {
    assert_eq!(restriction_of("Wall", "Wall blocks each combat if able."), Restriction::BlocksEachCombat);
    assert_eq!(restriction_of("Prot", "Prot must be blocked if able."), Restriction::MustBeBlocked);
    assert_eq!(restriction_of("Uni", "All creatures able to block Uni do so."), Restriction::MustBeBlockedByAll);
    assert_eq!(
        restriction_of("Fish", "Fish can't attack unless defending player controls an Island."),
        Restriction::CantAttackUnlessDefenderControls(BasicLandType::Island)
    );
}

#[test]
fn attack_costs() {
    let text = "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.";
    match &abilities("Prop", "Enchantment", text)[..] {
        [Ability::Static(StaticAbility::CombatCost { attack: true, block: false, defender, cost, .. })] => {
            assert_eq!(*defender, Some(PlayerFilter::You));
            assert_eq!(cost.to_string(), "{2}");
        }
        other => panic!("{other:?}"),
    }
    let text = "Enchanted creature can't attack or block unless its controller pays {1} for each card in your hand.";
    let abs = abilities("Cowed", "Enchantment — Aura", &format!("Enchant creature\n{text}"));
    match &abs[1] {
        Ability::Static(StaticAbility::CombatCost {
            attack: true,
            block: true,
            defender: None,
            affected,
            times,
            ..
        }) => {
            assert_eq!(*affected, Filter::AttachedTo);
            assert_eq!(*times, Amount::HandSize(Box::new(Ref::You)));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn rampage_and_that_much() {
    match &abilities("Pack", "Creature — Wolverine", "Rampage 2")[..] {
        [Ability::Keyword(Keyword::Rampage(2))] => {}
        other => panic!("{other:?}"),
    }
    let abs = abilities("Cheetah", "Creature — Cat", "Whenever Cheetah deals damage, you gain that much life.");
    let [Ability::Triggered(t)] = &abs[..] else { panic!("{abs:?}") };
    assert_eq!(t.event, TriggerEvent::DealsDamage(Filter::Source));
    assert!(matches!(&t.effect.program[..], [Instr::GainLife { amount: Amount::EventAmount, .. }]));
    // "that much" means nothing outside a damage trigger.
    let def = compile_face(&test_face("Slide", Some("{R}"), "Sorcery", "Slide deals that much damage to any target."));
    assert!(def.unsupported.is_some());
}

#[test]
fn blocks_or_becomes_blocked_and_state_triggers() {
    let abs = abilities(
        "Toad",
        "Creature — Frog",
        "Whenever Toad blocks or becomes blocked, it gets +2/+2 until end of turn.",
    );
    let [Ability::Triggered(t)] = &abs[..] else { panic!("{abs:?}") };
    assert_eq!(t.event, TriggerEvent::BlocksOrBecomesBlocked(Filter::Source));
    let abs = abilities("Eel", "Creature — Fish", "When you control no Islands, sacrifice Eel.");
    let [Ability::Triggered(t)] = &abs[..] else { panic!("{abs:?}") };
    assert!(matches!(t.event, TriggerEvent::State(_)));
}

#[test]
fn hexproof_from_qualities() {
    // CR 702.11d, 702.11f: each quality is a separate hexproof ability.
    let black = Keyword::HexproofFrom(Quality::Color(Color::Black));
    assert_eq!(abilities("Knight", "Creature — Knight", "Hexproof from black"), vec![Ability::Keyword(black.clone())]);
    let two = abilities("Veil", "Creature — Knight", "Hexproof from black and from blue");
    assert_eq!(
        two,
        vec![Ability::Keyword(black), Ability::Keyword(Keyword::HexproofFrom(Quality::Color(Color::Blue)))]
    );
}

#[test]
fn granted_protection_from_two_colours() {
    // CR 702.16g: "has protection from white and from black" grants two protection abilities.
    let text = "Equipped creature has protection from white and from black.\nEquip {2}";
    let abs = abilities("Sword", "Artifact — Equipment", text);
    let granted: Vec<_> = abs
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::Continuous { effect: LayerEffect::AddKeyword(k), .. }) => Some(k.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        granted,
        vec![Keyword::Protection(Quality::Color(Color::White)), Keyword::Protection(Quality::Color(Color::Black))]
    );
}

fn program_of(name: &str, type_line: &str, text: &str) -> Vec<Instr> {
    let mut out = Vec::new();
    for a in abilities(name, type_line, text) {
        match a {
            Ability::Activated(a) => out.extend(a.effect.program),
            Ability::Triggered(t) => out.extend(t.effect.program),
            Ability::Spell(e) => out.extend(e.program),
            _ => {}
        }
    }
    out
}

#[test]
fn becomes_blocked_and_removal_from_combat() {
    let p = program_of("Beauty", "Instant", "Target unblocked attacking creature becomes blocked.");
    assert_eq!(p, vec![Instr::Combat { what: Ref::Target(0), action: CombatAction::BecomeBlocked }]);
    let p = program_of("Patch", "Instant", "Attacking creatures become blocked.");
    assert!(matches!(&p[..], [Instr::Combat { what: Ref::Each(_), action: CombatAction::BecomeBlocked }]), "{p:?}");
    let p = program_of(
        "Runner",
        "Creature — Human",
        "Whenever Runner becomes blocked, you may untap it and remove it from combat.",
    );
    assert!(format!("{p:?}").contains("RemoveFromCombat"), "{p:?}");
    let p = program_of(
        "Recon",
        "Enchantment",
        "{0}: Remove target attacking creature you control from combat and untap it.",
    );
    assert_eq!(p[0], Instr::Combat { what: Ref::Target(0), action: CombatAction::RemoveFromCombat });
    let p = program_of("Armodon", "Creature — Elephant", "{1}{G}: Target creature blocks Armodon this turn if able.");
    assert_eq!(p, vec![Instr::Combat { what: Ref::Target(0), action: CombatAction::BlocksSource }]);
}

#[test]
fn blocking_several_creatures_and_as_though() {
    assert_eq!(
        restriction_of("Dragon", "Dragon can block an additional creature each combat."),
        Restriction::BlocksAdditional
    );
    assert_eq!(restriction_of("Wall", "Wall can block any number of creatures."), Restriction::BlocksAnyNumber);
    assert_eq!(
        restriction_of("Dryad", "Dryad can block creatures with shadow as though Dryad had shadow."),
        Restriction::BlocksShadowAsThough
    );
    assert_eq!(
        restriction_of("Thorn", "You may have Thorn assign its combat damage as though it weren't blocked."),
        Restriction::MayAssignAsThoughUnblocked
    );
    let p = program_of("Guardian", "Creature — Human", "{2}: Guardian can block an additional creature this turn.");
    assert!(
        matches!(
            &p[..],
            [Instr::Modify {
                effect: LayerEffect::AddRestriction(Restriction::BlocksAdditional),
                duration: Duration::EndOfTurn,
                ..
            }]
        ),
        "{p:?}"
    );
}

#[test]
fn objects_named_by_the_state_of_combat() {
    let filter = |text: &str| -> Filter {
        let def = compile_face(&test_face("Src", Some("{2}"), "Creature — Wall", text));
        assert_eq!(def.unsupported, None, "{text}");
        let Ability::Activated(a) = &def.abilities[0] else { panic!("{text}") };
        a.effect.targets[0].objects.clone().expect("an object target").1
    };
    assert!(
        format!("{:?}", filter("{R}: Src deals 1 damage to target creature blocking it.")).contains("BlockingSource")
    );
    assert!(format!("{:?}", filter("{B}{B}: Destroy target creature blocking Src.")).contains("BlockingSource"));
    assert!(format!("{:?}", filter("{T}: Src deals 1 damage to target creature it's blocking."))
        .contains("BlockedBySource"));
    assert!(format!("{:?}", filter("{B}: Destroy target creature Src is blocking.")).contains("BlockedBySource"));
    assert!(format!("{:?}", filter("{W}: Destroy target blocked creature.")).contains("Blocked"));
    assert!(format!("{:?}", filter("{3}: Src deals 1 damage to target creature without flying that's attacking you."))
        .contains("AttackingYou"));
    let f = filter("{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of turn.");
    assert!(format!("{f:?}").contains("Not(Attacking)") && format!("{f:?}").contains("Not(Blocking)"), "{f:?}");
}

#[test]
fn limits_and_conditional_requirements() {
    let statics = |text: &str| -> Vec<Ability> { abilities("Src", "Artifact", text) };
    assert_eq!(
        statics("No more than two creatures can attack you each combat."),
        vec![Ability::Static(StaticAbility::MaxCombatants { block: false, you_only: true, max: 2 })]
    );
    assert_eq!(
        statics("No more than one creature can block each combat."),
        vec![Ability::Static(StaticAbility::MaxCombatants { block: true, you_only: false, max: 1 })]
    );
    assert_eq!(
        restriction_of("Bey", "If Bey attacks, all creatures you control attack if able."),
        Restriction::AllAttackIfThisAttacks
    );
    assert_eq!(
        restriction_of("Cyclops", "If a creature you control attacks, Cyclops also attacks if able."),
        Restriction::AttacksIfAnotherAttacks
    );
}
