//! Grammar for effects: sentences of instructions (CR 608.2c), "you may", "if you do",
//! modes (CR 700.2), and "where X is" definitions.

pub(crate) mod becomes;
pub(crate) mod chosen_objects;
pub(crate) mod compound;
pub(crate) mod counter_actions;
pub(crate) mod counters;
pub(crate) mod delayed;
pub(crate) mod emblems;
pub(crate) mod instead;
pub(crate) mod library_search;
pub(crate) mod library_top;
pub(crate) mod linked_exile;
pub(crate) mod meld;
pub(crate) mod other_players;
pub(crate) mod piles;
pub(crate) mod predefined_tokens;
pub(crate) mod same_name;
pub(crate) mod spells;
pub(crate) mod target_deals;
pub(crate) mod token_copies;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::effects::counters::for_each_unit;
use crate::oracle::grammar::keywords::{keyword_list, mana_symbols};
use crate::oracle::grammar::mana::mana_types;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::*;
use grimoire_engine::{CardType, Color, ManaSymbol, Supertype, Zone};

/// Whether the cursor is at the end of the effect (end of line, a new mode, or an
/// activation restriction that the ability grammar reads).
fn effect_done(p: &Parser) -> bool {
    p.at_end() || p.peek() == Some(&Tok::Punct('•')) || crate::oracle::grammar::activation::at_restriction(p)
}

/// An effect: modes after "Choose one —", or sentences to the end of the effect.
pub fn effect(p: &mut Parser) -> PResult<EffectAst> {
    if p.is_word("choose") {
        let start = p.pos;
        p.pos += 1;
        let count = if p.eat_seq("one or both") {
            Some((1, 2))
        } else if p.eat_seq("one or more") {
            Some((1, 255))
        } else if p.eat_word("one") {
            Some((1, 1))
        } else if p.eat_word("two") {
            Some((2, 2))
        } else {
            None
        };
        // CR 700.2d: "Choose three. You may choose the same mode more than once." (the
        // Confluences): a spell's modes, each chosen any number of times.
        if let Some(n) = ["three", "four", "five"].iter().position(|w| p.is_word(w)).filter(|_| p.is_spell) {
            p.pos += 1;
            if p.eat_seq(". you may choose the same mode more than once .") {
                let modes = bulleted_modes(p)?;
                let n = n as u8 + 3;
                return Ok(EffectAst { actions: vec![], modes, mode_count: (n, n), mode_repeat: true });
            }
            p.pos -= 1;
        }
        if let Some(count) = count {
            if p.eat_punct('—') {
                let modes = bulleted_modes(p)?;
                return Ok(EffectAst { actions: vec![], modes, mode_count: count, mode_repeat: false });
            }
        }
        p.pos = start;
    }
    sentences(p)
}

/// The modes after "Choose one —": each after a bullet, at least one.
fn bulleted_modes(p: &mut Parser) -> PResult<Vec<EffectAst>> {
    let mut modes = Vec::new();
    while p.eat_punct('•') {
        modes.push(sentences(p)?);
    }
    if modes.is_empty() {
        return p.err("expected modes");
    }
    Ok(modes)
}

/// Whether an action destroys something, in itself or in a part run under a condition.
fn has_destroy(a: &ActionAst) -> bool {
    match a {
        ActionAst::Destroy { .. } => true,
        ActionAst::May(_, inner)
        | ActionAst::IfYouDo(inner)
        | ActionAst::IfNotDone(inner)
        | ActionAst::IfCondition(_, inner)
        | ActionAst::IfItIs { then: inner, .. }
        | ActionAst::Unless { otherwise: inner, .. }
        | ActionAst::Compound { parts: inner, .. } => inner.iter().any(has_destroy),
        ActionAst::Instead { otherwise, then, .. } => otherwise.iter().chain(then).any(has_destroy),
        _ => false,
    }
}

/// "You may play that card this turn." / "Until end of turn, you may play those cards." /
/// "Until the end of your next turn, you may play those cards." / "You may play cards exiled
/// this way until the end of your next turn." (`Some(true)`): a permission
/// for what the sentence before exiled (the effects loop checks it follows an exile).
fn may_play_exiled(p: &mut Parser) -> Option<bool> {
    let start = p.pos;
    let next_turn = p.eat_seq("until the end of your next turn , you may play");
    let until = next_turn || p.eat_seq("until end of turn , you may play");
    if !until && !p.eat_seq("you may play") {
        return None;
    }
    let cards = ["that card", "it", "those cards", "them", "cards exiled this way"];
    if !cards.iter().any(|c| p.eat_seq(c)) {
        p.pos = start;
        return None;
    }
    // "You may play cards exiled this way until the end of your next turn."
    let after = !until && p.eat_seq("until the end of your next turn");
    if (!until && !after && !p.eat_seq("this turn")) || !p.eat_punct('.') {
        p.pos = start;
        return None;
    }
    Some(next_turn || after)
}

/// Sentences up to the end of the effect.
fn sentences(p: &mut Parser) -> PResult<EffectAst> {
    let mut actions = Vec::new();
    let mut last = 0;
    loop {
        // CR 205.1b: "It's still a land." keeps the other types of the land made a creature
        // in the sentence before.
        if crate::oracle::grammar::effects::becomes::still_a_land(p, &mut actions[last..]) {
            if effect_done(p) {
                break;
            }
            continue;
        }
        let start = p.pos;
        // "Scry 1. Then draw a card.": a sentence opening with "Then" follows the one before
        // it, as every instruction does (CR 608.2c). Not after a delayed triggered ability,
        // whose text the "Then" sentence would belong to; not as the first sentence.
        if p.is_word("then") && !actions.is_empty() {
            if matches!(actions.last(), Some(ActionAst::DelayedAbout { .. } | ActionAst::Delayed { .. })) {
                return p.err("\"Then\" after a delayed triggered ability");
            }
            p.pos += 1;
        }
        // "Create three 1/1 red Devil creature tokens. They gain haste until end of turn.":
        // "they" are the tokens just created (CR 608.2c), the objects that instruction affected.
        if p.is_word("they")
            && (p.is_word_n(1, "gain") || p.is_word_n(1, "get"))
            && matches!(actions.last(), Some(ActionAst::CreateTokens { .. } | ActionAst::CreateTokensFor { .. }))
        {
            p.pos += 1;
            let a = object_verb(p, ObjRef::Created)?;
            if !p.eat_punct('.') {
                p.pos = start;
                return p.err("expected the end of the sentence about the tokens created");
            }
            last = actions.len();
            actions.push(a);
            if effect_done(p) {
                break;
            }
            continue;
        }
        let s = sentence(p)?;
        // CR 701.19c: "It can't be regenerated." patches the destroy before it; with none, the
        // sentence would be dropped, so the card says it isn't understood.
        if s.iter().any(|a| matches!(a, ActionAst::NoRegeneration)) && !actions.iter().chain(&s).any(has_destroy) {
            p.pos = start;
            return p.err("\"can't be regenerated\" with no destroy before it");
        }
        // "At the beginning of the next end step, sacrifice that creature. If you do, ...": the
        // second sentence belongs to the delayed ability, which isn't read that way yet.
        if matches!(actions.last(), Some(ActionAst::DelayedAbout { .. }))
            && matches!(s.first(), Some(ActionAst::IfYouDo(_)))
        {
            p.pos = start;
            return p.err("\"If you do\" after a delayed triggered ability");
        }
        // "Exile the top card of your library. You may play it this turn.": the permission is
        // for the cards that exile moved, so it must come right after it.
        if matches!(s[..], [ActionAst::MayPlayExiled { .. }])
            && !matches!(actions.last(), Some(ActionAst::Exile { .. }))
        {
            p.pos = start;
            return p.err("\"you may play that card this turn\" not right after an exile");
        }
        let mut s = crate::oracle::grammar::effects::spells::join_countered(p, &mut actions[last..], s)?;
        if let [ActionAst::Instead { otherwise, .. }] = &s[..] {
            if otherwise.is_empty() {
                // "If it was kicked, <actions> instead." replaces the sentence before.
                let previous = actions.split_off(last);
                let joined = crate::oracle::grammar::keywords::casting::join_instead(p, previous, s.remove(0))?;
                s = vec![joined];
            }
        }
        last = actions.len();
        actions.extend(s);
        if effect_done(p) {
            break;
        }
    }
    Ok(EffectAst { actions, ..Default::default() })
}

/// "If you have less life than an opponent, you gain 6 life.", "If you control a Swamp, draw a
/// card.": the actions happen only if the condition holds as the effect resolves (CR
/// 608.2c). A condition about "that player" (the triggering player) is left to triggered
/// abilities' intervening "if" (CR 603.4).
/// "Each of those creatures deals damage equal to its power to ~" (CR 608.2b: those still
/// legal targets): each of the objects named before deals damage ("it" is each in turn).
/// Simplified: each deals it in a damage event of its own rather than all in one (CR 120.3).
fn each_of_those_deals(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if !p.eat_seq("each of") || !p.is_word("those") {
        return p.err("expected \"each of those\"");
    }
    let what = obj_ref(p)?;
    if !p.is_word("deals") {
        return p.err("expected \"deals\"");
    }
    let body = vec![object_verb(p, ObjRef::It)?];
    Ok(vec![ActionAst::ForEach { what, body }])
}

