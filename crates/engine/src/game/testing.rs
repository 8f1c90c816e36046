//! Small hand-built cards for tests, examples and benchmarks that don't load the card database,
//! and the small game set-ups the engine's integration tests share.

use crate::ir::*;
use crate::ir::{CardDef, PtValue};
use crate::ir::{CardType, Keyword, Supertype};
use crate::ir::{Color, ManaCost, ManaType};
use crate::state::config::{GameConfig, PermanentSetup, PlayerConfig, Start};
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::Game;
use std::sync::Arc;

/// A basic land with "{T}: Add {c}." (CR 305.6).
pub fn basic_land(name: &str, subtype: &str, color: Color) -> Arc<CardDef> {
    let mut c = CardDef::new(name, &[CardType::Land]);
    c.supertypes = vec![Supertype::Basic];
    c.subtypes = vec![subtype.to_string()];
    c.abilities.push(mana_ability(ManaProduce::Fixed(vec![ManaType::Colored(color)])));
    c.shared()
}

/// "{T}: Add ..." as a mana ability (CR 605.1a).
pub fn mana_ability(produce: ManaProduce) -> Ability {
    Ability::Activated(ActivatedAbility {
        cost: Cost::tap(),
        effect: Effect::new(vec![Instr::AddMana(produce)]),
        is_mana_ability: true,
        sorcery_speed: false,
        once_per_turn: false,
        condition: None,
        zone: crate::ir::Zone::Battlefield,
        text: "{T}: Add mana.".into(),
        max_per_turn: None,
        any_player: false,
        spend: None,
    })
}

/// A creature with a cost, power, toughness and keywords.
pub fn creature(name: &str, cost: &str, power: i32, toughness: i32, keywords: &[Keyword]) -> Arc<CardDef> {
    let mut c = CardDef::new(name, &[CardType::Creature]);
    let mc = ManaCost::parse(cost).expect("valid cost");
    c.colors = mc.colors();
    c.mana_cost = Some(mc);
    c.power = Some(PtValue::Fixed(power));
    c.toughness = Some(PtValue::Fixed(toughness));
    c.abilities = keywords.iter().cloned().map(Ability::Keyword).collect();
    c.shared()
}

/// An instant or sorcery with one effect.
pub fn spell(name: &str, cost: &str, instant: bool, effect: Effect) -> Arc<CardDef> {
    let mut c = CardDef::new(name, &[if instant { CardType::Instant } else { CardType::Sorcery }]);
    let mc = ManaCost::parse(cost).expect("valid cost");
    c.colors = mc.colors();
    c.mana_cost = Some(mc);
    c.abilities.push(Ability::Spell(effect));
    c.shared()
}

/// "Lightning Bolt deals 3 damage to any target."
pub fn bolt() -> Arc<CardDef> {
    spell(
        "Lightning Bolt",
        "{R}",
        true,
        Effect::targeted(vec![TargetSpec::any_target()], vec![Instr::damage(Amount::Fixed(3), Ref::Target(0))]),
    )
}

/// "Target creature gets +3/+3 until end of turn."
pub fn giant_growth() -> Arc<CardDef> {
    spell(
        "Giant Growth",
        "{G}",
        true,
        Effect::targeted(
            vec![TargetSpec::permanent(Filter::creature(), "target creature")],
            vec![Instr::Pump {
                what: Ref::Target(0),
                power: Amount::Fixed(3),
                toughness: Amount::Fixed(3),
                duration: Duration::EndOfTurn,
            }],
        ),
    )
}

/// Forest, Mountain and friends.
pub fn forest() -> Arc<CardDef> {
    basic_land("Forest", "Forest", Color::Green)
}
/// A basic Mountain.
pub fn mountain() -> Arc<CardDef> {
    basic_land("Mountain", "Mountain", Color::Red)
}

/// A 2/2 for {1}{G}.
pub fn bears() -> Arc<CardDef> {
    creature("Grizzly Bears", "{1}{G}", 2, 2, &[])
}

/// A simple red-green deck of 60 cards for random games.
pub fn simple_deck() -> Vec<Arc<CardDef>> {
    let mut d = Vec::new();
    for _ in 0..12 {
        d.push(forest());
        d.push(mountain());
    }
    for _ in 0..12 {
        d.push(bears());
    }
    for _ in 0..8 {
        d.push(bolt());
    }
    for _ in 0..6 {
        d.push(giant_growth());
    }
    for _ in 0..4 {
        d.push(creature("Serra Angel", "{3}{W}", 4, 4, &[Keyword::Flying, Keyword::Vigilance]));
    }
    d
}

/// A duel that starts in its first main phase, unshuffled: each player's permanents, the
/// first player's hand, and 20 Forests as each library.
pub fn main_phase_duel(a: Vec<PermanentSetup>, b: Vec<PermanentSetup>, hand: Vec<Arc<CardDef>>) -> Game {
    let filler = || (0..20).map(|_| forest()).collect::<Vec<_>>();
    let a = PlayerConfig { name: "A".into(), battlefield: a, library: filler(), hand, ..Default::default() };
    let b = PlayerConfig { name: "B".into(), battlefield: b, library: filler(), ..Default::default() };
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    Game::new(cfg, 1)
}

/// "Other Bears you control get +1/+1." or "Creatures you control get +1/+1." on an
/// enchantment: a lord or an anthem for the layer benchmarks (CR 613.4c).
fn pump_all(name: &str, affected: Filter) -> Arc<CardDef> {
    let mut c = CardDef::new(name, &[CardType::Enchantment]);
    c.abilities.push(Ability::Static(StaticAbility::Continuous {
        affected,
        effect: LayerEffect::ModifyPowerToughness(1, 1),
        condition: None,
    }));
    c.shared()
}

/// A board of `n` permanents (at least 8) in the first player's first main phase: four
/// anthems, four Bear lords, then Bears and Forests in turn, and a Bear in hand; the benchmarks
/// of characteristics and legal actions at 10, 100 and 1,000 permanents use it.
pub fn lords_board(n: usize) -> Game {
    let mut perms = Vec::new();
    let anthem = Filter::creature().and(Filter::ControlledBy(PlayerFilter::You));
    let bear_lord = Filter::Subtype("Bear".into()).and(Filter::Other);
    for i in 0..4 {
        perms.push(PermanentSetup::new(pump_all(&format!("Anthem {i}"), anthem.clone())));
        perms.push(PermanentSetup::new(pump_all(&format!("Lord {i}"), bear_lord.clone())));
    }
    let mut bear = (*bears()).clone();
    bear.subtypes = vec!["Bear".into()];
    let bear = bear.shared();
    while perms.len() < n {
        perms.push(PermanentSetup::new(if perms.len() % 2 == 0 { bear.clone() } else { forest() }));
    }
    perms.truncate(n.max(8));
    let a = PlayerConfig { name: "A".into(), battlefield: perms, hand: vec![bears()], ..Default::default() };
    let b = PlayerConfig { name: "B".into(), ..Default::default() };
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    Game::new(cfg, 1)
}

/// Passes priority until a decision of the wanted kind comes up (at most 100 passes).
pub fn pass_until(g: &mut Game, want: fn(&DecisionKind) -> bool) -> Decision {
    for _ in 0..100 {
        let d = g.pending().expect("a decision").clone();
        if want(&d.kind) {
            return d;
        }
        g.submit(d.player, Answer::Pass).unwrap();
    }
    panic!("never asked");
}
