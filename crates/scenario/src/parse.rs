//! Reading scenario files: TOML to [`crate::model`] structs, errors with line and column,
//! and the checks a schema cannot express (one verb per action, known player ids, ...).

use crate::model::{Action, Expect, Scenario, ScenarioFile, StepRef};
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
    Pos {
        line,
        column: before[line_start..].chars().count() + 1,
    }
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
        return Err(ParseError {
            pos: None,
            message: "no [[scenario]] table in the file".into(),
        });
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
            invalid = Some(ParseError {
                pos: Some(pos),
                message: format!("duplicate scenario name `{}`", scenario.name),
            });
        }
        out.push(Parsed {
            scenario,
            pos,
            invalid,
        });
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
            return Err(err(
                None,
                format!(
                    "scenario `{}`: player ids must be unique and not empty",
                    s.name
                ),
            ));
        }
    }
    let n = ids.len();
    if n < 2 || (s.format == grimoire_engine::Format::Duel && n != 2) {
        return Err(err(
            None,
            format!(
                "scenario `{}`: a {:?} game cannot have {n} players",
                s.name, s.format
            ),
        ));
    }
    if s.mulligan.is_some() && s.start != grimoire_engine::Start::Opening {
        return Err(err(
            None,
            format!(
                "scenario `{}`: `mulligan` needs `start = \"opening\"`",
                s.name
            ),
        ));
    }
    if s.stop_after.turn == 0 {
        return Err(err(
            None,
            format!("scenario `{}`: turns count from 1", s.name),
        ));
    }
    let mut aliases = HashSet::new();
    if let Some(p) = &s.players {
        for (_, setup) in &p.list {
            for e in &setup.battlefield {
                if let Some(a) = &e.0.alias {
                    if !aliases.insert(a.clone()) {
                        return Err(err(
                            None,
                            format!("scenario `{}`: alias `{a}` used twice", s.name),
                        ));
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
            return Err(err(
                None,
                format!("check at {} is after stop_after ({})", c.at, s.stop_after),
            ));
        }
        validate_expect(&c.expect, &ids)
            .map_err(|m| err(None, format!("check at {}: {m}", c.at)))?;
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
    } else if a.attack.is_some() {
        "attack"
    } else if a.block.is_some() {
        "block"
    } else if a.wait.is_some() {
        "wait"
    } else {
        "concede"
    }
}

fn validate_action(a: &Action, ids: &[String], stop: StepRef) -> Result<(), String> {
    if !ids.contains(&a.player) {
        return Err(format!(
            "action player `{}` is not a player ({})",
            a.player,
            ids.join(", ")
        ));
    }
    let verbs = [
        a.cast.is_some(),
        a.play_land.is_some(),
        a.activate.is_some(),
        a.attack.is_some(),
        a.block.is_some(),
        a.wait.is_some(),
        a.concede.is_some(),
    ];
    match verbs.iter().filter(|v| **v).count() {
        1 => {}
        0 => return Err(
            "an action needs one verb: cast, play_land, activate, attack, block, wait or concede"
                .into(),
        ),
        _ => return Err("an action has only one verb".into()),
    }
    if a.concede == Some(false) {
        return Err("`concede` can only be `true`".into());
    }
    if a.turn == 0 {
        return Err("turns count from 1".into());
    }
    let at = StepRef {
        turn: a.turn,
        step: a.step,
    };
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
    extra(a.x.is_some(), "x", spell_like)?;
    extra(a.modes.is_some(), "modes", spell_like)?;
    extra(a.pay.is_some(), "pay", spell_like)?;
    extra(a.alt.is_some(), "alt", v == "cast")?;
    extra(a.divide.is_some(), "divide", v == "cast")?;
    extra(a.ability.is_some(), "ability", v == "activate")?;
    extra(a.expect_illegal, "expect_illegal", v != "wait")?;
    if let Some(ms) = &a.modes {
        if ms.contains(&0) {
            return Err("modes are numbered from 1".into());
        }
    }
    Ok(())
}
