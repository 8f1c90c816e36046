//! Unit tests of the Oracle compiler: each supported pattern, with the IR it produces.

mod activation;
mod battles_and_cases;
mod card_names;
mod casting;
mod choices;
mod classes;
mod combat;
mod combat_board;
mod commanders;
mod continuous;
mod costs_parts;
mod counter_actions;
mod counters_and_kicks;
mod designations_energy;
mod devotion;
mod effects;
mod effects_becomes;
mod effects_compound;
mod effects_delayed;
mod effects_keyword_actions;
mod effects_library_search;
mod effects_library_top;
mod effects_linked_exile;
mod effects_other_players;
mod effects_piles;
mod effects_removal;
mod effects_same_name;
mod effects_spells;
mod effects_target_deals;
mod effects_tokens;
mod event_participants;
mod keywords_attack;
mod keywords_backup;
mod keywords_bargain;
mod keywords_blitz;
mod keywords_cast_later;
mod keywords_casting;
mod keywords_counters_and_armor;
mod keywords_defined;
mod keywords_engine;
mod keywords_exert;
mod keywords_graveyard_cast;
mod keywords_mechanics;
mod keywords_monstrosity;
mod keywords_morph;
mod keywords_offspring;
mod keywords_older;
mod keywords_partner;
mod keywords_spree;
mod keywords_token_copies;
mod keywords_triggered;
mod levels;
mod mana;
mod mana_defined;
mod mana_spending;
mod meld;
mod modes;
mod other_faces;
mod phrases_amounts;
mod phrases_mana_value;
mod phrases_player_of_target;
mod phrases_player_or_planeswalker;
mod phrases_stack;
mod phrases_this_way;
mod planeswalkers;
mod prototype;
mod replacement;
mod replacement_redirect;
mod sagas;
mod split_halves;
mod statics_conditions;
mod statics_enters_tapped;
mod statics_granted_triggers;
mod statics_library_top;
mod transform;
mod triggers;
mod triggers_player_attacks;
mod triggers_whenever;
mod turn;
mod upkeep_costs;
mod vocabulary;
mod zones;

use crate::face::CardFace;
use crate::oracle::compile_face;
use grimoire_engine::*;

/// A card face for compiler tests: creatures are 2/2.
pub(crate) fn test_face(name: &str, cost: Option<&str>, type_line: &str, text: &str) -> CardFace {
    CardFace {
        name: name.into(),
        mana_cost: cost.map(String::from),
        type_line: type_line.into(),
        power: type_line.contains("Creature").then(|| "2".into()),
        toughness: type_line.contains("Creature").then(|| "2".into()),
        text: text.into(),
        ..CardFace::default()
    }
}

fn card(name: &str, cost: Option<&str>, type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face(name, cost, type_line, text));
    assert_eq!(def.unsupported, None, "{name}: {text}");
    def
}

pub(crate) fn unsupported(type_line: &str, text: &str) -> String {
    let face = CardFace { name: "Card".into(), type_line: type_line.into(), text: text.into(), ..CardFace::default() };
    compile_face(&face).unsupported.expect("should be unsupported")
}

fn spell(text: &str) -> Effect {
    let def = card("Spell", Some("{R}"), "Instant", text);
    match &def.abilities[..] {
        [Ability::Spell(e)] => e.clone(),
        other => panic!("{text}: {other:?}"),
    }
}

/// A card named "Card" costing {1}, which must compile fully.
pub(crate) fn supported(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{1}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

/// The program of the card's first spell, activated or triggered ability.
pub(crate) fn program(def: &CardDef) -> &[Instr] {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Activated(x) => Some(&x.effect.program[..]),
            Ability::Triggered(t) => Some(&t.effect.program[..]),
            Ability::Spell(e) => Some(&e.program[..]),
            _ => None,
        })
        .expect("a program")
}

pub(crate) fn activated(def: &CardDef) -> &ActivatedAbility {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Activated(a) => Some(a),
            _ => None,
        })
        .expect("an activated ability")
}

/// Every activated ability of the card, in order (loyalty abilities, level bars).
pub(crate) fn activated_all(def: &CardDef) -> Vec<&ActivatedAbility> {
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Activated(a) => Some(a),
            _ => None,
        })
        .collect()
}

pub(crate) fn triggered(def: &CardDef) -> &TriggeredAbility {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Triggered(t) => Some(t),
            _ => None,
        })
        .expect("a triggered ability")
}

