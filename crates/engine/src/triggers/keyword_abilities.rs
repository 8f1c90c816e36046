//! Triggered abilities that keywords stand for and the engine makes, because they come from
//! the keyword as the object has it now (printed or granted, CR 613): ward (CR 702.21),
//! prowess (CR 702.108), cascade (CR 702.85), exalted (CR 702.83), persist (CR 702.79), undying (CR 702.93) and
//! evoke's sacrifice (CR 702.74). The combat keywords' triggers (rampage,
//! bushido, provoke, flanking) live in `combat/`; they queue theirs through
//! [`Game::keyword_trigger`] too.

use crate::ir::{Ability, Amount, CardDef, Condition, Duration, Effect, Filter, Instr, Ref, StaticAbility};
use crate::ir::{CardType, CounterKind, Keyword, ManaCost, ObjectId, PlayerId, TriggerEvent, TriggeredAbility, Zone};
use crate::state::decision::Target;
use crate::state::game::{Game, PendingTrigger};
use std::sync::Arc;

impl Game {
    /// Queues a trigger of `source` whose ability is `ability`, about `triggering`.
    pub(crate) fn keyword_trigger(&mut self, source: ObjectId, triggering: Target, ability: TriggeredAbility) {
        self.keyword_trigger_of(source, self.controller(source), triggering, ability);
    }

    /// [`Game::keyword_trigger`] with the ability's controller given (CR 603.3a): for a
    /// source that has left the battlefield, its controller as it last existed there.
    fn keyword_trigger_of(
        &mut self,
        source: ObjectId,
        controller: PlayerId,
        triggering: Target,
        ability: TriggeredAbility,
    ) {
        let mut card = CardDef::new(self.object(source).card.name.clone(), &[]);
        card.abilities = vec![Ability::Triggered(ability)];
        self.triggers.push(PendingTrigger::new(source, controller, Arc::new(card), 0, Some(triggering)));
    }

    /// CR 702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a
    /// spell or ability an opponent controls, counter that spell or ability unless that
    /// player pays [cost]." `item` is the stack object (spell or ability) controlled by `by`
    /// that now targets `permanent`; it is the ability's triggering object. Each instance
    /// triggers separately (CR 113.2c).
    pub(crate) fn ward_triggers(&mut self, permanent: ObjectId, item: ObjectId, by: PlayerId) {
        let controller = self.controller(permanent);
        if !self.opponents(controller).any(|o| o == by) {
            return;
        }
        let costs: Vec<u32> = self
            .characteristics(permanent)
            .keywords
            .iter()
            .filter_map(|k| match k {
                Keyword::Ward(n) => Some(*n),
                _ => None,
            })
            .collect();
        for n in costs {
            let program = vec![
                Instr::PayCost {
                    who: Ref::ControllerOf(Box::new(Ref::Triggering)),
                    mana: ManaCost::generic(n),
                    life: 0,
                    times: Amount::Fixed(1),
                    energy: 0,
                },
                Instr::If {
                    condition: Condition::Not(Box::new(Condition::PreviousDidSomething)),
                    then: vec![Instr::Counter { what: Ref::Triggering, to: Zone::Graveyard }],
                },
            ];
            let ability = TriggeredAbility {
                event: TriggerEvent::BecomesTarget { what: Filter::Source, spells_only: false, opponents_only: true },
                condition: None,
                effect: Effect::new(program),
                optional: false,
                text: format!("Ward {{{n}}}"),
            };
            self.keyword_trigger(permanent, Target::Object(item), ability);
        }
    }

    /// CR 702.108a: "Prowess" means "Whenever you cast a noncreature spell, this creature
    /// gets +1/+1 until end of turn." It triggers on casting (CR 601.2i), not on resolving;
    /// each instance triggers separately (CR 702.108b).
    pub(crate) fn prowess_triggers(&mut self, spell: ObjectId, caster: PlayerId) {
        if self.characteristics(spell).is(CardType::Creature) {
            return;
        }
        let mut found = Vec::new();
        for &id in &self.battlefield {
            if self.object(id).face_down || self.controller(id) != caster {
                continue;
            }
            let n = self.characteristics(id).keywords.iter().filter(|k| **k == Keyword::Prowess).count();
            found.extend(std::iter::repeat_n(id, n));
        }
        for id in found {
            let event = TriggerEvent::SpellCast { who: crate::ir::PlayerFilter::You, spell: Filter::Any };
            self.pump_trigger(id, Target::Object(spell), Ref::Source, event, "Prowess".into());
        }
    }

