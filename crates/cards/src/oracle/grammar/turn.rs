//! Grammar for this turn's history and the structure of turns: extra turns ("Target player
//! takes an extra turn after this one", CR 500.7), skipped turns and steps ("You skip your
//! next turn", "Target player skips their next draw step", CR 614.10), "can't play lands
//! this turn", "can't cast creature spells this turn" (CR 101.2, 305.2b), "You may play up
//! to three additional lands this turn" (CR 305.2), "Target player's life total becomes 20"
//! (CR 119.5); conditions on what happened this turn ("if a creature died this turn", "if
//! that player didn't cast a spell this turn", "Activate only if ~ entered the battlefield
//! this turn", CR 603.4) and objects dealt damage this turn.

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, player_ref};
use grimoire_engine::{CardType, Step};
use HistoryAst as H;

/// A whole sentence of this family that the general grammar would misread: "You may play up
/// to three additional lands this turn.", "You may cast creature spells this turn as though
/// they had flash." (permissions, not optional actions).
pub(crate) fn sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if p.eat_seq("if this ability has been activated") {
        // CR 602.1: "If this ability has been activated four or more times this turn, ...".
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        p.expect_seq("or more times this turn ,")?;
        let acts = crate::oracle::grammar::effects::sentence(p)?;
        let c = ConditionAst::History(H::AbilityActivated(n));
        return Ok(vec![ActionAst::IfCondition(c, acts)]);
    }
    if let Ok(acts) = p.attempt(conditional_sentence) {
        return Ok(acts);
    }
    if p.eat_seq("you may cast") {
        // "You may cast creature spells this turn as though they had flash." (CR 601.3).
        let f = spell_kinds(p)?;
        p.expect_seq("spells this turn as though they had flash .")?;
        return Ok(vec![ActionAst::TurnEffect { who: PlayerRef::You, effect: TurnEffectAst::FlashFor(f) }]);
    }
    p.expect_seq("you may play")?;
    let n = if p.eat_seq("an additional land") {
        1
    } else {
        let _ = p.eat_seq("up to");
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        p.expect_seq("additional lands")?;
        n
    };
    p.expect_seq("this turn .")?;
    Ok(vec![ActionAst::TurnEffect { who: PlayerRef::You, effect: TurnEffectAst::AdditionalLands(n) }])
}

/// "<actions> unless it came under your control this turn." (the source), "<actions> if an
/// opponent cast a blue spell this turn.": the actions happen only if the condition on this
/// turn holds as the effect resolves (CR 608.2c).
fn conditional_sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let acts = crate::oracle::grammar::effects::clauses(p)?;
    let attacked = if p.eat_seq("if it didn't attack this turn .") {
        Some(false)
    } else if p.eat_seq("if it attacked this turn .") {
        Some(true)
    } else {
        None
    };
    if let Some(attacked) = attacked {
        // "destroy that creature if it didn't attack this turn": the object named before.
        let phrase = ObjectPhrase { other: false, terms: vec![], suffixes: vec![Suffix::AttackedThisTurn(attacked)] };
        return Ok(vec![ActionAst::IfItIs { phrase, then: acts }]);
    }
    let c = if p.eat_seq("unless it came under your control this turn") {
        ConditionAst::Not(Box::new(ConditionAst::History(H::SourceNewlyControlled)))
    } else if p.eat_word("if") {
        condition(p)?
    } else {
        return p.err("expected a condition on this turn");
    };
    p.expect_seq(".")?;
    Ok(vec![ActionAst::IfCondition(c, acts)])
}

/// One clause: "<player> take(s) N extra turn(s) after this one", "<player> skip(s) their
/// next turn / <step>", "<player> can't play lands this turn", "<player> can't cast <types>
/// spells this turn", "<player>'s life total becomes <amount>"; "Take an extra turn after
/// this one." is the imperative of the first.
pub(crate) fn clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let who = if p.is_word("take") { PlayerRef::You } else { player_ref(p)? };
    let each = who == PlayerRef::Each;
    if p.eat_seq("'s life total becomes") {
        // CR 119.5.
        let amount = life_amount(p, each)?;
        return Ok(vec![ActionAst::TurnEffect { who, effect: TurnEffectAst::LifeBecomes(amount) }]);
    }
    let effect = verb(p)?;
    Ok(vec![ActionAst::TurnEffect { who, effect }])
}