pub(crate) fn statics(def: &CardDef) -> Vec<&StaticAbility> {
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(s) => Some(s),
            _ => None,
        })
        .collect()
}

fn creature_target(text: &str) -> TargetSpec {
    TargetSpec::permanent(Filter::creature(), text)
}

fn red() -> ManaType {
    ManaType::Colored(Color::Red)
}

#[test]
fn basic_lands_have_intrinsic_mana_abilities() {
    let forest = card("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)");
    let a = activated(&forest);
    assert!(a.is_mana_ability && a.cost.tap);
    assert_eq!(a.effect.program, vec![Instr::AddMana(ManaProduce::Fixed(vec![ManaType::Colored(Color::Green)]))]);
    assert_eq!(forest.abilities.len(), 1);
    let wastes = card("Wastes", None, "Basic Land", "{T}: Add {C}.");
    assert_eq!(activated(&wastes).effect.program, vec![Instr::AddMana(ManaProduce::Fixed(vec![ManaType::Colorless]))]);
    assert!(activated(&wastes).is_mana_ability);
}

#[test]
fn vanilla_and_keywords() {
    assert!(card("Grizzly Bears", Some("{1}{G}"), "Creature — Bear", "").abilities.is_empty());
    let k = card(
        "K",
        Some("{W}"),
        "Creature — Angel",
        "Flying, vigilance\nFirst strike\nProtection from red\nSwampwalk\nDeathtouch",
    );
    assert_eq!(
        k.abilities,
        vec![
            Ability::Keyword(Keyword::Flying),
            Ability::Keyword(Keyword::Vigilance),
            Ability::Keyword(Keyword::FirstStrike),
            Ability::Keyword(Keyword::Protection(Quality::Color(Color::Red))),
            Ability::Keyword(Keyword::Landwalk(Quality::Subtype("Swamp".into()))),
            Ability::Keyword(Keyword::Deathtouch),
        ]
    );
    let all = "Deathtouch, defender, double strike, first strike, flash, flying, haste, hexproof, indestructible, \
               lifelink, menace, reach, shroud, trample, vigilance, fear, intimidate, shadow, horsemanship, \
               changeling, devoid, skulk, nonbasic landwalk, protection from everything, \
               protection from all colors, protection from artifacts, protection from Goblins";
    assert_eq!(card("All", Some("{5}"), "Creature — Shapeshifter", all).abilities.len(), 27);
}

#[test]
fn damage_spells() {
    let bolt = spell("Spell deals 3 damage to any target.");
    assert_eq!(bolt.targets, vec![TargetSpec::any_target()]);
    assert_eq!(bolt.program, vec![Instr::damage(Amount::Fixed(3), Ref::Target(0))]);
    let spike = spell("Spell deals 3 damage to target player or planeswalker.");
    assert_eq!(spike.targets[0].players, Some(PlayerFilter::Any));
    assert_eq!(spike.targets[0].objects, Some((Zone::Battlefield, Filter::Type(CardType::Planeswalker))));
    let blaze = spell("Spell deals X damage to any target.");
    assert_eq!(blaze.program, vec![Instr::damage(Amount::X, Ref::Target(0))]);
    let pyro = spell("Spell deals 2 damage to each creature.");
    assert_eq!(pyro.program, vec![Instr::damage(Amount::Fixed(2), Ref::Each(Filter::creature()))]);
    let quake = spell("Spell deals X damage to each creature without flying and each player.");
    assert_eq!(
        quake.program,
        vec![
            Instr::damage(
                Amount::X,
                Ref::Each(Filter::creature().and(Filter::Not(Box::new(Filter::Keyword(Keyword::Flying)))))
            ),
            Instr::damage(Amount::X, Ref::EachPlayer),
        ]
    );
    let hurricane = spell("Spell deals X damage to each creature with flying and each player.");
    assert_eq!(
        hurricane.program[0],
        Instr::damage(Amount::X, Ref::Each(Filter::creature().and(Filter::Keyword(Keyword::Flying))))
    );
    let shock = spell("Spell deals 2 damage to target creature.");
    assert_eq!(shock.targets, vec![creature_target("target creature")]);
}

