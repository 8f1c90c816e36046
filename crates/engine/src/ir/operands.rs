//! Operands of instructions: object and player references ([`Ref`]), numbers ([`Amount`]),
//! durations (CR 611.2) and counter kinds (CR 122).

use crate::ir::{ColorSet, Filter, HistoryAmount, PlayerFilter, Zone};
use serde::{Deserialize, Serialize};

/// A number an instruction uses, evaluated on resolution (CR 608.2h).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Amount {
    Fixed(i32),
    /// The value of X chosen as the spell was cast (CR 107.3).
    X,
    /// The number of permanents on the battlefield matching the filter.
    Count(Filter),
    /// The power of the referred object.
    PowerOf(Box<Ref>),
    /// The toughness of the referred object.
    ToughnessOf(Box<Ref>),
    /// The number of cards in the referred player's hand.
    HandSize(Box<Ref>),
    /// The negation of an amount ("-X/-X").
    Neg(Box<Amount>),
    /// The sum of two amounts.
    Plus(Box<Amount>, Box<Amount>),
    /// The number of objects the previous instruction affected ("this way").
    Affected,
    /// A fixed multiple of an amount ("+2/+0 for each other attacking Goblin").
    /// Added by the Oracle compiler (cards crate).
    Times(i32, Box<Amount>),
    /// The number of counters of a kind on the referred object ("for each age counter on
    /// it", cumulative upkeep CR 702.24a).
    CountersOn(Box<Ref>, CounterKind),
    /// The mana value of the referred object (CR 202.3), last known information if it left
    /// (CR 608.2h).
    ManaValueOf(Box<Ref>),
    /// The amount of the trigger event: "that much" damage or life (CR 603.2c, 120.3).
    EventAmount,
    /// The number of creatures blocking the source beyond the first (rampage, CR 702.23a).
    BlockersBeyondFirst,
    /// The number of basic land types among lands the controller controls (domain,
    /// CR 205.3i).
    Domain,
    /// The number of cards matching the filter in a zone (not the battlefield) of the players
    /// matching the player filter, relative to the controller ("creature cards in all
    /// graveyards", "cards in your hand").
    CardsIn(Zone, PlayerFilter, Filter),
    /// The number of permanents matching the filter controlled by the referred player(s)
    /// ("the number of Islands target opponent controls").
    CountControlledBy(Filter, Box<Ref>),
    /// The number of creatures blocking the referred creature, less the second number, not
    /// below 0 ("for each creature blocking it beyond the first", CR 509.1h).
    BlockersOf(Box<Ref>, i32),
    /// An amount read from this turn's history (`turn_history`): "for each creature that
    /// died this turn", "the damage dealt to you this turn".
    History(HistoryAmount),
    /// The greatest power, toughness or mana value among the permanents matching the filter,
    /// 0 if there are none ("the greatest power among creatures you control", "the highest
    /// mana value among permanents you control", CR 208, 202.3).
    Greatest(Stat, Filter),
    /// Half an amount, rounded up (`true`) or down (CR 107.1a).
    Half(Box<Amount>, bool),
    /// The number of cards matching the filter in the given zone of the referred player(s)
    /// ("for each card in their graveyard").
    CardsOf(Zone, Box<Ref>, Filter),
    /// The damage the earlier instructions of this resolution dealt, or the life they made
    /// players lose: "equal to the damage dealt this way" (CR 608.2h, 120.3, 119.3).
    DoneThisWay,
    /// The controller's devotion to these colours (CR 700.5): the mana symbols of any of
    /// them among the mana costs of the permanents they control.
    Devotion(ColorSet),
    /// The controller's devotion to the colour chosen for the source ("your devotion to that
    /// color" after "Choose a color.", CR 700.5, 607.2d); 0 if none was chosen.
    DevotionToChosenColor,
    /// The number of creatures in the controller's party (CR 700.8): up to one each of
    /// Cleric, Rogue, Warrior and Wizard among the creatures they control, counted the way
    /// that gives the most (700.8b).
    Party,
    /// The most of the objects the previous instruction affected that one player owns: "the
    /// greatest number of cards a player discarded this way" (CR 608.2h).
    MostAffectedOfOnePlayer,
    /// The mana spent to cast the source spell, or the spell the source permanent was (CR
    /// 601.2h, 400.7d): its amount, or with `colors` the number of its colours ("for each
    /// color of mana spent to cast it", sunburst CR 702.44a). None for a copy (CR 707.10).
    ManaSpent {
        colors: bool,
    },
    /// The number of times the source spell, or the spell the source permanent was, was
    /// kicked (CR 702.33c, 702.33d): "for each time it was kicked".
    TimesKicked,
}

