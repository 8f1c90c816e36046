//! Adding mana on resolution (CR 106.3): "Add {G}", "Add one mana of any color", "Add {G}
//! for each Elf you control", "its controller adds an additional {G}", "two mana in any
//! combination of colors". Where there is a
//! choice of mana, the player adding it is asked.

use crate::ir::{Ability, ManaProduce, ManaType, PlayerId, Ref};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::{Game, Resolution};

impl Game {
    /// Each referred player adds mana (CR 106.3).
    pub(crate) fn exec_add_mana_to(&mut self, who: &Ref, produce: &ManaProduce, res: &mut Resolution) -> Step {
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            if let ask @ Step::Ask(_) = self.add_mana(p, produce, res) {
                return ask;
            }
        }
        Step::Done
    }

    /// Player `p` adds mana (CR 106.3), asking which kind where there is a choice.
    pub(crate) fn add_mana(&mut self, p: PlayerId, produce: &ManaProduce, res: &mut Resolution) -> Step {
        let produce = match produce {
            ManaProduce::ForEach(kinds, amount) => {
                // CR 107.1c: the count is taken as the ability resolves.
                let n = self.eval_amount(amount, res).max(0) as usize;
                ManaProduce::Fixed(kinds.iter().copied().cycle().take(kinds.len() * n).collect())
            }
            // CR 107.1c: the amount is counted now; each mana is of a kind the player picks.
            ManaProduce::Combination(kinds, amount) => {
                let n = self.eval_amount(amount, res).max(0);
                if n == 0 || kinds.is_empty() {
                    return Step::Done;
                }
                ManaProduce::Combination(kinds.clone(), crate::ir::Amount::Fixed(n))
            }
            ManaProduce::AnyColorAmount(amount) => {
                let n = self.eval_amount(amount, res).max(0) as u32;
                if n == 0 {
                    return Step::Done;
                }
                ManaProduce::AnyColor(n)
            }
            // CR 607.2d, 107.1c: the colour chosen for the source, as much as counted now.
            ManaProduce::ChosenColorAmount(amount) => {
                let n = self.eval_amount(amount, res).max(0) as usize;
                match self.chosen_color(res.item.source) {
                    Some(c) if n > 0 => ManaProduce::Fixed(vec![ManaType::Colored(c); n]),
                    _ => return Step::Done,
                }
            }
            ManaProduce::ChosenColor | ManaProduce::CommanderIdentity | ManaProduce::LandCouldProduce { .. } => {
                // CR 106.7: no type of mana defined this way means no mana; 607.2d.
                let kinds = self.defined_mana_options(produce, res.item.source, p).unwrap_or_default();
                if kinds.is_empty() {
                    return Step::Done;
                }
                ManaProduce::OneOf(kinds, 1)
            }
            other => other.clone(),
        };
        let options = crate::costs::payment::produce_options(&produce);
        let chosen = if options.len() == 1 {
            options[0].clone()
        } else {
            match res.answer.take() {
                Some(Answer::Option(i)) if i < options.len() => options[i].clone(),
                _ => {
                    return Step::Ask(Decision {
                        player: p,
                        kind: DecisionKind::ChooseOption {
                            prompt: "choose the mana to add".into(),
                            options: options.iter().map(|o| mana_text(o)).collect(),
                        },
                    })
                }
            }
        };
        let src = res.item.source;
        // CR 106.6: "Spend this mana only ..." restricts the mana of this ability.
        let rule = match res.item.card.abilities.get(res.item.ability) {
            Some(Ability::Activated(a)) => a.spend.clone(),
            _ => None,
        };
        self.add_mana_units(p, src, rule.as_deref(), &chosen);
        let triggered = matches!(res.item.card.abilities.get(res.item.ability), Some(Ability::Triggered(_)));
        if triggered && src.index() < self.objects.len() {
            // For "if you haven't added mana with this ability this turn".
            self.objects[src.index()].added_mana_this_turn = true;
        }
        Step::Done
    }
}

fn mana_text(m: &[ManaType]) -> String {
    m.iter().map(|t| t.to_string()).collect()
}
