//! Consistency checks of a game state, for fuzzing and debugging.

use crate::ir::ObjectId;
use crate::ir::{CardType, Zone};
use crate::state::decision::DecisionKind;
use crate::state::game::Game;

impl Game {
    /// Checks the state's invariants: every live object is in exactly one zone list that
    /// matches its zone, no list holds a stale object, and when a player has priority the
    /// state-based actions are at a fixpoint (CR 704.3), and the characteristics kept while
    /// the game waits are those computed now, and the legal actions given to copies of a
    /// card in hand are those computed for each. Returns the first violation found.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.check_layer_cache()?;
        let mut seen = vec![0u8; self.objects.len()];
        let mut note = |id: ObjectId, zone: Zone, g: &Game| -> Result<(), String> {
            let o =
                g.objects.get(id.index()).ok_or_else(|| format!("{id} listed in {} does not exist", zone.name()))?;
            if o.moved_to.is_some() {
                return Err(format!("{id} ({}) is listed in {} but has left it", o.card.name, zone.name()));
            }
            if o.zone != zone {
                return Err(format!(
                    "{id} ({}) is listed in {} but says it is in {}",
                    o.card.name,
                    zone.name(),
                    o.zone.name()
                ));
            }
            seen[id.index()] += 1;
            Ok(())
        };
        for p in &self.players {
            for (list, zone) in [
                (&p.library, Zone::Library),
                (&p.hand, Zone::Hand),
                (&p.graveyard, Zone::Graveyard),
                (&p.exile, Zone::Exile),
                (&p.command, Zone::Command),
            ] {
                for &id in list {
                    note(id, zone, self)?;
                }
            }
        }
        for &id in self.battlefield.iter().chain(&self.phased_out) {
            note(id, Zone::Battlefield, self)?;
        }
        let statics: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| crate::effects::zones::has_continuous_static(&self.objects[id.index()].card))
            .collect();
        let special = statics.iter().fold((0, 0), |(c, r), &id| {
            let (a, b) = crate::effects::zones::special_statics(&self.objects[id.index()].card);
            (c + a, r + b)
        });
        if special != self.special_statics {
            return Err(format!("the special-statics count {:?} is not {:?}", self.special_statics, special));
        }
        if statics != self.static_sources {
            return Err(format!(
                "the static-source index {:?} is not the battlefield's {:?}",
                self.static_sources, statics
            ));
        }
        for s in self.stack.iter().filter(|s| s.is_spell) {
            note(s.id, Zone::Stack, self)?;
        }
        // A spell that is resolving has left the stack list but is still on the stack (CR 608.2).
        if let Some(r) = self.resolution() {
            if r.item.is_spell && self.objects[r.item.id.index()].moved_to.is_none() {
                note(r.item.id, Zone::Stack, self)?;
            }
        }
        for (i, o) in self.objects.iter().enumerate() {
            let live = o.moved_to.is_none();
            if live && seen[i] != 1 {
                return Err(format!("{} ({}) is in {} zone lists, expected exactly one", o.id, o.card.name, seen[i]));
            }
            if !live && seen[i] != 0 {
                return Err(format!("{} ({}) left its zone but is still listed", o.id, o.card.name));
            }
        }
        let cards: usize = self
            .config
            .players
            .iter()
            .map(|p| {
                p.library.len()
                    + p.hand.len()
                    + p.graveyard.len()
                    + p.exile.len()
                    + p.command.len()
                    + p.battlefield.len()
            })
            .sum();
        // Emblems are no cards (CR 114.5); they are only ever in command zones.
        let mut in_command: Vec<ObjectId> = self
            .players
            .iter()
            .flat_map(|p| &p.command)
            .copied()
            .filter(|id| self.objects[id.index()].card.is_emblem)
            .collect();
        in_command.sort_by_key(|id| self.objects[id.index()].timestamp);
        if in_command != self.emblems {
            return Err(format!("the emblem list {:?} is not the command zones' emblems {in_command:?}", self.emblems));
        }
        let emblems = in_command.len();
        // CR 712.4a: a melded permanent is two cards.
        let live_cards = self
            .objects
            .iter()
            .filter(|o| o.moved_to.is_none() && !o.is_token && !o.spell_copy)
            .map(|o| 1 + usize::from(o.melded.is_some()))
            .sum::<usize>()
            - emblems;
        if live_cards != cards {
            return Err(format!("{cards} cards started the game but {live_cards} are in zones now"));
        }
        if let Some(d) = &self.decision {
            if matches!(d.kind, DecisionKind::Priority { .. }) && self.result.is_none() {
                for &id in &self.battlefield {
                    let ch = self.characteristics(id);
                    let o = self.object(id);
                    if ch.is(CardType::Creature)
                        && (ch.toughness <= 0
                            || (i64::from(o.damage) >= i64::from(ch.toughness)
                                && !ch.has(&crate::ir::Keyword::Indestructible)))
                    {
                        return Err(format!("{} should have died to a state-based action (CR 704.5f-g)", ch.name));
                    }
                }
                for p in self.living_players() {
                    if self.players[p.index()].life <= 0 {
                        return Err(format!(
                            "{} has {} life but has not lost (CR 704.5a)",
                            self.players[p.index()].name,
                            self.players[p.index()].life
                        ));
                    }
                }
                // The options of a card in hand given to its copies (`casting::hand_copies`)
                // are those computed for each copy.
                if self.legal_actions(d.player) != self.legal_actions_as(d.player, false) {
                    return Err(format!(
                        "the legal actions of {} differ when each copy in hand is asked alone",
                        self.players[d.player.index()].name
                    ));
                }
            }
        }
        Ok(())
    }
}