fn if_condition_sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("if")?;
    let c = crate::oracle::grammar::triggers::condition(p)?;
    if format!("{c:?}").contains("Triggering") {
        return p.err("a condition about the triggering player in an effect");
    }
    // A kicked part is read (and its targets checked) by `if_kicked_sentence` alone.
    if matches!(
        c,
        ConditionAst::Kicked(_)
            | ConditionAst::NotKicked
            | ConditionAst::KeywordCostPaid(_)
            | ConditionAst::CastInYourMainPhase
    ) {
        return p.err("a kicked part that `if_kicked_sentence` refused");
    }
    p.expect_seq(",")?;
    let acts = match &c {
        ConditionAst::SelfCounters(kind, _, true) => {
            crate::oracle::grammar::effects::counters::after_counter_threshold(p, kind)?
        }
        _ => may_clauses(p)?,
    };
    if p.is_word("instead") {
        return p.err("\"instead\" after a condition");
    }
    Ok(vec![ActionAst::IfCondition(c, acts)])
}

/// One sentence, ending with a period (or the end of the line).
pub fn sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if p.eat_seq("it can't be regenerated .")
        || p.eat_seq("they can't be regenerated .")
        || p.eat_seq("that creature can't be regenerated .")
        || p.eat_seq("a creature destroyed this way can't be regenerated .")
    {
        return Ok(vec![ActionAst::NoRegeneration]);
    }
    if p.looking_at("change the text of") {
        return change_text(p);
    }
    if p.is_word("if") {
        if let Ok(acts) = p.attempt(crate::oracle::grammar::replacement::exile_if_it_would_die) {
            return Ok(acts);
        }
    }
    // "A creature dealt damage this way can't be regenerated this turn." (CR 608.2h).
    if let Ok(what) = p.attempt(crate::oracle::grammar::replacement::dealt_damage_this_way) {
        let acts = crate::oracle::grammar::effects::compound::object_clause(p, what)?;
        let _ = p.eat_punct('.');
        return Ok(acts);
    }
    // CR 615.12.
    if p.eat_seq("damage can't be prevented this turn .") {
        return Ok(vec![ActionAst::DamageCantBePrevented]);
    }
    if p.eat_seq("players can't gain life this turn .") {
        return Ok(vec![ActionAst::NoLifeGainThisTurn]);
    }
    if let Some(next_turn) = may_play_exiled(p) {
        return Ok(vec![ActionAst::MayPlayExiled { next_turn }]);
    }
    if let Ok(acts) = p.attempt(crate::oracle::grammar::keywords::mechanics::copy_this_spell) {
        return Ok(acts);
    }
    if let Ok(acts) = p.attempt(crate::oracle::grammar::keywords::mechanics::copy_target_spell) {
        return Ok(acts);
    }
    if let Ok(pay) = p.attempt(crate::oracle::grammar::effects::delayed::other_player_may_pay) {
        return Ok(pay);
    }
    if let Ok(acts) = p.attempt(crate::oracle::grammar::effects::other_players::sentence) {
        return Ok(acts);
    }
    if p.looking_at("at the beginning of the next") {
        // CR 603.7: "At the beginning of the next end step, sacrifice it."
        return crate::oracle::grammar::effects::delayed::delayed_sentence(p);
    }
    let sentence_start = p.pos;
    p.choices.clear();
    // CR 614.9: "The next N damage ... / All damage that would be dealt ... is dealt to ... instead."
    if p.is_word("the") || p.is_word("all") || p.is_word("prevent") {
        if let Ok(acts) = p.attempt(crate::oracle::grammar::replacement::redirect::sentence) {
            return Ok(acts);
        }
    }
    if let Ok(acts) = p.attempt(crate::oracle::grammar::effects::spells::sentence) {
        return Ok(acts);
    }
    if let Ok(acts) = p.attempt(crate::oracle::grammar::turn::sentence) {
        return Ok(acts);
    }
    let mut actions = if p.eat_word("for") {
        // "For each of those cards, pay 4 life or put the card on top of your library."
        p.expect_seq("each of")?;
        let what = obj_ref(p)?;
        p.expect_seq(",")?;
        let start = p.pos;
        let first = clause(p)?;
        let prompt = p.text_from(start);
        let body = if p.eat_word("or") {
            // "A or B": the player may do A; if they don't, B (like "unless", CR 118.12).
            vec![ActionAst::Unless { prompt, pay: first, otherwise: clause(p)? }]
        } else {
            first
        };
        vec![ActionAst::ForEach { what, body }]
    } else if let Ok(acts) = p.attempt(each_of_those_deals) {
        acts
    } else if let Ok(acts) = p.attempt(crate::oracle::grammar::keywords::casting::if_kicked_sentence) {
        acts
    } else if let Ok(acts) = p.attempt(crate::oracle::grammar::effects::instead::if_instead_sentence) {
        acts
    } else if let Ok(acts) = p.attempt(if_condition_sentence) {
        acts
    } else if p.looking_at("if it was a") || p.looking_at("if it was an") {
        // "Exile target card from a graveyard. If it was a creature card, ...": the object
        // named before, as it was when it moved (CR 608.2h).
        p.pos += 4;
        let phrase = object_phrase(p)?;
        p.expect_seq(",")?;
        // Checked on that object before the actions name another one ("put a +1/+1
        // counter on ~").
        vec![ActionAst::IfItIsElse { phrase, then: clauses(p)?, otherwise: Vec::new() }]
    } else if p.eat_seq("if you search your library this way , shuffle")
        || p.eat_seq("if you searched your library this way , shuffle")
    {
        vec![ActionAst::ShuffleIfSearched]
    } else if p.eat_seq("if you do ,") {
        vec![ActionAst::IfYouDo(clauses(p)?)]
    } else if p.eat_seq("if you don't ,") {
        // "You may put two +1/+1 counters on it. If you don't, create ..." (fabricate, CR
        // 702.123a): the rest happens when the optional action before wasn't done.
        vec![ActionAst::IfNotDone(clauses(p)?)]
    } else if let Some(did) = crate::oracle::grammar::effects::other_players::if_a_player_did(p) {
        // "If a player does, ..." / "If no one does, ..." (CR 608.2d).
        let inner = crate::oracle::grammar::effects::other_players::then_part(p)?;
        vec![if did { ActionAst::IfYouDo(inner) } else { ActionAst::IfNotDone(inner) }]
    } else if let Some(did) = crate::oracle::grammar::effects::delayed::if_they_did(p) {
        // "If the player does, ..." / "If they don't, ..." (CR 118.12).
        let inner = crate::oracle::grammar::effects::other_players::then_part(p)?;
        vec![if did { ActionAst::IfYouDo(inner) } else { ActionAst::IfNotDone(inner) }]
    } else if p.looking_at("until end of turn ,") || p.looking_at("until your next turn ,") {
        crate::oracle::grammar::effects::compound::until_end_of_turn_first(p)?
    } else if p.looking_at("you may") {
        let start = p.pos;
        p.pos += if p.looking_at("you may have") { 3 } else { 2 };
        let inner = clauses(p)?;
        vec![ActionAst::May(p.text_from(start), inner)]
    } else {
        let acts = clauses(p)?;
        if p.eat_seq("if it's") {
            // "Counter target spell if it's blue.": checked as it resolves.
            let phrase = object_phrase(p)?;
            vec![ActionAst::IfItIs { phrase, then: acts }]
        } else if p.eat_word("unless") {
            // "Sacrifice ~ unless you discard a card": the player may pay; if not, the rest.
            let start = p.pos;
            // "unless you return an untapped Island you control to its owner's hand": the
            // controller's own action, read as the imperative.
            let pay = if let Ok(other) = p.attempt(crate::oracle::grammar::effects::other_players::unless_other) {
                // Another player's choice: asked of them (CR 608.2d, 118.12).
                vec![other]
            } else if p.looking_at("you return") {
                p.pos += 1;
                crate::oracle::grammar::effects::chosen_objects::return_one_you_control(p)?
            } else if p.looking_at("you remove") || p.looking_at("you exile the top") {
                // "unless you remove a +1/+1 counter from it", "unless you exile the top
                // creature card of your graveyard" (CR 118.12): the imperative; exiling
                // nothing is not paying (CR 118.3).
                p.pos += 1;
                clause(p)?
            } else {
                clause(p)?
            };
            // CR 118.3: a cost can't be paid in part; "unless you sacrifice two Mountains" with one
            // Mountain must not count as paid, which the instruction can't tell yet.
            if pay.iter().any(|a| matches!(a, ActionAst::Sacrifice { count: AmountAst::Num(n), .. } if *n > 1)) {
                return p.err("an \"unless\" cost of several sacrifices");
            }
            vec![ActionAst::Unless { prompt: p.text_from(start), pay, otherwise: acts }]
        } else if p.eat_seq("instead if") {
            // "That creature gets -13/-13 until end of turn instead if a creature died this
            // turn.": "If <condition>, <actions> instead." written condition last (CR 608.2c).
            crate::oracle::grammar::effects::instead::condition_last(p, acts)?
        } else {
            acts
        }
    };
    // "at the beginning of the next upkeep" (Archangel Avacyn) is the same upkeep.
    if p.eat_seq("at the beginning of the next turn 's upkeep") || p.eat_seq("at the beginning of the next upkeep") {
        // CR 603.7: a delayed triggered ability; it has no targets of its own.
        if format!("{actions:?}").contains("Target(") {
            return p.err("a delayed triggered ability with targets");
        }
        let text = p.text_from(sentence_start);
        actions = vec![ActionAst::Delayed { step: grimoire_engine::Step::Upkeep, actions, text }];
    } else if p.eat_seq("at end of combat") {
        // CR 511.2, 603.7: "<actions> at end of combat" triggers at the beginning of the next end
        // of combat step; like the upkeep one, it has no targets of its own.
        if format!("{actions:?}").contains("Target(") {
            return p.err("a delayed triggered ability with targets");
        }
        // "Exile that token at end of combat.": about the object named before, which the
        // delayed ability follows (CR 603.7c), not the source.
        let dbg = format!("{actions:?}");
        let named_before = dbg.split(|c: char| !c.is_alphanumeric()).any(|w| w == "It" || w == "That");
        let end = grimoire_engine::Step::EndOfCombat;
        let about = named_before
            .then(|| {
                let before = actions.clone();
                p.attempt(|p| crate::oracle::grammar::effects::delayed::delayed_about(p, end, before, sentence_start))
                    .ok()
            })
            .flatten();
        actions = match about {
            Some(about) => about,
            None => vec![ActionAst::Delayed { step: end, actions, text: p.text_from(sentence_start) }],
        };
    } else if let Some(step) = crate::oracle::grammar::effects::delayed::next_step(p) {
        actions = crate::oracle::grammar::effects::delayed::delayed_about(p, step, actions, sentence_start)?;
    }
    if p.eat_seq(", where X is") {
        let x = amount_expr(p)?;
        // "as you cast this spell": the number of targets is counted then anyway (CR 601.2c).
        if actions_have_x_targets(&actions) {
            p.eat_seq("as you cast this spell");
        }
        for a in actions.iter_mut() {
            subst_x(a, &x);
            crate::oracle::grammar::phrases::amounts::subst_x_targets(a, &x);
        }
        if crate::oracle::grammar::phrases::amounts::x_left(&actions) {
            return p.err("X defined for an action that doesn't take it");
        }
    }
    if !p.eat_punct('.') && !effect_done(p) && !ends_with_quoted_full_stop(p) {
        return p.err("expected the end of the sentence");
    }
    // "... the color of your choice ...": the choice is made first (CR 608.2d).
    let mut out = crate::oracle::grammar::choices::take_choices(p, &actions)?;
    out.extend(actions);
    Ok(out)
}

