//! Reading scenario files: TOML to [`crate::model`] structs, errors with line and column,
//! and the checks a schema cannot express (one verb per action, known player ids, ...).

use crate::model::{Action, Expect, Scenario, ScenarioFile, StepRef};
use grimoire_engine::Step;
use std::collections::HashSet;
use std::fmt;

/// A position in a file, both from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pos {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// The line and column of a byte offset in `src`.
pub fn pos_of(src: &str, offset: usize) -> Pos {
    let mut offset = offset.min(src.len());
    while !src.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Pos { line, column: before[line_start..].chars().count() + 1 }
}

/// A file that is not valid scenario TOML, or a scenario that breaks a rule of the format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// Where, when known.
    pub pos: Option<Pos>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some(p) => write!(f, "{p}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// A scenario read from a file, with where it starts.
#[derive(Debug)]
pub struct Parsed {
    /// The scenario.
    pub scenario: Scenario,
    /// Where its table starts.
    pub pos: Pos,
    /// `Err` when the scenario parsed but breaks a rule of the format: it fails without running.
    pub invalid: Option<ParseError>,
}

/// Reads a scenario file. A TOML or schema error is one error for the whole file; a scenario
/// that breaks a rule of the format comes back with `invalid` set, and the others still run.
pub fn parse_file(src: &str) -> Result<Vec<Parsed>, ParseError> {
    let file: ScenarioFile = toml::from_str(src).map_err(|e| ParseError {
        pos: e.span().map(|s| pos_of(src, s.start)),
        message: e.message().trim_end().to_string(),
    })?;
    if file.scenario.is_empty() {
        return Err(ParseError { pos: None, message: "no [[scenario]] table in the file".into() });
    }
    let mut names = HashSet::new();
    let mut out = Vec::new();
    for sp in file.scenario {
        let pos = pos_of(src, sp.span().start);
        let scenario = sp.into_inner();
        let mut invalid = validate(&scenario, src).err().map(|mut e| {
            e.pos = e.pos.or(Some(pos));
            e
        });
        if !names.insert(scenario.name.clone()) && invalid.is_none() {
            invalid =
                Some(ParseError { pos: Some(pos), message: format!("duplicate scenario name `{}`", scenario.name) });
        }
        out.push(Parsed { scenario, pos, invalid });
    }
    Ok(out)
}

/// The player ids of a scenario in turn order.
pub fn player_ids(s: &Scenario) -> Vec<String> {
    match &s.players {
        Some(p) => p.list.iter().map(|(id, _)| id.clone()).collect(),
        None => vec!["A".into(), "B".into()],
    }
}

/// Checks what the schema cannot: ids, one verb per action, times within the game.
pub fn validate(s: &Scenario, src: &str) -> Result<(), ParseError> {
    let err = |span: Option<std::ops::Range<usize>>, message: String| ParseError {
        pos: span.map(|r| pos_of(src, r.start)),
        message,
    };
    let ids = player_ids(s);
    let mut seen = HashSet::new();
    for id in &ids {
        if id.is_empty() || !seen.insert(id) {
            return Err(err(None, format!("scenario `{}`: player ids must be unique and not empty", s.name)));
        }
    }
    let n = ids.len();
    if n < 2 || (s.format == grimoire_engine::Format::Duel && n != 2) {
        return Err(err(None, format!("scenario `{}`: a {:?} game cannot have {n} players", s.name, s.format)));
    }
    if s.mulligan.is_some() && s.start != grimoire_engine::Start::Opening {
        return Err(err(None, format!("scenario `{}`: `mulligan` needs `start = \"opening\"`", s.name)));
    }
    if s.stop_after.turn == 0 {
        return Err(err(None, format!("scenario `{}`: turns count from 1", s.name)));
    }
    if let Some(f) = s.filler.as_ref().filter(|f| f.count > crate::model::MAX_FILLER) {
        return Err(err(
            None,
            format!(
                "scenario `{}`: filler count {} is more than {}, the most copies under one library",
                s.name,
                f.count,
                crate::model::MAX_FILLER
            ),
        ));
    }
    let mut aliases = HashSet::new();
    if let Some(p) = &s.players {
        for (_, setup) in &p.list {
            for e in &setup.battlefield {
                if let Some(a) = &e.0.alias {
                    if !aliases.insert(a.clone()) {
                        return Err(err(None, format!("scenario `{}`: alias `{a}` used twice", s.name)));
                    }
                }
            }
        }
    }
    for a in &s.actions {
        validate_action(a.get_ref(), &ids, s.stop_after).map_err(|m| err(Some(a.span()), m))?;
    }
    for c in &s.checks {
        if c.at > s.stop_after {
            return Err(err(None, format!("check at {} is after stop_after ({})", c.at, s.stop_after)));
        }
        validate_expect(&c.expect, &ids).map_err(|m| err(None, format!("check at {}: {m}", c.at)))?;
    }
    if let Some(e) = &s.expect {
        validate_expect(e, &ids).map_err(|m| err(None, format!("expect: {m}")))?;
    }
    Ok(())
}

fn validate_expect(e: &Expect, ids: &[String]) -> Result<(), String> {
    for (id, _) in &e.players {
        if !ids.contains(id) {
            return Err(format!(
                "`{id}` is neither a player ({}) nor a key of expect (permanent, winner, draw, stack, stack_count)",
                ids.join(", ")
            ));
        }
    }
    if let Some(w) = &e.winner {
        if !ids.contains(w) {
            return Err(format!("winner `{w}` is not a player"));
        }
    }
    for p in &e.permanents {
        if let Some(c) = &p.controller {
            if !ids.contains(c) {
                return Err(format!("controller `{c}` is not a player"));
            }
        }
    }
    Ok(())
}

/// The verb of an action, for messages.
pub fn verb(a: &Action) -> &'static str {
    if a.cast.is_some() {
        "cast"
    } else if a.play_land.is_some() {
        "play_land"
    } else if a.activate.is_some() {
        "activate"
    } else if a.turn_face_up.is_some() {
        "turn_face_up"
    } else if a.exile_from_hand.is_some() {
        "exile_from_hand"
    } else if a.unlock.is_some() {
        "unlock"
    } else if a.attack.is_some() {
        "attack"
    } else if a.block.is_some() {
        "block"
    } else if a.assign.is_some() {
        "assign"
    } else if a.wait.is_some() {
        "wait"
    } else {
        "concede"
    }
}