#[test]
fn card_draw_discard_life() {
    assert_eq!(spell("Draw two cards.").program, vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(2) }]);
    let recall = spell("Target player draws three cards.");
    assert_eq!(recall.targets, vec![TargetSpec::player(PlayerFilter::Any, "target player")]);
    assert_eq!(recall.program, vec![Instr::Draw { who: Ref::Target(0), amount: Amount::Fixed(3) }]);
    assert_eq!(
        spell("Target player draws X cards.").program,
        vec![Instr::Draw { who: Ref::Target(0), amount: Amount::X }]
    );
    assert_eq!(
        spell("Target player discards two cards at random.").program,
        vec![Instr::Discard { who: Ref::Target(0), amount: Amount::Fixed(2), random: true }]
    );
    assert_eq!(
        spell("Target player discards two cards.").program,
        vec![Instr::Discard { who: Ref::Target(0), amount: Amount::Fixed(2), random: false }]
    );
    assert_eq!(spell("You gain 7 life.").program, vec![Instr::GainLife { who: Ref::You, amount: Amount::Fixed(7) }]);
}

#[test]
fn removal_and_counters() {
    let doom = spell("Destroy target nonblack creature.");
    let nonblack = Filter::Not(Box::new(Filter::Color(Color::Black))).and(Filter::creature());
    assert_eq!(doom.targets[0].objects, Some((Zone::Battlefield, nonblack)));
    assert_eq!(doom.program, vec![Instr::Destroy { what: Ref::Target(0), no_regeneration: false }]);
    let terror = spell("Destroy target nonartifact, nonblack creature. It can't be regenerated.");
    assert_eq!(terror.program, vec![Instr::Destroy { what: Ref::Target(0), no_regeneration: true }]);
    let wrath = spell("Destroy all creatures. They can't be regenerated.");
    assert_eq!(wrath.program, vec![Instr::Destroy { what: Ref::Each(Filter::creature()), no_regeneration: true }]);
    let natural = spell("Destroy target artifact or enchantment.");
    assert_eq!(
        natural.targets[0].objects,
        Some((
            Zone::Battlefield,
            Filter::Or(vec![Filter::Type(CardType::Artifact), Filter::Type(CardType::Enchantment)])
        ))
    );
    let counter = spell("Counter target spell.");
    assert_eq!(counter.targets[0].objects, Some((Zone::Stack, Filter::Any)));
    assert_eq!(counter.program, vec![Instr::counter(Ref::Target(0))]);
    let unsummon = spell("Return target creature to its owner's hand.");
    assert_eq!(unsummon.program, vec![Instr::ReturnToHand { what: Ref::Target(0) }]);
    let stp = spell("Exile target creature. Its controller gains life equal to its power.");
    assert_eq!(
        stp.program,
        vec![
            Instr::Exile { what: Ref::Target(0), until_source_leaves: false },
            Instr::GainLife {
                who: Ref::ControllerOf(Box::new(Ref::Target(0))),
                amount: Amount::PowerOf(Box::new(Ref::Target(0)))
            },
        ]
    );
    let mine = spell("Destroy target creature you control.");
    assert_eq!(
        mine.targets[0].objects,
        Some((Zone::Battlefield, Filter::creature().and(Filter::ControlledBy(PlayerFilter::You))))
    );
    let another = card(
        "A",
        Some("{1}"),
        "Creature — Elf",
        "When A enters the battlefield, destroy another target creature you control.",
    );
    let t = &triggered(&another).effect.targets[0];
    assert_eq!(
        t.objects,
        Some((Zone::Battlefield, Filter::creature().and(Filter::ControlledBy(PlayerFilter::You)).and(Filter::Other)))
    );
}

#[test]
fn pumps_and_tokens() {
    let growth = spell("Target creature gets +3/+3 until end of turn.");
    assert_eq!(
        growth.program,
        vec![Instr::Pump {
            what: Ref::Target(0),
            power: Amount::Fixed(3),
            toughness: Amount::Fixed(3),
            duration: Duration::EndOfTurn
        }]
    );
    let disfigure = spell("Target creature gets -2/-2 until end of turn.");
    assert!(matches!(
        &disfigure.program[0],
        Instr::Pump { power: Amount::Fixed(-2), toughness: Amount::Fixed(-2), .. }
    ));
    let alarm = spell("Create two 1/1 white Soldier creature tokens.");
    let Instr::CreateToken { token, count, who, .. } = &alarm.program[0] else { panic!() };
    assert_eq!((count, who), (&Amount::Fixed(2), &Ref::You));
    assert_eq!(token.name, "Soldier Token");
    assert!(token.is_token && token.has_type(CardType::Creature) && token.has_subtype("Soldier"));
    assert_eq!((token.power, token.toughness), (Some(PtValue::Fixed(1)), Some(PtValue::Fixed(1))));
    assert_eq!(token.colors, ColorSet::only(Color::White));
    let thopter = spell("Create a 1/1 colorless Thopter artifact creature token with flying.");
    let Instr::CreateToken { token, .. } = &thopter.program[0] else { panic!() };
    assert!(token.has_type(CardType::Artifact) && token.colors.is_empty());
    assert_eq!(token.abilities, vec![Ability::Keyword(Keyword::Flying)]);
}

