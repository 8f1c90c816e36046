//! Mana defined by other permanents or by a choice: "Add one mana of any type that a land you
//! control could produce" (CR 106.7), "Add one mana of the chosen color" (CR 607.2d) and "Add
//! one mana of any color in your commander's color identity" (CR 903.4, `commander_mana.rs`).

use crate::ir::{Ability, Instr, ManaProduce, PlayerFilter};
use crate::ir::{CardType, Supertype};
use crate::ir::{Color, ManaType};
use crate::ir::{ObjectId, PlayerId};
use crate::state::game::Game;

impl Game {
    /// The kinds of mana a [`ManaProduce::ChosenColor`] or [`ManaProduce::LandCouldProduce`]
    /// of `src` (controlled by `you`) could add now, one mana of one of them; `None` for other
    /// productions.
    pub(crate) fn defined_mana_options(
        &self,
        produce: &ManaProduce,
        src: ObjectId,
        you: PlayerId,
    ) -> Option<Vec<ManaType>> {
        match produce {
            // CR 607.2d: the colour chosen for this object; nothing if none was chosen.
            ManaProduce::ChosenColor => Some(self.chosen_color(src).map(ManaType::Colored).into_iter().collect()),
            // CR 903.4: the colours of `you`'s commanders' colour identity.
            ManaProduce::CommanderIdentity => {
                Some(self.commander_identity(you).iter().map(ManaType::Colored).collect())
            }
            ManaProduce::LandCouldProduce { whose, basic, colors_only } => {
                let mut seen = vec![src];
                let mut kinds = self.lands_could_produce(*whose, *basic, you, &mut seen);
                if *colors_only {
                    kinds.retain(|k| *k != ManaType::Colorless);
                }
                Some(kinds)
            }
            _ => None,
        }
    }

    /// CR 106.7: every type of mana a land of `whose` (from `you`'s point of view) could
    /// produce: what its mana abilities would add if they resolved now, costs ignored. A land
    /// whose ability itself refers to what lands could produce is followed once (`seen`), so
    /// two Reflecting Pools alone produce nothing (106.7's example).
    fn lands_could_produce(
        &self,
        whose: PlayerFilter,
        basic: bool,
        you: PlayerId,
        seen: &mut Vec<ObjectId>,
    ) -> Vec<ManaType> {
        let mut out: Vec<ManaType> = Vec::new();
        for &id in &self.battlefield {
            let ch = self.characteristics(id);
            if !ch.is(CardType::Land)
                || (basic && !ch.supertypes.contains(&Supertype::Basic))
                || !self.player_matches(whose, ch.controller, you)
            {
                continue;
            }
            for k in self.permanent_could_produce(id, seen) {
                if !out.contains(&k) {
                    out.push(k);
                }
            }
        }
        out.sort_by_key(|k| k.index());
        out
    }

    /// The types of mana the mana abilities of permanent `id` could produce (CR 106.7).
    fn permanent_could_produce(&self, id: ObjectId, seen: &mut Vec<ObjectId>) -> Vec<ManaType> {
        let ch = self.characteristics(id);
        if ch.abilities_removed {
            // CR 305.7: a land whose types an effect set has just its basic land types' abilities.
            return ch.land_mana.iter().map(|t| ManaType::Colored(t.color())).collect();
        }
        let mut out = Vec::new();
        for ab in &self.abilities_now(id).abilities {
            let Ability::Activated(a) = ab else { continue };
            if !a.is_mana_ability {
                continue;
            }
            for p in mana_productions(&a.effect.program) {
                match p {
                    ManaProduce::Fixed(v)
                    | ManaProduce::OneOf(v, _)
                    | ManaProduce::ForEach(v, _)
                    | ManaProduce::Combination(v, _) => out.extend(v.iter().copied()),
                    // The colour of a "Choose a color. Add an amount of mana of that color" is
                    // chosen as the ability resolves: any of them.
                    ManaProduce::AnyColor(_) | ManaProduce::AnyColorAmount(_) | ManaProduce::ChosenColorAmount(_) => {
                        out.extend(Color::ALL.iter().map(|c| ManaType::Colored(*c)))
                    }
                    ManaProduce::ChosenColor => out.extend(self.chosen_color(id).map(ManaType::Colored)),
                    ManaProduce::CommanderIdentity => {
                        out.extend(self.commander_identity(ch.controller).iter().map(ManaType::Colored))
                    }
                    ManaProduce::LandCouldProduce { whose, basic, colors_only } => {
                        if seen.contains(&id) {
                            continue;
                        }
                        seen.push(id);
                        let mut kinds = self.lands_could_produce(*whose, *basic, ch.controller, seen);
                        if *colors_only {
                            kinds.retain(|k| *k != ManaType::Colorless);
                        }
                        out.extend(kinds);
                    }
                }
            }
        }
        out
    }
}

/// The "Add ..." instructions of a program, under "if" branches too ("If you played a land
/// this turn, add {B} instead.", CR 106.7 counts every type the ability could produce).
fn mana_productions(program: &[Instr]) -> Vec<&ManaProduce> {
    program
        .iter()
        .flat_map(|i| match i {
            Instr::AddMana(p) => vec![p],
            Instr::If { then, .. } => mana_productions(then),
            _ => Vec::new(),
        })
        .collect()
}
