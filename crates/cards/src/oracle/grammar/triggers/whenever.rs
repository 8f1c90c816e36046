//! Grammar for trigger events of players and of several objects (CR 603.2, 603.6,
//! 603.10): what a player does ("Whenever a player discards a card / cycles a card / plays a land / taps a land for
//! mana"), two events of one subject ("Whenever ~ attacks or blocks", "When ~ enters the
//! battlefield or dies"), "~ or another Zombie", "is put into your graveyard from the
//! battlefield" for any permanent, "attacks alone" and "a creature dealt damage by ~ this
//! turn dies".

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{indefinite, object_phrase};

/// "a player", "an opponent", "you" as the subject of a player's action.
fn who(p: &mut Parser) -> Option<PlayersAst> {
    if p.eat_seq("a player") {
        Some(PlayersAst::Any)
    } else if p.eat_seq("an opponent") {
        Some(PlayersAst::Opponent)
    } else if p.eat_word("you") {
        Some(PlayersAst::You)
    } else {
        None
    }
}

/// "<player> discards a card", "cycles a card", "plays a land / another land", "taps
/// <land> for mana" (CR 701.9, 702.29d, 305.1, 605.1b).
pub fn player_event(p: &mut Parser) -> PResult<TriggerAst> {
    let Some(who) = who(p) else { return p.err("expected a player") };
    let you = who == PlayersAst::You;
    let verb = |p: &mut Parser, third: &str, base: &str| if you { p.eat_word(base) } else { p.eat_word(third) };
    if verb(p, "discards", "discard") {
        p.expect_seq("a card")?;
        return Ok(TriggerAst::Discards(who));
    }
    // CR 119.3, 119.10: "Whenever you gain life", "Whenever an opponent loses life".
    for (third, base, gain) in [("gains", "gain", true), ("loses", "lose", false)] {
        if verb(p, third, base) {
            p.expect_seq("life")?;
            return Ok(TriggerAst::Life(who, gain));
        }
    }
    // CR 709.5h-i: "When you unlock this door", "Whenever you fully unlock a Room".
    if you && p.eat_seq("unlock this door") {
        return Ok(TriggerAst::UnlocksThisDoor);
    }
    if you && p.eat_seq("fully unlock") {
        return Ok(TriggerAst::FullyUnlocks(indefinite(p)?));
    }
    if verb(p, "cycles", "cycle") {
        p.expect_seq("a card")?;
        return Ok(TriggerAst::CyclesCard(who));
    }
    if verb(p, "plays", "play") {
        let land = indefinite(p)?;
        if !matches!(&land, ObjRef::Each(ph) if is_land(ph)) {
            return p.err("expected a land");
        }
        return Ok(TriggerAst::PlaysLand(who, land));
    }
    if verb(p, "taps", "tap") {
        let land = indefinite(p)?;
        if !matches!(&land, ObjRef::Each(_)) {
            return p.err("expected a land");
        }
        p.expect_seq("for mana")?;
        return Ok(TriggerAst::TapsLandForMana(who, land));
    }
    p.err("expected a player's action")
}

/// Whether a phrase names lands only ("land", "nonbasic land", "Island").
fn is_land(ph: &ObjectPhrase) -> bool {
    ph.terms.len() == 1 && matches!(ph.terms[0].noun, Some(Noun::Type(grimoire_engine::CardType::Land)))
}

/// "a creature dealt damage by ~ this turn dies" (Sengir Vampire).
pub fn dies_damaged_by_self(p: &mut Parser) -> PResult<TriggerAst> {
    if !(p.eat_word("a") || p.eat_word("an")) {
        return p.err("expected \"a\"");
    }
    let phrase = object_phrase(p)?;
    p.expect_seq("dealt damage by ~ this turn dies")?;
    Ok(TriggerAst::DiesDamagedBySelf(phrase))
}

/// The subject of an event: `indefinite`, or "~ or another <phrase>" (true with it).
pub fn subject(p: &mut Parser) -> PResult<(ObjRef, bool)> {
    if p.looking_at("~ or another") {
        p.pos += 2;
        let phrase = object_phrase(p)?;
        return Ok((ObjRef::Each(phrase), true));
    }
    Ok((indefinite(p)?, false))
}

