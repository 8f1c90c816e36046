//! Yes-or-no questions asked while a spell or ability resolves (CR 608.2d): "you may pay 4
//! life", "any player may have ~ deal 5 damage to them", "unless you pay ...". The answer is
//! weighed from what the program asked about costs the player, read from the instruction
//! the resolution waits on, never from the card's name.

use grimoire_engine::*;

/// The life a block of instructions costs the player it asks: life paid, life lost and
/// damage the source deals to them (fixed amounts only; anything else counts 0).
fn life_cost(block: &[Instr], asked_is_controller: bool) -> i32 {
    let me = |r: &Ref| matches!(r, Ref::Chooser) || (asked_is_controller && matches!(r, Ref::You));
    let fixed = |a: &Amount| match a {
        Amount::Fixed(n) => *n,
        _ => 0,
    };
    block
        .iter()
        .map(|i| match i {
            Instr::PayLife { amount } if asked_is_controller => fixed(amount),
            Instr::LoseLife { who, amount } if me(who) => fixed(amount),
            Instr::PayCost { who, life, .. } if me(who) => *life as i32,
            Instr::DealDamage { hits, .. } => hits.iter().filter(|(_, to)| me(to)).map(|(a, _)| fixed(a)).sum(),
            Instr::If { then, .. } => life_cost(then, asked_is_controller),
            _ => 0,
        })
        .sum()
}

/// The cards a block of instructions makes the player it asks draw (fixed amounts; any
/// other amount counts 1).
pub fn cards_drawn(block: &[Instr], asked_is_controller: bool) -> i32 {
    let me = |r: &Ref| matches!(r, Ref::Chooser) || (asked_is_controller && matches!(r, Ref::You));
    block
        .iter()
        .map(|i| match i {
            Instr::Draw { who, amount } if me(who) => match amount {
                Amount::Fixed(n) => *n,
                _ => 1,
            },
            Instr::If { then, .. } => cards_drawn(then, asked_is_controller),
            _ => 0,
        })
        .sum()
}

/// The most life `me` can give up and stay out of reach: it keeps at least 12 life, and at
/// least three times the power its opponents have on the battlefield (three attacks' worth).
fn life_to_spare(game: &Game, me: PlayerId) -> i32 {
    let their_power: i32 = game
        .battlefield()
        .iter()
        .filter(|&&id| game.controller(id) != me && game.characteristics(id).is(CardType::Creature))
        .map(|&id| game.power(id).max(0))
        .sum();
    game.player(me).life - 12.max(3 * their_power)
}

/// The heuristic's answer to a yes-or-no question on resolution, when the question costs
/// life or cards: yes only when the life lost leaves `me` out of reach (Sylvan Library's
/// "pay 4 life" at a healthy total, a punisher's damage when the other choice would be
/// worse), no to draws that would empty its library. `None` when the question costs
/// neither (the caller's default answers it).
pub fn weigh_yes_no(game: &Game, me: PlayerId) -> Option<bool> {
    let (cost, draws) = match game.asking_instruction()? {
        Instr::May { then, .. } => (life_cost(&then, true), cards_drawn(&then, true)),
        Instr::PlayerMay { then, .. } => (life_cost(&then, false), cards_drawn(&then, false)),
        Instr::PayCost { life, .. } => (life as i32, 0),
        _ => (0, 0),
    };
    // "You may draw": not the cards that would leave no card for the next draw step
    // (CR 704.5b).
    if draws > 0 && game.player(me).library.len() as i32 <= draws {
        return Some(false);
    }
    (cost > 0).then(|| cost <= life_to_spare(game, me))
}

/// "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (CR 614.12) asked of
/// a land `me` is playing: pay only when the land's mana is wanted this turn (a nonland
/// card in hand costs more than `me`'s untapped lands make, and no more than they make with
/// this one) and the life is to spare. `None` when the question is not such a payment.
pub fn weigh_enter_payment(game: &Game, me: PlayerId) -> Option<bool> {
    let Answer::PlayLand(play) = game.interrupted_answer()? else { return None };
    let card = &game.object(play.card).card;
    let def = play.face.and_then(|f| card.cast_face(f)).unwrap_or(card);
    let life = def.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::EntersTappedUnless(EnterPayment::Life(n))) => Some(*n as i32),
        _ => None,
    })?;
    let untapped = super::lands::untapped_lands(game, me);
    let wanted = game.player(me).hand.iter().any(|&c| {
        let mv = super::mana_value(game, c);
        !super::is_land(game, c) && mv > untapped && mv <= untapped + 1
    });
    Some(wanted && life <= life_to_spare(game, me))
}
