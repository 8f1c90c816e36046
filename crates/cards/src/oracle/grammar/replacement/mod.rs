//! Grammar for replacement and prevention effects (CR 614, 615): "prevent all damage that
//! would be dealt to ~", "If a red source would deal damage to you, prevent 2 of that
//! damage", "The next time a red source of your choice would deal damage to you this turn,
//! prevent that damage", "If ~ would die, ... instead", "<objects> enter tapped".

pub(crate) mod redirect;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{obj_ref, object_phrase, recipient};
use grimoire_engine::{CardType, Color};

/// "a red source", "an artifact source", "a black or red source", "a source", "an
/// instant or sorcery spell": the kind of source a prevention effect watches (CR 609.7).
pub(crate) fn source_kind(p: &mut Parser) -> PResult<SourceAst> {
    let _ = p.eat_word("a") || p.eat_word("an");
    let mut alts = Vec::new();
    loop {
        let f = match p.word().as_deref() {
            Some("white") => SourceWordAst::Color(Color::White),
            Some("blue") => SourceWordAst::Color(Color::Blue),
            Some("black") => SourceWordAst::Color(Color::Black),
            Some("red") => SourceWordAst::Color(Color::Red),
            Some("green") => SourceWordAst::Color(Color::Green),
            Some("artifact") => SourceWordAst::Type(CardType::Artifact),
            Some("land") => SourceWordAst::Type(CardType::Land),
            Some("creature") => SourceWordAst::Type(CardType::Creature),
            Some("instant") => SourceWordAst::Type(CardType::Instant),
            Some("sorcery") => SourceWordAst::Type(CardType::Sorcery),
            _ => break,
        };
        p.pos += 1;
        alts.push(f);
        if !p.eat_word("or") {
            break;
        }
    }
    if !(p.eat_word("source") || p.eat_word("spell")) {
        return p.err("expected \"source\"");
    }
    Ok(if alts.is_empty() { SourceAst::Any } else { SourceAst::OneOf(alts) })
}

/// "If that creature would die this turn, exile it instead." after an effect on a creature
/// (Magma Spray, CR 614.1a, 700.4): a replacement effect the resolving spell creates for that
/// object until end of turn. "that creature or planeswalker" reads the same: only a creature
/// dies. "If a creature dealt damage this way would die this turn, ..." (Pillar of Flame) is
/// for each creature the effect's damage was dealt to.
pub(crate) fn exile_if_it_would_die(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("if")?;
    // CR 614.1a: "If it would leave the battlefield, exile it instead of putting it anywhere
    // else." (unearth, CR 702.84a; Whip of Erebos): for as long as that object exists.
    if p.eat_seq("it would leave the battlefield , exile it instead of putting it anywhere else") {
        let _ = p.eat_punct('.');
        let grant = GrantAst::Restriction(RestrictionAst::ExiledInstead { leaving: true });
        return Ok(vec![ActionAst::Grant { what: ObjRef::It, grant, until: Until::Forever }]);
    }
    let what = if p.eat_seq("that creature or planeswalker") || p.eat_seq("that permanent") {
        ObjRef::That
    } else if let Ok(r) = p.attempt(dealt_damage_this_way) {
        r
    } else {
        match obj_ref(p)? {
            r @ (ObjRef::That | ObjRef::It) => r,
            _ => return p.err("expected \"that creature\""),
        }
    };
    p.expect_seq("would die this turn , exile it instead")?;
    let _ = p.eat_punct('.');
    let grant = GrantAst::Restriction(RestrictionAst::ExiledInstead { leaving: false });
    Ok(vec![ActionAst::Grant { what, grant, until: Until::EndOfTurn }])
}

/// "a creature dealt damage this way" (CR 608.2h): the objects the effect's damage was dealt to.
pub(crate) fn dealt_damage_this_way(p: &mut Parser) -> PResult<ObjRef> {
    if !(p.eat_word("a") || p.eat_word("an")) {
        return p.err("expected \"a\"");
    }
    let phrase = object_phrase(p)?;
    p.expect_seq("dealt damage this way")?;
    Ok(ObjRef::DealtDamageThisWay(phrase))
}