    /// CR 702.85a: cascade triggers as its spell is cast (CR 601.2i), once for each
    /// instance (702.85c); the spell's mana value is read now, X included (CR 202.3e). A
    /// face-down spell has no cascade (CR 708.2).
    pub(crate) fn cascade_triggers(&mut self, spell: ObjectId, caster: PlayerId) {
        if self.object(spell).face_down {
            return;
        }
        let ch = self.characteristics(spell);
        let n = ch.keywords.iter().filter(|k| **k == Keyword::Cascade).count();
        for _ in 0..n {
            let ability = TriggeredAbility {
                event: TriggerEvent::SpellCast { who: crate::ir::PlayerFilter::You, spell: Filter::Source },
                condition: None,
                effect: Effect::new(vec![Instr::Cascade { mana_value: ch.mana_value }]),
                optional: false,
                text: "Cascade".into(),
            };
            self.keyword_trigger_of(spell, caster, Target::Object(spell), ability);
        }
    }

    /// CR 702.83a: "Exalted" means "Whenever a creature you control attacks alone, that
    /// creature gets +1/+1 until end of turn." A creature attacks alone if it is the only one
    /// declared (CR 702.83b, 506.5). Each instance triggers separately (CR 113.2c), from
    /// every permanent the attacking player controls.
    pub(crate) fn exalted_triggers(&mut self, attackers: &[ObjectId]) {
        let [attacker] = attackers else { return };
        let you = self.controller(*attacker);
        let mut found = Vec::new();
        for &id in &self.battlefield {
            if self.object(id).face_down || self.controller(id) != you {
                continue;
            }
            let n = self.characteristics(id).keywords.iter().filter(|k| **k == Keyword::Exalted).count();
            found.extend(std::iter::repeat_n(id, n));
        }
        for id in found {
            let event = TriggerEvent::AttacksAlone(Filter::Any);
            self.pump_trigger(id, Target::Object(*attacker), Ref::Triggering, event, "Exalted".into());
        }
    }

    /// CR 702.79a: "Persist" means "When this permanent is put into a graveyard from the
    /// battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its
    /// owner's control with a -1/-1 counter on it." CR 702.93a: undying, the same with +1/+1
    /// counters. `old` has just been put into a graveyard from the battlefield with `keywords`
    /// as it last existed there (CR 603.10a), controlled by `controller`; the counters it had
    /// are read from it as it last existed (the intervening "if", CR 603.4, can't change
    /// later). The returned card is found in the graveyard as it resolves (CR 400.7e); the
    /// counter is put on it as it is returned.
    pub(crate) fn persist_triggers(&mut self, old: ObjectId, controller: PlayerId, keywords: &[Keyword]) {
        for (keyword, kind, text) in
            [(Keyword::Persist, CounterKind::MinusOne, "Persist"), (Keyword::Undying, CounterKind::PlusOne, "Undying")]
        {
            if !keywords.contains(&keyword) || self.object(old).counter(&kind) > 0 {
                continue;
            }
            let program = vec![
                Instr::PutOntoBattlefield {
                    what: Ref::Source,
                    under: Ref::OwnerOf(Box::new(Ref::Source)),
                    tapped: false,
                    transformed: false,
                },
                Instr::AddCounters { what: Ref::Affected, kind, amount: Amount::Fixed(1) },
            ];
            let ability = TriggeredAbility {
                event: TriggerEvent::PutIntoGraveyardFromBattlefield(Filter::Source),
                condition: None,
                effect: Effect::new(program),
                optional: false,
                text: text.into(),
            };
            // Each instance triggers (CR 113.2c); a second one finds the card gone.
            let n = keywords.iter().filter(|k| **k == keyword).count();
            for _ in 0..n {
                self.keyword_trigger_of(old, controller, Target::Object(old), ability.clone());
            }
        }
    }

    /// CR 702.74a: evoke's "When this permanent enters, if its evoke cost was paid, its
    /// controller sacrifices it." `id` has just entered; how its spell was cast came with it
    /// (the intervening "if", CR 603.4, can't change later).
    pub(crate) fn evoke_trigger(&mut self, id: ObjectId) {
        let o = self.object(id);
        let has_evoke = o.card.abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::Evoke { .. })));
        if !o.cast_with.evoked || !has_evoke || o.face_down {
            return;
        }
        let sacrifice = Instr::Sacrifice {
            who: Ref::ControllerOf(Box::new(Ref::Source)),
            filter: Filter::Source,
            count: Amount::Fixed(1),
        };
        let ability = TriggeredAbility {
            event: TriggerEvent::EntersBattlefield(Filter::Source),
            condition: None,
            effect: Effect::new(vec![sacrifice]),
            optional: false,
            text: "Evoke".into(),
        };
        self.keyword_trigger(id, Target::Object(id), ability);
    }

    /// A keyword's "[what] gets +1/+1 until end of turn" trigger of `source`.
    fn pump_trigger(&mut self, source: ObjectId, triggering: Target, what: Ref, event: TriggerEvent, text: String) {
        let one = Amount::Fixed(1);
        let pump = Instr::Pump { what, power: one.clone(), toughness: one, duration: Duration::EndOfTurn };
        let ability =
            TriggeredAbility { event, condition: None, effect: Effect::new(vec![pump]), optional: false, text };
        self.keyword_trigger(source, triggering, ability);
    }
}