/// Whether the sentence read so far ends with a quoted ability's full stop (`... They have
/// "Sacrifice this creature: Add {C}." Draw a card.`), which ends the sentence around it too.
fn ends_with_quoted_full_stop(p: &Parser) -> bool {
    p.pos >= 2 && p.toks[p.pos - 1].tok == Tok::Punct('"') && p.toks[p.pos - 2].tok == Tok::Punct('.')
}

/// "Change the text of <what> by replacing all instances of one color word with another [or
/// one basic land type with another] [until end of turn]." (CR 612), and Artificial
/// Evolution's "The new creature type can't be Wall."
fn change_text(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("change the text of")?;
    let what = obj_ref(p)?;
    p.expect_seq("by replacing all instances of")?;
    let mut kinds = Vec::new();
    loop {
        p.expect_seq("one")?;
        let kind = if p.eat_seq("color word") {
            TextWordAst::ColorWord
        } else if p.eat_seq("basic land type") {
            TextWordAst::BasicLandType
        } else if p.eat_seq("creature type") {
            TextWordAst::CreatureType
        } else {
            return p.err("a kind of word to change");
        };
        p.expect_seq("with another")?;
        kinds.push(kind);
        if !p.eat_word("or") {
            break;
        }
    }
    let until = until(p);
    p.expect_seq(".")?;
    let mut except = Vec::new();
    if p.eat_seq("the new creature type can't be") {
        let Some(w) = p.word() else { return p.err("a creature type") };
        p.pos += 1;
        let mut w: Vec<char> = w.chars().collect();
        w[0] = w[0].to_ascii_uppercase();
        except.push(w.into_iter().collect());
        p.expect_seq(".")?;
    }
    Ok(vec![ActionAst::ChangeText { what, kinds, except, until }])
}

/// Clauses, or "you may <clauses>" (the controller chooses whether to do them), after a
/// condition: "Then if you have seven or more cards in your graveyard, you may transform ~."
pub(crate) fn may_clauses(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if !p.looking_at("you may") || p.looking_at("you may have") {
        return clauses(p);
    }
    let start = p.pos;
    p.pos += 2;
    let inner = clauses(p)?;
    Ok(vec![ActionAst::May(p.text_from(start), inner)])
}

/// Clauses joined by "and", ", then", ",".
pub(crate) fn clauses(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let mut out = clause(p)?;
    loop {
        let save = p.pos;
        let joined = p.eat_seq(", then")
            || p.eat_seq(", and then")
            || p.eat_seq("and then")
            || p.eat_seq(", and")
            || p.eat_word("and")
            || p.eat_word("then")
            || p.eat_punct(',');
        if !joined {
            break;
        }
        match p.attempt(clause) {
            Ok(more) => out.extend(more),
            Err(_) => {
                // "Target player draws two cards, then discards a card": the same player.
                let same = out.last().and_then(subject_of);
                match same.map(|who| p.attempt(|p| player_clause(p, who))) {
                    Some(Ok(a)) => out.extend(a),
                    _ => {
                        p.pos = save;
                        break;
                    }
                }
            }
        }
    }
    Ok(out)
}

/// One instruction, imperative ("Destroy target creature") or with a subject
/// ("Target player draws two cards", "~ deals 3 damage to any target").
fn clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if p.looking_at("exile them , then meld") {
        return crate::oracle::grammar::effects::meld::clause(p);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::zones::clause) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::effects::spells::clause) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::effects::becomes::clause) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::turn::clause) {
        return Ok(a);
    }
    if p.looking_at("if target spell has only one target") {
        return crate::oracle::grammar::phrases::stack::change_if_single(p);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::combat::clause) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::choices::choose_clause) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(imperative) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::effects::delayed::player_chooses_own) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(|p| {
        let who = player_ref(p)?;
        // "Any number of target players each draw twenty cards." (CR 115.1d).
        if matches!(&who, PlayerRef::Target(t) if t.count.1 > 1) {
            p.eat_word("each");
        }
        player_clause(p, who)
    }) {
        return Ok(a);
    }
    // "... and you untap all lands you control": an instruction to "you" written with its
    // subject after another player's clause is the imperative (CR 609.1).
    // Not with an amount defined afterwards ("You create X 1/1 ... tokens, where X is that
    // creature's toughness" after another player's sacrifice): what "that creature" names
    // there isn't read yet.
    if p.looking_at("you") && !p.looking_at("you may") {
        if let Ok(a) = p.attempt(|p| {
            p.pos += 1;
            let a = imperative(p)?;
            if p.looking_at(", where") {
                return p.err("an amount defined after an instruction to \"you\"");
            }
            Ok(a)
        }) {
            return Ok(a);
        }
    }
    if let Ok(what) = p.attempt(obj_ref) {
        return crate::oracle::grammar::effects::compound::object_clause(p, what);
    }
    // A plural subject without a determiner: "Goblin creatures get +3/+0 until end of turn."
    let phrase = object_phrase(p)?;
    let what = crate::oracle::grammar::effects::compound::controlled_by_player(p, phrase);
    crate::oracle::grammar::effects::compound::object_clause(p, what)
}

/// The player who does an action, to carry over to a following verb without a subject
/// ("draws two cards, then discards a card"); a target is "that player" the second time.
fn subject_of(a: &ActionAst) -> Option<PlayerRef> {
    let who = match a {
        ActionAst::Draw { who, .. }
        | ActionAst::Discard { who, .. }
        | ActionAst::GainLife { who, .. }
        | ActionAst::LoseLife { who, .. }
        | ActionAst::Mill { who, .. }
        | ActionAst::Sacrifice { who, .. }
        | ActionAst::Shuffle { who }
        // "The owner of target nonland permanent shuffles it into their library, then draws
        // two cards."
        | ActionAst::ShuffleInto { who, .. } => who,
        // "Each player discards their hand, then draws seven cards."
        ActionAst::DiscardIt { what: ObjRef::CardsIn(who, Zone::Hand) } => &**who,
        _ => return None,
    };
    Some(match who {
        PlayerRef::Target(_) | PlayerRef::ControllerOf(_) | PlayerRef::OwnerOf(_) => PlayerRef::That,
        other => other.clone(),
    })
}

fn cards_word(p: &mut Parser) -> PResult<()> {
    if p.eat_word("card") || p.eat_word("cards") {
        Ok(())
    } else {
        p.err("expected \"cards\"")
    }
}

/// "gain(s) 3 life", "lose(s) life equal to ...".
fn life_amount(p: &mut Parser) -> PResult<AmountAst> {
    if p.eat_word("life") {
        return equal_to(p);
    }
    let n = crate::oracle::grammar::phrases::amounts::x_plus(p)?;
    p.expect_seq("life")?;
    Ok(n)
}

