//! Game events: what happened, one entry per event, rendered as readable log lines.

use crate::ir::{ObjectId, PlayerId};
use crate::ir::{Step, Zone};
use crate::state::decision::Target;
use crate::state::game::{Game, GameResult};
use serde::{Deserialize, Serialize};

/// Something that happened in the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TurnBegan {
        turn: u32,
        player: PlayerId,
    },
    StepBegan(Step),
    /// The starting player was chosen (CR 103.1).
    StartingPlayer {
        player: PlayerId,
        chosen_by: PlayerId,
    },
    Mulligan {
        player: PlayerId,
    },
    Keep {
        player: PlayerId,
        cards: usize,
    },
    PlayLand {
        player: PlayerId,
        card: ObjectId,
    },
    Cast {
        player: PlayerId,
        card: ObjectId,
        targets: Vec<Target>,
    },
    Activated {
        player: PlayerId,
        source: ObjectId,
        text: String,
        targets: Vec<Target>,
    },
    Triggered {
        player: PlayerId,
        source: ObjectId,
        text: String,
        targets: Vec<Target>,
    },
    Resolved {
        name: String,
    },
    /// A spell or ability was countered, or removed for having no legal targets (CR 608.2b).
    Countered {
        name: String,
        fizzled: bool,
    },
    Damage {
        source: ObjectId,
        to: Target,
        amount: u32,
    },
    LifeGained {
        player: PlayerId,
        amount: i32,
    },
    LifeLost {
        player: PlayerId,
        amount: i32,
    },
    Draw {
        player: PlayerId,
    },
    Moved {
        card: ObjectId,
        from: Zone,
        to: Zone,
    },
    Attacks {
        attacker: ObjectId,
        target: Target,
    },
    Blocks {
        blocker: ObjectId,
        attacker: ObjectId,
    },
    Discard {
        player: PlayerId,
        card: ObjectId,
    },
    Revealed {
        player: PlayerId,
        card: ObjectId,
    },
    TokenCreated {
        token: ObjectId,
    },
    /// A player got an emblem (CR 114.1).
    EmblemCreated {
        player: PlayerId,
        emblem: ObjectId,
    },
    Lost {
        player: PlayerId,
        reason: String,
    },
    Conceded {
        player: PlayerId,
    },
    GameOver(GameResult),
    /// A player flipped a coin and won or lost the flip (CR 705).
    CoinFlipped {
        player: PlayerId,
        won: bool,
    },
    /// A player clashed and won or lost the clash (CR 701.30).
    Clashed {
        player: PlayerId,
        won: bool,
    },
    /// A permanent phased out or in (CR 702.26b-c).
    Phased {
        card: ObjectId,
        out: bool,
    },
    /// A copy of a spell was put on the stack (CR 707.10).
    SpellCopied {
        player: PlayerId,
        card: ObjectId,
        targets: Vec<Target>,
    },
    /// A face-down permanent was turned face up (CR 702.37e, 708.8).
    TurnedFaceUp {
        player: PlayerId,
        card: ObjectId,
    },
    /// A double-faced permanent transformed (CR 701.27a); `from` is the face it had up.
    Transformed {
        card: ObjectId,
        from: String,
    },
    /// A permanent became monstrous (CR 701.37b).
    BecameMonstrous {
        card: ObjectId,
    },
    /// A permanent was exerted (CR 701.43a).
    Exerted {
        card: ObjectId,
    },
    /// It became day or night (CR 730.1).
    Became(crate::state::turn::DayNight),
    /// A flip card flipped (CR 710.2); `from` is its unflipped name.
    Flipped {
        card: ObjectId,
        from: String,
    },
    /// A door of a Room was unlocked (CR 709.5c); `door` is its name.
    DoorUnlocked {
        card: ObjectId,
        door: String,
    },
    /// A permanent's class level became `level` (CR 716.2a).
    ClassLevel {
        card: ObjectId,
        level: u32,
    },
    /// The target of a spell was changed (CR 115.7).
    TargetChanged {
        player: PlayerId,
        card: ObjectId,
        targets: Vec<Target>,
    },
    /// A player became the monarch (CR 724.3).
    BecameMonarch {
        player: PlayerId,
    },
    /// A permanent became renowned (CR 702.112b).
    BecameRenowned {
        card: ObjectId,
    },
}