/// The objects a static ability speaks of: `~`, "enchanted creature", or a plural phrase.
fn subject(p: &mut Parser) -> PResult<ObjRef> {
    let _ = p.eat_word("a") || p.eat_word("an");
    if p.peek() == Some(&Tok::SelfRef) || p.is_word("enchanted") || p.is_word("equipped") {
        return obj_ref(p);
    }
    Ok(ObjRef::Each(object_phrase(p)?))
}

/// "~ would die" / "<what> would be put into a graveyard [from anywhere]": returns the
/// object and whether it is "die" (from the battlefield, CR 700.4).
fn graveyard_event(p: &mut Parser) -> PResult<(ObjRef, bool)> {
    if p.eat_seq("a card would be put into your graveyard from anywhere") {
        return Ok((ObjRef::Each(your_card()), false));
    }
    let what = subject(p)?;
    if p.eat_seq("would die") {
        return Ok((what, true));
    }
    if p.eat_seq("would be put into a graveyard from anywhere") {
        return Ok((what, false));
    }
    p.err("expected \"would die\" or \"would be put into a graveyard\"")
}

/// "a card ... your graveyard": any card you own.
fn your_card() -> ObjectPhrase {
    ObjectPhrase { suffixes: vec![Suffix::OwnedBy(PlayersAst::You)], ..Default::default() }
}

/// "exile it", "return it to its owner's hand", "shuffle it into its owner's library",
/// "put ~ on top of its owner's library" before "instead".
fn destination(p: &mut Parser) -> PResult<DestinationAst> {
    let it = |p: &mut Parser| p.eat_word("it") || p.eat_seq("that card") || p.eat_seq("~");
    if p.eat_word("exile") && it(p) {
        return Ok(DestinationAst::Exile);
    }
    if p.eat_word("return") && it(p) && p.eat_seq("to its owner 's hand") {
        return Ok(DestinationAst::Hand);
    }
    let _ = p.eat_seq("reveal ~ and");
    if p.eat_word("shuffle") && it(p) && p.eat_seq("into its owner 's library") {
        return Ok(DestinationAst::ShuffleIntoLibrary);
    }
    if p.eat_word("put") && it(p) && p.eat_seq("on top of its owner 's library") {
        return Ok(DestinationAst::LibraryTop);
    }
    p.err("expected where the card goes instead")
}