/// What a player does, after its subject: "reveals the top card of their library. If it's a
/// land card, that player puts it into their hand." (the card revealed and what follows
/// about it), or one of [`player_verb`]'s verbs.
fn player_clause(p: &mut Parser, who: PlayerRef) -> PResult<Vec<ActionAst>> {
    if p.looking_at("reveals the top card of") {
        return crate::oracle::grammar::zones::player_reveals_top_card(p, who);
    }
    Ok(vec![player_verb(p, who)?])
}

/// Verbs whose subject is a player.
pub(crate) fn player_verb(p: &mut Parser, who: PlayerRef) -> PResult<ActionAst> {
    let verb = p.word().unwrap_or_default();
    let v = verb.strip_suffix('s').unwrap_or(&verb).to_string();
    match v.as_str() {
        "discard" if p.looking_at(&format!("{verb} that card")) || p.looking_at(&format!("{verb} it")) => {
            // "That player discards that card." (CR 701.9a).
            p.pos += 1;
            let what = obj_ref(p)?;
            Ok(ActionAst::DiscardIt { what })
        }
        "discard"
            if ["their hand", "your hand", "his or her hand"].iter().any(|h| p.looking_at(&format!("{verb} {h}"))) =>
        {
            // "Each player discards their hand" (CR 701.9a): every card in it, at once.
            p.pos += 1;
            let _ = p.eat_seq("their hand") || p.eat_seq("your hand") || p.eat_seq("his or her hand");
            Ok(ActionAst::DiscardIt { what: ObjRef::CardsIn(Box::new(who), Zone::Hand) })
        }
        "reveal" => {
            p.pos += 1;
            if !(p.eat_seq("their hand") || p.eat_seq("his or her hand") || p.eat_seq("your hand")) {
                return p.err("expected \"their hand\"");
            }
            Ok(ActionAst::RevealHand { who })
        }
        "choose" => {
            p.pos += 1;
            let count = amount(p)?;
            let mut phrase = object_phrase(p)?;
            let from_hand = phrase.suffixes.iter().any(|x| matches!(x, Suffix::Zone(Zone::Hand, _)));
            let whose = if from_hand {
                PlayerRef::You
            } else if p.eat_seq("from it") || p.eat_seq("from their hand") || p.eat_seq("from that player 's hand") {
                // "a nonland card from it with mana value 3 or less": the card's other
                // qualities may follow where it's chosen from.
                if p.looking_at("with mana value") {
                    phrase.suffixes.push(suffix(p)?);
                }
                PlayerRef::That
            } else {
                return p.err("expected where to choose from");
            };
            Ok(ActionAst::ChooseFromHand { chooser: who, whose, count, phrase })
        }
        "add" => {
            p.pos += 1;
            let _ = p.eat_seq("an additional") || p.eat_word("additional");
            Ok(ActionAst::AddManaBy { who, mana: mana(p)? })
        }
        "return" if who == PlayerRef::Each && p.looking_at("returns to the battlefield all cards") => {
            p.pos += 1;
            p.expect_seq("to the battlefield all cards they own exiled with ~")?;
            Ok(ActionAst::ReturnExiledWithSelf)
        }
        "put" if p.is_word_n(1, "it") || p.looking_at(&format!("{verb} that card")) => {
            // After a card was revealed: "they put it onto the battlefield" (under their
            // control, CR 110.2), "that player puts it into their hand" (its owner's, CR 400.3).
            p.pos += 1;
            let what = obj_ref(p)?;
            if p.eat_seq("into their hand") || p.eat_seq("into his or her hand") {
                return Ok(ActionAst::ReturnToHand { what });
            }
            p.expect_seq("onto the battlefield")?;
            let tapped = p.eat_word("tapped");
            Ok(ActionAst::PutOntoBattlefield { what, under: who, tapped })
        }
        "can't" if p.looking_at("can't cast spells this turn") => {
            p.pos += 5;
            Ok(ActionAst::CantCast { who })
        }
        "draw" | "discard" | "mill" => {
            p.pos += 1;
            let amount = if p.eat_seq("cards equal to") {
                // "Draw cards equal to the number of ..." (CR 608.2h).
                amount_expr(p)?
            } else {
                let n = amount(p)?;
                p.eat_word("additional");
                cards_word(p)?;
                // "Draw a card for each page counter on ~" (CR 121.2: counted on resolution).
                crate::oracle::grammar::phrases::amounts::for_each_times(p, n)?
            };
            Ok(match v.as_str() {
                "draw" => ActionAst::Draw { who, amount },
                "mill" => ActionAst::Mill { who, amount },
                _ => ActionAst::Discard { who, amount, random: p.eat_seq("at random") },
            })
        }
        "get" => {
            // "that player gets two poison counters" (CR 122.1f).
            p.pos += 1;
            // "You get an emblem with \"...\"" (CR 114.1).
            if p.looking_at("an emblem with") {
                return crate::oracle::grammar::effects::emblems::emblem(p, who);
            }
            // CR 107.14: "you get {E}{E}", "you get six {E}".
            if let Ok(n) = p.attempt(crate::oracle::grammar::keywords::energy_symbols) {
                return Ok(ActionAst::PlayerCounters { who, kind: "energy".into(), amount: AmountAst::Num(n as i32) });
            }
            let amount = amount(p)?;
            let kind = crate::oracle::grammar::effects::counters::counter_kind(p)?;
            if kind != "poison" {
                return p.err("a player gets only poison counters here");
            }
            Ok(ActionAst::PlayerCounters { who, kind, amount })
        }
        "become" if p.looking_at(&format!("{verb} the monarch")) => {
            // CR 724.1: "you become the monarch", "target player becomes the monarch".
            p.pos += 3;
            Ok(ActionAst::BecomeMonarch { who })
        }
        "win" if who == PlayerRef::You && p.looking_at("win the game") => {
            // CR 104.2b.
            p.pos += 3;
            Ok(ActionAst::WinGame)
        }
        "gain" | "lose" => {
            p.pos += 1;
            let amount = life_amount(p)?;
            // "gain 2 life for each card in your hand" (CR 608.2h: counted on resolution).
            let amount = crate::oracle::grammar::phrases::amounts::for_each_times(p, amount)?;
            Ok(if v == "gain" { ActionAst::GainLife { who, amount } } else { ActionAst::LoseLife { who, amount } })
        }
        "sacrifice" => {
            // "When ~ becomes the target of a spell or ability, sacrifice it.": at the start of
            // the effect of a trigger about ~ itself, "it" is ~.
            let self_it = who == PlayerRef::You && p.self_it_at == Some(p.pos) && p.is_word_n(1, "it");
            p.pos += 1;
            if self_it && p.eat_word("it") {
                return Ok(ActionAst::Sacrifice { who, what: ObjRef::SelfRef, count: AmountAst::Num(1) });
            }
            if p.peek() == Some(&Tok::SelfRef) {
                p.pos += 1;
                return Ok(ActionAst::Sacrifice { who, what: ObjRef::SelfRef, count: AmountAst::Num(1) });
            }
            if let Some(what) = crate::oracle::grammar::effects::delayed::sacrificed_object(p) {
                return Ok(ActionAst::SacrificeObject { who, what });
            }
            let count = amount(p)?;
            let what = ObjRef::Each(object_phrase(p)?);
            let count = crate::oracle::grammar::phrases::amounts::for_each_times(p, count)?;
            Ok(ActionAst::Sacrifice { who, what, count })
        }
        "shuffle" => {
            p.pos += 1;
            if p.eat_seq("their library") || p.eat_seq("your library") || p.eat_seq("his or her library") {
                return Ok(ActionAst::Shuffle { who });
            }
            let what = if p.eat_seq("your graveyard") {
                ObjRef::CardsIn(Box::new(PlayerRef::You), Zone::Graveyard)
            } else if p.eat_seq("their graveyard") {
                ObjRef::CardsIn(Box::new(who.clone()), Zone::Graveyard)
            } else if p.looking_at("their hand into") || p.looking_at("your hand into") {
                // "that player shuffles their hand into their library" (CR 701.24).
                p.pos += 2;
                ObjRef::CardsIn(Box::new(who.clone()), Zone::Hand)
            } else {
                match p.attempt(obj_ref) {
                    Ok(o) => o,
                    Err(_) => return Ok(ActionAst::Shuffle { who }),
                }
            };
            // "shuffles <cards> into their library" (CR 701.24).
            if !(p.eat_seq("into their library")
                || p.eat_seq("into your library")
                || p.eat_seq("into its owner 's library")
                || p.eat_seq("into their owners ' libraries"))
            {
                return p.err("expected \"into their library\"");
            }
            Ok(ActionAst::ShuffleInto { who, what })
        }
        "pay" => {
            // CR 118: "pay {2}", "pays {1}{U}", "pay 3 life"; CR 107.14: "pay {E}{E}".
            p.pos += 1;
            if let Ok(energy) = p.attempt(crate::oracle::grammar::keywords::energy_symbols) {
                return Ok(ActionAst::Pay { who, mana: Default::default(), life: 0, energy });
            }
            if matches!(p.peek(), Some(Tok::Sym(_))) {
                let mana = mana_symbols(p)?;
                // {X} is the spell's X (CR 107.3a); in an ability the payer would choose it.
                if !p.is_spell && mana.symbols.contains(&ManaSymbol::X) {
                    return p.err("paying {X} chosen on resolution");
                }
                return Ok(ActionAst::Pay { who, mana, life: 0, energy: 0 });
            }
            let amount = amount(p)?;
            p.expect_seq("life")?;
            match (who, &amount) {
                (PlayerRef::You, _) => Ok(ActionAst::PayLife { amount }),
                (who, AmountAst::Num(n)) => {
                    Ok(ActionAst::Pay { who, mana: Default::default(), life: *n as u32, energy: 0 })
                }
                _ => p.err("another player paying a variable amount of life"),
            }
        }
        _ => p.err("expected a player's action"),
    }
}