/// "20", "the number of creatures they control" (each player's own, with "Each player's").
fn life_amount(p: &mut Parser, each: bool) -> PResult<AmountAst> {
    if each && p.eat_seq("the number of") {
        let phrase = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
        p.expect_seq("they control")?;
        return Ok(AmountAst::CountEachControls(phrase));
    }
    match number(p) {
        Some(n) if !p.is_word("plus") && !p.is_word("minus") => Ok(AmountAst::Num(n as i32)),
        _ => p.err("expected a life total"),
    }
}

/// The verb phrase after the player.
fn verb(p: &mut Parser) -> PResult<TurnEffectAst> {
    if p.eat_word("take") || p.eat_word("takes") {
        // CR 500.7.
        let n = if p.eat_word("an") { 1 } else { number(p).ok_or(()).or_else(|_| p.err("expected a number"))? };
        if !(p.eat_seq("extra turns") || p.eat_seq("extra turn")) {
            return p.err("expected \"extra turn\"");
        }
        p.expect_seq("after this one")?;
        return Ok(TurnEffectAst::ExtraTurns(n));
    }
    if p.eat_word("skip") || p.eat_word("skips") {
        // CR 614.10.
        let _ = p.eat_word("your") || p.eat_word("their");
        let next = p.eat_word("next");
        if p.eat_word("turn") {
            if !next {
                return p.err("expected \"next turn\"");
            }
            return Ok(TurnEffectAst::SkipTurn);
        }
        let step = step_name(p)?;
        let this_turn = p.eat_seq("this turn");
        if !next && !this_turn {
            // "Skip your draw step." is a static ability (`grammar/statics/mod.rs`).
            return p.err("expected \"next\"");
        }
        return Ok(TurnEffectAst::SkipStep { step, this_turn });
    }
    if p.eat_seq("can't play lands this turn") {
        // CR 305.2b.
        return Ok(TurnEffectAst::CantPlayLands);
    }
    if p.eat_seq("can't cast") {
        // CR 101.2.
        let f = spell_types(p)?;
        p.expect_seq("spells this turn")?;
        return Ok(TurnEffectAst::CantCast(f));
    }
    p.err("expected a turn effect")
}

/// "untap step", "upkeep", "draw step", "combat phase".
fn step_name(p: &mut Parser) -> PResult<Step> {
    if p.eat_seq("untap step") {
        Ok(Step::Untap)
    } else if p.eat_word("upkeep") {
        let _ = p.eat_word("step");
        Ok(Step::Upkeep)
    } else if p.eat_seq("draw step") {
        Ok(Step::Draw)
    } else if p.eat_seq("combat phase") {
        // CR 506.1: the phase begins with the beginning of combat step.
        Ok(Step::BeginningOfCombat)
    } else {
        p.err("expected a step")
    }
}

/// "creature", "instant or sorcery", "artifact, creature, or enchantment": spells of any
/// of these card types.
fn spell_types(p: &mut Parser) -> PResult<SpellKindsAst> {
    let mut types = vec![card_type(p)?];
    loop {
        let save = p.pos;
        let _ = p.eat_punct(',');
        let _ = p.eat_word("or");
        match card_type(p) {
            Ok(t) => types.push(t),
            Err(_) => {
                p.pos = save;
                break;
            }
        }
    }
    Ok(SpellKindsAst::Types(types))
}

fn card_type(p: &mut Parser) -> PResult<CardType> {
    let t = match p.word().as_deref() {
        Some("artifact") => CardType::Artifact,
        Some("creature") => CardType::Creature,
        Some("enchantment") => CardType::Enchantment,
        Some("instant") => CardType::Instant,
        Some("sorcery") => CardType::Sorcery,
        Some("planeswalker") => CardType::Planeswalker,
        _ => return p.err("expected a card type"),
    };
    p.pos += 1;
    Ok(t)
}