#[test]
fn mana_abilities_and_rituals() {
    let elves = card("Elves", Some("{G}"), "Creature — Elf Druid", "{T}: Add {G}.");
    assert!(activated(&elves).is_mana_ability);
    let ring = card("Ring", Some("{1}"), "Artifact", "{T}: Add {C}{C}.");
    assert_eq!(
        activated(&ring).effect.program,
        vec![Instr::AddMana(ManaProduce::Fixed(vec![ManaType::Colorless, ManaType::Colorless]))]
    );
    let birds = card("Birds", Some("{G}"), "Creature — Bird", "Flying\n{T}: Add one mana of any color.");
    assert_eq!(activated(&birds).effect.program, vec![Instr::AddMana(ManaProduce::AnyColor(1))]);
    let pain = card(
        "Karplusan Forest",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.",
    );
    let Ability::Activated(second) = &pain.abilities[1] else { panic!() };
    assert!(second.is_mana_ability);
    assert_eq!(
        second.effect.program,
        vec![
            Instr::AddMana(ManaProduce::OneOf(vec![red(), ManaType::Colored(Color::Green)], 1)),
            Instr::damage(Amount::Fixed(1), Ref::You),
        ]
    );
    let ritual = spell("Add {B}{B}{B}.");
    assert_eq!(ritual.program, vec![Instr::AddMana(ManaProduce::Fixed(vec![ManaType::Colored(Color::Black); 3]))]);
}

#[test]
fn activated_abilities() {
    let dragon = card(
        "Shivan Dragon",
        Some("{4}{R}{R}"),
        "Creature — Dragon",
        "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.",
    );
    let a = activated(&dragon);
    assert_eq!(a.cost.mana, ManaCost::parse("{R}").unwrap());
    assert!(!a.is_mana_ability && !a.cost.tap);
    assert_eq!(
        a.effect.program,
        vec![Instr::Pump {
            what: Ref::Source,
            power: Amount::Fixed(1),
            toughness: Amount::Fixed(0),
            duration: Duration::EndOfTurn
        }]
    );
    let tim = card(
        "Prodigal Sorcerer",
        Some("{2}{U}"),
        "Creature — Human Wizard",
        "{T}: Prodigal Sorcerer deals 1 damage to any target.",
    );
    assert!(activated(&tim).cost.tap);
    assert_eq!(activated(&tim).effect.targets, vec![TargetSpec::any_target()]);
    let crab = card("Giant Crab", Some("{4}{U}"), "Creature — Crab", "{U}: Giant Crab gains shroud until end of turn.");
    assert_eq!(
        activated(&crab).effect.program,
        vec![Instr::Modify {
            what: Ref::Source,
            effect: LayerEffect::AddKeyword(Keyword::Shroud),
            duration: Duration::EndOfTurn
        }]
    );
    let fanatic = card(
        "Mogg Fanatic",
        Some("{R}"),
        "Creature — Goblin",
        "Sacrifice Mogg Fanatic: It deals 1 damage to any target.",
    );
    assert!(activated(&fanatic).cost.sacrifice_self);
    assert_eq!(activated(&fanatic).effect.program, vec![Instr::damage(Amount::Fixed(1), Ref::Target(0))]);
    let sgc = card(
        "Siege-Gang Commander",
        Some("{3}{R}{R}"),
        "Creature — Goblin",
        "{1}{R}, Sacrifice a Goblin: Siege-Gang Commander deals 2 damage to any target.",
    );
    assert_eq!(activated(&sgc).cost.sacrifice, Some((Filter::Subtype("Goblin".into()), 1)));
    let port = card("Rishadan Port", None, "Land", "{T}: Add {C}.\n{1}, {T}: Tap target land.");
    let Ability::Activated(tap) = &port.abilities[1] else { panic!() };
    assert!(!tap.is_mana_ability);
    assert_eq!(tap.effect.program, vec![Instr::Tap { what: Ref::Target(0) }]);
    let sorcery = card("S", Some("{1}"), "Artifact", "{2}, {T}: Draw a card. Activate only as a sorcery.");
    assert!(activated(&sorcery).sorcery_speed);
}

