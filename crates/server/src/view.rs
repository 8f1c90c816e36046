//! What one seat (or a spectator) may see of a game: a serializable snapshot built from the
//! engine's public accessors. Hidden information (other players' hands, every library's order
//! and contents, the face of face-down permanents) never enters it; the pending decision is
//! included only for the seat that must make it. A spectator sees only public information:
//! no hand at all, no decision.

use grimoire_engine::{
    costs::casting::alternative_costs, ActionOption, CardType, CostChoice, Decision, DecisionKind, Division, Game,
    ObjectId, OtherFace, PlayerId, Target, TargetSlot, Zone,
};
use serde::Serialize;
use std::collections::BTreeSet;

/// A card or permanent as the viewer sees it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct CardView {
    pub id: u32,
    pub name: String,
    pub cost: String,
    pub type_line: String,
    pub text: String,
    /// Its colours now, as letters in WUBRG order ("RG"; empty for colourless), CR 105.
    pub colors: String,
    pub creature: bool,
    pub land: bool,
    /// Power and toughness now (on the battlefield, after continuous effects).
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub tapped: bool,
    /// Summoning sick (CR 302.6).
    pub sick: bool,
    pub damage: u32,
    pub counters: Vec<(String, u32)>,
    /// Its designations in words ("level 2": a Class's level, CR 716.2b).
    pub designations: Vec<String>,
    pub attached_to: Option<u32>,
    pub token: bool,
    pub owner: u8,
    pub controller: u8,
    pub keywords: Vec<String>,
    /// A double-faced card's face that is not up (CR 712.6: a player who may look at the
    /// card may look at both faces), or an adventurer card's Adventure (CR 715.2); absent for
    /// other cards and for hidden ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_face: Option<FaceView>,
}

/// One face of a card as printed: what a double-faced card's other face shows.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct FaceView {
    /// What the face is: "front face", "back face", "modal back face" (cast or played
    /// instead of the front, CR 712.11b-12), "Adventure" (CR 715.3) or "prototype" (the
    /// characteristics of a prototype card cast prototyped, CR 718.3).
    pub role: &'static str,
    pub name: String,
    pub cost: String,
    pub type_line: String,
    pub text: String,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
}

impl FaceView {
    fn of(role: &'static str, def: &grimoire_engine::CardDef) -> FaceView {
        FaceView {
            role,
            name: def.name.clone(),
            cost: def.mana_cost.as_ref().map(|c| c.to_string()).unwrap_or_default(),
            type_line: def.type_line(),
            text: def.text.clone(),
            power: def.power.map(|p| p.base()),
            toughness: def.toughness.map(|t| t.base()),
        }
    }
}

/// A player as the viewer sees them.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct PlayerView {
    pub seat: u8,
    pub name: String,
    pub life: i32,
    pub poison: u32,
    /// Energy counters (CR 107.14).
    pub energy: u32,
    /// This player is the monarch (CR 724).
    pub monarch: bool,
    pub library: usize,
    pub hand_count: usize,
    /// The cards in hand: only the viewer's own.
    pub hand: Option<Vec<CardView>>,
    /// The top card of the library, when the viewer may see it (CR 401.5: played revealed,
    /// or their own they may look at any time).
    pub library_top: Option<CardView>,
    pub graveyard: Vec<CardView>,
    pub exile: Vec<CardView>,
    pub command: Vec<CardView>,
    /// Combat damage taken from each commander, by the commander's name (CR 903.10a).
    pub commander_damage: Vec<(String, u32)>,
    /// The commander tax of each of this player's commanders still to be paid, in generic
    /// mana, by name (CR 903.8: {2} for each earlier cast from the command zone).
    pub commander_tax: Vec<(String, u32)>,
    /// The permanents this player controls.
    pub battlefield: Vec<CardView>,
    pub mana_pool: String,
    pub lost: bool,
    pub won: bool,
}

/// A spell or ability on the stack.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct StackView {
    pub id: u32,
    pub source: u32,
    pub name: String,
    pub text: String,
    pub is_spell: bool,
    pub controller: u8,
    pub targets: Vec<String>,
    /// The card's cost, type line and full text (empty for a face-down spell the viewer
    /// doesn't control), for reading it on hover or tap.
    pub cost: String,
    pub type_line: String,
    pub card_text: String,
}