/// A stated duration: "until end of turn" (CR 514.2), "until end of combat" (CR 500.5a).
pub(crate) fn until(p: &mut Parser) -> Until {
    if p.eat_seq("until end of turn") || p.eat_seq("this turn") {
        Until::EndOfTurn
    } else if p.eat_seq("until end of combat") {
        Until::EndOfCombat
    } else if p.eat_seq("until your next turn") {
        Until::YourNextTurn
    } else if p.eat_seq("for as long as you control ~ and ~ remains tapped") {
        Until::WhileYouControlTapped
    } else if p.eat_seq("for as long as you control ~") {
        Until::WhileYouControl
    } else if p.eat_seq("for as long as ~ remains tapped") {
        Until::WhileTapped
    } else if p.eat_seq("for as long as ~ remains on the battlefield") {
        Until::WhileOnBattlefield
    } else {
        Until::Forever
    }
}

/// The later of two stated durations (one before and one after a "for each").
fn either(a: Until, b: Until) -> Until {
    if a == Until::Forever {
        b
    } else {
        a
    }
}

/// "exile all cards from target player's library": whose library.
fn all_cards_from_library(p: &mut Parser) -> PResult<PlayerRef> {
    p.expect_seq("exile all cards from")?;
    if p.eat_seq("your library") {
        return Ok(PlayerRef::You);
    }
    let who = player_ref(p)?;
    p.expect_seq("'s library")?;
    Ok(who)
}

/// Verbs whose subject is an object.
pub(crate) fn object_verb(p: &mut Parser, what: ObjRef) -> PResult<ActionAst> {
    if let Some(a) = crate::oracle::grammar::combat::object_verb(p, &what) {
        return Ok(a);
    }
    if p.eat_seq("phases out") {
        return Ok(ActionAst::PhaseOut { what });
    }
    if p.eat_word("explores") || p.eat_word("explore") {
        // CR 701.44a; "then it explores again". Several explorers at once are explored in
        // an order their controllers choose (701.44d), which isn't read yet.
        if matches!(what, ObjRef::Each(_)) {
            return p.err("several permanents exploring at once");
        }
        p.eat_word("again");
        return Ok(ActionAst::Explore { what });
    }
    if p.eat_word("connives") {
        // CR 701.50a; several permanents conniving at once connive one at a time in an order
        // chosen (701.50d), which isn't read.
        let one = match &what {
            ObjRef::SelfRef | ObjRef::It => true,
            ObjRef::Target(t) => t.count == (1, 1),
            _ => false,
        };
        if !one {
            return p.err("several permanents conniving at once");
        }
        return Ok(ActionAst::Connive { what });
    }
    if p.eat_word("fights") || p.eat_word("fight") {
        // CR 701.14a: "target creature you control fights target creature you don't control",
        // "then that creature fights up to one target creature": one creature each.
        let one = |o: &ObjRef| match o {
            ObjRef::SelfRef | ObjRef::It | ObjRef::That => true,
            ObjRef::Target(t) => t.count.1 <= 1,
            _ => false,
        };
        let with = obj_ref(p)?;
        if !one(&what) || !one(&with) {
            return p.err("fighting with several creatures or a creature not named one way");
        }
        return Ok(ActionAst::Fight { what, with });
    }
    // "When ~ transforms, it deals ...": "it" first in an ability about the source is ~.
    let self_it = what == ObjRef::It && p.self_it_at.is_some() && p.self_it_at == p.pos.checked_sub(1);
    if p.eat_word("deals") || p.eat_word("deal") {
        if let ObjRef::Target(t) = &what {
            // "Target creature you control deals damage equal to its power to target creature
            // you don't control" (CR 120.1, 608.2b: if the first target is illegal, nothing
            // deals the damage).
            return crate::oracle::grammar::effects::target_deals::target_deals(p, t.clone());
        }
        if !matches!(what, ObjRef::SelfRef | ObjRef::It | ObjRef::That) {
            return p.err("only the source itself can deal damage here");
        }
        if let Ok(a) = p.attempt(|p| crate::oracle::grammar::phrases::amounts::damage_to_each_counted(p, what.clone()))
        {
            return Ok(a);
        }
        if p.looking_at("damage to") {
            // "deals damage to that player equal to the number of Swamps they control".
            let save = p.pos;
            p.pos += 2;
            if let Ok(to) = p.attempt(recipient) {
                // "to each player equal to the number of lands they control" differs per
                // player: not supported.
                let each = matches!(to, Recipient::Player(PlayerRef::Each | PlayerRef::EachOpponent));
                if p.looking_at("equal to") && !each {
                    let amount = equal_to(p)?;
                    return Ok(ActionAst::DealDamage { by: what, amount, to: vec![to] });
                }
            }
            p.pos = save;
        }
        let amount = if p.eat_word("damage") {
            let a = equal_to(p);
            p.expect_seq("to")?;
            a?
        } else {
            let a = amount(p)?;
            // "Galvanic Blast deals 4 damage instead if ...": the recipients are those of the
            // sentence this one replaces (`join_instead`, CR 608.2c).
            if p.looking_at("damage instead") {
                p.pos += 1;
                return Ok(ActionAst::DealDamage { by: what, amount: a, to: Vec::new() });
            }
            if p.eat_seq("damage divided as you choose among") {
                // CR 601.2d: the division is chosen as the spell is cast.
                let to = crate::oracle::grammar::phrases::objects::target(p)?;
                return Ok(ActionAst::DealDividedDamage { amount: a, to });
            }
            p.expect_seq("damage to")?;
            a
        };
        let to = crate::oracle::grammar::effects::compound::recipients(p, &what)?;
        if crate::oracle::grammar::effects::compound::at_more_damage(p) {
            let what = if self_it { ObjRef::SelfRef } else { what };
            return crate::oracle::grammar::effects::compound::damage_split(p, what, amount, to);
        }
        return Ok(ActionAst::DealDamage { by: what, amount, to });
    }
    // CR 702.34a: "target instant or sorcery card in your graveyard gains flashback until end
    // of turn. The flashback cost is equal to its mana cost." (Snapcaster Mage).
    if p.looking_at("gains flashback") || p.looking_at("gain flashback") {
        let start = p.pos;
        p.pos += 2;
        if !p.eat_seq("until end of turn . the flashback cost is equal to its mana cost") {
            p.pos = start;
            return p.err("flashback granted with another cost or duration");
        }
        if !format!("{what:?}").contains("Graveyard") {
            p.pos = start;
            return p.err("flashback granted to other than cards in a graveyard");
        }
        return Ok(ActionAst::GainFlashbackThisTurn { what });
    }
    if p.eat_word("gets") || p.eat_word("get") {
        // "gets an additional +4/+4": another pump of the same object (Wild Might).
        p.eat_seq("an additional");
        let Some(Tok::Pt(a, b)) = p.bump() else {
            return p.err("expected +N/+N");
        };
        let (mut pa, mut ta) = match (pt_amount(a), pt_amount(b)) {
            (Some(x), Some(y)) => (x, y),
            _ => return p.err("expected +N/+N"),
        };
        let eot = until(p);
        if p.eat_seq("for each") {
            let unit = for_each_unit(p)?;
            let times = |a: AmountAst| match a {
                AmountAst::Num(0) => AmountAst::Num(0),
                AmountAst::Num(1) => unit.clone(),
                AmountAst::Num(n) => AmountAst::Times(n, Box::new(unit.clone())),
                other => other,
            };
            pa = times(pa);
            ta = times(ta);
        }
        let eot = either(eot, until(p));
        return Ok(ActionAst::Grant { what, grant: GrantAst::Pt(pa, ta), until: eot });
    }
    if let Some(grant) = crate::oracle::grammar::choices::becomes_chosen(p) {
        let eot = until(p);
        return Ok(ActionAst::Grant { what, grant, until: eot });
    }
    // CR 613.1d, 613.4b: "~ becomes a 3/6 Golem artifact creature until end of combat."
    if p.is_word("becomes") && (p.is_word_n(1, "a") || p.is_word_n(1, "an")) && matches!(p.peek_n(2), Some(Tok::Pt(..)))
    {
        let save = p.pos;
        p.pos += 2;
        let Some(Tok::Pt(a, b)) = p.bump() else { unreachable!() };
        let (Some(AmountAst::Num(x)), Some(AmountAst::Num(y))) = (pt_amount(a), pt_amount(b)) else {
            return p.err("expected N/M");
        };
        let mut subtypes = Vec::new();
        while let Some(Tok::Word(w)) = p.peek() {
            match subtypes::lookup(w) {
                Some(t) => {
                    subtypes.push(t);
                    p.pos += 1;
                }
                None => break,
            }
        }
        let mut types = Vec::new();
        let capitalised = |w: String| {
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
        };
        while let Some(t) = p.word().and_then(|w| CardType::from_name(&capitalised(w))) {
            types.push(t);
            p.pos += 1;
        }
        if types.last() != Some(&CardType::Creature) {
            p.pos = save;
            return p.err("expected \"becomes a N/M ... creature\"");
        }
        let keywords = if p.eat_word("with") { crate::oracle::grammar::keywords::keyword_list(p)? } else { Vec::new() };
        let eot = until(p);
        let grant = GrantAst::Becomes { types, subtypes, pt: (x, y), keywords };
        return Ok(ActionAst::Grant { what, grant, until: eot });
    }
    // CR 613.1e: "Target spell or permanent becomes white."
    if p.is_word("becomes")
        && p.peek_n(1).is_some_and(|t| matches!(t, Tok::Word(w) if Color::from_name(&w.to_lowercase()).is_some()))
    {
        p.pos += 1;
        let mut colors = Vec::new();
        while let Some(c) = p.word().and_then(|w| Color::from_name(&w)) {
            p.pos += 1;
            colors.push(c);
            let next_is_color =
                p.peek_n(1).is_some_and(|t| matches!(t, Tok::Word(w) if Color::from_name(&w.to_lowercase()).is_some()));
            if !(next_is_color && (p.eat_word("and") || p.eat_punct(','))) {
                break;
            }
        }
        let eot = until(p);
        return Ok(ActionAst::Grant { what, grant: GrantAst::Colors(colors), until: eot });
    }
    if p.eat_word("gains") || p.eat_word("gain") {
        let ks = keyword_list(p)?;
        if ks.len() != 1 {
            return p.err("several keywords in one clause");
        }
        let eot = until(p);
        return Ok(ActionAst::Grant { what, grant: GrantAst::Keyword(ks[0].clone()), until: eot });
    }
    for (words, r) in [
        ("can't attack or block", RestrictionAst::CantAttackOrBlock),
        ("can't block", RestrictionAst::CantBlock),
        ("can't attack", RestrictionAst::CantAttack),
        ("can't be blocked", RestrictionAst::Unblockable),
        ("must be blocked this turn if able", RestrictionAst::MustBeBlocked),
        // CR 510.1a: Ophidian, Dwarven Vigilantes.
        ("assigns no combat damage this turn", RestrictionAst::AssignsNoCombatDamage),
    ] {
        if p.eat_seq(words) {
            let eot = if words.contains("this turn") { Until::EndOfTurn } else { until(p) };
            return Ok(ActionAst::Grant { what, grant: GrantAst::Restriction(r), until: eot });
        }
    }
    p.err("expected an action")
}

