//! Colours, mana costs, mana pools and the mana a mana ability produces (CR 105, 106, 107.4, 202).

use crate::ir::{Amount, Filter, PlayerFilter};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the five colours of Magic (CR 105.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Blue,
    Black,
    Red,
    Green,
}

impl Color {
    /// All five colours in WUBRG order.
    pub const ALL: [Color; 5] = [Color::White, Color::Blue, Color::Black, Color::Red, Color::Green];

    /// The colour's mana symbol letter (CR 107.4a).
    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Blue => 'U',
            Color::Black => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
        }
    }

    /// The colour for a mana symbol letter.
    pub fn from_letter(c: char) -> Option<Color> {
        Some(match c.to_ascii_uppercase() {
            'W' => Color::White,
            'U' => Color::Blue,
            'B' => Color::Black,
            'R' => Color::Red,
            'G' => Color::Green,
            _ => return None,
        })
    }

    /// The colour for its English name ("white", "Blue", ...).
    pub fn from_name(s: &str) -> Option<Color> {
        Some(match s.to_ascii_lowercase().as_str() {
            "white" => Color::White,
            "blue" => Color::Blue,
            "black" => Color::Black,
            "red" => Color::Red,
            "green" => Color::Green,
            _ => return None,
        })
    }

    /// Index 0..5 in WUBRG order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour's English name in lower case.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Blue => "blue",
            Color::Black => "black",
            Color::Red => "red",
            Color::Green => "green",
        }
    }
}

/// A set of colours, as a bit set (CR 105.2: an object can be several colours or colourless).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ColorSet(pub u8);

impl ColorSet {
    /// The empty (colourless) set.
    pub const NONE: ColorSet = ColorSet(0);

    /// The set holding one colour.
    pub fn only(c: Color) -> ColorSet {
        ColorSet(1 << c.index())
    }
    /// Whether the set holds `c`.
    pub fn contains(self, c: Color) -> bool {
        self.0 & (1 << c.index()) != 0
    }
    /// Adds `c` to the set.
    pub fn insert(&mut self, c: Color) {
        self.0 |= 1 << c.index();
    }
    /// Whether the set is colourless.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The number of colours in the set.
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The colours of the set in WUBRG order.
    pub fn iter(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

impl FromIterator<Color> for ColorSet {
    fn from_iter<I: IntoIterator<Item = Color>>(iter: I) -> Self {
        let mut s = ColorSet::NONE;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

/// A kind of mana: one of the colours or colourless (CR 106.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ManaType {
    Colored(Color),
    Colorless,
}

impl ManaType {
    /// Index 0..6: WUBRG then colourless.
    pub fn index(self) -> usize {
        match self {
            ManaType::Colored(c) => c.index(),
            ManaType::Colorless => 5,
        }
    }
    /// All six kinds of mana.
    pub const ALL: [ManaType; 6] = [
        ManaType::Colored(Color::White),
        ManaType::Colored(Color::Blue),
        ManaType::Colored(Color::Black),
        ManaType::Colored(Color::Red),
        ManaType::Colored(Color::Green),
        ManaType::Colorless,
    ];
}

impl fmt::Display for ManaType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManaType::Colored(c) => write!(f, "{{{}}}", c.letter()),
            ManaType::Colorless => write!(f, "{{C}}"),
        }
    }
}

/// One mana symbol of a cost (CR 107.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ManaSymbol {
    /// `{N}`: N generic mana.
    Generic(u32),
    /// `{W}` .. `{G}`.
    Colored(Color),
    /// `{C}`: one colourless mana.
    Colorless,
    /// `{X}`.
    X,
    /// `{W/U}` and the like: either colour (CR 107.4e).
    Hybrid(Color, Color),
    /// `{2/W}`: two generic or one of the colour.
    TwoHybrid(Color),
    /// `{W/P}`: the colour or 2 life (CR 107.4f).
    Phyrexian(Color),
    /// `{S}`: mana from a snow source; paid as generic here.
    Snow,
}

/// A mana cost: a sequence of mana symbols (CR 202.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ManaCost {
    pub symbols: Vec<ManaSymbol>,
}

/// Why a mana cost string could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad mana cost {text:?}: {why}")]
pub struct ManaCostError {
    pub text: String,
    pub why: String,
}

impl ManaCost {
    /// The empty cost `{0}`-like cost with no symbols.
    pub fn empty() -> ManaCost {
        ManaCost::default()
    }

