//! Unit tests of the triggered-ability templates (CR 603): trigger events, subjects,
//! intervening "if" conditions (CR 603.4) and the bodies that refer to the event.

use super::compile_face;
use super::tests::triggered;
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&super::tests::test_face("Card", Some("{1}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

/// Prints where each line of `$TRIG_PROBE` ("Name | text") stops parsing (a development aid).
#[test]
#[ignore]
fn probe() {
    let Ok(path) = std::env::var("TRIG_PROBE") else { return };
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let (name, text) = line.split_once(" | ").unwrap_or(("Card", line));
        let face = super::tests::test_face(name, Some("{1}"), "Creature — Test", text);
        let short = None;
        let toks = super::lexer::fold_self_refs(super::lexer::lex(text), name, short);
        let mut p = super::parser::Parser::new(&toks, text, false);
        match super::parse_ability::ability(&mut p) {
            Ok(_) => {
                let def = compile_face(&face);
                println!("OK   {name} | {}", def.unsupported.clone().unwrap_or_default());
                if std::env::var("TRIG_IR").is_ok() {
                    println!("     {:?}", def.abilities);
                }
            }
            Err(e) => {
                let at = toks.get(p.furthest.max(e.pos)).map_or(text.len(), |t| t.span.0);
                println!("FAIL {name} | {} <<{}>> [{}]", &text[..at], &text[at..], e.message);
            }
        }
    }
}