/// Whether a reference describes tokens ("target Incubator token you control").
fn names_tokens(what: &ObjRef) -> bool {
    let phrase = match what {
        ObjRef::Target(t) => &t.phrase,
        ObjRef::Each(ph) | ObjRef::EachControlledBy(ph, _) => ph,
        _ => return false,
    };
    phrase.terms.iter().any(|t| t.noun == Some(Noun::Token) || t.adjs.contains(&Desc::Token(true)))
}

/// Instructions to the controller, without a subject.
fn imperative(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let Some(verb) = p.word() else {
        return p.err("expected an instruction");
    };
    let single = |a: ActionAst| Ok(vec![a]);
    // "you may gain 3 life": an optional trigger's "you may" leaves "gain 3 life".
    if verb == "gain" && !p.looking_at("gain control") {
        return single(player_verb(p, PlayerRef::You)?);
    }
    // CR 613.1b: "Gain control of target creature until end of turn."
    if p.eat_seq("gain control of") {
        let what = obj_ref(p)?;
        let until = until(p);
        return single(ActionAst::Grant { what, grant: GrantAst::Control, until });
    }
    // CR 613.4d: "Switch target creature's power and toughness until end of turn."
    if p.eat_word("switch") {
        let what = obj_ref(p)?;
        p.expect_seq("'s power and toughness")?;
        let until = until(p);
        return single(ActionAst::Grant { what, grant: GrantAst::SwitchPt, until });
    }
    if crate::oracle::grammar::effects::counters::at_counters(p) {
        return Ok(vec![crate::oracle::grammar::effects::counters::counters_clause(p)?]);
    }
    if verb == "turn" {
        return crate::oracle::grammar::keywords::morph::turn_face(p).map(|a| vec![a]);
    }
    if verb == "proliferate" || verb == "adapt" || verb == "bolster" || verb == "amass" {
        return counter_actions::counter_action(p);
    }
    if verb == "change" {
        return crate::oracle::grammar::phrases::stack::change_target(p).map(|a| vec![a]);
    }
    if verb == "untap" && p.is_word_n(1, "up") {
        return crate::oracle::grammar::effects::chosen_objects::untap_up_to(p);
    }
    if verb == "return" && crate::oracle::grammar::effects::linked_exile::at_return_exiled(p) {
        return crate::oracle::grammar::effects::linked_exile::return_exiled(p);
    }
    if verb == "return" && (p.is_word_n(1, "a") || p.is_word_n(1, "an")) {
        return crate::oracle::grammar::effects::chosen_objects::return_one_you_control(p);
    }
    if verb == "put" {
        if let Ok(acts) = p.attempt(library_top::cards_from_hand_on_top) {
            return Ok(acts);
        }
    }
    if verb == "exile" {
        // "Exile all cards from target player's library" (CR 406.3): every card there.
        if let Ok(who) = p.attempt(all_cards_from_library) {
            return single(ActionAst::Exile {
                what: ObjRef::CardsIn(Box::new(who), Zone::Library),
                until_source_leaves: false,
            });
        }
    }
    match verb.as_str() {
        "destroy" | "exile" | "counter" | "tap" | "untap" | "regenerate" | "transform" | "flip" => {
            p.pos += 1;
            // "Exile the top three cards of your library." (CR 401.1).
            let top = if verb == "exile" { p.attempt(top_of_library).ok() } else { None };
            let what = match top {
                Some(n) => ObjRef::TopCardsOfLibrary(Box::new(n)),
                None => obj_ref(p)?,
            };
            if verb == "transform" && names_tokens(&what) {
                // CR 701.27a, 111.13: double-faced tokens (Incubators) aren't made yet.
                return p.err("transforming a token");
            }
            // "Untap target creature and gain control of it until end of turn." (Threaten)
            if verb == "untap" && p.looking_at("and gain control of") {
                p.pos += 4;
                let it = obj_ref(p)?;
                let until = until(p);
                return Ok(vec![
                    ActionAst::Untap { what },
                    ActionAst::Grant { what: it, grant: GrantAst::Control, until },
                ]);
            }
            single(match verb.as_str() {
                "destroy" => ActionAst::Destroy { what },
                // CR 610.3: "exile <object> until ~ leaves the battlefield".
                "exile" => ActionAst::Exile { what, until_source_leaves: p.eat_seq("until ~ leaves the battlefield") },
                "counter" => ActionAst::Counter { what },
                "tap" => ActionAst::Tap { what },
                "untap" => ActionAst::Untap { what },
                "transform" => ActionAst::Transform { what },
                "flip" => ActionAst::Flip { what },
                _ => ActionAst::Regenerate { what },
            })
        }
        "return" => {
            p.pos += 1;
            // "exile ~, then return him to the battlefield transformed under his owner's
            // control": a planeswalker's text names the card it exiled "him" or "her", the new
            // object in exile (CR 400.7), as "it" does.
            let what = if (p.is_word("him") || p.is_word("her")) && p.is_word_n(1, "to") && p.is_word_n(2, "the") {
                p.pos += 1;
                ObjRef::It
            } else {
                obj_ref(p)?
            };
            p.expect_seq("to")?;
            for hand in
                ["its owner 's hand", "their owner 's hand", "their owners 's hands", "your hand", "owner 's hand"]
            {
                if p.eat_seq(hand) {
                    return single(ActionAst::ReturnToHand { what });
                }
            }
            if p.eat_seq("the battlefield") {
                let tapped = p.eat_word("tapped");
                // CR 712.14a: "transformed", "tapped and transformed": its back face up.
                let transformed = p.eat_word("transformed") || (tapped && p.eat_seq("and transformed"));
                let owners = ["under its owner 's control", "under his owner 's control", "under her owner 's control"];
                if owners.iter().any(|o| p.eat_seq(o)) {
                    return single(ActionAst::ReturnUnderOwner { what, tapped, transformed });
                }
                p.eat_seq("under your control");
                return single(ActionAst::ReturnToBattlefield { what, tapped, transformed });
            }
            p.err("expected where to return it")
        }
        "choose" if p.looking_at("choose target") => {
            if let Ok(a) = p.attempt(same_name::chosen_target_then_search) {
                return single(a);
            }
            player_verb(p, PlayerRef::You).map(|a| vec![a])
        }
        "draw" | "discard" | "mill" | "sacrifice" | "shuffle" | "choose" | "pay" => {
            player_verb(p, PlayerRef::You).map(|a| vec![a])
        }
        "create" if p.looking_at("create a token that's a copy") => token_copies::token_copy(p),
        "create" => {
            p.pos += 1;
            let count = amount(p)?;
            let token = token(p)?;
            // "Create a 1/1 ... token with deathtouch and a 3/3 ... token with lifelink",
            // "a 1/1 ..., a 2/2 ..., and a 3/3 ... token": several kinds of token at once.
            let mut more = Vec::new();
            while let Ok(t) = p.attempt(another_token) {
                more.push(t);
            }
            if more.is_empty() {
                // "Create a 1/1 ... token for each creature you control" (CR 608.2h).
                let count = crate::oracle::grammar::phrases::amounts::for_each_times(p, count)?;
                let mut token = token;
                token_has(p, &mut token)?;
                return single(ActionAst::CreateTokens { count, token });
            }
            let first = ActionAst::CreateTokens { count, token };
            Ok(std::iter::once(first)
                .chain(more.into_iter().map(|(count, token)| ActionAst::CreateTokens { count, token }))
                .collect())
        }
        "monstrosity" => {
            // CR 701.37a: "Monstrosity N" / "Monstrosity X", the permanent's own action.
            p.pos += 1;
            single(ActionAst::Monstrosity { amount: amount(p)? })
        }
        "investigate" => {
            // CR 701.16a: "Investigate" means "Create a Clue token."
            p.pos += 1;
            let count = if p.eat_word("twice") { AmountAst::Num(2) } else { AmountAst::Num(1) };
            let token = match predefined_tokens::predefined_token(p, "Clue") {
                Some(t) => t?,
                None => return p.err("expected the Clue token"),
            };
            single(ActionAst::CreateTokens { count, token })
        }
        "add" => {
            p.pos += 1;
            single(ActionAst::AddMana(mana(p)?))
        }
        "attach" => {
            // CR 701.3a: "attach it to target creature you control".
            p.pos += 1;
            let what = obj_ref(p)?;
            p.expect_seq("to")?;
            let to = obj_ref(p)?;
            single(ActionAst::Attach { what, to })
        }
        "scry" | "surveil" => {
            // CR 701.22a scry, CR 701.25a surveil: look at the top N cards, then bottom or graveyard.
            let surveil = p.word().as_deref() == Some("surveil");
            p.pos += 1;
            single(ActionAst::Scry { amount: amount(p)?, surveil })
        }
        "the" if p.looking_at("the next time") => {
            // CR 614.9: a redirection ("..., it deals that damage to you instead").
            if let Ok(a) = p.attempt(crate::oracle::grammar::replacement::redirect::effect) {
                return single(a);
            }
            single(crate::oracle::grammar::replacement::next_time_effect(p)?)
        }
        "search" => {
            p.pos += 1;
            if let Ok(a) = p.attempt(same_name::search) {
                return single(a);
            }
            if let Ok(a) = p.attempt(crate::oracle::grammar::effects::spells::search) {
                return Ok(a);
            }
            search(p)
        }
        "prevent" => {
            p.pos += 1;
            if p.eat_seq("all combat damage that would be dealt this turn") {
                return single(ActionAst::PreventAllCombatDamage);
            }
            if let Ok(a) = p.attempt(crate::oracle::grammar::effects::spells::prevent_to_and_by) {
                return single(a);
            }
            if let Ok(a) = p.attempt(crate::oracle::grammar::effects::spells::prevent_divided) {
                return single(a);
            }
            if p.looking_at("all") {
                return single(crate::oracle::grammar::replacement::prevent_all_effect(p)?);
            }
            p.expect_seq("the next")?;
            let amount = amount(p)?;
            p.expect_seq("damage that would be dealt")?;
            // "dealt to R this turn" or "dealt this turn to R".
            let early = p.eat_seq("this turn");
            p.expect_seq("to")?;
            let to = recipient(p)?;
            if !early {
                p.expect_seq("this turn")?;
            }
            single(ActionAst::PreventNext { amount, to })
        }
        "reveal" if p.looking_at("reveal any number of") => {
            single(crate::oracle::grammar::choices::reveal_any_number(p)?)
        }
        "separate" => single(piles::separate(p)?),
        "reveal" => {
            p.pos += 1;
            let amount = top_of_library(p)?;
            if p.looking_at(". an opponent separates") || p.looking_at("and separate them into two piles") {
                return single(piles::revealed(p, amount)?);
            }
            if p.looking_at(". you may") {
                return single(library_top::look_then_reveal(p, amount, LookRevealAst::All)?);
            }
            p.expect_seq(". put all")?;
            let filter = object_phrase(p)?;
            p.expect_seq("revealed this way into your hand and the rest")?;
            let rest = library_top::rest_of_looked(p)?;
            single(ActionAst::RevealTop { amount, filter, to: Zone::Hand, rest })
        }
        "look" => {
            p.pos += 1;
            p.expect_seq("at")?;
            let amount = top_of_library(p)?;
            if p.looking_at(". put") || (p.looking_at(", then put") && !p.looking_at(", then put them back")) {
                return single(crate::oracle::grammar::choices::look_then_put(p, amount)?);
            }
            if p.looking_at(". you may") {
                return single(library_top::look_then_reveal(p, amount, LookRevealAst::Taken)?);
            }
            p.expect_seq(", then put them back in any order")?;
            single(ActionAst::ArrangeTop { amount })
        }
        "put" if p.is_word_n(1, "a") || p.is_word_n(1, "an") => {
            // "put a Goblin permanent card from your hand onto the battlefield": a choice, not a target.
            p.pos += 2;
            let phrase = object_phrase(p)?;
            if !phrase.suffixes.iter().any(|x| matches!(x, Suffix::Zone(Zone::Hand, PlayersAst::You))) {
                return p.err("expected a card from your hand");
            }
            p.expect_seq("onto the battlefield")?;
            let tapped = p.eat_word("tapped");
            Ok(vec![
                ActionAst::ChooseFromHand {
                    chooser: PlayerRef::You,
                    whose: PlayerRef::You,
                    count: AmountAst::Num(1),
                    phrase,
                },
                ActionAst::PutOntoBattlefield { what: ObjRef::It, under: PlayerRef::You, tapped },
            ])
        }
        "put" => {
            p.pos += 1;
            let what = obj_ref(p)?;
            if p.eat_seq("on top of your library") || p.eat_seq("on top of its owner 's library") {
                return single(ActionAst::PutOnTop { what });
            }
            p.expect_seq("onto the battlefield")?;
            p.eat_seq("under your control");
            let tapped = p.eat_word("tapped");
            single(ActionAst::PutOntoBattlefield { what, under: PlayerRef::You, tapped })
        }
        _ => p.err("expected an instruction"),
    }
}

