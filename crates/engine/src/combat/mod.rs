//! Combat (CR 506-511): declaring attackers ([`declare_attackers`]) and blockers
//! ([`declare_blockers`]), the restrictions and requirements checked on each declaration
//! ([`restrictions`]), blocking rules that name a kind of creature ([`block_rules`], CR
//! 509.1b), combat damage ([`damage`]), and the combat effects of spells and abilities
//! ("becomes blocked", removal from combat, CR 506.4, 509.1h; [`effects`]).

mod attack_keywords;
mod banding;
mod block_pairs;
pub mod block_rules;
mod board_restrictions;
mod costs;
mod damage;
mod declare_attackers;
mod declare_blockers;
pub mod effects;
mod enlist;
pub(crate) mod exert;
mod flanking;
mod keyword_triggers;
mod limits;
mod player_attacks;
mod requirements;
mod restrictions;
mod together;
mod unblocked_damage;

use crate::ir::CardType;
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{IllegalAction, Target};
use crate::state::game::Game;

/// One way a declaration breaks the rules: the creature at fault and why.
#[derive(Clone, Debug)]
pub(crate) struct Violation {
    /// The rule it breaks, e.g. "702.9b".
    pub rule: &'static str,
    /// The attacker or blocker at fault.
    pub object: ObjectId,
    /// "Grizzly Bears can't block Serra Angel: flying".
    pub text: String,
}

/// The refusal of a whole declaration, naming each offending creature and the rule it
/// breaks (CR 508.1c-d, 509.1b-c: the declaration is checked as a whole, and refused as a
/// whole). `None` when nothing is wrong.
pub(crate) fn refusal(violations: Vec<Violation>) -> Option<IllegalAction> {
    let first = violations.first()?.rule;
    let message = violations.iter().map(|v| format!("{} (CR {})", v.text, v.rule)).collect::<Vec<_>>().join("; ");
    let mut objects: Vec<ObjectId> = Vec::new();
    for v in &violations {
        if !objects.contains(&v.object) {
            objects.push(v.object);
        }
    }
    Some(IllegalAction::new(first, message).with_objects(objects))
}

impl Game {
    /// The player who defends against an attack on `d` (CR 506.2): the player, the
    /// controller of the planeswalker, or the protector of the battle (CR 310.8d).
    pub(crate) fn defending_player_of(&self, d: Target) -> Option<PlayerId> {
        match d {
            Target::Player(p) => Some(p),
            Target::Object(o) if self.is_battle(o) => self.protector(o),
            Target::Object(o) => Some(self.controller(o)),
        }
    }

    /// Whether object `o` is a battle now (CR 310).
    pub(crate) fn is_battle(&self, o: ObjectId) -> bool {
        o.index() < self.objects.len() && self.characteristics(o).is(CardType::Battle)
    }

    /// The player attacker `a` attacks, or who controls the planeswalker or battle it
    /// attacks (CR 506.2); `None` when it isn't attacking.
    pub(crate) fn defending_player_of_attacker(&self, a: ObjectId) -> Option<PlayerId> {
        let attacking = |x: ObjectId| self.combat.attackers.iter().find(|(y, _)| *y == x).map(|(_, d)| *d);
        // An Aura's "defending player" is that of the attacking creature it enchants (CR 506.2).
        let d = attacking(a).or_else(|| self.object(a).attached_to.and_then(attacking))?;
        self.defending_player_of(d)
    }

    /// Whether what an attacker attacks can still be dealt its combat damage: a player still in
    /// the game, or a planeswalker or battle still on the battlefield (CR 506.4, 506.4c,
    /// 510.1b) that the attacking player may attack (a battle whose protector isn't them,
    /// CR 310.8b).
    pub(crate) fn still_attacked(&self, d: Target) -> bool {
        match d {
            Target::Player(p) => !self.players[p.index()].lost,
            Target::Object(o) => {
                self.on_battlefield(o) && {
                    let ch = self.characteristics(o);
                    if ch.is(CardType::Battle) {
                        self.protector(o).is_some_and(|q| q != self.active)
                    } else {
                        ch.is(CardType::Planeswalker) && ch.controller != self.active
                    }
                }
            }
        }
    }

    /// Removes a creature from combat (CR 506.4): it stops being attacking, blocking,
    /// blocked or unblocked. Creatures it blocked stay blocked (CR 509.1h), and creatures that
    /// blocked it stay blocking, though they block nothing now (CR 510.1d).
    pub(crate) fn remove_from_combat(&mut self, id: ObjectId) {
        let gone = self.combat.attackers.iter().filter(|(a, _)| *a == id).copied().collect::<Vec<_>>();
        self.combat.removed_attackers.extend(gone);
        self.combat.attackers.retain(|(a, _)| *a != id);
        self.combat.blocked.retain(|a| *a != id);
        let gone = self.combat.blocks.iter().filter(|(b, a)| *b == id || *a == id).copied().collect::<Vec<_>>();
        self.combat.removed_blocks.extend(gone);
        self.combat.blocks.retain(|(b, _)| *b != id);
        self.combat.declared_by.retain(|(x, _)| *x != id);
    }

    /// CR 506.4: removes from combat the attackers and blockers that stopped being creatures
    /// or changed controller since they were declared. (Leaving the battlefield and
    /// regenerating remove them where that happens.)
    pub(crate) fn prune_combat(&mut self) {
        let mut gone = Vec::new();
        let ids = self.combat.attackers.iter().map(|(a, _)| *a).chain(self.combat.blocks.iter().map(|(b, _)| *b));
        for id in ids {
            if !self.on_battlefield(id) || gone.contains(&id) {
                continue;
            }
            let ch = self.characteristics(id);
            let declared = self.combat.declared_by.iter().find(|(x, _)| *x == id).map(|(_, p)| *p);
            if !ch.is(CardType::Creature) || declared.is_some_and(|p| p != ch.controller) {
                gone.push(id);
            }
        }
        for id in gone {
            self.remove_from_combat(id);
        }
    }

    /// A name for error messages that also works for ids that don't exist.
    pub(crate) fn describe_obj(&self, id: ObjectId) -> String {
        if id.index() < self.objects.len() {
            self.name(id).to_string()
        } else {
            format!("object {id}")
        }
    }
}