/// A static replacement or prevention ability (the sentence without its period).
pub fn replacement_static(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    // CR 614.9: "All damage that would be dealt to you is dealt to enchanted creature instead."
    if p.eat_seq("all damage that would be dealt to you is dealt to enchanted creature instead") {
        return Ok(vec![StaticAst::DamageToYouToAttached]);
    }
    // CR 614.9: "All damage that would be dealt to enchanted creature is dealt to its controller instead."
    if p.eat_seq("all damage that would be dealt to enchanted creature is dealt to its controller instead") {
        return Ok(vec![StaticAst::DamageToAttachedToController]);
    }
    // CR 614.1a: "If you would gain life, you gain twice that much life instead."
    if p.eat_seq("if you would gain life , you gain twice that much life instead") {
        return Ok(vec![StaticAst::GainTwiceLife]);
    }
    // CR 615.1a: "Prevent all [combat] damage that would be dealt to X [by Y]."
    if p.eat_seq("prevent all") {
        let combat_only = p.eat_word("combat");
        p.expect_seq("damage that would be dealt")?;
        if p.eat_seq("to and dealt by") {
            // Two prevention effects in one sentence (Fog Bank, Gaseous Form).
            let o = subject(p)?;
            let to = StaticAst::Prevent {
                to: PreventTo::Obj(o.clone()),
                from: None,
                source: SourceAst::Any,
                amount: None,
                combat_only,
            };
            let by = StaticAst::Prevent {
                to: PreventTo::Any,
                from: Some(o),
                source: SourceAst::Any,
                amount: None,
                combat_only,
            };
            return Ok(vec![to, by]);
        }
        let to = if p.eat_word("to") {
            if p.eat_word("you") {
                PreventTo::You
            } else {
                PreventTo::Obj(subject(p)?)
            }
        } else {
            PreventTo::Any
        };
        let from = if p.eat_word("by") { Some(by_phrase(p)?) } else { None };
        if matches!(to, PreventTo::Any) && from.is_none() {
            return p.err("prevent all damage: to what or by what");
        }
        return Ok(vec![StaticAst::Prevent { to, from, source: SourceAst::Any, amount: None, combat_only }]);
    }
    if !p.is_word("if") {
        // CR 614.1d: "<objects> [your opponents control] enter [the battlefield] tapped."
        let what = object_phrase(p)?;
        if !(p.eat_seq("enter tapped") || p.eat_seq("enter the battlefield tapped")) {
            return p.err("expected \"enter tapped\"");
        }
        return Ok(vec![StaticAst::EnterTapped(ObjRef::Each(what))]);
    }
    p.expect_seq("if")?;
    // CR 614.1a: "If a spell would deal damage to ..., it deals that much damage minus 1 ... instead."
    if let Ok(s) = p.attempt(crate::oracle::grammar::replacement::redirect::damage_change) {
        return Ok(vec![s]);
    }
    // CR 615.10: "If a [Y] source would deal damage to X, prevent N of that damage."
    if let Ok(source) = p.attempt(source_kind) {
        p.expect_seq("would deal damage to")?;
        // CR 614.1a: "..., it deals double that damage to that permanent or player instead."
        if p.eat_seq("a permanent or player , it deals double that damage to that permanent or player instead") {
            let (to, change) = (DamagedAst::PermanentOrPlayer, DamageChangeAst::Double);
            return Ok(vec![StaticAst::DamageChange { from: source, to, change }]);
        }
        let to = if p.eat_word("you") { PreventTo::You } else { PreventTo::Obj(subject(p)?) };
        p.expect_seq(", prevent")?;
        let amount = match p.peek() {
            Some(Tok::Num(n)) => {
                let n = *n;
                p.pos += 1;
                p.expect_seq("of that damage")?;
                Some(n)
            }
            _ => {
                p.expect_seq("that damage")?;
                None
            }
        };
        return Ok(vec![StaticAst::Prevent { to, from: None, source, amount, combat_only: false }]);
    }
    // CR 615.1a: "If damage would be dealt to ~, prevent that damage."
    if p.eat_seq("damage would be dealt to") {
        let to = if p.eat_word("you") { PreventTo::You } else { PreventTo::Obj(subject(p)?) };
        p.expect_seq(", prevent that damage")?;
        // CR 615.5: "... prevent that damage. Remove a +1/+1 counter from ~."
        if to == PreventTo::Obj(ObjRef::SelfRef) && p.looking_at(". remove a") {
            p.pos += 3;
            let kind = match p.bump() {
                Some(Tok::Pt(a, b)) => format!("{a}/{b}"),
                Some(Tok::Word(w)) => w.to_lowercase(),
                _ => return p.err("expected a kind of counter"),
            };
            p.expect_seq("counter from ~")?;
            return Ok(vec![StaticAst::PreventSelfRemoveCounter(kind)]);
        }
        return Ok(vec![StaticAst::Prevent {
            to,
            from: None,
            source: SourceAst::Any,
            amount: None,
            combat_only: false,
        }]);
    }
    // CR 702.89a: umbra armor, "If enchanted permanent would be destroyed, instead remove
    // all damage marked on it and destroy this Aura."
    if p.eat_seq("enchanted permanent would be destroyed , instead remove all damage marked on it and destroy")
        && (p.eat_seq("~") || p.eat_seq("this aura"))
    {
        return Ok(vec![StaticAst::UmbraArmor]);
    }
    // CR 614.1a: "If you would draw a card, [you may] skip that draw / put a <kind>
    // counter on ~ instead."
    if p.eat_seq("you would draw a card ,") {
        let optional = p.eat_seq("you may");
        let instead = if p.eat_seq("skip that draw") {
            DrawInsteadAst::Skip
        } else if p.eat_seq("put a") {
            let kind = match p.word() {
                Some(w) => w,
                None => return p.err("expected a kind of counter"),
            };
            p.pos += 1;
            p.expect_seq("counter on ~")?;
            DrawInsteadAst::CounterOnSource(kind)
        } else {
            return p.err("expected what replaces the draw");
        };
        p.expect_seq("instead")?;
        return Ok(vec![StaticAst::DrawInstead { optional, instead }]);
    }
    // CR 614.1a: "If ~ would die, <somewhere else> instead."
    let (what, dies) = graveyard_event(p)?;
    p.expect_seq(",")?;
    let dest = destination(p)?;
    p.expect_seq("instead")?;
    Ok(vec![StaticAst::GraveyardInstead { what, dies, dest }])
}