#[test]
fn triggered_abilities() {
    let visionary = card(
        "Elvish Visionary",
        Some("{1}{G}"),
        "Creature — Elf Shaman",
        "When Elvish Visionary enters the battlefield, draw a card.",
    );
    let t = triggered(&visionary);
    assert_eq!(t.event, TriggerEvent::EntersBattlefield(Filter::Source));
    assert_eq!(t.effect.program, vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }]);
    assert!(!t.optional);
    let new_wording = card("V", Some("{1}{G}"), "Creature — Elf", "When this creature enters, you gain 3 life.");
    assert_eq!(triggered(&new_wording).event, TriggerEvent::EntersBattlefield(Filter::Source));
    let arena = card(
        "Phyrexian Arena",
        Some("{1}{B}{B}"),
        "Enchantment",
        "At the beginning of your upkeep, you draw a card and you lose 1 life.",
    );
    let t = triggered(&arena);
    assert_eq!(t.event, TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You });
    assert_eq!(t.effect.program.len(), 2);
    let warden = card(
        "Soul Warden",
        Some("{W}"),
        "Creature — Human Cleric",
        "Whenever another creature enters the battlefield, you gain 1 life.",
    );
    assert_eq!(triggered(&warden).event, TriggerEvent::EntersBattlefield(Filter::creature().and(Filter::Other)));
    let grave = card("Gravedigger", Some("{3}{B}"), "Creature — Zombie", "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.");
    let t = triggered(&grave);
    assert!(t.optional);
    assert_eq!(
        t.effect.targets[0].objects,
        Some((Zone::Graveyard, Filter::creature().and(Filter::OwnedBy(PlayerFilter::You))))
    );
    let dies = card("D", Some("{B}"), "Creature — Rat", "When D dies, target player loses 2 life.");
    assert_eq!(triggered(&dies).event, TriggerEvent::Dies(Filter::Source));
    let enchantress = card(
        "E",
        Some("{1}{G}"),
        "Creature — Human Druid",
        "Shroud\nWhenever you cast an enchantment spell, draw a card.",
    );
    assert_eq!(
        triggered(&enchantress).event,
        TriggerEvent::SpellCast { who: PlayerFilter::You, spell: Filter::Type(CardType::Enchantment) }
    );
    let pile = card(
        "Goblin Piledriver",
        Some("{1}{R}"),
        "Creature — Goblin Warrior",
        "Whenever Goblin Piledriver attacks, it gets +2/+0 until end of turn for each other attacking Goblin.",
    );
    let Instr::Pump { what, power, .. } = &triggered(&pile).effect.program[0] else { panic!() };
    assert_eq!(what, &Ref::Source);
    assert_eq!(
        power,
        &Amount::Times(
            2,
            Box::new(Amount::Count(Filter::Attacking.and(Filter::Subtype("Goblin".into())).and(Filter::Other)))
        )
    );
}