/// The viewer's pending decision: the engine's own description with its legal options, a
/// readable prompt, and the cards it mentions that are not visible elsewhere in the view.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct DecisionView {
    pub prompt: String,
    pub decision: Decision,
    pub cards: Vec<CardView>,
    /// For a `Priority` decision, one entry per action in the same order: what the client
    /// needs to build that cast or activation step by step.
    pub details: Vec<ActionDetail>,
    /// The rule a prompt cites ("514.1"), taken out of its words: a client shows it on hover.
    pub rule: Option<String>,
    /// The card whose spell or ability asks this question as it resolves (a trigger's
    /// "you may"), when there is one: the prompt starts with its name.
    pub source: Option<u32>,
    /// For a `Priority` decision, the cards the viewer could cast after tapping mana by hand
    /// (a painland's coloured mana, CR 605.3a) and can't cast with the automatic payment.
    pub by_hand: Vec<u32>,
}

/// The choices inside one cast or activation that the action list does not spell out.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct ActionDetail {
    /// A modal spell or activated ability: each mode's target requirements. The answer's `targets` list the
    /// chosen modes' requirements in mode order (CR 700.2c, 601.2c).
    pub mode_targets: Vec<Vec<TargetSlot>>,
    /// Sacrifice and discard costs with the objects that can pay them (CR 602.2b); the
    /// chosen objects go in the answer's `cost_choices`.
    pub costs: Vec<CostChoice>,
    /// A cost with X: the total mana cost for each X from 0 up to the largest the player
    /// can pay now (CR 107.3, 601.2f); empty when there is no X.
    pub x_costs: Vec<String>,
    /// A cast for an alternative cost: that cost's text (CR 118.9).
    pub alt: Option<String>,
    /// Damage the spell divides among its targets as it is cast (CR 601.2d); the answer's
    /// `divide` gives one amount per chosen target.
    pub divide: Option<Division>,
}

/// Everything a seat sees of the game at one moment.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct GameView {
    /// The viewer's seat (0 for a spectator, who sees the game from the first seat's side).
    pub you: u8,
    /// A spectator's view: public information only.
    pub spectator: bool,
    pub turn: u32,
    pub step: String,
    pub step_key: String,
    /// "day" or "night" once the game has either designation (CR 730.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day_night: Option<&'static str>,
    pub active: u8,
    /// The seat the game waits for, if any (who has priority or must decide is public).
    pub waiting_for: Option<u8>,
    pub players: Vec<PlayerView>,
    /// The stack, bottom first.
    pub stack: Vec<StackView>,
    /// Attacking creatures and what each attacks.
    pub attackers: Vec<(u32, String)>,
    /// Blocking creatures and the attacker each blocks.
    pub blocks: Vec<(u32, u32)>,
    pub decision: Option<DecisionView>,
    /// How the game ended, in words.
    pub result: Option<String>,
    /// The number of answers the game has taken: a client sends it back with its answer, so
    /// an answer to a decision that is no longer pending is refused.
    pub answers: u64,
}