/// "creatures", "artifact creatures", "enchanted creature", "sources you don't control".
fn by_phrase(p: &mut Parser) -> PResult<ObjRef> {
    if p.eat_seq("sources you don't control") || p.eat_seq("sources you do n't control") {
        return Ok(ObjRef::Each(ObjectPhrase {
            suffixes: vec![Suffix::NotControlledBy(PlayersAst::You)],
            ..Default::default()
        }));
    }
    subject(p)
}

/// After "prevent": "all [combat] damage that would be dealt [this turn] [to R] [by O]
/// [this turn]" or "all [combat] damage O would deal this turn" (CR 615.1a).
pub fn prevent_all_effect(p: &mut Parser) -> PResult<ActionAst> {
    p.expect_seq("all")?;
    let combat = p.eat_word("combat");
    p.expect_seq("damage")?;
    if !p.eat_seq("that would be dealt") {
        let by = obj_ref(p)?;
        p.expect_seq("would deal this turn")?;
        return Ok(ActionAst::PreventAll { to: None, by: Some(by), combat });
    }
    let mut this_turn = p.eat_seq("this turn");
    let mut to = None;
    let mut by = None;
    if p.eat_seq("to and dealt by") {
        return p.err("\"to and dealt by\" in a one-shot effect");
    }
    if p.eat_word("to") {
        to = Some(match p.attempt(recipient) {
            Ok(r) => r,
            Err(_) => Recipient::Obj(ObjRef::Each(object_phrase(p)?)),
        });
    }
    if p.eat_word("by") {
        by = Some(obj_ref(p)?);
    }
    this_turn |= p.eat_seq("this turn");
    if !this_turn {
        return p.err("expected \"this turn\"");
    }
    if to.is_none() && by.is_none() {
        return p.err("prevent all damage: to what or by what");
    }
    Ok(ActionAst::PreventAll { to, by, combat })
}

/// "The next time a <kind> source of your choice would deal damage [to R] this turn,
/// prevent that damage." (CR 615.8, 609.7a).
pub fn next_time_effect(p: &mut Parser) -> PResult<ActionAst> {
    p.expect_seq("the next time")?;
    // CR 614.1a: "The next time you would draw a card this turn, you gain 5 life instead."
    if p.eat_seq("you would draw a card this turn , you gain") {
        let Some(Tok::Num(n)) = p.bump() else { return p.err("expected an amount of life") };
        let n = *n;
        p.expect_seq("life instead")?;
        return Ok(ActionAst::NextDrawInstead(DrawInsteadAst::GainLife(n)));
    }
    let filter = source_kind(p)?;
    p.expect_seq("of your choice would deal damage")?;
    let to = if p.eat_word("to") { Some(recipient(p)?) } else { None };
    p.expect_seq("this turn , prevent that damage")?;
    Ok(ActionAst::PreventNextFrom { filter, to })
}