    /// A cost of N generic mana.
    pub fn generic(n: u32) -> ManaCost {
        ManaCost { symbols: if n == 0 { vec![] } else { vec![ManaSymbol::Generic(n)] } }
    }

    /// Reads a cost in Oracle notation such as `{2}{R}{R}` or `{X}{G/W}`.
    pub fn parse(text: &str) -> Result<ManaCost, ManaCostError> {
        let err = |why: &str| ManaCostError { text: text.to_string(), why: why.to_string() };
        let mut symbols = Vec::new();
        let mut rest = text.trim();
        while !rest.is_empty() {
            if !rest.starts_with('{') {
                return Err(err("expected '{'"));
            }
            let end = rest.find('}').ok_or_else(|| err("unclosed '{'"))?;
            let inner = &rest[1..end];
            rest = rest[end + 1..].trim_start();
            symbols.push(Self::parse_symbol(inner).ok_or_else(|| err(&format!("unknown symbol {{{inner}}}")))?);
        }
        Ok(ManaCost { symbols })
    }

    fn parse_symbol(s: &str) -> Option<ManaSymbol> {
        if let Ok(n) = s.parse::<u32>() {
            return Some(ManaSymbol::Generic(n));
        }
        match s {
            "X" => return Some(ManaSymbol::X),
            "C" => return Some(ManaSymbol::Colorless),
            "S" => return Some(ManaSymbol::Snow),
            _ => {}
        }
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next(), chars.next()) {
            (Some(c), None, _, _) => Color::from_letter(c).map(ManaSymbol::Colored),
            (Some(a), Some('/'), Some('P'), None) => Color::from_letter(a).map(ManaSymbol::Phyrexian),
            (Some('2'), Some('/'), Some(b), None) => Color::from_letter(b).map(ManaSymbol::TwoHybrid),
            (Some(a), Some('/'), Some(b), None) => {
                Some(ManaSymbol::Hybrid(Color::from_letter(a)?, Color::from_letter(b)?))
            }
            _ => None,
        }
    }

    /// The mana value (CR 202.3), with X counted as `x`.
    pub fn mana_value(&self, x: u32) -> u32 {
        self.symbols
            .iter()
            .map(|s| match s {
                ManaSymbol::Generic(n) => *n,
                ManaSymbol::X => x,
                ManaSymbol::TwoHybrid(_) => 2,
                _ => 1,
            })
            .fold(0u32, u32::saturating_add)
    }

    /// The colours of the cost's coloured symbols (CR 202.2).
    pub fn colors(&self) -> ColorSet {
        let mut set = ColorSet::NONE;
        for s in &self.symbols {
            match s {
                ManaSymbol::Colored(c) | ManaSymbol::Phyrexian(c) | ManaSymbol::TwoHybrid(c) => set.insert(*c),
                ManaSymbol::Hybrid(a, b) => {
                    set.insert(*a);
                    set.insert(*b)
                }
                _ => {}
            }
        }
        set
    }

    /// The number of its mana symbols that are of a colour in `colors` (CR 700.5): a hybrid
    /// symbol counts once if either of its colours is among them, a Phyrexian or `{2/W}`
    /// symbol by its colour.
    pub fn devotion(&self, colors: ColorSet) -> u32 {
        let is = |c: &Color| colors.contains(*c);
        self.symbols
            .iter()
            .filter(|s| match s {
                ManaSymbol::Colored(c) | ManaSymbol::Phyrexian(c) | ManaSymbol::TwoHybrid(c) => is(c),
                ManaSymbol::Hybrid(a, b) => is(a) || is(b),
                _ => false,
            })
            .count() as u32
    }

    /// Whether the cost has an `{X}`.
    pub fn has_x(&self) -> bool {
        self.symbols.contains(&ManaSymbol::X)
    }

    /// The cost with X replaced by `x` generic mana, and generic symbols merged. `x` is
    /// chosen by a player: the generic part saturates at `u32::MAX` (unpayable) for {X}{X}.
    pub fn with_x(&self, x: u32) -> ManaCost {
        let mut generic = 0u32;
        let mut symbols = Vec::new();
        for s in &self.symbols {
            match s {
                ManaSymbol::Generic(n) => generic = generic.saturating_add(*n),
                ManaSymbol::X => generic = generic.saturating_add(x),
                ManaSymbol::Snow => generic = generic.saturating_add(1),
                other => symbols.push(*other),
            }
        }
        if generic > 0 {
            symbols.insert(0, ManaSymbol::Generic(generic));
        }
        ManaCost { symbols }
    }

    /// Adds `n` generic mana to the cost (CR 601.2f cost increases).
    pub fn add_generic(&mut self, n: u32) {
        if n > 0 {
            self.symbols.insert(0, ManaSymbol::Generic(n));
        }
    }

    /// Removes up to `n` generic mana from the cost (CR 601.2f cost reductions).
    pub fn reduce_generic(&mut self, mut n: u32) {
        for s in self.symbols.iter_mut() {
            if let ManaSymbol::Generic(g) = s {
                let take = (*g).min(n);
                *g -= take;
                n -= take;
            }
        }
        self.symbols.retain(|s| *s != ManaSymbol::Generic(0));
    }
}