/// After one event of `subject`: "or <another event>" ("attacks or blocks", "enters the
/// battlefield or dies").
pub fn or_event(
    p: &mut Parser,
    subject: &ObjRef,
    first: TriggerAst,
    event_of: fn(&mut Parser, ObjRef) -> PResult<TriggerAst>,
) -> PResult<TriggerAst> {
    let simple = |t: &TriggerAst| {
        matches!(
            t,
            TriggerAst::Enters(_)
                | TriggerAst::Dies(_)
                | TriggerAst::Leaves(_)
                | TriggerAst::Attacks(_)
                | TriggerAst::Blocks(_)
                | TriggerAst::Transforms(_)
                | TriggerAst::BecomesMonstrous(_)
        )
    };
    if !p.is_word("or") || !simple(&first) {
        return Ok(first);
    }
    p.pos += 1;
    let second = event_of(p, subject.clone())?;
    if !simple(&second) {
        return p.err("expected \"attacks\", \"blocks\", \"enters\" or \"dies\"");
    }
    Ok(TriggerAst::Either(Box::new(first), Box::new(second)))
}

/// The event after the subject, for the events of this family: "is put into <whose>
/// graveyard from the battlefield", "attacks alone".
pub fn event_after_subject(p: &mut Parser, subject: &ObjRef) -> Option<TriggerAst> {
    if p.looking_at("deals combat damage ,") {
        p.pos += 3;
        return Some(TriggerAst::DealsCombatDamage(subject.clone()));
    }
    for (words, combat) in [("deals damage to you", false), ("deals combat damage to you", true)] {
        if p.eat_seq(words) {
            return Some(TriggerAst::SourceDamagesPlayer(subject.clone(), PlayersAst::You, combat));
        }
    }
    for (words, kind) in [
        ("blocks or becomes blocked by one or more", BlockPair::Either),
        ("becomes blocked by one or more", BlockPair::BlockedBy),
        ("blocks one or more", BlockPair::Blocks),
    ] {
        if p.looking_at(words) {
            let save = p.pos;
            p.pos += words.split(' ').count();
            match object_phrase(p) {
                Ok(other) if p.looking_at(",") => return Some(TriggerAst::BlockPairAny(subject.clone(), kind, other)),
                _ => p.pos = save,
            }
        }
    }
    if p.eat_seq("attacks you") {
        return Some(TriggerAst::AttacksPlayer(subject.clone(), PlayersAst::You));
    }
    if p.looking_at("attacks alone") {
        p.pos += 2;
        return Some(TriggerAst::AttacksAlone(subject.clone()));
    }
    for (words, whose) in [
        ("is put into your graveyard from the battlefield", PlayersAst::You),
        ("is put into an opponent 's graveyard from the battlefield", PlayersAst::Opponent),
        ("is put into a player 's graveyard from the battlefield", PlayersAst::Any),
        ("is put into a graveyard from the battlefield", PlayersAst::Any),
    ] {
        if p.eat_seq(words) {
            return Some(TriggerAst::PutIntoGraveyardFromBattlefield(subject.clone(), whose));
        }
    }
    None
}

/// Whether both events of "~ attacks or blocks" are about the source ("sacrifice it").
pub fn about_self_either(t: &TriggerAst) -> bool {
    match t {
        TriggerAst::Either(a, b) => {
            crate::oracle::grammar::triggers::events::about_self(a)
                && crate::oracle::grammar::triggers::events::about_self(b)
        }
        TriggerAst::AttacksAlone(ObjRef::SelfRef) => true,
        _ => false,
    }
}

/// "~ is an enchantment" in an intervening "if" (CR 603.4): the Opal and Hidden cycles; "~
/// isn't a creature" (sunburst's definition, CR 702.44a).
pub fn source_is_type(p: &mut Parser) -> Option<ConditionAst> {
    let negated = p.looking_at("~ isn't a") || p.looking_at("~ isn't an");
    if !(p.looking_at("~ is a") || p.looking_at("~ is an") || negated) {
        return None;
    }
    let t = match p.peek_n(3) {
        Some(Tok::Word(w)) => grimoire_engine::CardType::from_name(&capitalised(w))?,
        _ => return None,
    };
    // Only a whole condition: "~ is an enchantment ,".
    if p.peek_n(4) != Some(&Tok::Punct(',')) {
        return None;
    }
    p.pos += 4;
    let c = ConditionAst::SourceIsType(t);
    Some(if negated { ConditionAst::Not(Box::new(c)) } else { c })
}

fn capitalised(w: &str) -> String {
    let mut c = w.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// Whether the event has an amount, "that much" (CR 603.2c; life gained or lost, 119.10).
pub fn has_amount(t: &TriggerAst) -> bool {
    matches!(t, TriggerAst::DealsCombatDamage(_) | TriggerAst::SourceDamagesPlayer(..) | TriggerAst::Life(..))
}