/// "the top N cards of your library" (CR 401.1): the N.
fn top_of_library(p: &mut Parser) -> PResult<AmountAst> {
    p.expect_seq("the top")?;
    // "the top X plus one cards" (Epiphany at the Drownyard).
    let n = crate::oracle::grammar::phrases::amounts::x_plus(p)?;
    cards_word(p)?;
    p.expect_seq("of your library")?;
    Ok(n)
}

/// "Add {G}", "{R} or {G}", "{C}{C}", "one mana of any color" (CR 106.3).
fn mana(p: &mut Parser) -> PResult<ManaAst> {
    if let Ok(m) = p.attempt(crate::oracle::grammar::mana::defined::defined_mana) {
        return Ok(m);
    }
    if let Ok(m) = p.attempt(crate::oracle::grammar::mana::combination) {
        return Ok(m);
    }
    let save = p.pos;
    if let Some(n) = number(p) {
        if p.eat_seq("mana of any color") || p.eat_seq("mana of any one color") {
            return Ok(ManaAst::AnyColor(n));
        }
        p.pos = save;
    }
    if p.eat_seq("X mana of any one color") || p.eat_seq("X mana of any color") {
        return Ok(ManaAst::AnyColorAmount(AmountAst::X));
    }
    // CR 107.1c: "an amount of {G} equal to your devotion to green", counted on resolution.
    if p.eat_seq("an amount of mana of that color") {
        // CR 607.2d: the colour chosen by "Choose a color." before it.
        return Ok(ManaAst::ChosenColorAmount(crate::oracle::grammar::phrases::objects::equal_to(p)?));
    }
    if p.eat_seq("an amount of") {
        let kinds = mana_types(p)?;
        let n = crate::oracle::grammar::phrases::objects::equal_to(p)?;
        return Ok(ManaAst::ForEach(kinds, n));
    }
    let first = mana_types(p)?;
    if let Some(m) = crate::oracle::grammar::mana::removed_this_way(p, &first)? {
        return Ok(m);
    }
    if first.len() == 1 && (p.looking_at("or") || p.looking_at(",")) {
        let mut options = first;
        options.extend(crate::oracle::grammar::mana::more_choices(p, |m| m.len() == 1).into_iter().flatten());
        return Ok(ManaAst::OneOf(options));
    }
    if first.len() >= 2 && (p.looking_at("or") || p.looking_at(",")) {
        if let Ok(m) = p.attempt(|p| crate::oracle::grammar::mana::every_combination(p, &first)) {
            return Ok(m);
        }
    }
    if p.eat_seq("for each") {
        return Ok(ManaAst::ForEach(first, for_each_unit(p)?));
    }
    Ok(ManaAst::Fixed(first))
}

