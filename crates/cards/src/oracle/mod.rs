//! The Oracle compiler: card text to engine abilities.
//!
//! The pipeline, per ability line (CR 113.2c); each stage is a folder:
//!
//! ```text
//! card text ──front──▶ tokens ──grammar──▶ AST ──lower──▶ engine IR (grimoire_engine::Ability)
//! ```
//!
//! - [`front`]: splits the text into ability lines, strips reminder text (CR 207.2),
//!   tokenizes, folds the card's references to itself (CR 201.5) and reads the 2024
//!   wording's bare "enters" as "enters the battlefield".
//! - [`grammar`]: recursive-descent productions from tokens to the syntax tree; it never
//!   builds engine IR.
//! - [`ast`]: the syntax tree, the one data structure grammar and lowering share.
//! - [`lower`]: the syntax tree to the engine's ability IR; the only place that builds it.
//!
//! This file is the driver: [`compile_face`] runs the stages over each line of a face,
//! [`compile_card`] over the faces of a card ([`split_card`] for split cards,
//! [`two_faced_card`] for transforming and modal double-faced cards and adventurers). A line that
//! does not parse makes the card unsupported, with the sentence as the reason.

pub mod ast;
pub mod front;
pub(crate) mod grammar;
pub mod lower;
mod split_card;
#[cfg(test)]
mod tests;
mod two_faced_card;

use front::{lexer, subtypes, text};

use crate::face::{CardFace, CardRecord, TypeLine};
use grimoire_engine::*;

/// Parses one ability line of a face into its syntax tree, or returns the sentence that
/// could not be understood. `line` has reminder text removed already.
pub fn parse_line(line: &str, face: &CardFace, is_spell: bool) -> Result<ast::AbilityAst, String> {
    let short = short_name(face);
    let toks = lexer::expand_enters(lexer::fold_self_refs(lexer::lex(line), &face.name, short.as_deref()));
    let mut p = grammar::parser::Parser::new(&toks, line, is_spell);
    let parsed = grammar::abilities::ability(&mut p).and_then(|a| {
        // A choice "of your choice" that no effect sentence took (in a static ability, say).
        if p.choices.is_empty() {
            Ok(a)
        } else {
            p.err("a choice outside an effect")
        }
    });
    parsed.map_err(|e| {
        let at = toks.get(e.pos).map_or(line.len().saturating_sub(1), |t| t.span.0);
        text::sentence_at(line, at)
    })
}

/// A line, or a keyword's definition of several abilities (one per line), parsed.
fn parse_abilities(text: &str, face: &CardFace, is_spell: bool) -> Result<Vec<ast::AbilityAst>, String> {
    text.split('\n').map(|part| parse_line(part, face, is_spell)).collect()
}

/// The condition of a Case's "To solve — [Condition]" line (CR 719.3a), or the text it
/// could not read.
fn parse_solve_condition(condition: &str, face: &CardFace) -> Result<ast::ConditionAst, String> {
    let short = short_name(face);
    let toks = lexer::expand_enters(lexer::fold_self_refs(lexer::lex(condition), &face.name, short.as_deref()));
    let mut p = grammar::parser::Parser::new(&toks, condition, false);
    grammar::cases::solve_condition(&mut p).map_err(|_| condition.to_string())
}

/// The shortened name a legendary card may use for itself (CR 201.5c): the part before a
/// comma ("Isamaru, Hound of Konda" is "Isamaru").
fn short_name(face: &CardFace) -> Option<String> {
    if !face.type_line.contains("Legendary") {
        return None;
    }
    if let Some((a, _)) = face.name.split_once(',') {
        return Some(a.trim().to_string()).filter(|s| !s.is_empty());
    }
    // "Rubinia Soulsinger" is "Rubinia", "Hivis of the Scale" "Hivis": the first word of a
    // longer name, unless it is a word the text may use otherwise ("Sliver Queen").
    let first = face.name.split_whitespace().next()?;
    let common = first == "The" || subtypes::lookup(first).is_some() || first.contains('\'');
    // Not where the word begins another name ("create Tuktuk the Returned", "Marit Lage",
    // "a card named Nissa's Chosen").
    let text = face.text.replace(&face.name, "~");
    let other_name = text.match_indices(first).any(|(i, _)| {
        let rest = text[i + first.len()..].trim_start_matches("'s");
        rest.starts_with(" the ") || rest.strip_prefix(' ').is_some_and(|r| r.starts_with(char::is_uppercase))
    });
    (face.name.contains(' ') && !common && !other_name).then(|| first.to_string())
}