fn validate_action(a: &Action, ids: &[String], stop: StepRef) -> Result<(), String> {
    if !ids.contains(&a.player) {
        return Err(format!("action player `{}` is not a player ({})", a.player, ids.join(", ")));
    }
    let verbs = [
        a.cast.is_some(),
        a.play_land.is_some(),
        a.activate.is_some(),
        a.turn_face_up.is_some(),
        a.exile_from_hand.is_some(),
        a.unlock.is_some(),
        a.attack.is_some(),
        a.block.is_some(),
        a.assign.is_some(),
        a.wait.is_some(),
        a.concede.is_some(),
    ];
    match verbs.iter().filter(|v| **v).count() {
        1 => {}
        0 => {
            return Err(
                "an action needs one verb: cast, play_land, activate, attack, block, assign, wait or concede".into()
            )
        }
        _ => return Err("an action has only one verb".into()),
    }
    if a.concede == Some(false) {
        return Err("`concede` can only be `true`".into());
    }
    if a.turn == 0 {
        return Err("turns count from 1".into());
    }
    let at = StepRef { turn: a.turn, step: a.step };
    if at > stop {
        return Err(format!("action at {at} is after stop_after ({stop})"));
    }
    let v = verb(a);
    let spell_like = matches!(v, "cast" | "activate");
    let extra = |present: bool, key: &str, ok: bool| -> Result<(), String> {
        if present && !ok {
            Err(format!("`{key}` does not go with `{v}`"))
        } else {
            Ok(())
        }
    };
    extra(a.targets.is_some(), "targets", spell_like)?;
    extra(a.x.is_some(), "x", spell_like || v == "turn_face_up")?;
    extra(a.modes.is_some(), "modes", spell_like)?;
    extra(a.pay.is_some(), "pay", spell_like || v == "turn_face_up" || v == "exile_from_hand" || v == "unlock")?;
    extra(a.alt.is_some(), "alt", v == "cast")?;
    extra(a.additional.is_some(), "additional", v == "cast")?;
    extra(a.divide.is_some(), "divide", v == "cast")?;
    extra(a.ability.is_some(), "ability", v == "activate")?;
    extra(a.expect_illegal, "expect_illegal", v != "wait")?;
    if let Some(ms) = &a.modes {
        if ms.contains(&0) {
            return Err("modes are numbered from 1".into());
        }
    }
    if a.assign.is_some() && !matches!(a.step, Step::FirstStrikeDamage | Step::CombatDamage) {
        return Err(format!("`assign` divides combat damage: its step is a combat damage step, not {}", a.step.key()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{AbilityRef, FlagOrName, IllegalBlocks, WaitFor};
    use grimoire_engine::{Format, MulliganRule, Start, Step};

    const EVERY_KEY: &str = r#"
[[scenario]]
name = "every key"
rules = ["702.2b"]
source = "hand-written"
format = "commander"
strict = false
start = "opening"
mulligan = "vancouver"
seed = 7
shuffle = true
filler = { card = "Forest", count = 10 }
stop_after = { turn = 3, step = "end" }
illegal_blocks = "drop"

[scenario.players.A]
life = 12
poison = 3
hand = ["Lightning Bolt"]
graveyard = ["Shock"]
exile = ["Hill Giant"]
command = ["Serra Angel"]
library = ["Mountain"]
battlefield = ["Forest", { card = "Grizzly Bears", tapped = true, counters = { "+1/+1" = 2 }, damage = 1, sick = true, as = "bear", attached_to = "Forest", face_down = true }]
choices = ["yes", "X=2", "mode=1", "player:B", "keep", 3, true]
targets = ["@bear"]

[scenario.players.B]

[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["player:B"]
x = 1
modes = [1, 2]
alt = "Flashback {R}"
divide = [2, 1]
pay = ["Forest"]

[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
activate = "@bear"
ability = 2
expect_illegal = true

[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
activate = "Grizzly Bears"
ability = "{T}:"

[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
play_land = "Forest"

[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
wait = "stack"

[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Grizzly Bears", { card = "Hill Giant", defender = "player:B" }]

[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{ blocker = "Typhoid Rats", attacker = "Grizzly Bears" }]

[[scenario.actions]]
turn = 2
step = "upkeep"
player = "B"
concede = true

[[scenario.checks]]
turn = 1
step = "combat_damage"
stack_count = 0
[scenario.checks.B]
life = 18

[scenario.expect]
winner = "A"
draw = false
stack = ["Shock"]
stack_count = 1
[scenario.expect.A]
life = 12
poison = 3
hand = { "Lightning Bolt" = 0 }
graveyard = { Shock = 1 }
exile = { "Hill Giant" = 1 }
library = { Mountain = 1 }
command = { "Serra Angel" = 1 }
battlefield = { Forest = 1 }
hand_count = 0
graveyard_count = 1
exile_count = 1
library_count = 11
battlefield_count = 2
lost = false
commander_damage = { "Serra Angel" = 0 }
playable = { "cast Shock" = false, "play Forest" = true, "activate Grizzly Bears" = false }
[[scenario.expect.permanent]]
card = "@bear"
controller = "A"
all = true
power = 4
toughness = 4
tapped = true
damage = 1
counters = { "+1/+1" = 2 }
keywords = ["flying"]
not_keywords = ["trample"]
types = ["Creature"]
subtypes = ["Bear"]
colors = ["green"]
attacking = true
blocking = "Hill Giant"
attached_to = "Forest"
"#;

    #[test]
    fn every_key_parses() {
        let list = parse_file(EVERY_KEY).unwrap();
        assert_eq!(list.len(), 1);
        let p = &list[0];
        assert!(p.invalid.is_none(), "{:?}", p.invalid);
        assert_eq!(p.pos, Pos { line: 2, column: 1 });
        let s = &p.scenario;
        assert_eq!(s.rules, vec!["702.2b"]);
        assert_eq!(s.source.as_deref(), Some("hand-written"));
        assert_eq!(s.format, Format::Commander);
        assert!(!s.strict);
        assert_eq!(s.start, Start::Opening);
        assert_eq!(s.mulligan, Some(MulliganRule::Vancouver));
        assert_eq!((s.seed, s.shuffle), (7, true));
        assert_eq!(s.filler.as_ref().map(|f| (f.card.as_str(), f.count)), Some(("Forest", 10)));
        assert_eq!(s.stop_after, StepRef { turn: 3, step: Step::End });
        assert_eq!(s.illegal_blocks, IllegalBlocks::Drop);
        let players = &s.players.as_ref().unwrap().list;
        assert_eq!(players.iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>(), ["A", "B"]);
        let a = &players[0].1;
        assert_eq!((a.life, a.poison), (Some(12), 3));
        assert_eq!(a.command, vec!["Serra Angel"]);
        let bear = &a.battlefield[1].0;
        assert_eq!(bear.card, "Grizzly Bears");
        assert!(bear.tapped == Some(true) && bear.sick && bear.face_down);
        assert_eq!(bear.counters.get("+1/+1"), Some(&2));
        assert_eq!(
            (bear.damage, bear.alias.as_deref(), bear.attached_to.as_deref()),
            (1, Some("bear"), Some("Forest"))
        );
        let choices: Vec<&str> = a.choices.iter().map(|c| c.0.as_str()).collect();
        assert_eq!(choices, ["yes", "X=2", "mode=1", "player:B", "keep", "3", "yes"]);
        assert_eq!(a.targets, vec!["@bear"]);
        let acts: Vec<&Action> = s.actions.iter().map(|a| a.get_ref()).collect();
        assert_eq!(acts[0].x, Some(1));
        assert_eq!(acts[0].modes, Some(vec![1, 2]));
        assert_eq!(acts[0].divide, Some(vec![2, 1]));
        assert_eq!(acts[0].alt.as_deref(), Some("Flashback {R}"));
        assert_eq!(acts[0].pay, Some(vec!["Forest".to_string()]));
        assert_eq!(acts[1].ability, Some(AbilityRef::Number(2)));
        assert!(acts[1].expect_illegal);
        assert_eq!(acts[2].ability, Some(AbilityRef::Prefix("{T}:".into())));
        assert_eq!(acts[4].wait, Some(WaitFor::Stack));
        let attack = acts[5].attack.as_ref().unwrap();
        assert_eq!(attack[0].0.card, "Grizzly Bears");
        assert_eq!(attack[1].0.defender.as_deref(), Some("player:B"));
        assert_eq!(acts[6].block.as_ref().unwrap()[0].blocker, "Typhoid Rats");
        assert_eq!(acts[7].concede, Some(true));
        assert_eq!(s.checks[0].at, StepRef { turn: 1, step: Step::CombatDamage });
        assert_eq!(s.checks[0].expect.stack_count, Some(0));
        let e = s.expect.as_ref().unwrap();
        assert_eq!((e.winner.as_deref(), e.draw, e.stack_count), (Some("A"), Some(false), Some(1)));
        assert_eq!(e.players.len(), 1);
        let pa = &e.players[0].1;
        assert_eq!(pa.library_count, Some(11));
        assert_eq!(pa.playable.as_ref().unwrap().get("play Forest"), Some(&true));
        let perm = &e.permanents[0];
        assert!(perm.all);
        assert_eq!(perm.attacking, Some(FlagOrName::Flag(true)));
        assert_eq!(perm.blocking, Some(FlagOrName::Name("Hill Giant".into())));
        assert_eq!(perm.colors, Some(vec!["green".to_string()]));
    }

    fn error_of(src: &str) -> ParseError {
        match parse_file(src) {
            Err(e) => e,
            Ok(list) => list.into_iter().find_map(|p| p.invalid).expect("an error"),
        }
    }

    #[test]
    fn unknown_key_is_an_error_with_line_and_column() {
        let e = error_of("[[scenario]]\nname = \"x\"\nstop_after = { turn = 1, step = \"end\" }\nlfie = 3\n");
        assert_eq!(e.pos, Some(Pos { line: 4, column: 1 }));
        assert!(e.message.contains("unknown field `lfie`"), "{}", e.message);
        let e = error_of(
            "[[scenario]]\nname = \"x\"\nstop_after = { turn = 1, step = \"end\" }\n[scenario.players.A]\n  battlefield = [{ card = \"Forest\", taped = true }]\n",
        );
        assert_eq!(e.pos.map(|p| p.line), Some(5));
        assert!(e.message.contains("unknown field `taped`"), "{}", e.message);
        let e = error_of("[[scenario]]\nname = \"x\"\nstop_after = { turn = 1, step = \"second_main\" }\n");
        assert_eq!(e.pos.map(|p| p.line), Some(3));
        assert!(e.message.contains("second_main"), "{}", e.message);
        let e = error_of(
            "[[scenario]]\nname = \"x\"\nstop_after = { turn = 1, step = \"end\" }\n[scenario.expect.A]\nlfie = 20\n",
        );
        assert_eq!(e.pos.map(|p| p.line), Some(5));
    }

    #[test]
    fn syntax_error_position() {
        let e = error_of("[[scenario]]\nname = \"x\nstop_after = 1\n");
        assert_eq!(e.pos.map(|p| p.line), Some(2));
        assert_eq!(pos_of("ab\ncdé\nf", 7), Pos { line: 2, column: 4 });
        assert_eq!(pos_of("ab\ncdé\nf", 8), Pos { line: 3, column: 1 });
    }

    #[test]
    fn format_rules_are_checked() {
        let base = "[[scenario]]\nname = \"x\"\nstop_after = { turn = 1, step = \"end\" }\n";
        let act = |body: &str| {
            format!("{base}[[scenario.actions]]\nturn = 1\nstep = \"precombat_main\"\nplayer = \"A\"\n{body}\n")
        };
        let e = error_of(&act("cast = \"Shock\"\nplay_land = \"Forest\""));
        assert_eq!(e.message, "an action has only one verb");
        assert_eq!(e.pos, Some(Pos { line: 4, column: 1 }));
        assert!(error_of(&act("")).message.starts_with("an action needs one verb"));
        assert_eq!(
            error_of(&act("play_land = \"Forest\"\ntargets = [\"A\"]")).message,
            "`targets` does not go with `play_land`"
        );
        assert_eq!(error_of(&act("cast = \"Shock\"\nmodes = [0]")).message, "modes are numbered from 1");
        let e = error_of(&act("cast = \"Shock\"").replace("player = \"A\"", "player = \"Z\""));
        assert!(e.message.starts_with("action player `Z` is not a player"), "{}", e.message);
        let e =
            error_of(&act("cast = \"Shock\"").replace("turn = 1\nstep = \"precombat", "turn = 2\nstep = \"precombat"));
        assert!(e.message.contains("after stop_after"), "{}", e.message);
        let e = error_of(&format!("{base}players = [\"A\", \"B\", \"C\"]\n"));
        assert!(e.message.contains("cannot have 3 players"), "{}", e.message);
        // Once an abort: set-up reserved one pointer per filler copy.
        let e = error_of(&format!("{base}filler = {{ card = \"Wastes\", count = 4000000000 }}\n"));
        assert!(e.message.contains("filler count 4000000000 is more than 250"), "{}", e.message);
        let e = error_of(&format!("{base}mulligan = \"paris\"\n"));
        assert!(e.message.contains("`start = \"opening\"`"), "{}", e.message);
        let e = error_of(&format!("{base}{base}"));
        assert_eq!(e.message, "duplicate scenario name `x`");
        assert_eq!(e.pos, Some(Pos { line: 4, column: 1 }));
        assert_eq!(error_of("").message, "no [[scenario]] table in the file");
    }

    #[test]
    fn player_forms_and_turn_order() {
        let base = "[[scenario]]\nname = \"x\"\nformat = \"multiplayer\"\nstop_after = { turn = 1, step = \"end\" }\n";
        let ids = |extra: &str| player_ids(&parse_file(&format!("{base}{extra}")).unwrap()[0].scenario);
        assert_eq!(ids(""), ["A", "B"]);
        assert_eq!(ids("[scenario.players.B]\nlife = 3\n"), ["A", "B"]);
        assert_eq!(ids("players = [\"C\", \"A\", \"B\"]\n"), ["C", "A", "B"]);
        assert_eq!(ids("[scenario.players.D]\n[scenario.players.C]\n[scenario.players.A]\n"), ["A", "C", "D"]);
        assert_eq!(ids("[[scenario.players]]\nid = \"Z\"\n[[scenario.players]]\nid = \"Y\"\nlife = 5\n"), ["Z", "Y"]);
    }
}