/// A condition on this turn's history (CR 603.4), after "if" or "only if": "a creature
/// died this turn", "that player didn't cast a spell this turn", "you didn't play a land
/// this turn", "~ entered the battlefield this turn", "~ is blocked", "~ was dealt damage
/// this turn", "~ dealt damage to an opponent this turn", "~ didn't attack [or come under
/// your control] this turn".
pub(crate) fn condition(p: &mut Parser) -> PResult<ConditionAst> {
    let h = ConditionAst::History;
    let not = |c: ConditionAst| ConditionAst::Not(Box::new(c));
    if p.eat_seq("a creature died this turn") {
        return Ok(h(H::CreatureDied));
    }
    // The werewolves' conditions (CR 601.2i): "if no spells were cast last turn", "if a
    // player cast two or more spells last turn".
    if p.eat_seq("no spells were cast last turn") {
        return Ok(not(h(H::SpellsCastLastTurn { at_least: 1, one_player: false })));
    }
    if let Ok(n) = p.attempt(|p| {
        p.expect_seq("a player cast")?;
        let n =
            crate::oracle::grammar::phrases::objects::number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        p.expect_seq("or more spells last turn")?;
        Ok(n)
    }) {
        return Ok(h(H::SpellsCastLastTurn { at_least: n, one_player: true }));
    }
    if let Ok(who) = p.attempt(whose) {
        let negated = p.eat_word("didn't");
        let c = if p.eat_seq("cast a spell this turn") {
            h(H::CastSpell(who))
        } else if let Some(color) = cast_color_spell(p) {
            h(H::CastSpellOfColor(who, color))
        } else if p.eat_seq(if negated { "play a land this turn" } else { "played a land this turn" }) {
            h(H::PlayedLand(who))
        } else if !negated && p.eat_seq("was dealt damage this turn") {
            h(H::PlayerDealtDamage(who))
        } else if !negated && p.eat_word("gained") {
            // "if you gained life this turn", "if you gained 3 or more life this turn" (CR
            // 119.3: the life the player gained, all events together).
            let n = match crate::oracle::grammar::phrases::objects::number(p) {
                Some(n) => {
                    p.expect_seq("or more")?;
                    n
                }
                None => 1,
            };
            p.expect_seq("life this turn")?;
            h(H::LifeGained(who, n))
        } else {
            return p.err("expected what the player did this turn");
        };
        return Ok(if negated { not(c) } else { c });
    }
    if p.eat_seq("it was blocked this turn") {
        // "When ~ dies, if it was blocked this turn": the source, as it last existed.
        return Ok(h(H::SourceWasBlocked));
    }
    if !p.eat_seq("~") {
        return p.err("expected ~");
    }
    if p.eat_seq("was blocked this turn") {
        return Ok(h(H::SourceWasBlocked));
    }
    if p.eat_seq("entered the battlefield this turn") {
        return Ok(h(H::SourceEntered));
    }
    if p.eat_seq("is blocked") {
        return Ok(h(H::SourceBlocked));
    }
    if p.eat_seq("was dealt damage this turn") {
        return Ok(h(H::SourceDealtDamage));
    }
    if p.eat_seq("dealt damage to an opponent this turn") {
        return Ok(h(H::SourceDamagedOpponent));
    }
    if p.eat_seq("attacked this turn") {
        return Ok(h(H::SourceAttacked));
    }
    if p.eat_seq("didn't attack this turn") {
        return Ok(not(h(H::SourceAttacked)));
    }
    if p.eat_seq("didn't attack or come under your control this turn") {
        return Ok(ConditionAst::All(vec![not(h(H::SourceAttacked)), not(h(H::SourceNewlyControlled))]));
    }
    p.err("unsupported condition on this turn")
}

/// "cast a blue spell this turn".
fn cast_color_spell(p: &mut Parser) -> Option<grimoire_engine::Color> {
    let color = ["white", "blue", "black", "red", "green"]
        .iter()
        .position(|c| p.looking_at(&format!("cast a {c} spell this turn")))?;
    p.pos += 6;
    use grimoire_engine::Color::*;
    Some([White, Blue, Black, Red, Green][color])
}

/// "you", "that player", "an opponent" as the subject of a history condition.
fn whose(p: &mut Parser) -> PResult<WhoseAst> {
    if p.eat_word("you") {
        Ok(WhoseAst::You)
    } else if p.eat_seq("that player") {
        Ok(WhoseAst::ThatPlayer)
    } else if p.eat_seq("an opponent") {
        Ok(WhoseAst::AnOpponent)
    } else {
        p.err("expected a player")
    }
}

/// "that was dealt damage this turn", "dealt damage this turn" after a noun: an object
/// suffix (CR 120.3).
pub(crate) fn suffix(p: &mut Parser) -> Option<Suffix> {
    if p.eat_seq("that was dealt damage this turn") || p.eat_seq("dealt damage this turn") {
        return Some(Suffix::DealtDamageThisTurn);
    }
    None
}

