//! Unit tests of the casting keywords: kicker (CR 702.33), buyback (CR 702.27), flashback
//! (CR 702.34), evoke (CR 702.74), dash (CR 702.109), overload (CR 702.96) and "as though it had flash" (CR 601.3).

use crate::oracle::compile_face;
use crate::oracle::tests::{statics, supported, test_face};
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{1}{G}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn unsupported(type_line: &str, text: &str) -> String {
    compile_face(&test_face("Card", Some("{1}{G}"), type_line, text)).unsupported.expect("unsupported")
}

#[test]
fn kicker_with_two_costs_and_linked_counters() {
    let def = card(
        "Creature — Volver",
        "Kicker {1}{R} and/or {G}\nIf Card was kicked with its {G} kicker, it enters the battlefield with a +1/+1 counter on it and with trample.",
    );
    let s = statics(&def);
    let StaticAbility::Kicker { cost, text } = s[0] else { panic!("{s:?}") };
    assert_eq!(cost.mana, ManaCost::parse("{1}{R}").unwrap());
    assert_eq!(text, "Kicker {1}{R}");
    let StaticAbility::Kicker { text, .. } = s[1] else { panic!("{s:?}") };
    assert_eq!(text, "Kicker {G}");
    let g = Condition::Kicked(Some(ManaCost::parse("{G}").unwrap()));
    assert_eq!(
        s[2],
        &StaticAbility::EntersWithCountersIf {
            kind: CounterKind::PlusOne,
            amount: Amount::Fixed(1),
            condition: g.clone()
        }
    );
    let StaticAbility::Continuous { effect: LayerEffect::AddKeyword(Keyword::Trample), condition: Some(c), .. } = s[3]
    else {
        panic!("{s:?}")
    };
    assert_eq!(c, &g);
}

#[test]
fn kicker_with_a_non_mana_cost() {
    let def = card("Instant", "Kicker—Sacrifice a land.\nDraw a card.");
    let [StaticAbility::Kicker { cost, text }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert!(cost.sacrifice.is_some());
    assert_eq!(text, "Kicker—Sacrifice a land");
}

#[test]
fn if_this_spell_was_kicked_is_checked_on_resolution() {
    let def = card("Sorcery", "Kicker {2}\nYou gain 2 life. If this spell was kicked, draw two cards.");
    let Some(Ability::Spell(e)) = def.abilities.iter().find(|a| matches!(a, Ability::Spell(_))) else {
        panic!("{:?}", def.abilities)
    };
    assert!(e.program.iter().any(|i| matches!(i, Instr::If { condition: Condition::Kicked(None), .. })));
}

#[test]
fn kicker_with_x_and_targets_in_an_ability_stay_unsupported() {
    unsupported("Creature — Elemental", "Kicker {X}");
    // CR 702.33g covers spells; an ability's kicked part with targets is not read.
    let why = unsupported(
        "Creature — Human",
        "Kicker {1}\nWhen Card enters the battlefield, draw a card. If it was kicked, destroy target land.",
    );
    assert!(why.contains("kicked"), "{why}");
}

#[test]
fn kicked_and_not_kicked_trigger_conditions() {
    let def = card(
        "Creature — Human",
        "Kicker {1}{G}\nWhen Card enters the battlefield, if it was kicked, draw a card.\nAt the beginning of the end step, if Card wasn't kicked, sacrifice Card.",
    );
    let conds: Vec<_> = def
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered(t) => t.condition.clone(),
            _ => None,
        })
        .collect();
    assert_eq!(conds, vec![Condition::Kicked(None), Condition::Not(Box::new(Condition::Kicked(None)))]);
}

