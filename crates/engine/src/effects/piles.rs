//! Separating objects into two piles and choosing one (CR 700.3): [`Instr::Piles`].
//!
//! The instruction asks up to three questions, one after another, and keeps what was
//! answered in the resolution while it waits (`sub` says which question is next; the
//! separating opponent and the first pile wait in `affected`):
//!
//! 1. "An opponent": the controller chooses which opponent, when there are several;
//! 2. the separator chooses the objects of the first pile (`ChooseObjects`, from none to all
//!    of them); every other object is in the second pile, so each object is in exactly one
//!    pile (CR 700.3a) and either pile may be empty (CR 700.3d);
//! 3. the chooser chooses one of the two piles (`ChooseOption`, the piles by their cards).
//!
//! The objects stay where they are while they are in piles (CR 700.3c): cards revealed from
//! a library are still in it until the pile they are in is moved.

use crate::ir::{Instr, ObjectId, PileCards, PilePlayer, PileSpec, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, Resolution};

/// Which question of a pile instruction a player is being asked, for players (the AI)
/// deciding how to answer it: [`Game::pile_question`].
#[derive(Clone, Debug, PartialEq)]
pub struct PileQuestion {
    pub spec: PileSpec,
    /// The objects being separated.
    pub objects: Vec<ObjectId>,
    /// Once they are separated, the two piles (the chooser is being asked which one).
    pub piles: Option<(Vec<ObjectId>, Vec<ObjectId>)>,
    pub separator: PlayerId,
    pub chooser: PlayerId,
}

/// `res.sub` values: which question comes next.
const REVEAL: usize = 0;
const OPPONENT: usize = 1;
const SEPARATE: usize = 2;
const CHOOSE: usize = 3;

impl Game {
    /// Runs [`Instr::Piles`] (CR 700.3).
    pub(crate) fn exec_piles(&mut self, spec: &PileSpec, res: &mut Resolution) -> Step {
        let you = res.item.controller;
        let objects = self.pile_objects(spec, res);
        if res.sub == REVEAL {
            // CR 701.20a: the revealed cards are shown to every player.
            if let PileCards::RevealTop(_) = spec.what {
                for &c in &objects {
                    self.log(crate::state::log::Event::Revealed { player: you, card: c });
                }
            }
            res.affected.clear();
            res.sub = OPPONENT;
        }
        if res.sub == OPPONENT {
            if [&spec.separator, &spec.chooser].contains(&&PilePlayer::AnOpponent) {
                let opponents: Vec<PlayerId> = self.opponents(you).collect();
                let chosen = match (opponents.len(), res.answer.take()) {
                    (1, _) => opponents.first().copied(),
                    (_, Some(Answer::Option(i))) => opponents.get(i).copied(),
                    (0, _) => None,
                    _ => {
                        let options = opponents.iter().map(|p| self.players[p.index()].name.clone()).collect();
                        let prompt = "choose an opponent for the piles".to_string();
                        return Step::Ask(Decision {
                            player: you,
                            kind: DecisionKind::ChooseOption { prompt, options },
                        });
                    }
                };
                // No opponent left: nobody can separate or choose.
                let Some(opponent) = chosen else {
                    res.sub = REVEAL;
                    return Step::Done;
                };
                res.affected = vec![Target::Player(opponent)];
            }
            res.sub = SEPARATE;
        }
        let (Some(separator), Some(chooser)) =
            (self.pile_player(&spec.separator, res), self.pile_player(&spec.chooser, res))
        else {
            res.sub = REVEAL;
            return Step::Done;
        };
        if res.sub == SEPARATE {
            match res.answer.take() {
                Some(Answer::Cards(first)) => res.affected.extend(first.into_iter().map(Target::Object)),
                // Nothing to separate: two empty piles, and nothing happens to either.
                _ if objects.is_empty() => {
                    res.sub = REVEAL;
                    res.affected.clear();
                    return Step::Done;
                }
                _ => {
                    let n = objects.len() as u32;
                    let reason = "separate into two piles: choose the first pile (the rest are the second)".into();
                    let kind = DecisionKind::ChooseObjects { reason, from: objects, min: 0, max: n };
                    return Step::Ask(Decision { player: separator, kind });
                }
            }
            res.sub = CHOOSE;
        }
        let (first, second) = self.piles_of(&objects, res);
        let pick = match res.answer.take() {
            Some(Answer::Option(i)) if i < 2 => i,
            _ => {
                let options = vec![self.pile_words("first", &first), self.pile_words("second", &second)];
                let kind = DecisionKind::ChooseOption { prompt: "choose a pile".into(), options };
                return Step::Ask(Decision { player: chooser, kind });
            }
        };
        let (chosen, other) = if pick == 0 { (first, second) } else { (second, first) };
        res.sub = REVEAL;
        self.run_on_pile(&spec.chosen, chosen, res);
        if let Some(instr) = &spec.other {
            self.run_on_pile(instr, other, res);
        }
        Step::Done
    }