/// What an instruction acts on: objects, players, or both (an "any target").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ref {
    /// The source of the ability, or the spell itself.
    Source,
    /// The i-th target.
    Target(u8),
    /// The controller of the ability ("you").
    You,
    EachPlayer,
    EachOpponent,
    /// Each permanent on the battlefield matching the filter.
    Each(Filter),
    /// The controller of the referred object.
    ControllerOf(Box<Ref>),
    /// The owner of the referred object.
    OwnerOf(Box<Ref>),
    /// The object or player the trigger event was about ("that creature", "that player").
    Triggering,
    /// The trigger event's other participant, beside the triggering one (CR 603.2): the spell
    /// or ability that targeted the triggering permanent ("that spell", "that player" in
    /// "whenever ~ becomes the target of a spell an opponent controls"), or the source that
    /// dealt damage to the triggering player ("its controller" in "whenever a Sliver deals
    /// combat damage to a player"). What each event kind binds is
    /// [`TriggerEvent::participants`](crate::ir::TriggerEvent::participants).
    EventOther,
    /// The objects the previous instructions affected ("this way", "it").
    Affected,
    /// The object the source is attached to ("enchanted creature").
    Attached,
    /// The cards in exile that the source exiled ("cards exiled with ~", CR 607.2a).
    ExiledWithSource,
    /// The object the innermost `ForEach` is at ("the card", "that card").
    EachOne,
    /// The player the triggering attacking creature (or the source) attacks, or the
    /// controller of the planeswalker it attacks ("defending player", CR 506.2).
    DefendingPlayer,
    /// Every card in the given zone of each referred player ("target player's graveyard").
    CardsIn(Zone, Box<Ref>),
    /// Every card matching the filter in the given zone (not the battlefield) of the players
    /// matching the player filter ("all enchantment cards from your graveyard").
    CardsInMatching(Zone, PlayerFilter, Filter),
    /// Each permanent matching the filter controlled by a referred player ("lands target
    /// player controls").
    EachControlledBy(Filter, Box<Ref>),
    /// The player a running [`Instr::PlayerMay`] is asking ("them" in "any player may have
    /// ~ deal 6 damage to them", CR 608.2d).
    Chooser,
    /// The objects paid as a cost of the spell or ability ("the sacrificed creature", "the
    /// discarded card", CR 601.2h), read as they were when paid (CR 608.2h).
    Paid,
    /// The topmost card matching the filter in the given zone (graveyard or library) of each
    /// referred player: "the top creature card of your graveyard" (CR 401.1, 404.2).
    TopCardIn(Zone, Box<Ref>, Filter),
    /// Each object matching the filter that the last damage-dealing instruction of this
    /// resolution dealt damage to ("a creature dealt damage this way", CR 608.2h).
    DealtDamageThisWay(Filter),
    /// The referred objects and each other permanent matching the filter with the same name
    /// as one of them: "target nonland permanent and all other permanents with the same name
    /// as that permanent" (CR 201.2; a face-down permanent has no name, CR 708.2a).
    SameNameAs(Box<Ref>, Filter),
    /// The top N cards of each referred player's library, top first: "the top three cards of
    /// your library" (CR 401.1); fewer if the library has fewer.
    TopCardsOf(Box<Ref>, Amount),
}

