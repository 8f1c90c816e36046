//! The grammar and the syntax tree name, from the engine crate, only the plain vocabulary of
//! the rules (`oracle/ast.rs`): program IR (filters, restrictions, replacements, ...) is built
//! only by `oracle/lower/`. This test reads their sources and fails on any other
//! `grimoire_engine::` name.

use std::path::{Path, PathBuf};

/// Words of the rules, the same before and after lowering: zones, colours, types and
/// supertypes, keywords (with `Quality`, what protection or landwalk names, and `PartnerKind`,
/// which partner ability), steps, mana
/// costs and their symbols, mana types, basic land types and comparisons.
const VOCABULARY: &[&str] = &[
    "Zone",
    "Color",
    "CardType",
    "Supertype",
    "Keyword",
    "Quality",
    "PartnerKind",
    "Step",
    "ManaCost",
    "ManaSymbol",
    "ManaType",
    "BasicLandType",
    "Cmp",
];

/// The Rust files under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The engine names a source text uses: after each `grimoire_engine::`, one name or each
/// name of a `{...}` list (the first segment of each path).
fn engine_names(text: &str) -> Vec<String> {
    let ident = |s: &str| s.trim().split("::").next().unwrap_or("").trim().to_string();
    let mut names = Vec::new();
    for (i, _) in text.match_indices("grimoire_engine::") {
        let rest = &text[i + "grimoire_engine::".len()..];
        if let Some(list) = rest.strip_prefix('{') {
            let list = &list[..list.find('}').expect("a closed import list")];
            names.extend(list.split(',').map(ident).filter(|n| !n.is_empty()));
        } else {
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '*')).unwrap_or(rest.len());
            names.push(rest[..end].to_string());
        }
    }
    names
}

#[test]
fn grammar_and_tree_use_only_the_rules_vocabulary() {
    let oracle = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/oracle");
    let mut files = vec![oracle.join("ast.rs")];
    rust_files(&oracle.join("grammar"), &mut files);
    assert!(files.len() > 10, "the grammar's files are found");
    let mut wrong = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable source");
        for name in engine_names(&text) {
            if !VOCABULARY.contains(&name.as_str()) {
                wrong.push(format!("{}: grimoire_engine::{name}", file.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "engine IR named by the grammar or the tree:\n{}", wrong.join("\n"));
}

#[test]
fn engine_names_are_read_from_imports_and_paths() {
    let text = "use grimoire_engine::{Filter, Zone};\nlet x = grimoire_engine::Color::Red;\nuse grimoire_engine::*;";
    assert_eq!(engine_names(text), vec!["Filter", "Zone", "Color", "*"]);
}