    /// The objects a pile instruction separates, now.
    fn pile_objects(&self, spec: &PileSpec, res: &Resolution) -> Vec<ObjectId> {
        match &spec.what {
            PileCards::RevealTop(n) => {
                let n = self.eval_amount(n, res).max(0) as usize;
                let lib = &self.players[res.item.controller.index()].library;
                lib.iter().rev().take(n).copied().collect()
            }
            PileCards::Objects(r) => self.objects_in_play(&self.resolve_ref(r, res), res),
        }
    }

    /// The player who separates or chooses: a referred player, or the opponent chosen (kept
    /// first in `affected` while the piles are made).
    fn pile_player(&self, who: &PilePlayer, res: &Resolution) -> Option<PlayerId> {
        match who {
            PilePlayer::Player(r) => Self::players_of(&self.resolve_ref(r, res)).first().copied(),
            PilePlayer::AnOpponent => Self::players_of(&res.affected).first().copied(),
        }
    }

    /// The two piles: the objects the separator chose (waiting in `affected`), and the rest.
    fn piles_of(&self, objects: &[ObjectId], res: &Resolution) -> (Vec<ObjectId>, Vec<ObjectId>) {
        let chosen: Vec<ObjectId> = self.objects_of(&res.affected);
        objects.iter().copied().partition(|o| chosen.contains(o))
    }

    /// How a pile reads to the player choosing: "first pile: Island, Shock" (the objects are
    /// revealed or on the battlefield; a face-down one has no name, CR 708.2a).
    fn pile_words(&self, which: &str, pile: &[ObjectId]) -> String {
        if pile.is_empty() {
            return format!("{which} pile: no cards");
        }
        let names: Vec<&str> = pile.iter().map(|&o| self.name(o)).collect();
        format!("{which} pile: {}", names.join(", "))
    }

    /// Runs what happens to one pile, with `Ref::Affected` meaning its objects. The
    /// instructions a pile instruction carries never wait for an answer.
    fn run_on_pile(&mut self, instr: &Instr, pile: Vec<ObjectId>, res: &mut Resolution) {
        res.affected = pile.into_iter().map(Target::Object).collect();
        let _ = self.exec(instr, res);
    }

    /// The pile question being asked now, if any, with what the AI needs to weigh it.
    pub fn pile_question(&self) -> Option<PileQuestion> {
        let res = self.resolution()?;
        if res.sub != SEPARATE && res.sub != CHOOSE {
            return None;
        }
        let spec = find_piles(&self.item_effect(&res.item).program)?;
        let objects = self.pile_objects(&spec, res);
        // Only while the question asked is this instruction's.
        let asked = match &self.pending()?.kind {
            DecisionKind::ChooseObjects { from, .. } => res.sub == SEPARATE && *from == objects,
            DecisionKind::ChooseOption { prompt, .. } => res.sub == CHOOSE && prompt == "choose a pile",
            _ => false,
        };
        if !asked {
            return None;
        }
        let separator = self.pile_player(&spec.separator, res)?;
        let chooser = self.pile_player(&spec.chooser, res)?;
        let piles = (res.sub == CHOOSE).then(|| self.piles_of(&objects, res));
        Some(PileQuestion { spec, objects, piles, separator, chooser })
    }
}

/// The first pile instruction of a program, looking inside its blocks.
fn find_piles(program: &[Instr]) -> Option<PileSpec> {
    program.iter().find_map(|i| match i {
        Instr::Piles(spec) => Some((**spec).clone()),
        Instr::If { then, .. }
        | Instr::May { then, .. }
        | Instr::ForEach { then, .. }
        | Instr::PlayerMay { then, .. } => find_piles(then),
        _ => None,
    })
}