/// The card of object `id` as `viewer` may see it (the caller makes sure the viewer may);
/// `None` is a spectator.
pub fn card_view(g: &Game, id: ObjectId, viewer: Option<PlayerId>) -> CardView {
    let o = g.object(id);
    let hidden = o.face_down && Some(g.controller(id)) != viewer;
    let on_bf = o.zone == Zone::Battlefield;
    let ch = g.characteristics(id);
    // CR 709.5: a Room shows its whole card, both doors; its designations say which are
    // unlocked.
    let def = if o.card_itself().is_room() { o.card_itself() } else { &o.card };
    let creature = ch.is(CardType::Creature);
    CardView {
        id: id.0,
        // CR 708.5: the controller may look at its face-down permanent; others see no face.
        name: if hidden {
            "Face-down permanent".into()
        } else if o.face_down {
            format!("{} (face down)", def.name)
        } else if ch.name.is_empty() {
            // A Room with no door unlocked has no name (CR 709.5): its card's.
            def.name.clone()
        } else {
            ch.name.clone()
        },
        cost: if hidden { String::new() } else { def.mana_cost.as_ref().map(|c| c.to_string()).unwrap_or_default() },
        type_line: if hidden { String::new() } else { def.type_line() },
        text: if hidden { String::new() } else { def.text.clone() },
        colors: if hidden { String::new() } else { ch.colors.iter().map(|c| c.letter()).collect() },
        creature,
        land: ch.is(CardType::Land),
        power: if on_bf && creature { Some(ch.power) } else { def.power.map(|p| p.base()) },
        toughness: if on_bf && creature { Some(ch.toughness) } else { def.toughness.map(|p| p.base()) },
        tapped: o.tapped,
        sick: on_bf && g.is_sick(id),
        damage: o.damage,
        counters: o.counters.iter().map(|(k, n)| (counter_name(k), *n)).collect(),
        designations: {
            let mut d = o.designations();
            // CR 310.8: a battle's protector.
            if let Some(p) = g.protector(id).filter(|_| on_bf) {
                d.push(format!("protected by {}", g.player(p).name));
            }
            d
        },
        attached_to: o.attached_to.map(|a| a.0),
        token: o.is_token,
        owner: o.owner.0,
        controller: g.controller(id).0,
        keywords: if hidden { Vec::new() } else { ch.keywords.iter().map(|k| k.name()).collect() },
        // CR 712.6: the face that isn't up (the front face of a transformed permanent, the back
        // face of any other double-faced card); nothing for a face-down one (CR 712.15).
        other_face: if o.face_down {
            None
        } else if let Some(front) = o.printed.as_deref().filter(|p| o.transformed || p.back_kind == OtherFace::Modal) {
            // A transformed permanent, or a modal double-faced permanent back face up (CR 712.8f).
            Some(FaceView::of("front face", front))
        } else if let Some(front) = o.printed.as_deref().filter(|_| o.is_flipped()) {
            // CR 710.2: a flipped permanent; its unflipped half.
            Some(FaceView::of("unflipped half", front))
        } else {
            def.back.as_deref().map(|b| {
                let role = match def.back_kind {
                    OtherFace::Transform => "back face",
                    OtherFace::Modal => "modal back face",
                    OtherFace::Adventure => "Adventure",
                    OtherFace::Prototype => "prototype",
                    OtherFace::Flip => "flipped half",
                    OtherFace::Meld => "melded back face",
                };
                FaceView::of(role, b)
            })
        },
    }
}

fn counter_name(k: &grimoire_engine::CounterKind) -> String {
    use grimoire_engine::CounterKind::*;
    match k {
        PlusOne => "+1/+1".into(),
        MinusOne => "-1/-1".into(),
        Loyalty => "loyalty".into(),
        Poison => "poison".into(),
        Energy => "energy".into(),
        Named(s) => s.clone(),
        Defense => "defense".into(),
    }
}

/// How a game ended, in words, as a sentence ("Alice wins", "A draw").
pub fn result_text(g: &Game) -> Option<String> {
    let text = g.describe_result()?;
    let mut chars = text.chars();
    Some(chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default())
}

/// The view of the game for the player in `seat`.
pub fn build(g: &Game, seat: PlayerId) -> GameView {
    build_for(g, Some(seat))
}

/// The view of a spectator: what every player can see, and nothing else.
pub fn spectator(g: &Game) -> GameView {
    build_for(g, None)
}

fn build_for(g: &Game, viewer: Option<PlayerId>) -> GameView {
    let cards = |ids: &[ObjectId]| ids.iter().map(|&id| card_view(g, id, viewer)).collect::<Vec<_>>();
    let players = g
        .player_ids()
        .map(|p| {
            let pl = g.player(p);
            let mut graveyard = cards(&pl.graveyard);
            graveyard.reverse(); // top first
            PlayerView {
                seat: p.0,
                name: pl.name.clone(),
                life: pl.life,
                poison: pl.poison,
                energy: pl.energy,
                monarch: g.monarch() == Some(p),
                library: pl.library.len(),
                hand_count: pl.hand.len(),
                hand: (Some(p) == viewer).then(|| cards(&pl.hand)),
                library_top: g.top_card_seen_by(p, viewer).map(|id| card_view(g, id, viewer)),
                graveyard,
                exile: cards(&pl.exile),
                command: cards(&pl.command),
                commander_damage: pl.commander_damage.iter().filter(|(_, n)| *n > 0).cloned().collect(),
                commander_tax: pl.commander_casts.iter().map(|(name, n)| (name.clone(), 2 * n)).collect(),
                battlefield: cards(&g.zone(p, Zone::Battlefield)),
                mana_pool: pool_text(pl),
                lost: pl.lost,
                won: pl.won,
            }
        })
        .collect();
    let stack = g
        .stack()
        .iter()
        .map(|s| {
            let face_down = s.source.index() < g.objects().len() && g.object(s.source).face_down;
            let hidden = face_down && Some(s.controller) != viewer;
            let shown = |t: String| if hidden { String::new() } else { t };
            // CR 708.5: the controller of a face-down spell may look at it.
            let card = if face_down && !hidden { g.object(s.source).card.clone() } else { s.card.clone() };
            StackView {
                id: s.id.0,
                source: s.source.0,
                name: if hidden {
                    "Face-down spell".into()
                } else if face_down {
                    format!("{} (face down)", card.name)
                } else {
                    s.card.name.clone()
                },
                text: shown(s.text.clone()),
                is_spell: s.is_spell,
                controller: s.controller.0,
                targets: s.targets.iter().flatten().map(|t| g.target_name(*t)).collect(),
                cost: shown(card.mana_cost.as_ref().map(|c| c.to_string()).unwrap_or_default()),
                type_line: shown(card.type_line()),
                card_text: shown(card.text.clone()),
            }
        })
        .collect();
    let combat = g.combat();
    let decision = viewer.and_then(|seat| g.pending().filter(|d| d.player == seat).map(|d| decision_view(g, d, seat)));
    GameView {
        you: viewer.map_or(0, |s| s.0),
        spectator: viewer.is_none(),
        turn: g.turn(),
        step: g.step().display().to_string(),
        step_key: g.step().key().to_string(),
        day_night: g.day_night().map(|d| d.name()),
        active: g.active_player().0,
        waiting_for: g.pending().map(|d| d.player.0),
        players,
        stack,
        attackers: combat.attackers.iter().map(|(a, t)| (a.0, g.target_name(*t))).collect(),
        blocks: combat.blocks.iter().map(|(b, a)| (b.0, a.0)).collect(),
        decision,
        result: result_text(g),
        answers: g.answer_count(),
    }
}