#[test]
fn static_abilities() {
    let anthem = card("Glorious Anthem", Some("{1}{W}{W}"), "Enchantment", "Creatures you control get +1/+1.");
    assert_eq!(
        statics(&anthem),
        vec![&StaticAbility::Continuous {
            affected: Filter::creature().and(Filter::ControlledBy(PlayerFilter::You)),
            effect: LayerEffect::ModifyPowerToughness(1, 1),
            condition: None
        }]
    );
    let lord =
        card("Lord of Atlantis", Some("{U}{U}"), "Creature — Merfolk", "Other Merfolk get +1/+1 and have islandwalk.");
    let merfolk = Filter::Subtype("Merfolk".into()).and(Filter::Other);
    assert_eq!(
        statics(&lord),
        vec![
            &StaticAbility::Continuous {
                affected: merfolk.clone(),
                effect: LayerEffect::ModifyPowerToughness(1, 1),
                condition: None
            },
            &StaticAbility::Continuous {
                affected: merfolk,
                effect: LayerEffect::AddKeyword(Keyword::Landwalk(Quality::Subtype("Island".into()))),
                condition: None
            },
        ]
    );
    let holy =
        card("Holy Strength", Some("{W}"), "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+2.");
    assert_eq!(statics(&holy)[0], &StaticAbility::Enchant(TargetSpec::permanent(Filter::creature(), "creature")));
    assert_eq!(
        statics(&holy)[1],
        &StaticAbility::Continuous {
            affected: Filter::AttachedTo,
            effect: LayerEffect::ModifyPowerToughness(1, 2),
            condition: None
        }
    );
    let pacifism = card(
        "Pacifism",
        Some("{1}{W}"),
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature can't attack or block.",
    );
    assert_eq!(
        statics(&pacifism)[1],
        &StaticAbility::Continuous {
            affected: Filter::AttachedTo,
            effect: LayerEffect::AddRestriction(Restriction::CantAttackOrBlock),
            condition: None
        }
    );
    let tapped = card("T", None, "Land", "T enters the battlefield tapped.\n{T}: Add {U}.");
    assert_eq!(statics(&tapped), vec![&StaticAbility::EntersTapped]);
    let new_tapped = card("T", None, "Land", "This land enters tapped.");
    assert_eq!(statics(&new_tapped), vec![&StaticAbility::EntersTapped]);
    let warchief = card(
        "Goblin Warchief",
        Some("{1}{R}{R}"),
        "Creature — Goblin Warrior",
        "Goblin spells you cast cost {1} less to cast.\nGoblins you control have haste.",
    );
    assert_eq!(
        statics(&warchief),
        vec![
            &StaticAbility::CostChange {
                spells: Filter::Subtype("Goblin".into()),
                amount: -1,
                whose: PlayerFilter::You
            },
            &StaticAbility::Continuous {
                affected: Filter::Subtype("Goblin".into()).and(Filter::ControlledBy(PlayerFilter::You)),
                effect: LayerEffect::AddKeyword(Keyword::Haste),
                condition: None
            },
        ]
    );
    let exploration =
        card("Exploration", Some("{G}"), "Enchantment", "You may play an additional land on each of your turns.");
    assert_eq!(statics(&exploration), vec![&StaticAbility::AdditionalLands { who: PlayerFilter::You, n: 1 }]);
}

#[test]
fn planeswalker_loyalty_abilities() {
    let jace = card(
        "Jace Beleren",
        Some("{1}{U}{U}"),
        "Legendary Planeswalker — Jace",
        "[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n[−10]: Target player mills twenty cards.",
    );
    let costs: Vec<_> = jace
        .abilities
        .iter()
        .map(|a| match a {
            Ability::Activated(a) => {
                assert!(a.sorcery_speed && !a.is_mana_ability);
                a.cost.loyalty
            }
            _ => panic!(),
        })
        .collect();
    assert_eq!(costs, vec![Some(2), Some(-1), Some(-10)]);
    assert_eq!(activated(&jace).effect.program, vec![Instr::Draw { who: Ref::EachPlayer, amount: Amount::Fixed(1) }]);
}