/// Rules for players set by a static ability, read whole: "Players can't play lands.",
/// "You can't cast creature spells.", "Enchanted creature's controller can't cast creature
/// spells.", "Each player can't cast more than one spell each turn.", "Players skip their
/// untap steps.", "Any player may cast creature and enchantment spells as though they had
/// flash." (CR 101.2, 305.2b, 601.3, 614.10).
pub(crate) fn static_rule(p: &mut Parser) -> Option<StaticAst> {
    let start = p.pos;
    let rule = |who, rule| Some(StaticAst::PlayerRule(who, rule));
    if p.eat_seq("~ can't attack unless you've cast a creature spell this turn") {
        // A restriction while the condition fails (CR 508.1c).
        let cast = ConditionAst::SpellCastThisTurn { by_opponent: false, creature: true };
        let cant = StaticAst::Continuous(ObjRef::SelfRef, GrantAst::Restriction(RestrictionAst::CantAttack));
        return Some(StaticAst::AsLongAs(ConditionAst::Not(Box::new(cast)), vec![cant]));
    }
    if p.eat_seq("players skip their untap steps") {
        return Some(StaticAst::SkipUntapSteps);
    }
    if p.eat_seq("each player can't cast more than one spell each turn") {
        return rule(PlayersAst::Any, PlayerRuleAst::OneSpellEachTurn);
    }
    if p.eat_seq("any player may cast") {
        if let Ok(f) = spell_kinds(p) {
            if p.eat_seq("spells as though they had flash") {
                return rule(PlayersAst::Any, PlayerRuleAst::FlashFor(f));
            }
        }
        p.pos = start;
        return None;
    }
    let who = if p.eat_word("players") {
        PlayersAst::Any
    } else if p.eat_word("you") {
        PlayersAst::You
    } else if p.eat_seq("enchanted creature 's controller") {
        PlayersAst::AttachedController
    } else {
        return None;
    };
    if p.eat_seq("can't play lands") {
        return rule(who, PlayerRuleAst::CantPlayLands);
    }
    if p.eat_seq("can't cast") {
        if let Ok(f) = spell_types(p) {
            if p.eat_word("spells") && !p.is_word("this") {
                return rule(who, PlayerRuleAst::CantCast(f));
            }
        }
    }
    p.pos = start;
    None
}

/// "creature and enchantment", "Sliver": card types or one subtype of spells.
pub(crate) fn spell_kinds(p: &mut Parser) -> PResult<SpellKindsAst> {
    if let Some(Tok::Word(w)) = p.peek() {
        if let Some(sub) = crate::oracle::front::subtypes::lookup(w) {
            p.pos += 1;
            return Ok(SpellKindsAst::Subtype(sub));
        }
    }
    let mut types = vec![card_type(p)?];
    while p.eat_word("and") || p.eat_word("or") {
        types.push(card_type(p)?);
    }
    Ok(SpellKindsAst::Types(types))
}

/// "creature that died this turn" after "for each" (CR 700.4).
pub(crate) fn for_each_unit(p: &mut Parser) -> Option<AmountAst> {
    if p.eat_seq("creature that died this turn") {
        return Some(AmountAst::CreaturesDiedThisTurn);
    }
    // "for each [nontoken] creature put into your graveyard from the battlefield this turn".
    let nontoken = p.looking_at("nontoken creature put into your graveyard from the battlefield this turn");
    if p.eat_seq("creature put into your graveyard from the battlefield this turn")
        || p.eat_seq("nontoken creature put into your graveyard from the battlefield this turn")
    {
        return Some(AmountAst::DiedIntoYourGraveyardThisTurn { nontoken });
    }
    None
}

/// "the damage [already] dealt to you this turn" after "equal to" (CR 120.3).
pub(crate) fn amount(p: &mut Parser) -> Option<AmountAst> {
    if p.eat_seq("the damage dealt to you this turn") || p.eat_seq("the damage already dealt to you this turn") {
        return Some(AmountAst::DamageDealtThisTurnTo(PlayerRef::You));
    }
    if p.eat_seq("the damage already dealt to that player this turn") {
        return Some(AmountAst::DamageDealtThisTurnTo(PlayerRef::That));
    }
    None
}

/// "before the combat damage step" in a casting restriction (CR 601.3): any step of the turn
/// before the first combat damage step (CR 510.4: with first strike there are two).
pub(crate) fn only_before(p: &mut Parser) -> Option<ConditionAst> {
    if !p.eat_seq("before the combat damage step") {
        return None;
    }
    let steps = Step::ALL.iter().copied().take_while(|&s| s < Step::FirstStrikeDamage).collect();
    Some(ConditionAst::StepIn(steps))
}