/// The intrinsic mana ability of a basic land type (CR 305.6): "{T}: Add {W}." for Plains...
fn basic_land_ability(subtype: &str) -> Option<Ability> {
    grimoire_engine::BasicLandType::from_name(subtype).map(Ability::basic_land_mana)
}

/// Compiles one face: its characteristics and its abilities. A sentence the compiler does
/// not understand is recorded in `unsupported`; nothing is dropped silently.
pub fn compile_face(face: &CardFace) -> CardDef {
    let tl = TypeLine::parse(&face.type_line);
    let mut def = CardDef::new(face.name.clone(), &tl.types);
    def.supertypes = tl.supertypes.clone();
    def.subtypes = tl.subtypes.clone();
    def.text = face.text.clone();
    let mut unsupported: Option<String> = None;
    let mut fail = |why: String| {
        if unsupported.is_none() {
            unsupported = Some(why);
        }
    };
    if let Some(w) = tl.unknown.first() {
        fail(format!("type line \"{}\": unknown type {w:?}", face.type_line));
    }
    if tl.types.is_empty() && tl.unknown.is_empty() {
        fail(format!("type line \"{}\" has no card type", face.type_line));
    }
    if let Some(c) = &face.mana_cost {
        match ManaCost::parse(c) {
            Ok(m) => def.mana_cost = Some(m),
            Err(e) => fail(e.to_string()),
        }
    }
    // CR 105.2, 202.2: colour from the mana cost, or from a colour indicator.
    def.colors = match &face.color_indicator {
        Some(cs) => cs.iter().copied().collect(),
        None => def.mana_cost.as_ref().map(|m| m.colors()).unwrap_or(ColorSet::NONE),
    };
    for (field, value, out) in
        [("power", &face.power, &mut def.power), ("toughness", &face.toughness, &mut def.toughness)]
    {
        if let Some(v) = value {
            match PtValue::parse(v) {
                Some(pt) => *out = Some(pt),
                None => fail(format!("{field} {v:?} is not supported")),
            }
        }
    }
    if let Some(l) = &face.loyalty {
        match l.trim().parse() {
            Ok(n) => def.loyalty = Some(n),
            Err(_) => fail(format!("loyalty {l:?} is not supported")),
        }
    }
    // CR 310.4a: a battle's printed defense.
    if let Some(d) = &face.defense {
        match d.trim().parse() {
            Ok(n) => def.defense = Some(n),
            Err(_) => fail(format!("defense {d:?} is not supported")),
        }
    }
    // CR 305.6: basic land types grant their mana abilities.
    if tl.types.contains(&CardType::Land) {
        def.abilities.extend(tl.subtypes.iter().filter_map(|s| basic_land_ability(s)));
    }
    let is_spell = tl.types.iter().any(|t| matches!(t, CardType::Instant | CardType::Sorcery));
    // The spell line read last and where its abilities start, for a line that continues it.
    let mut previous: Option<(String, usize)> = None;
    // The level symbol of the striation being read (CR 711.2): the lines after it are its
    // static ability.
    let mut level: Option<(u32, Option<u32>)> = None;
    // The class level bar being read (CR 716.2a): the lines after it are its abilities.
    let mut class_level: Option<u32> = None;
    // The prototype line (CR 702.160a): the card's alternative characteristics.
    let mut prototype: Option<(String, i32, i32)> = None;
    // Where the abilities of each "Backup N" line are (CR 702.165a: it grants the ones printed
    // below it).
    let mut backups: Vec<std::ops::Range<usize>> = Vec::new();
    // CR 702.172a: a spree spell's "+ {cost} —" lines are the modes of one modal ability.
    let (lines, spree_costs) = front::spree::join_spree_modes(text::ability_lines(&face.text));
    for raw in lines {
        let stripped = text::strip_reminder(&raw);
        if let Some(p) = text::prototype_line(&stripped) {
            prototype = Some(p);
            continue;
        }
        if let Some(range) = text::level_symbol(&stripped) {
            level = Some(range);
            previous = None;
            continue;
        }
        if let (Some((min, max)), Some((p, t))) = (level, text::pt_line(&stripped)) {
            def.abilities.push(lower::levels::level_pt(p, t, min, max));
            continue;
        }
        // CR 719.3a: a Case's "To solve — [Condition]".
        let case = text::case_line(&stripped);
        if let Some((true, condition)) = case {
            match parse_solve_condition(condition, face) {
                Ok(c) => def.abilities.push(lower::cases::to_solve(c, &stripped)),
                Err(_) => {
                    fail(stripped.clone());
                    break;
                }
            }
            previous = None;
            continue;
        }
        // CR 719.3c: "Solved — [Ability]" works only while the Case is solved.
        let solved = case.is_some();
        let mut line = match case {
            Some((false, ability)) => ability.to_string(),
            _ => text::strip_ability_word(&stripped).to_string(),
        };
        if line.is_empty() {
            continue;
        }
        // A keyword defined as a sentence is parsed as that sentence, and keeps its name.
        let defined = front::keyword_definitions::definition(&line);
        let mut parsed = parse_abilities(defined.as_deref().unwrap_or(&line), face, is_spell);
        if let (Err(_), Some((before, at)), None) = (&parsed, &previous, &defined) {
            // CR 608.2c: a spell's text is read as a whole. A line that only makes sense
            // after the one before ("Morbid — That creature gets -13/-13 until end of turn
            // instead if a creature died this turn.") is read together with it.
            let joined = format!("{before} {line}");
            if let Ok(ast) = parse_line(&joined, face, is_spell) {
                def.abilities.truncate(*at);
                line = joined;
                parsed = Ok(vec![ast]);
            }
        }
        previous = (is_spell && defined.is_none()).then(|| (line.clone(), def.abilities.len()));
        match parsed {
            Ok(asts) => {
                let backup_line = lower::backup::has_backup(&asts);
                let mut abilities: Vec<_> = asts.into_iter().flat_map(|ast| lower::lower_ability(ast, &line)).collect();
                if abilities.iter().any(not_run_by_engine) {
                    // The engine knows the keyword's name but doesn't carry out its rule yet:
                    // the card must say so rather than play without it.
                    fail(line.clone());
                    break;
                }
                // CR 603.2, 608.2b: "that player", "that spell" must name a participant of
                // the ability's event; one that can't be bound would resolve against the
                // wrong object or none, so the card says so instead.
                if let Some(why) = abilities.iter().find_map(grimoire_engine::unbound_reference) {
                    fail(format!("{line} ({why})"));
                    break;
                }
                // "Discard a card with mana value X": X is read only as an effect resolves.
                if abilities.iter().any(grimoire_engine::mana_value_x_outside_program) {
                    fail(format!("{line} (a mana value compared with X outside an effect)"));
                    break;
                }
                if abilities.iter().any(grimoire_engine::greatest_inside_each) {
                    fail(format!("{line} (\"the greatest ... among\" read once for an effect on several objects)"));
                    break;
                }
                name_modes(&mut abilities, &line);
                let bar = lower::levels::class_level_bar(&abilities);
                // A leveler's striation (CR 711.2a) or a Class's level bar (716.2a): the
                // abilities under it work only at its levels; a level bar itself always does.
                let conditional = match (bar, level, class_level) {
                    _ if solved => lower::levels::while_solved(abilities),
                    (None, Some((min, max)), _) => lower::levels::at_level(abilities, min, max),
                    (None, None, Some(n)) => lower::levels::at_class_level(abilities, n),
                    _ => Ok(abilities),
                };
                match conditional {
                    Ok(at_level) => abilities = at_level,
                    Err(why) => {
                        fail(format!("{line} ({why})"));
                        break;
                    }
                }
                class_level = bar.or(class_level);
                if backup_line {
                    backups.push(def.abilities.len()..def.abilities.len() + abilities.len());
                }
                def.abilities.extend(abilities);
            }
            Err(sentence) => {
                fail(if defined.is_some() { line.clone() } else { sentence });
                break;
            }
        }
    }
    if let Err(why) = lower::backup::grant_following(&mut def.abilities, &backups) {
        fail(why);
    }
    if let Err(why) = merge_spell_lines(&mut def.abilities) {
        fail(why);
    }
    if let Err(why) = fill_overload(&mut def.abilities, face) {
        fail(why);
    }
    if !spree_costs.is_empty() {
        let added = if is_spell {
            lower::spree::add_spree(&mut def, &spree_costs)
        } else {
            Err("spree on a permanent card".into())
        };
        if let Err(why) = added {
            fail(why);
        }
    }
    // CR 702.42a: entwine is a static ability of modal spells: choosing "one" of them.
    let entwine = def.abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::Entwine { .. })));
    let modal_one =
        def.abilities.iter().any(|a| matches!(a, Ability::Spell(e) if !e.modes.is_empty() && e.mode_count == (1, 1)));
    if entwine && !modal_one {
        fail("entwine on a spell that isn't \"Choose one\" modal".into());
    }
    // CR 702.114a: devoid makes the object colourless in all zones.
    if def.abilities.contains(&Ability::Keyword(Keyword::Devoid)) {
        def.colors = ColorSet::NONE;
    }
    if let Some((cost, power, toughness)) = prototype {
        match ManaCost::parse(&cost) {
            Ok(cost) => with_prototype(&mut def, cost, power, toughness),
            Err(e) => fail(format!("prototype cost: {e}")),
        }
    }
    def.unsupported = unsupported;
    def
}

