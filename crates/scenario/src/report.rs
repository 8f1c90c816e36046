//! Running scenario files and reporting: `PASS name` / `FAIL name: reason` lines (or JSON
//! objects), then `N passed, M failed` alone on the last line.

use crate::parse::parse_file;
use crate::{driver, CardLookup};
use std::io::{self, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// How to run.
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// One JSON object per scenario instead of PASS/FAIL lines.
    pub json: bool,
    /// Only scenarios whose name contains this text.
    pub filter: Option<String>,
}

/// How many scenarios passed and failed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Scenarios that passed.
    pub passed: usize,
    /// Scenarios that failed (a file that does not parse counts as one).
    pub failed: usize,
}

/// The outcome of one scenario.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The file it came from.
    pub file: PathBuf,
    /// The scenario's name (the file's path for a file that does not parse).
    pub name: String,
    /// `None` when it passed; otherwise why it failed.
    pub failure: Option<String>,
}

/// The `*.toml` files under each path (a file is taken as it is; folders are searched
/// recursively), each folder's files in sorted order.
pub fn collect_files(paths: &[PathBuf]) -> io::Result<Vec<PathBuf>> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(dir)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>()?;
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out)?;
            } else if p.extension().is_some_and(|x| x == "toml") {
                out.push(p);
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut out)?;
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

/// Runs every scenario of one file's text; `file` is used in messages.
pub fn run_source(file: &Path, src: &str, cards: &dyn CardLookup, filter: Option<&str>) -> Vec<Outcome> {
    let parsed = match parse_file(src) {
        Ok(p) => p,
        Err(e) => {
            let name = file.display().to_string();
            return vec![Outcome {
                file: file.to_path_buf(),
                name: name.clone(),
                failure: Some(format!("{name}:{e}")),
            }];
        }
    };
    let mut out = Vec::new();
    for p in parsed {
        let name = p.scenario.name.clone();
        if filter.is_some_and(|f| !name.contains(f)) {
            continue;
        }
        let failure = match p.invalid {
            Some(e) => Some(format!("{}:{e}", file.display())),
            None => run_guarded(&p.scenario, cards).err(),
        };
        out.push(Outcome { file: file.to_path_buf(), name, failure });
    }
    out
}

/// Runs a scenario; a panic inside becomes a failure with the panic's message.
fn run_guarded(s: &crate::model::Scenario, cards: &dyn CardLookup) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(|| driver::run(s, cards))) {
        Ok(r) => r,
        Err(payload) => {
            let msg = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            Err(format!("panic: {msg}"))
        }
    }
}

/// Writes one outcome as a line (PASS/FAIL) or a JSON object.
fn write_outcome(out: &mut dyn Write, o: &Outcome, json: bool) -> io::Result<()> {
    if json {
        let v = serde_json::json!({
            "file": o.file.display().to_string(),
            "name": o.name,
            "passed": o.failure.is_none(),
            "reason": o.failure,
        });
        writeln!(out, "{v}")
    } else {
        match &o.failure {
            None => writeln!(out, "PASS {}", o.name),
            Some(r) => writeln!(out, "FAIL {}: {}", o.name, r.replace('\n', " ")),
        }
    }
}

/// Runs the scenarios in `paths` (files, or folders searched recursively for `*.toml`),
/// writing one line per scenario and the closing `N passed, M failed` line to `out`.
/// A file that cannot be read or parsed is one failure; the other files still run.
pub fn run_paths(
    paths: &[PathBuf],
    cards: &dyn CardLookup,
    opts: &RunOptions,
    out: &mut dyn Write,
) -> io::Result<Summary> {
    let files = collect_files(paths)?;
    let mut summary = Summary::default();
    for file in files {
        let outcomes = match std::fs::read_to_string(&file) {
            Ok(src) => run_source(&file, &src, cards, opts.filter.as_deref()),
            Err(e) => vec![Outcome {
                file: file.clone(),
                name: file.display().to_string(),
                failure: Some(format!("{}: cannot read: {e}", file.display())),
            }],
        };
        for o in &outcomes {
            if o.failure.is_none() {
                summary.passed += 1;
            } else {
                summary.failed += 1;
            }
            write_outcome(out, o, opts.json)?;
        }
    }
    writeln!(out, "{} passed, {} failed", summary.passed, summary.failed)?;
    Ok(summary)
}