/// How long a one-shot continuous effect lasts (CR 611.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    EndOfTurn,
    /// "until end of combat": ends as the end of combat step ends (CR 500.5a, 511.3).
    EndOfCombat,
    /// For as long as the source stays on the battlefield.
    WhileSourceOnBattlefield,
    /// "for as long as you control ~" (CR 611.2b): ends once the effect's controller no
    /// longer controls its source (or it left the battlefield), and doesn't start again.
    WhileYouControlSource,
    /// "for as long as ~ remains tapped" (CR 611.2b).
    WhileSourceTapped,
    /// "for as long as you control ~ and ~ remains tapped" (CR 611.2b).
    WhileYouControlSourceTapped,
    /// "until your next turn": ends as the next turn of the effect's controller begins
    /// (CR 611.2a); if that player left the game, as the next turn begins (800.4m).
    UntilYourNextTurn,
    Forever,
}

/// A number an object has, compared or taken the greatest of (CR 208, 202.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stat {
    Power,
    Toughness,
    ManaValue,
}

/// A kind of counter (CR 122).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CounterKind {
    PlusOne,
    MinusOne,
    Loyalty,
    Poison,
    /// Energy counters, which only players get (CR 107.14).
    Energy,
    Named(String),
    /// Defense counters on a battle (CR 310.4c, 122.1).
    Defense,
}

impl CounterKind {
    /// Reads a counter name as written: `+1/+1`, `-1/-1`, `loyalty`, `charge`.
    pub fn parse(s: &str) -> CounterKind {
        match s.trim() {
            "+1/+1" => CounterKind::PlusOne,
            "-1/-1" => CounterKind::MinusOne,
            "loyalty" => CounterKind::Loyalty,
            "poison" => CounterKind::Poison,
            "energy" => CounterKind::Energy,
            "defense" => CounterKind::Defense,
            other => CounterKind::Named(other.to_string()),
        }
    }
    /// The counter's name as written.
    pub fn name(&self) -> &str {
        match self {
            CounterKind::PlusOne => "+1/+1",
            CounterKind::MinusOne => "-1/-1",
            CounterKind::Loyalty => "loyalty",
            CounterKind::Poison => "poison",
            CounterKind::Energy => "energy",
            CounterKind::Named(s) => s,
            CounterKind::Defense => "defense",
        }
    }
    /// What one counter of this kind adds to power and toughness: `+1/+1` is (1, 1), a
    /// `+0/+1` counter (0, 1) (CR 122.1a); other kinds (0, 0).
    pub fn pt_change(&self) -> (i32, i32) {
        let n = self.name();
        let Some((a, b)) = n.split_once('/') else { return (0, 0) };
        let part = |x: &str| -> Option<i32> {
            let (neg, digits) = match x.as_bytes().first()? {
                b'+' => (false, &x[1..]),
                b'-' => (true, &x[1..]),
                _ => return None,
            };
            let v: i32 = digits.parse().ok()?;
            Some(if neg { -v } else { v })
        };
        match (part(a), part(b)) {
            (Some(p), Some(t)) => (p, t),
            _ => (0, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::CounterKind;

    #[test]
    fn power_toughness_counters_of_any_size() {
        assert_eq!(CounterKind::PlusOne.pt_change(), (1, 1));
        assert_eq!(CounterKind::MinusOne.pt_change(), (-1, -1));
        assert_eq!(CounterKind::parse("+0/+1").pt_change(), (0, 1));
        assert_eq!(CounterKind::parse("-0/-1").pt_change(), (0, -1));
        assert_eq!(CounterKind::parse("+1/+0").pt_change(), (1, 0));
        assert_eq!(CounterKind::parse("charge").pt_change(), (0, 0));
        assert_eq!(CounterKind::Loyalty.pt_change(), (0, 0));
    }
}