/// A prototype card (CR 718): the card carries its prototyped characteristics as the face
/// cast instead of it ([`OtherFace::Prototype`]): the same card with the prototype's mana
/// cost, power and toughness (718.2, 718.5) and the colours of that mana cost (718.3b).
fn with_prototype(def: &mut CardDef, cost: ManaCost, power: i32, toughness: i32) {
    let mut proto = def.clone();
    proto.colors = cost.colors();
    proto.mana_cost = Some(cost);
    proto.power = Some(PtValue::Fixed(power));
    proto.toughness = Some(PtValue::Fixed(toughness));
    def.back = Some(std::sync::Arc::new(proto));
    def.back_kind = OtherFace::Prototype;
}

/// Every sentence of a face the compiler cannot read, one per failing ability line (where
/// [`compile_face`] stops at the first). The coverage report uses it to see which grammar
/// gaps block the most cards.
pub fn failing_sentences(face: &CardFace) -> Vec<String> {
    let is_spell = face.type_line.contains("Instant") || face.type_line.contains("Sorcery");
    let lines: Vec<String> = front::spree::join_spree_modes(text::ability_lines(&face.text))
        .0
        .iter()
        .map(|raw| {
            let line = text::strip_reminder(raw);
            match text::case_line(&line) {
                Some((false, ability)) => ability.to_string(),
                _ => text::strip_ability_word(&line).to_string(),
            }
        })
        // A leveler's level symbols and power/toughness boxes are read by `compile_face`.
        .filter(|line| {
            !line.is_empty()
                && text::level_symbol(line).is_none()
                && text::pt_line(line).is_none()
                && text::prototype_line(line).is_none()
        })
        .collect();
    lines
        .iter()
        .enumerate()
        .filter_map(|(k, line)| {
            if let Some((true, condition)) = text::case_line(line) {
                return parse_solve_condition(condition, face).err().map(|_| line.clone());
            }
            let defined = front::keyword_definitions::definition(line);
            let e = parse_abilities(defined.as_deref().unwrap_or(line), face, is_spell).err()?;
            // A spell line read together with the one before, as `compile_face` does.
            let continues = k > 0 && defined.is_none() && is_spell && {
                let joined = format!("{} {line}", lines[k - 1]);
                parse_line(&joined, face, is_spell).is_ok()
            };
            if continues {
                return None;
            }
            Some(if defined.is_some() { line.clone() } else { e })
        })
        .collect()
}

