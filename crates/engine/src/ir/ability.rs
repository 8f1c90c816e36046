//! Abilities (CR 113): the spell, activated, triggered and static abilities a card has, and
//! abilities granted by effects. The engine only executes these; it never reads card text.

use crate::ir::{
    BasicLandType, Condition, Cost, Effect, Instr, Keyword, ManaProduce, ManaType, SpendRestriction, StaticAbility,
    TriggerEvent, Zone,
};
use serde::{Deserialize, Serialize};

/// An ability of a card (CR 113).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    /// A keyword ability the engine implements by its name (CR 702).
    Keyword(Keyword),
    /// The effect of an instant or sorcery spell (CR 113.3a).
    Spell(Effect),
    /// "Cost: Effect." (CR 602).
    Activated(ActivatedAbility),
    /// "When/Whenever/At ..., effect." (CR 603).
    Triggered(TriggeredAbility),
    /// A static ability (CR 604).
    Static(StaticAbility),
}

impl Ability {
    /// The intrinsic mana ability of a basic land type (CR 305.6): "{T}: Add {G}." for Forest.
    pub fn basic_land_mana(t: BasicLandType) -> Ability {
        let color = t.color();
        Ability::Activated(ActivatedAbility {
            cost: Cost::tap(),
            effect: Effect::new(vec![Instr::AddMana(ManaProduce::Fixed(vec![ManaType::Colored(color)]))]),
            is_mana_ability: true,
            sorcery_speed: false,
            once_per_turn: false,
            condition: None,
            zone: Zone::Battlefield,
            text: format!("{{T}}: Add {{{}}}.", color.letter()),
            max_per_turn: None,
            any_player: false,
            spend: None,
        })
    }
}

/// An activated ability: "Cost: Effect." (CR 602.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivatedAbility {
    pub cost: Cost,
    pub effect: Effect,
    /// Mana abilities don't use the stack (CR 605).
    pub is_mana_ability: bool,
    /// "Activate only as a sorcery." (CR 602.5d), and loyalty abilities (CR 606.3).
    pub sorcery_speed: bool,
    /// "Activate only once each turn."
    pub once_per_turn: bool,
    /// "Activate only if ..." / "Activate only during your upkeep." (CR 602.5b): when the
    /// ability may be activated.
    #[serde(default)]
    pub condition: Option<Condition>,
    /// The zone the source must be in; usually the battlefield (CR 602.2 via 113.6).
    pub zone: Zone,
    /// The ability's text, for logs and for scenario files that name an ability.
    pub text: String,
    /// "Activate no more than twice each turn." (CR 602.5b): the most activations per turn.
    #[serde(default)]
    pub max_per_turn: Option<u32>,
    /// "Any player may activate this ability." (CR 602.2): not only the controller.
    #[serde(default)]
    pub any_player: bool,
    /// "Spend this mana only ..." (CR 106.6): how the mana this ability adds may be spent.
    #[serde(default)]
    pub spend: Option<Box<SpendRestriction>>,
}

/// A triggered ability (CR 603).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TriggeredAbility {
    pub event: TriggerEvent,
    /// An intervening "if" clause, checked when the event happens and on resolution (CR 603.4).
    pub condition: Option<Condition>,
    pub effect: Effect,
    /// "you may": the controller chooses on resolution whether to do it.
    pub optional: bool,
    pub text: String,
}

/// An ability granted by a continuous effect, compared by value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrantedAbility(pub Box<Ability>);

impl Eq for GrantedAbility {}