impl fmt::Display for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.symbols {
            match s {
                ManaSymbol::Generic(n) => write!(f, "{{{n}}}")?,
                ManaSymbol::Colored(c) => write!(f, "{{{}}}", c.letter())?,
                ManaSymbol::Colorless => write!(f, "{{C}}")?,
                ManaSymbol::X => write!(f, "{{X}}")?,
                ManaSymbol::Hybrid(a, b) => write!(f, "{{{}/{}}}", a.letter(), b.letter())?,
                ManaSymbol::TwoHybrid(c) => write!(f, "{{2/{}}}", c.letter())?,
                ManaSymbol::Phyrexian(c) => write!(f, "{{{}/P}}", c.letter())?,
                ManaSymbol::Snow => write!(f, "{{S}}")?,
            }
        }
        Ok(())
    }
}

/// A player's mana pool: how much of each kind of mana it holds (CR 106.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ManaPool {
    pub amounts: [u32; 6],
}

impl ManaPool {
    /// Adds `n` mana of kind `t`.
    pub fn add(&mut self, t: ManaType, n: u32) {
        self.amounts[t.index()] += n;
    }
    /// The total amount of mana in the pool.
    pub fn total(&self) -> u32 {
        self.amounts.iter().sum()
    }
    /// Empties the pool (CR 500.5).
    pub fn clear(&mut self) {
        self.amounts = [0; 6];
    }
    /// How much mana of kind `t` the pool holds.
    pub fn get(&self, t: ManaType) -> u32 {
        self.amounts[t.index()]
    }

    /// Pays `cost` (without X) from the pool, if it can; otherwise leaves it unchanged.
    /// Coloured symbols are paid first, then hybrid, then generic from what is left.
    pub fn pay(&mut self, cost: &ManaCost) -> bool {
        let mut p = *self;
        let mut generic = 0u32;
        let mut hybrids = Vec::new();
        for s in &cost.symbols {
            match *s {
                ManaSymbol::Generic(n) => generic = generic.saturating_add(n),
                ManaSymbol::Snow => generic = generic.saturating_add(1),
                ManaSymbol::X => {}
                ManaSymbol::Colored(c) | ManaSymbol::Phyrexian(c) => {
                    let i = c.index();
                    if p.amounts[i] == 0 {
                        return false;
                    }
                    p.amounts[i] -= 1;
                }
                ManaSymbol::Colorless => {
                    if p.amounts[5] == 0 {
                        return false;
                    }
                    p.amounts[5] -= 1;
                }
                ManaSymbol::Hybrid(a, b) => hybrids.push((a, b)),
                ManaSymbol::TwoHybrid(c) => {
                    if p.amounts[c.index()] > 0 {
                        p.amounts[c.index()] -= 1;
                    } else {
                        generic += 2;
                    }
                }
            }
        }
        for (a, b) in hybrids {
            let pick = if p.amounts[a.index()] >= p.amounts[b.index()] { a } else { b };
            if p.amounts[pick.index()] == 0 {
                return false;
            }
            p.amounts[pick.index()] -= 1;
        }
        // Generic from the most plentiful kinds first.
        while generic > 0 {
            let (i, &most) = p.amounts.iter().enumerate().max_by_key(|(_, &n)| n).expect("six kinds");
            if most == 0 {
                return false;
            }
            let take = most.min(generic);
            p.amounts[i] -= take;
            generic -= take;
        }
        *self = p;
        true
    }
}

impl fmt::Display for ManaPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.total() == 0 {
            return write!(f, "empty");
        }
        for t in ManaType::ALL {
            for _ in 0..self.get(t) {
                write!(f, "{t}")?;
            }
        }
        Ok(())
    }
}