#[test]
fn buyback_and_flashback_costs() {
    let def = card("Instant", "Buyback—Pay 4 life.\nDraw a card.");
    let [StaticAbility::Buyback { cost, .. }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.life, 4);
    let def = card("Sorcery", "Draw a card.\nFlashback—{1}{U}, Pay 3 life.");
    let [StaticAbility::Flashback { cost, text }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!((cost.life, cost.mana.clone()), (3, ManaCost::parse("{1}{U}").unwrap()));
    assert_eq!(text, "Flashback—{1}{U}, Pay 3 life");
    // Tapping untapped creatures is a cost the caster pays as the spell is cast (CR 601.2h).
    let def = card("Sorcery", "Draw a card.\nFlashback—Tap three untapped white creatures you control.");
    let [StaticAbility::Flashback { cost, .. }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.tap_untapped.as_ref().map(|(_, n)| *n), Some(3));
}

#[test]
fn evoke_costs() {
    let def = card("Creature — Elemental", "Flying\nEvoke {2}{U}");
    let [StaticAbility::Evoke { cost, text }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.mana, ManaCost::parse("{2}{U}").unwrap());
    assert_eq!(text, "Evoke {2}{U}");
    // CR 702.74a with a cost that isn't mana (the Modern Horizons 2 Incarnations).
    let def = card("Creature — Elemental Incarnation", "Evoke—Exile a white card from your hand.");
    let [StaticAbility::Evoke { cost, .. }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.exile_from_hand.as_ref().map(|(_, n)| *n), Some(1));
}

#[test]
fn dash_is_an_alternative_cost_and_haste_while_paid() {
    let def = card("Creature — Goblin Scout", "Dash {1}{R}");
    let s = statics(&def);
    let StaticAbility::Dash { cost, text, blitz: false } = s[0] else { panic!("{s:?}") };
    assert_eq!(cost.mana, ManaCost::parse("{1}{R}").unwrap());
    assert_eq!(text, "Dash {1}{R}");
    // CR 702.109a: "As long as this permanent's dash cost was paid, it has haste."
    let StaticAbility::Continuous { effect, condition, .. } = s[1] else { panic!("{s:?}") };
    assert_eq!(effect, &LayerEffect::AddKeyword(Keyword::Haste));
    assert_eq!(condition, &Some(Condition::DashPaid));
    assert!(unsupported("Creature — Orc", "Dash {X}{R}").contains("X"));
}

#[test]
fn cast_as_though_it_had_flash() {
    let def = card("Sorcery", "You may cast Card as though it had flash if you pay {2} more to cast it.\nDraw a card.");
    assert_eq!(statics(&def), vec![&StaticAbility::FlashPermission { extra: ManaCost::generic(2) }]);
    let def = card("Enchantment — Aura", "You may cast Card as though it had flash.\nEnchant creature");
    assert!(statics(&def).contains(&&StaticAbility::FlashPermission { extra: ManaCost::default() }));
}

#[test]
fn kicked_instead_replaces_the_sentence_before() {
    let def = card(
        "Instant",
        "Kicker {5}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.",
    );
    let Some(Ability::Spell(e)) = def.abilities.iter().find(|a| matches!(a, Ability::Spell(_))) else {
        panic!("{:?}", def.abilities)
    };
    let [Instr::If { condition: Condition::Not(c), .. }, Instr::If { condition: Condition::Kicked(None), .. }] =
        &e.program[..]
    else {
        panic!("{:?}", e.program)
    };
    assert_eq!(**c, Condition::Kicked(None));
    // Nothing before it to replace.
    unsupported("Instant", "Kicker {5}\nIf this spell was kicked, draw a card instead.");
}

#[test]
fn targets_of_a_kicked_part_and_it_deals() {
    // CR 702.33g: the second target is chosen only if the spell is kicked; "it deals" is the
    // spell, "that permanent" the first target.
    let def = card(
        "Instant",
        "Kicker {R}\nDestroy target artifact or enchantment. If this spell was kicked, it deals damage equal to that permanent's mana value to target creature.",
    );
    let kicked = StaticAbility::PartTargets { when: Condition::Kicked(None), slots: vec![1] };
    assert!(statics(&def).contains(&&kicked));
    let Some(Ability::Spell(e)) = def.abilities.iter().find(|a| matches!(a, Ability::Spell(_))) else {
        panic!("{:?}", def.abilities)
    };
    let Instr::If { then, .. } = &e.program[1] else { panic!("{:?}", e.program) };
    assert_eq!(then[..], [Instr::damage(Amount::ManaValueOf(Box::new(Ref::Target(0))), Ref::Target(1))]);
    // "another target" across target slots is not checked.
    unsupported("Instant", "Kicker {R}\nDestroy target land. If this spell was kicked, destroy another target land.");
}

#[test]
fn overload_is_an_alternative_cost_with_the_text_changed() {
    let def = supported(
        "Sorcery",
        "Card deals 4 damage to target creature you don't control.\nOverload {3}{R}{R}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")",
    );
    let Some(Ability::Static(StaticAbility::Overload { cost, text, effect })) =
        def.abilities.iter().find(|a| matches!(a, Ability::Static(StaticAbility::Overload { .. })))
    else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(cost.mana.to_string(), "{3}{R}{R}{R}");
    assert_eq!(text, "Overload {3}{R}{R}{R}");
    // CR 702.96b: the overloaded effect has no targets; the printed one has one.
    assert!(effect.targets.is_empty(), "{effect:?}");
    assert!(!effect.program.is_empty());
    let Some(Ability::Spell(printed)) = def.abilities.iter().find(|a| matches!(a, Ability::Spell(_))) else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(printed.targets.len(), 1);
    // "Target" at the start of a sentence becomes "Each".
    supported("Instant", "Tap target creature you don't control.\nOverload {3}{U}");
    // An overloaded text the compiler can't read, or an X in the cost: unsupported.
    assert_eq!(
        unsupported("Instant", "Card deals X damage to target creature you don't control.\nOverload {X}{X}{R}{R}"),
        "Overload {X}{X}{R}{R}"
    );
}

#[test]
fn target_becomes_each_word_by_word() {
    use crate::oracle::front::text::target_to_each;
    assert_eq!(
        target_to_each("Return target nonland permanent you don't control to its owner's hand."),
        "Return each nonland permanent you don't control to its owner's hand."
    );
    assert_eq!(target_to_each("Target player discards a card."), "Each player discards a card.");
    assert_eq!(target_to_each("Change the targets of target spell."), "Change the targets of each spell.");
}