/// CR 702.96a, 702.96c: an overload keyword's spell effect is the card's text with every word
/// "target" changed to "each" (a text-changing effect, CR 612), compiled like the card's
/// own; it has no targets (CR 702.96b). A changed text the compiler doesn't read, or one
/// still choosing targets or modes, leaves the card unsupported.
fn fill_overload(abilities: &mut [Ability], face: &CardFace) -> Result<(), String> {
    let Some(i) = abilities.iter().position(|a| matches!(a, Ability::Static(StaticAbility::Overload { .. }))) else {
        return Ok(());
    };
    let lines: Vec<String> = text::ability_lines(&face.text)
        .into_iter()
        .filter(|l| !l.trim_start().to_lowercase().starts_with("overload"))
        .map(|l| text::target_to_each(&l))
        .collect();
    let changed = compile_face(&CardFace { text: lines.join("\n"), ..face.clone() });
    if let Some(why) = changed.unsupported {
        return Err(format!("overloaded: {why}"));
    }
    let effect = changed.abilities.iter().find_map(|a| match a {
        Ability::Spell(e) => Some(e.clone()),
        _ => None,
    });
    let Some(effect) = effect.filter(|e| e.targets.is_empty() && e.modes.is_empty()) else {
        return Err("overloaded: its text still chooses targets or modes, or has no spell effect".into());
    };
    if let Ability::Static(StaticAbility::Overload { effect: e, .. }) = &mut abilities[i] {
        *e = effect;
    }
    Ok(())
}