/// How the mana an ability adds may be spent (CR 106.6): "Spend this mana only to cast a
/// creature spell.", "... only to cast artifact spells or activate abilities of artifacts.",
/// and what spending it does to the spell it pays for ("and that spell can't be countered").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpendRestriction {
    /// The spells it may pay for (`None`: no spell).
    pub spells: Option<Filter>,
    /// The sources whose activated abilities it may pay for (`None`: no ability).
    pub abilities: Option<Filter>,
    /// A spell it pays for can't be countered (Cavern of Souls, CR 106.6).
    pub uncounterable: bool,
    /// It may pay other costs too (a ward cost, a cost an effect asks): "This mana can't be
    /// spent to cast a nonartifact spell." forbids only some spells.
    #[serde(default)]
    pub others: bool,
}

/// What mana an ability adds (CR 106).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ManaProduce {
    /// Exactly these mana, e.g. `{R}{R}` or `{C}`.
    Fixed(Vec<ManaType>),
    /// `n` mana in any one of these kinds, chosen as the ability resolves.
    OneOf(Vec<ManaType>, u32),
    /// `n` mana of any one colour.
    AnyColor(u32),
    /// An amount of mana of any one colour, counted on resolution ("add X mana of any one
    /// color, where X is ...", CR 107.1c).
    AnyColorAmount(Amount),
    /// These mana once for each unit of the amount ("Add {W} for each enchantment you
    /// control", CR 106.1, 107.1c counting on resolution).
    ForEach(Vec<ManaType>, Amount),
    /// One mana of the colour chosen for the source ("Add one mana of the chosen color",
    /// CR 607.2d); none if no colour was chosen.
    ChosenColor,
    /// An amount of mana of the colour chosen for the source, counted on resolution ("Add an
    /// amount of mana of that color equal to ...", CR 607.2d, 107.1c); none if no colour was
    /// chosen.
    ChosenColorAmount(Amount),
    /// One mana of a type that a land of `whose` could produce (CR 106.7: "any type that a
    /// land you control could produce"); `basic`: basic lands only; `colors_only`: "any
    /// color" (not colourless).
    LandCouldProduce { whose: PlayerFilter, basic: bool, colors_only: bool },
    /// One mana of any colour in the controller's commander's colour identity (Command
    /// Tower, CR 903.4, 903.4f): none without a commander or with a colourless one.
    CommanderIdentity,
    /// An amount of mana, each one of these kinds as the player chooses ("Add two mana in any
    /// combination of colors", "Add X mana in any combination of {U} and/or {B}", CR 106.1,
    /// 107.1c: counted as the ability resolves).
    Combination(Vec<ManaType>, Amount),
}

/// Every way to make `n` mana out of `kinds`, each kind any number of times (multisets of
/// size `n`, each in the order of `kinds`): "two mana in any combination of {U} and/or {B}"
/// is {U}{U}, {U}{B} or {B}{B}.
pub fn mana_combinations(kinds: &[ManaType], n: usize) -> Vec<Vec<ManaType>> {
    fn extend(kinds: &[ManaType], n: usize, from: usize, cur: &mut Vec<ManaType>, out: &mut Vec<Vec<ManaType>>) {
        if cur.len() == n {
            out.push(cur.clone());
            return;
        }
        for i in from..kinds.len() {
            cur.push(kinds[i]);
            extend(kinds, n, i, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    extend(kinds, n, 0, &mut Vec::with_capacity(n), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_costs() {
        let c = ManaCost::parse("{2}{R}{R}").unwrap();
        assert_eq!(c.mana_value(0), 4);
        assert_eq!(c.to_string(), "{2}{R}{R}");
        assert_eq!(c.colors(), ColorSet::only(Color::Red));
        let h = ManaCost::parse("{X}{G/W}{2/U}{B/P}").unwrap();
        assert_eq!(h.mana_value(3), 3 + 1 + 2 + 1);
        assert!(ManaCost::parse("{Q}").is_err());
        assert!(ManaCost::parse("{2").is_err());
    }

    #[test]
    fn pool_pays_coloured_before_generic() {
        let mut pool = ManaPool::default();
        pool.add(ManaType::Colored(Color::Red), 1);
        pool.add(ManaType::Colored(Color::Green), 2);
        assert!(!pool.clone().pay(&ManaCost::parse("{R}{R}").unwrap()));
        assert!(pool.pay(&ManaCost::parse("{1}{R}").unwrap()));
        assert_eq!(pool.total(), 1);
        assert_eq!(pool.get(ManaType::Colored(Color::Green)), 1);
    }
}