#[test]
fn disturb_is_an_alternative_cost_from_the_graveyard_cast_transformed() {
    let def = card(
        "Creature — Human Peasant",
        "Disturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.)",
    );
    let [StaticAbility::Disturb { cost, text }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.mana, ManaCost::parse("{1}{U}").unwrap());
    assert_eq!(text, "Disturb {1}{U}");
    let alts = grimoire_engine::costs::casting::alternative_costs(&def);
    assert!(alts[0].from_graveyard && alts[0].transformed);
}

#[test]
fn flashback_granted_until_end_of_turn() {
    // CR 702.34a: Snapcaster Mage's grant, to a target card in a graveyard.
    let def = crate::oracle::tests::supported(
        "Creature — Human Wizard",
        "Flash\nWhen Card enters the battlefield, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.",
    );
    let t = crate::oracle::tests::triggered(&def);
    assert_eq!(t.effect.program[..], [Instr::GainFlashbackThisTurn { what: Ref::Target(0) }]);
    assert_eq!(t.effect.targets.len(), 1);
    // Another flashback cost isn't read.
    assert!(!crate::oracle::tests::unsupported(
        "Sorcery",
        "Target instant card in your graveyard gains flashback until end of turn. The flashback cost is equal to {2}."
    )
    .is_empty());
}

#[test]
fn entwine_is_an_optional_cost_of_a_modal_spell() {
    // CR 702.42a: "Entwine {2}" on a "Choose one" spell.
    let def = card(
        "Instant",
        "Choose one —\n• Card deals 3 damage to target creature.\n• Card deals 3 damage to target player or planeswalker.\nEntwine {2}",
    );
    let [StaticAbility::Entwine { cost, text }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.mana, ManaCost::parse("{2}").unwrap());
    assert_eq!(text, "Entwine {2}");
    // A cost that isn't mana.
    let def = card("Sorcery", "Choose one —\n• You gain 5 life.\n• Draw a card.\nEntwine—Sacrifice three lands.");
    let [StaticAbility::Entwine { cost, .. }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.sacrifice.as_ref().map(|(_, n)| *n), Some(3));
    // Entwine means nothing on a spell that isn't modal.
    assert!(unsupported("Instant", "Draw a card.\nEntwine {2}").contains("entwine"));
}

#[test]
fn addendum_if_cast_during_your_main_phase() {
    // CR 207.2c, 505.1: checked as the spell resolves, from how it was cast.
    let def = card("Instant", "Counter target spell.\nIf you cast this spell during your main phase, draw a card.");
    let Some(Ability::Spell(e)) = def.abilities.iter().find(|a| matches!(a, Ability::Spell(_))) else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(
        e.program[1],
        Instr::If {
            condition: Condition::CastInYourMainPhase,
            then: vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }]
        }
    );
    // "... instead" replaces the sentence before when the condition holds.
    let def = card(
        "Instant",
        "Target player draws two cards, then discards a card.\nIf you cast this spell during your main phase, \
         instead that player draws four cards, then discards two cards.",
    );
    let Some(Ability::Spell(e)) = def.abilities.iter().find(|a| matches!(a, Ability::Spell(_))) else {
        panic!("{:?}", def.abilities)
    };
    let dbg = format!("{:?}", e.program);
    assert!(dbg.contains("CastInYourMainPhase") && dbg.contains("Fixed(4)") && dbg.contains("Fixed(2)"), "{dbg}");
    assert_eq!(e.targets.len(), 1);
}

#[test]
fn addendum_part_with_a_target_of_its_own() {
    // Return to Dust: the second target is chosen only if the spell is cast during its
    // caster's main phase (CR 601.2c), and it can't be the first one (CR 115.3).
    let def = card(
        "Instant",
        "Exile target artifact or enchantment. If you cast this spell during your main phase, you may exile up to \
         one other target artifact or enchantment.",
    );
    let part = StaticAbility::PartTargets { when: Condition::CastInYourMainPhase, slots: vec![1] };
    assert!(statics(&def).contains(&&part), "{:?}", def.abilities);
    let Some(Ability::Spell(e)) = def.abilities.iter().find(|a| matches!(a, Ability::Spell(_))) else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!((e.targets[1].min, e.targets[1].max, e.targets[1].distinct), (0, 1, true));
    assert!(!e.targets[0].distinct);
    let Instr::If { condition, then } = &e.program[1] else { panic!("{:?}", e.program) };
    assert_eq!(*condition, Condition::CastInYourMainPhase);
    let [Instr::May { then, .. }] = &then[..] else { panic!("{then:?}") };
    assert_eq!(then[..], [Instr::Exile { what: Ref::Target(1), until_source_leaves: false }]);
    // A part that replaces the sentence before can't have targets of its own.
    unsupported(
        "Instant",
        "Tap target creature. If you cast this spell during your main phase, instead destroy target creature.",
    );
}
