//! Lowering: from the syntax tree to the engine's ability IR (`grimoire_engine::ability`),
//! the only stage of the compiler that builds it.
//!
//! Lowering numbers targets in the order they appear (CR 601.2c), resolves pronouns ("it",
//! "that player") to the object or player mentioned before, builds filters and token
//! definitions, and decides which activated abilities are mana abilities (CR 605.1a).
//!
//! By ability kind: [`keywords`], [`activated`], [`triggered`], [`statics`], and spells and
//! every ability's effect in [`effects`], whose table of actions dispatches to one file per
//! area ([`permanents`], [`counter_actions`], [`damage`], [`players`], [`zones`], [`stack`], [`flow`]). Shared:
//! [`phrases`] (objects, players, amounts, filters), [`conditions`], [`costs`],
//! [`becomes`], [`mechanics`], [`spree`], [`trigger_events`] and [`triggered_keywords`].

// Ability kinds.
mod activated;
mod effects;
mod keywords;
mod statics;
mod triggered;
// The actions of effects, by area.
mod counter_actions;
mod damage;
mod flow;
mod permanents;
mod piles;
mod players;
mod same_name;
mod stack;
mod zones;
// Shared by the above.
pub(crate) mod backup;
pub(crate) mod battles;
pub(crate) mod becomes;
pub(crate) mod cases;
mod conditions;
pub(crate) mod costs;
mod exert;
pub(crate) mod levels;
pub(crate) mod mechanics;
pub(crate) mod older_keywords;
mod phrases;
pub(crate) mod spree;
pub(crate) mod trigger_events;
pub(crate) mod triggered_keywords;

use crate::oracle::ast::*;
use activated::*;
use conditions::*;
use effects::*;
use grimoire_engine::*;
use keywords::*;
use phrases::*;
use statics::*;
use triggered::*;

/// Context for lowering one effect.
#[derive(Default)]
struct Scope {
    targets: Vec<TargetSpec>,
    /// The last object referred to, for "it".
    last_obj: Option<Ref>,
    /// The last player referred to, for "that player".
    last_player: Option<Ref>,
    /// What "it" means with no antecedent: the triggering object, or the source.
    default_it: Option<Ref>,
    /// Target slots used only by a part of a spell it has if kicked (CR 702.33g) or cast
    /// during its caster's main phase, by that condition.
    part_targets: Vec<(Condition, Vec<u8>)>,
    /// What "that player" means with no antecedent, if not the triggering player: the
    /// caster of the triggering spell ("Whenever a player casts a spell, that player ...").
    default_player: Option<Ref>,
    /// What "that spell" means with no antecedent when the event has a spell or ability
    /// beside its triggering object: the one that targeted it (CR 603.2).
    event_spell: Option<Ref>,
    /// "That player" with no other player named, where the trigger event has no player: the
    /// controller of "target creature an opponent controls", the owner of a permanent
    /// returned "to its owner's hand".
    named_player: Option<Ref>,
    /// Whether the trigger event's triggering participant is a player ("that player" then
    /// means it, CR 603.2).
    triggering_player: bool,
    /// What "~" means inside a delayed ability about the source itself: the object the
    /// delayed ability is about, the card the source became (CR 400.7e, 603.7c).
    self_now: Option<Ref>,
}

/// What an effect's references mean with no antecedent: its trigger event's participants.
#[derive(Clone, Default)]
pub(crate) struct EventRefs {
    /// "it", "that creature".
    pub(crate) it: Option<Ref>,
    /// "that player".
    pub(crate) player: Option<Ref>,
    /// "that spell".
    pub(crate) spell: Option<Ref>,
    /// Whether the triggering participant is a player.
    pub(crate) triggering_player: bool,
}

/// Lowers one parsed ability line; `text` is its printed text (for logs).
pub fn lower_ability(ast: AbilityAst, text: &str) -> Vec<Ability> {
    match ast {
        AbilityAst::Keywords(ks) => ks.into_iter().flat_map(|k| lower_keyword(k, text)).collect(),
        AbilityAst::Spell(e) => lower_spell(e),
        AbilityAst::Activated(a) => vec![Ability::Activated(lower_activated(a, text))],
        AbilityAst::Triggered(t) => lower_chapters(t, text).into_iter().map(Ability::Triggered).collect(),
        AbilityAst::Static(ss) => ss.into_iter().flat_map(lower_statics).map(Ability::Static).collect(),
        AbilityAst::Exert(when) => exert::lower(when, text),
    }
}

/// CR 613.1f: a quoted ability granted by an effect (the grammar lets through only
/// abilities that lower to exactly one).
pub(crate) fn granted_ability(ast: AbilityAst, text: &str) -> LayerEffect {
    let mut abilities = lower_ability(ast, text);
    debug_assert_eq!(abilities.len(), 1, "one granted ability");
    LayerEffect::GrantAbility(GrantedAbility(Box::new(abilities.remove(0))))
}