/// An instant's or sorcery's lines are one spell effect, followed in order (CR 608.2c): a
/// later line's program is appended to the first. Lines that both choose targets, or modal
/// lines, are not merged yet (the target numbering would be ambiguous).
fn merge_spell_lines(abilities: &mut Vec<Ability>) -> Result<(), String> {
    let mut first: Option<usize> = None;
    let mut i = 0;
    while i < abilities.len() {
        if !matches!(abilities[i], Ability::Spell(_)) {
            i += 1;
            continue;
        }
        let Some(f) = first else {
            first = Some(i);
            i += 1;
            continue;
        };
        let Ability::Spell(later) = abilities.remove(i) else { unreachable!("checked") };
        let Ability::Spell(e) = &mut abilities[f] else { unreachable!("a spell") };
        if !e.modes.is_empty() || !later.modes.is_empty() {
            return Err("a modal spell with more than one line".into());
        }
        if !e.targets.is_empty() && !later.targets.is_empty() {
            return Err("a spell choosing targets on more than one line".into());
        }
        e.targets.extend(later.targets);
        e.program.extend(later.program);
    }
    Ok(())
}

/// Compiles a whole card as it exists outside the stack: its front face for one-face,
/// double-faced, flip and adventurer cards (CR 712.8a, 710.1a, 715.4), a transforming or
/// modal double-faced card's carrying its back face and an adventurer's its Adventure
/// (`two_faced_card`); for split cards, their halves combined (CR 709.4, `split_card`). A
/// card whose layout the engine doesn't play yet is unsupported with a reason naming its
/// layout ([`Layout::unsupported_reason`]), even when every face's text compiles: played as
/// its front face alone it would be a different card. So is a meld card compiled here, without
/// its pair's combined back face ([`compile_meld_card`] has it).
///
/// [`Layout::unsupported_reason`]: crate::face::Layout::unsupported_reason
pub fn compile_card(card: &CardRecord) -> CardDef {
    let Some(front) = card.faces.first() else {
        let mut def = CardDef::new(card.name.clone(), &[]);
        def.unsupported = Some("a card without faces".into());
        return def;
    };
    // CR 702.127: an aftermath card is a split card whose second half has aftermath. CR 709:
    // a split card may have more than two halves, each cast on its own.
    let split = match card.layout {
        crate::face::Layout::Split => card.faces.len() >= 2,
        crate::face::Layout::Aftermath => card.faces.len() == 2,
        _ => false,
    };
    if split {
        return split_card::compile_split(&card.name, &card.faces);
    }
    let other = match card.layout {
        crate::face::Layout::Transform => Some(OtherFace::Transform),
        crate::face::Layout::ModalDfc => Some(OtherFace::Modal),
        crate::face::Layout::Adventure => Some(OtherFace::Adventure),
        crate::face::Layout::Flip => Some(OtherFace::Flip),
        _ => None,
    };
    if let Some(kind) = other.filter(|_| card.faces.len() == 2) {
        return two_faced_card::compile_two_faced(&card.faces, kind);
    }
    let mut def = compile_face(front);
    if !card.layout.front_face_is_card() {
        def.name = card.name.clone();
    }
    if let Some(why) = card.layout.unsupported_reason(card.faces.len()) {
        def.unsupported = Some(why);
    }
    if card.layout == crate::face::Layout::Meld {
        // CR 712.4: a meld card is played only with its pair's combined back face.
        def.unsupported =
            Some("layout meld: a meld card whose combined back face isn't in the card file is not supported".into());
    }
    def
}