/// ", and a 3/3 ... token", "and a Food token": another token a "create" makes.
fn another_token(p: &mut Parser) -> PResult<(AmountAst, TokenAst)> {
    let comma = p.eat_punct(',');
    let and = p.eat_word("and");
    if !comma && !and {
        return p.err("expected another token");
    }
    let count = amount(p)?;
    Ok((count, token(p)?))
}

/// A token description (see `token`), for other grammar files.
pub(crate) fn token_phrase(p: &mut Parser) -> PResult<TokenAst> {
    token(p)
}

/// A token description: "1/1 white Soldier creature token(s) [with flying]" (CR 111), or a
/// predefined token by name ("Treasure token", CR 111.10); either may be "tapped" (CR
/// 110.5b) and end with "that's tapped and attacking" (CR 508.4).
fn token(p: &mut Parser) -> PResult<TokenAst> {
    let tapped = p.eat_word("tapped");
    let mut t = token_characteristics(p)?;
    t.tapped = tapped;
    // "that's tapped and attacking", "that are tapped and attacking" (CR 508.4).
    let save = p.pos;
    p.eat_punct(',');
    let _ = p.eat_seq("that's") || p.eat_seq("that are");
    if p.eat_seq("tapped and attacking") {
        t.tapped = true;
        t.attacking = true;
    } else {
        p.pos = save;
    }
    Ok(t)
}

/// A sentence after "create ... token(s)" giving the tokens an ability: ". It has
/// "Sacrifice this creature: Add {C}."" or ". They have "..."" (the Eldrazi Spawn and
/// Scion tokens). The ability is part of the token's definition, as if written with "with"
/// (CR 111.4, 113.1a); it is read by the ability grammar, and fails if it doesn't compile.
fn token_has(p: &mut Parser, token: &mut TokenAst) -> PResult<()> {
    if !(p.looking_at(". it has \"") || p.looking_at(". they have \"")) {
        return Ok(());
    }
    p.pos += 3;
    match crate::oracle::grammar::statics::granted::quoted_ability(p, &ObjRef::It)? {
        GrantAst::Ability(ast, text) => token.abilities.push((*ast, text)),
        _ => return p.err("expected an ability in the quotation marks"),
    }
    Ok(())
}

/// What a created token is: its characteristics and abilities (CR 111.4, 111.10).
fn token_characteristics(p: &mut Parser) -> PResult<TokenAst> {
    if let Some(Tok::Word(w)) = p.peek().cloned() {
        if p.is_word_n(1, "token") || p.is_word_n(1, "tokens") {
            if let Some(t) = predefined_tokens::predefined_token(p, &w) {
                let t = t?;
                p.pos += 2;
                return Ok(t);
            }
        }
    }
    let mut t = TokenAst {
        pt: None,
        colors: vec![],
        subtypes: vec![],
        types: vec![],
        supertypes: vec![],
        keywords: vec![],
        name: None,
        abilities: vec![],
        tapped: false,
        attacking: false,
    };
    if let Some(Tok::Pt(a, b)) = p.peek() {
        match (a.parse(), b.parse()) {
            (Ok(x), Ok(y)) => t.pt = Some((x, y)),
            _ => return p.err("expected a fixed power and toughness"),
        }
        p.pos += 1;
    }
    loop {
        let Some(Tok::Word(w)) = p.peek() else {
            return p.err("expected a token description");
        };
        let lower = w.to_lowercase();
        if lower == "token" || lower == "tokens" {
            p.pos += 1;
            break;
        }
        if let Some(c) = Color::from_name(&lower) {
            t.colors.push(c);
        } else if lower == "colorless" || lower == "and" {
        } else if let Some(ty) = CardType::from_name(&capitalize(&lower)) {
            t.types.push(ty);
        } else if let Some(s) = Supertype::from_name(w) {
            t.supertypes.push(s);
        } else if subtypes::is_subtype(w) {
            t.subtypes.push(w.clone());
        } else {
            return p.err("expected a token description");
        }
        p.pos += 1;
    }
    if t.types.is_empty() {
        return p.err("a token without a card type (predefined tokens are not supported yet)");
    }
    if t.types.contains(&CardType::Creature) && t.pt.is_none() {
        return p.err("a creature token without power and toughness");
    }
    if p.eat_word("with") {
        t.keywords = keyword_list(p)?;
    }
    Ok(t)
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// "your library for a Goblin card, [reveal it,] put it into your hand, then shuffle"
/// (CR 701.23); what is sought is `library_search`'s.
fn search(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let also = library_search::your_zones(p)?;
    let sought = library_search::sought(p)?;
    let mut reveal = false;
    let it =
        |p: &mut Parser| p.eat_word("it") || p.eat_seq("that card") || p.eat_word("them") || p.eat_seq("those cards");
    p.eat_punct(',');
    if p.eat_word("reveal") {
        if !it(p) {
            return p.err("expected \"it\"");
        }
        reveal = true;
        p.eat_punct(',');
    }
    if p.looking_at("then shuffle and put") || p.looking_at("shuffle and put") {
        if also != AlsoSearched::default() {
            return p.err("cards put on top of your library from other zones");
        }
        // The cards stay in the library until they are put on top after the shuffle.
        return library_search::shuffle_then_top(p, sought, reveal);
    }
    let library_search::Sought { filter, count, must_find, set } = sought;
    p.eat_word("then");
    p.eat_word("and");
    p.expect_seq("put")?;
    // CR 701.23: Cultivate, "put one onto the battlefield tapped and the other into your hand".
    let split = if p.eat_seq("one onto the battlefield tapped and the other into your hand") {
        Some(ActionAst::SplitFound { to: Zone::Battlefield, tapped: true, rest: Zone::Hand })
    } else {
        None
    };
    if let Some(split) = split {
        if count != Some(2) || set != SearchSetAst::Any {
            return p.err("\"one ... and the other\" after a search for other than two cards");
        }
        if also != AlsoSearched::default() {
            return p.err("cards split between zones after a search of other zones");
        }
        let to = Zone::Library;
        let mut out = vec![ActionAst::Search { filter, count, to, tapped: false, reveal, must_find, set, also }, split];
        then_shuffle(p, &mut out);
        return Ok(out);
    }
    if !it(p) {
        return p.err("expected \"it\"");
    }
    let (to, tapped) = if p.eat_seq("into your hand") {
        (Zone::Hand, false)
    } else if p.eat_seq("onto the battlefield") {
        (Zone::Battlefield, p.eat_word("tapped"))
    } else if p.eat_seq("into your graveyard") {
        (Zone::Graveyard, false)
    } else {
        return p.err("expected where to put the card");
    };
    let mut out = vec![ActionAst::Search { filter, count, to, tapped, reveal, must_find, set, also }];
    then_shuffle(p, &mut out);
    Ok(out)
}

/// ", then shuffle [your library]" after a search: its `Shuffle`, if the text says so.
fn then_shuffle(p: &mut Parser, out: &mut Vec<ActionAst>) {
    let save = p.pos;
    p.eat_punct(',');
    p.eat_word("then");
    if p.eat_word("shuffle") {
        p.eat_seq("your library");
        out.push(ActionAst::Shuffle { who: PlayerRef::You });
    } else {
        p.pos = save;
    }
}

/// Whether some action has "X target ..." (the number of targets, CR 601.2c).
fn actions_have_x_targets(actions: &[ActionAst]) -> bool {
    format!("{actions:?}").contains("amount: Some(X)")
}

/// Replaces X by its definition ("where X is the number of Goblins on the battlefield").
fn subst_x(a: &mut ActionAst, x: &AmountAst) {
    let fix = |n: &mut AmountAst| crate::oracle::grammar::phrases::amounts::replace_x(n, x);
    match a {
        ActionAst::Scry { amount, .. } => fix(amount),
        ActionAst::CreateTokens { count, .. } => fix(count),
        ActionAst::DealDamageSplit { parts } => parts.iter_mut().for_each(|(a, _)| fix(a)),
        ActionAst::DealDamage { amount, .. }
        | ActionAst::Draw { amount, .. }
        | ActionAst::Discard { amount, .. }
        | ActionAst::GainLife { amount, .. }
        | ActionAst::LoseLife { amount, .. }
        | ActionAst::Mill { amount, .. }
        | ActionAst::PreventNext { amount, .. }
        | ActionAst::PutCounters { amount, .. }
        | ActionAst::RemoveCounters { amount, .. }
        | ActionAst::PlayerCounters { amount, .. } => fix(amount),
        ActionAst::Grant { grant: GrantAst::Pt(a, b), .. } => {
            fix(a);
            fix(b);
        }
        ActionAst::AddMana(ManaAst::AnyColorAmount(amount) | ManaAst::Combination(_, amount))
        | ActionAst::Bolster(amount)
        | ActionAst::Amass { amount, .. } => fix(amount),
        ActionAst::LookAtHand { choose: Some((amount, _)), .. } => fix(amount),
        ActionAst::May(_, inner) | ActionAst::IfYouDo(inner) | ActionAst::Compound { parts: inner, .. } => {
            inner.iter_mut().for_each(|i| subst_x(i, x))
        }
        _ => {}
    }
}