/// The decision with a prompt and the cards it names that the view does not show elsewhere
/// (a card chosen from a library, say): the deciding player may see those.
fn decision_view(g: &Game, d: &Decision, seat: PlayerId) -> DecisionView {
    let mut ids = BTreeSet::new();
    let mut details = Vec::new();
    let mut by_hand = Vec::new();
    let slots = |ids: &mut BTreeSet<ObjectId>, slots: &[TargetSlot]| {
        for s in slots {
            for t in &s.legal {
                if let Target::Object(o) = t {
                    ids.insert(*o);
                }
            }
        }
    };
    let prompt = match &d.kind {
        DecisionKind::Mulligan { mulligans_taken, .. } => match mulligans_taken {
            0 => "Keep this hand or take a mulligan?".to_string(),
            1 => "Keep this hand or take another mulligan? (you have taken 1 mulligan)".to_string(),
            n => format!("Keep this hand or take another mulligan? (you have taken {n} mulligans)"),
        },
        DecisionKind::PutOnBottom { count, .. } => {
            format!("Choose {} to put on the bottom of your library", cards_word(*count as usize))
        }
        DecisionKind::Priority { actions } => {
            for a in actions {
                let x_costs = g.x_costs(seat, a).iter().map(|c| c.to_string()).collect();
                let mut detail = ActionDetail { x_costs, ..ActionDetail::default() };
                match a {
                    ActionOption::Cast { card, targets, modes, alt, .. } => {
                        slots(&mut ids, targets);
                        detail.costs = g.cast_cost_choices(seat, *card, *alt);
                        for c in &detail.costs {
                            ids.extend(c.candidates.iter().copied());
                        }
                        // CR 702.81a, 702.133a: a cast by retrace or jump-start is named too.
                        detail.alt = alt
                            .and_then(|i| alternative_costs(&g.object(*card).card).get(i).map(|a| a.text.to_string()))
                            .or_else(|| g.graveyard_cast_name(*card, *alt));
                        detail.divide = g.spell_division(*card);
                        if let Some(m) = modes {
                            detail.mode_targets =
                                (0..m.modes.len()).map(|i| g.mode_target_slots(seat, *card, &[i])).collect();
                            for s in &detail.mode_targets {
                                slots(&mut ids, s);
                            }
                        }
                    }
                    ActionOption::Activate { source, index, targets, modes, .. } => {
                        slots(&mut ids, targets);
                        detail.costs = g.activation_cost_choices(seat, *source, *index);
                        for c in &detail.costs {
                            ids.extend(c.candidates.iter().copied());
                        }
                        // A modal ability (CR 602.2b, 700.2): each mode's targets.
                        if let Some(m) = modes {
                            detail.mode_targets = (0..m.modes.len())
                                .map(|i| g.activation_mode_target_slots(seat, *source, *index, &[i]))
                                .collect();
                            for s in &detail.mode_targets {
                                slots(&mut ids, s);
                            }
                        }
                    }
                    _ => {}
                }
                details.push(detail);
            }
            by_hand = g.castable_by_hand(seat).iter().map(|c| c.0).collect();
            if g.stack().is_empty() {
                "You have priority".to_string()
            } else {
                format!("You have priority; {} is on top of the stack", g.stack().last().map_or("", |s| &s.card.name))
            }
        }
        DecisionKind::DeclareAttackers { .. } => "Declare attackers".to_string(),
        DecisionKind::DeclareBlockers { .. } => "Declare blockers".to_string(),
        DecisionKind::AssignCombatDamage { source, amount, .. } => {
            format!("Divide {amount} combat damage from {}", g.name(*source))
        }
        DecisionKind::ChooseTargets { source, text, slots: s } => {
            ids.insert(*source);
            slots(&mut ids, s);
            format!("Choose targets for {} ({text})", g.name(*source))
        }
        DecisionKind::ChooseObjects { reason, from, min, max } => {
            ids.extend(from.iter().copied());
            match (min, max) {
                (a, b) if a == b && reason.contains(&cards_word(*a as usize)) => reason.clone(),
                (a, b) if a == b => format!("{reason} (choose {a})"),
                (0, b) => format!("{reason} (choose up to {b})"),
                (a, b) => format!("{reason} (choose {a} to {b})"),
            }
        }
        DecisionKind::YesNo { prompt } => prompt.clone(),
        DecisionKind::ChooseOption { prompt, .. } => prompt.clone(),
        DecisionKind::ChooseNumber { prompt, min, max } => format!("{prompt} ({min} to {max})"),
        DecisionKind::OrderTriggers { triggers } => {
            ids.extend(triggers.iter().map(|(o, _)| *o));
            "Order your triggered abilities (the first chosen goes on the stack first)".to_string()
        }
    };
    if let DecisionKind::AssignCombatDamage { source, blockers, .. } = &d.kind {
        ids.insert(*source);
        ids.extend(blockers.iter().map(|(o, _)| *o));
    }
    // A question asked as a spell or ability resolves names its card (CR 608.2).
    let source = match d.kind {
        DecisionKind::Priority { .. } => None,
        _ => g.resolving_source().filter(|id| id.index() < g.objects().len()),
    };
    let prompt = match source {
        Some(id) if !prompt.contains(g.name(id)) => format!("{}: {}", g.name(id), capitalised(&prompt)),
        _ => prompt,
    };
    ids.extend(source);
    let (prompt, rule) = plain_words(&prompt);
    let cards =
        ids.into_iter().filter(|&id| id.index() < g.objects().len()).map(|id| card_view(g, id, Some(seat))).collect();
    DecisionView { prompt, decision: d.clone(), cards, details, rule, source: source.map(|id| id.0), by_hand }
}