/// A meld card (CR 712.4) as the card file lists it: a front face whose record is named
/// "<front> // <combined back face>", compiled with `back`, the record of that combined back
/// face (the database finds it), as its other face ([`OtherFace::Meld`]): the card is its
/// front face everywhere but a melded permanent (712.8a-b, 712.8g). The combined back face
/// listed alone is no card a deck can hold (712.4b), and unsupported as such.
pub fn compile_meld_card(card: &CardRecord, back: Option<&CardRecord>) -> CardDef {
    let Some(front) = card.faces.first() else { return compile_card(card) };
    if !card.name.contains(" // ") {
        let mut def = compile_face(front);
        def.unsupported = Some(
            "the combined back face of a meld pair (CR 712.4b): not a card of its own; its pair's two cards are".into(),
        );
        return def;
    }
    let Some(back) = back.and_then(|b| b.faces.first()) else { return compile_card(card) };
    let mut def = two_faced_card::compile_two_faced(&[front.clone(), back.clone()], OtherFace::Meld);
    def.name = front.name.clone();
    def
}

/// Gives each mode of a modal ability its text: the line's "•" parts (CR 700.2).
fn name_modes(abilities: &mut [Ability], line: &str) {
    let texts: Vec<String> = line.split('•').skip(1).map(|t| t.trim().to_string()).collect();
    for a in abilities.iter_mut() {
        let effect = match a {
            Ability::Spell(e) => e,
            Ability::Activated(x) => &mut x.effect,
            Ability::Triggered(t) => &mut t.effect,
            _ => continue,
        };
        if effect.modes.len() == texts.len() {
            for (m, t) in effect.modes.iter_mut().zip(&texts) {
                m.text = t.clone();
            }
        }
    }
}

/// Abilities the compiler reads but the engine does not carry out yet: triggered abilities
/// dividing damage whose amount isn't known as they are put on the stack (CR 603.3d: only a
/// number or the source's X is), modal ones dividing damage, and static amounts the engine
/// doesn't count. A card with one is unsupported.
fn not_run_by_engine(a: &Ability) -> bool {
    use grimoire_engine::continuous::layers::static_amount_supported;
    match a {
        Ability::Triggered(t) => {
            use grimoire_engine::costs::casting::divided_damage;
            t.effect.modes.iter().any(|m| divided_damage(m).is_some())
                || divided_damage(&t.effect).is_some_and(|(amount, _)| !matches!(amount, Amount::Fixed(_) | Amount::X))
        }
        // CR 611.3a: a static ability's amount is counted all the time, by the engine's
        // static counting, which knows only some amounts.
        Ability::Static(StaticAbility::Continuous { effect, .. }) => match effect {
            LayerEffect::ModifyPowerToughnessBy(p, t) => !static_amount_supported(p) || !static_amount_supported(t),
            LayerEffect::SetPowerToughnessBy(p, t) => p.iter().chain(t.iter()).any(|x| !static_amount_supported(x)),
            _ => false,
        },
        Ability::Static(StaticAbility::CantAttackPowerAbove(limit)) => !static_amount_supported(limit),
        Ability::Static(StaticAbility::SelfCostChange { per: Some(a), .. }) => {
            !grimoire_engine::costs::casting::cost_count_supported(a)
        }
        _ => false,
    }
}