impl Event {
    /// One readable line, using names from the game ("Alice casts Lightning Bolt targeting Bob").
    pub fn describe(&self, g: &Game) -> String {
        let p = |p: &PlayerId| g.player(*p).name.clone();
        let o = |o: &ObjectId| g.name(*o).to_string();
        let targets = |ts: &[Target]| {
            if ts.is_empty() {
                String::new()
            } else {
                let names: Vec<String> = ts.iter().map(|t| g.target_name(*t)).collect();
                format!(" targeting {}", names.join(", "))
            }
        };
        match self {
            Event::TurnBegan { turn, player } => format!("— Turn {turn}: {} —", p(player)),
            Event::StepBegan(s) => format!("  [{}]", s.display()),
            Event::StartingPlayer { player, chosen_by } => {
                format!("{} chooses {} to take the first turn", p(chosen_by), p(player))
            }
            Event::Mulligan { player } => format!("{} takes a mulligan", p(player)),
            Event::Keep { player, cards } => format!("{} keeps {cards} cards", p(player)),
            Event::PlayLand { player, card } => format!("{} plays {}", p(player), o(card)),
            Event::Cast { player, card, targets: ts } => format!("{} casts {}{}", p(player), o(card), targets(ts)),
            Event::Activated { player, source, text, targets: ts } => {
                format!("{} activates {} ({text}){}", p(player), o(source), targets(ts))
            }
            Event::Triggered { player, source, text, targets: ts } => {
                format!("{}'s {} triggers ({text}){}", p(player), o(source), targets(ts))
            }
            Event::Resolved { name } => format!("{name} resolves"),
            Event::Countered { name, fizzled: true } => format!("{name} is removed from the stack: no legal targets"),
            Event::Countered { name, .. } => format!("{name} is countered"),
            Event::CoinFlipped { player, won } => {
                format!("{} flips a coin and {} the flip", p(player), if *won { "wins" } else { "loses" })
            }
            Event::Clashed { player, won } => {
                format!("{} {} the clash", p(player), if *won { "wins" } else { "doesn't win" })
            }
            Event::Damage { source, to, amount } => {
                format!("{} deals {amount} damage to {}", o(source), g.target_name(*to))
            }
            Event::LifeGained { player, amount } => format!("{} gains {amount} life", p(player)),
            Event::LifeLost { player, amount } => format!("{} loses {amount} life", p(player)),
            Event::Draw { player } => format!("{} draws a card", p(player)),
            Event::Moved { card, from: Zone::Battlefield, to: Zone::Graveyard } => {
                format!("{} is put into its owner's graveyard", o(card))
            }
            Event::Moved { card, from, to } => {
                format!("{} moves from the {} to the {}", o(card), from.name(), to.name())
            }
            Event::Attacks { attacker, target } => {
                format!("{} attacks {}", o(attacker), g.target_name(*target))
            }
            Event::Blocks { blocker, attacker } => format!("{} blocks {}", o(blocker), o(attacker)),
            Event::Discard { player, card } => format!("{} discards {}", p(player), o(card)),
            Event::Revealed { player, card } => format!("{} reveals {}", p(player), o(card)),
            Event::TokenCreated { token } => format!("a {} token is created", o(token)),
            Event::EmblemCreated { player, emblem } => {
                format!("{} gets an emblem with \"{}\"", p(player), g.object(*emblem).card.text)
            }
            Event::Lost { player, reason } => format!("{} loses the game ({reason})", p(player)),
            Event::Conceded { player } => format!("{} concedes", p(player)),
            Event::GameOver(GameResult::Win(w)) => format!("{} wins the game", p(w)),
            Event::GameOver(GameResult::Draw) => "the game is a draw".to_string(),
            Event::GameOver(GameResult::TurnLimit) => "the game reached the turn limit: a draw".to_string(),
            Event::Phased { card, out } => format!("{} phases {}", o(card), if *out { "out" } else { "in" }),
            Event::SpellCopied { player, card, targets: ts } => {
                format!("{} puts a copy of {} on the stack{}", p(player), o(card), targets(ts))
            }
            Event::TurnedFaceUp { player, card } => format!("{} turns {} face up", p(player), o(card)),
            Event::Transformed { card, from } => format!("{from} transforms into {}", o(card)),
            Event::BecameMonstrous { card } => format!("{} becomes monstrous", o(card)),
            Event::BecameRenowned { card } => format!("{} becomes renowned", o(card)),
            Event::Exerted { card } => format!("{} is exerted", o(card)),
            Event::Became(d) => format!("it becomes {}", d.name()),
            Event::Flipped { card, from } => format!("{from} flips into {}", o(card)),
            Event::DoorUnlocked { card, door } => format!("the door {door} of {} is unlocked", o(card)),
            Event::ClassLevel { card, level } => format!("{} becomes level {level}", o(card)),
            Event::TargetChanged { player, card, targets: ts } => {
                format!("{} changes the target of {}{}", p(player), o(card), targets(ts))
            }
            Event::BecameMonarch { player } => format!("{} becomes the monarch", p(player)),
        }
    }
}

impl Game {
    /// How the game ended, in words ("Alice wins", "a draw"), or `None` while it goes on.
    pub fn describe_result(&self) -> Option<String> {
        self.result().map(|r| match r {
            GameResult::Win(p) => format!("{} wins", self.player(*p).name),
            GameResult::Draw => "a draw".to_string(),
            GameResult::TurnLimit => "a draw at the turn limit".to_string(),
        })
    }
}
