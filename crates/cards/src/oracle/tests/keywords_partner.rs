//! The partner abilities (CR 702.124): keyword lines read as `Keyword::Partner`, and "partner
//! with [name]" with its triggered ability (702.124j).

use super::*;

#[test]
fn partner_abilities_are_keywords() {
    let cases = [
        ("Partner", PartnerKind::Any),
        ("Partner (You can have two commanders if both have partner.)", PartnerKind::Any),
        ("Friends forever", PartnerKind::Text("Friends forever".into())),
        ("Partner—Character select", PartnerKind::Text("Character select".into())),
        ("Choose a Background", PartnerKind::ChooseBackground),
        ("Doctor's companion", PartnerKind::DoctorsCompanion),
    ];
    for (text, kind) in cases {
        let def = supported("Legendary Creature — Human", text);
        assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Partner(kind))], "{text}");
    }
    assert_eq!(Keyword::Partner(PartnerKind::Any).name(), "partner");
    assert_eq!(Keyword::Partner(PartnerKind::DoctorsCompanion).name(), "Doctor's companion");
}

#[test]
fn partner_with_a_name_holding_a_comma_has_its_search_trigger() {
    let def = supported("Legendary Creature — Halfling", "Partner with Sam, Loyal Attendant\nFlying");
    let with = PartnerKind::With("Sam, Loyal Attendant".into());
    assert_eq!(def.abilities[0], Ability::Keyword(Keyword::Partner(with)));
    let Ability::Triggered(t) = &def.abilities[1] else { panic!("{:?}", def.abilities) };
    assert_eq!(t.event, TriggerEvent::EntersBattlefield(Filter::Source));
    let Instr::PlayerMay { who: Ref::Target(0), then, .. } = &t.effect.program[0] else { panic!("{:?}", t.effect) };
    assert!(
        matches!(&then[0], Instr::SearchLibrary { filter: Filter::Named(n), to: Zone::Hand, .. } if n == "Sam, Loyal Attendant")
    );
    assert_eq!(def.abilities[2], Ability::Keyword(Keyword::Flying));
}

#[test]
fn partner_inside_a_sentence_is_not_a_keyword_line() {
    unsupported("Creature", "Partner the creature you control.");
}