#[test]
fn starter_deck_patterns() {
    let fetch = card("Wooded Foothills", None, "Land", "{T}, Pay 1 life, Sacrifice Wooded Foothills: Search your library for a Mountain or Forest card, put it onto the battlefield, then shuffle.");
    let a = activated(&fetch);
    assert!(a.cost.tap && a.cost.sacrifice_self && a.cost.life == 1);
    assert_eq!(
        a.effect.program,
        vec![
            Instr::SearchLibrary {
                who: Ref::You,
                searcher: Searcher::Owner,
                filter: Filter::Or(vec![Filter::Subtype("Mountain".into()), Filter::Subtype("Forest".into())]),
                count: Some(1),
                must_find: false,
                to: Zone::Battlefield,
                tapped: false,
                reveal: false,
                set: SearchSet::Any,
            },
            Instr::Shuffle { who: Ref::You },
        ]
    );
    let matron = card("Goblin Matron", Some("{2}{R}"), "Creature — Goblin", "When Goblin Matron enters the battlefield, you may search your library for a Goblin card, reveal that card, put it into your hand, then shuffle.");
    let t = triggered(&matron);
    assert!(t.optional);
    assert!(matches!(&t.effect.program[0], Instr::SearchLibrary { to: Zone::Hand, reveal: true, .. }));
    let waste =
        card("Wasteland", None, "Land", "{T}: Add {C}.\n{T}, Sacrifice Wasteland: Destroy target nonbasic land.");
    let Ability::Activated(w) = &waste.abilities[1] else { panic!() };
    assert_eq!(
        w.effect.targets[0].objects,
        Some((
            Zone::Battlefield,
            Filter::Not(Box::new(Filter::Supertype(Supertype::Basic))).and(Filter::Type(CardType::Land))
        ))
    );
    let gempalm = card("Gempalm Incinerator", Some("{2}{R}"), "Creature — Goblin", "Cycling {1}{R}\nWhen you cycle Gempalm Incinerator, you may have it deal X damage to target creature, where X is the number of Goblins on the battlefield.");
    let cyc = activated(&gempalm);
    assert_eq!((cyc.zone, &cyc.cost.discard), (Zone::Hand, &Some((Filter::Source, 1))));
    let t = triggered(&gempalm);
    assert_eq!(t.event, TriggerEvent::Cycled(Filter::Source));
    assert!(t.optional);
    assert_eq!(t.effect.program, vec![Instr::damage(Amount::Count(Filter::Subtype("Goblin".into())), Ref::Target(0))]);
}

#[test]
fn unknown_text_is_reported_with_its_sentence() {
    assert_eq!(unsupported("Instant", "Draw a card. Frobnicate target creature."), "Frobnicate target creature.");
    assert_eq!(
        unsupported("Creature — Elf", "Flying\nThis creature hums loudly (reminder)."),
        "This creature hums loudly."
    );
    assert!(unsupported("Plane — Dominaria", "").contains("Plane"));
}

#[test]
fn more_statics_and_conditions() {
    let c = card("C", Some("{1}{G}"), "Instant", "This spell can't be countered.\nDraw a card.");
    assert_eq!(c.abilities[0], Ability::Static(StaticAbility::CantBeCountered));
    let w = card("W", Some("{1}{G}"), "Creature — Wolf", "W enters the battlefield with two +1/+1 counters on it.");
    assert_eq!(
        statics(&w),
        vec![&StaticAbility::EntersWithCounters { kind: CounterKind::PlusOne, amount: Amount::Fixed(2) }]
    );
    let s = spell("Scry 2. Draw a card.");
    assert_eq!(s.program[0], Instr::Scry { who: Ref::You, amount: Amount::Fixed(2), to: Zone::Library });
    let pyro = card("Goblin Pyromancer", Some("{3}{R}"), "Creature — Goblin Wizard", "When Goblin Pyromancer enters the battlefield, Goblin creatures get +3/+0 until end of turn.\nAt the beginning of the end step, destroy all Goblins.");
    let goblin_creatures = Filter::Subtype("Goblin".into()).and(Filter::creature());
    assert_eq!(
        triggered(&pyro).effect.program,
        vec![Instr::Pump {
            what: Ref::Each(goblin_creatures),
            power: Amount::Fixed(3),
            toughness: Amount::Fixed(0),
            duration: Duration::EndOfTurn
        }]
    );
    let Ability::Triggered(end) = &pyro.abilities[1] else { panic!() };
    assert_eq!(end.event, TriggerEvent::BeginningOfStep { step: Step::End, whose: PlayerFilter::Any });
    let cond = card(
        "K",
        Some("{W}"),
        "Enchantment",
        "At the beginning of your upkeep, if you control three or more creatures, you gain 1 life.",
    );
    assert_eq!(triggered(&cond).condition, Some(Condition::YouControl(Filter::creature(), 3)));
    let modal = spell(
        "Choose one —\n• You gain 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn.",
    );
    assert_eq!(modal.mode_count, (1, 1));
    assert_eq!(
        modal.modes[1].program,
        vec![Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::Next(Amount::Fixed(3)),
            from: DamageFrom::Any,
            filter: Filter::Any,
            to: Some(Ref::Target(0)),
            combat_only: false
        }))]
    );
    assert_eq!(
        spell("Prevent all combat damage that would be dealt this turn.").program,
        vec![Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::ThisTurn,
            from: DamageFrom::Any,
            filter: Filter::Any,
            to: None,
            combat_only: true
        }))]
    );
}