/// "1 card", "3 cards".
fn cards_word(n: usize) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// A prompt in a player's words: its first letter capitalised and a "(CR 514.1)" taken out,
/// the rule returned apart.
fn plain_words(prompt: &str) -> (String, Option<String>) {
    let mut text = prompt.to_string();
    let mut rule = None;
    if let Some(start) = text.find(" (CR ") {
        if let Some(len) = text[start..].find(')') {
            rule = Some(text[start + 5..start + len].to_string());
            text.replace_range(start..=start + len, "");
        }
    }
    (capitalised(&text), rule)
}

/// A player's mana pool for people: the mana any spell or ability may use, then the mana its
/// source restricted (CR 106.6), e.g. "RR, and C only as its source says".
fn pool_text(pl: &grimoire_engine::Player) -> String {
    if pl.restricted_mana.is_empty() {
        return pl.mana_pool.to_string();
    }
    let kept: String = pl.restricted_mana.iter().map(|m| m.kind.to_string()).collect();
    if pl.mana_pool.total() == 0 {
        format!("{kept} only as its source says")
    } else {
        format!("{}, and {kept} only as its source says", pl.mana_pool)
    }
}

#[cfg(test)]
mod tests {
    use super::plain_words;

    #[test]
    fn prompts_lose_their_rule_numbers() {
        assert_eq!(
            plain_words("discard 1 card to your maximum hand size (CR 514.1)"),
            ("Discard 1 card to your maximum hand size".to_string(), Some("514.1".to_string()))
        );
        assert_eq!(plain_words("Declare attackers"), ("Declare attackers".to_string(), None));
    }
}
