//! Card definitions: a card's printed characteristics and its compiled abilities (CR 200-209).
//!
//! A [`CardDef`] is immutable and shared behind an `Arc`: every object in a game points at
//! the definition of the card it represents, so copying a game never copies card text.

use crate::ir::Ability;
use crate::ir::{CardType, Keyword, Supertype, TypeSet};
use crate::ir::{ColorSet, ManaCost};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A printed power or toughness: a number, or `*` defined by an ability (CR 208.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PtValue {
    Fixed(i32),
    /// `*`, or `*+N` / `N+*` stored as the fixed part.
    Star(i32),
}

impl PtValue {
    /// The value in zones where the defining ability does not apply: the fixed part (CR 208.2a).
    pub fn base(self) -> i32 {
        match self {
            PtValue::Fixed(n) | PtValue::Star(n) => n,
        }
    }
    /// Reads a printed value such as `2`, `*`, `1+*`.
    pub fn parse(s: &str) -> Option<PtValue> {
        let s = s.trim();
        if let Ok(n) = s.parse() {
            return Some(PtValue::Fixed(n));
        }
        if s == "*" || s == "*²" {
            return Some(PtValue::Star(0));
        }
        if let Some(n) = s.strip_suffix("+*").and_then(|n| n.parse().ok()) {
            return Some(PtValue::Star(n));
        }
        if let Some(n) = s.strip_prefix("*+").and_then(|n| n.parse().ok()) {
            return Some(PtValue::Star(n));
        }
        None
    }
}

/// Which face of a card is played as a land (see [`CardDef::land_face`]).
#[derive(Clone, Debug, PartialEq)]
pub enum LandFace {
    Front,
    /// A modal double-faced card's back face (CR 712.12).
    Back(Arc<CardDef>),
}

/// One face of a card as the engine plays it: characteristics plus compiled abilities.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDef {
    /// The card's English name (CR 201).
    pub name: String,
    /// Its mana cost; `None` for cards without one, such as lands (CR 202.1b).
    pub mana_cost: Option<ManaCost>,
    /// Its colours: from the mana cost, or a colour indicator (CR 105.2, 202.2).
    pub colors: ColorSet,
    pub supertypes: Vec<Supertype>,
    pub types: TypeSet,
    /// Subtypes as printed ("Goblin", "Forest", "Aura").
    pub subtypes: Vec<String>,
    pub power: Option<PtValue>,
    pub toughness: Option<PtValue>,
    pub loyalty: Option<i32>,
    /// The Oracle text, as printed (reminder text included).
    pub text: String,
    /// The compiled abilities, in printed order.
    pub abilities: Vec<Ability>,
    /// When the compiler could not understand the text: the sentence it could not compile.
    /// A card with this set is not playable.
    pub unsupported: Option<String>,
    /// Whether this is the definition of a token (CR 111).
    pub is_token: bool,
    /// Whether this is an emblem (CR 114): an object in the command zone with only
    /// abilities, put there by an effect ("You get an emblem with ...", CR 114.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub is_emblem: bool,
    /// A split card's two halves (CR 709): this definition is the halves combined (709.4);
    /// a half is what is cast and exists on the stack (709.3). Empty for other cards.
    #[serde(default)]
    pub halves: Vec<Arc<CardDef>>,
    /// A transforming double-faced card's back face (CR 712.2): this definition is its front
    /// face, which is all the card is outside the battlefield (712.8a); the back face is what
    /// a permanent has with that face up (712.8e). `None` for other cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back: Option<Arc<CardDef>>,
    /// What `back` is: a transforming card's back face, a modal double-faced card's back
    /// face, an adventurer card's Adventure, or a prototype card's prototyped characteristics.
    #[serde(default, skip_serializing_if = "OtherFace::is_transform")]
    pub back_kind: OtherFace,
    /// A battle's printed defense (CR 310.4a); it enters with that many defense counters
    /// (310.4b). `None` for other cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense: Option<i32>,
}

/// What a card's other set of characteristics ([`CardDef::back`]) is (CR 712, 715).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OtherFace {
    /// The back face of a transforming (nonmodal) double-faced card (CR 712.2): a permanent
    /// has it once it transforms (701.27).
    #[default]
    Transform,
    /// The back face of a modal double-faced card (CR 712.3): the player may cast it, or play
    /// it if it is a land, instead of the front face (712.11b, 712.12); it is then the face up
    /// on the stack and the battlefield (712.8f).
    Modal,
    /// An adventurer card's Adventure (CR 715.2): an instant or sorcery the player may cast
    /// instead of the card's normal characteristics (715.3), exiled as it resolves (715.3d).
    Adventure,
    /// A prototype card's alternative characteristics (CR 718.2, 702.160a): the card with its
    /// prototype mana cost, power and toughness and the colours of that cost (718.3b), which
    /// the player may cast instead (718.3); the spell and the permanent it becomes have them
    /// (718.3b), copies too (718.3c-d), every other zone the card's normal ones (718.4).
    Prototype,
    /// A flip card's alternative half (CR 710.1b): its name, text, type line, power and
    /// toughness, with the card's mana cost and colour (710.1c), which a permanent has once
    /// it flips (710.2) and keeps while it stays on the battlefield (710.4).
    Flip,
    /// A meld card's combined back face (CR 712.4): what a meld pair melded into is on the
    /// battlefield (701.42a, 712.8g); never cast, played, transformed or converted (712.4b-c).
    Meld,
}

impl OtherFace {
    /// Whether this is a transforming card's back face (the default).
    pub fn is_transform(&self) -> bool {
        *self == OtherFace::Transform
    }
}

impl CardDef {
    /// A card with just a name and types; the other characteristics empty.
    pub fn new(name: impl Into<String>, types: &[CardType]) -> CardDef {
        CardDef {
            name: name.into(),
            mana_cost: None,
            colors: ColorSet::NONE,
            supertypes: Vec::new(),
            types: types.iter().copied().collect(),
            subtypes: Vec::new(),
            power: None,
            toughness: None,
            loyalty: None,
            text: String::new(),
            abilities: Vec::new(),
            unsupported: None,
            is_token: false,
            is_emblem: false,
            halves: Vec::new(),
            back: None,
            back_kind: OtherFace::Transform,
            defense: None,
        }
    }

    /// An emblem with these abilities (CR 114.1, 114.5: it has no characteristics other
    /// than its abilities); `text` is their wording, for players.
    pub fn emblem(abilities: Vec<Ability>, text: impl Into<String>) -> CardDef {
        CardDef { abilities, text: text.into(), is_emblem: true, ..CardDef::new("Emblem", &[]) }
    }

    /// Whether every ability of this emblem works from the command zone as the engine
    /// runs emblems (CR 113.6c, 114.4): continuous static abilities (read by the layers) and
    /// triggered abilities noticed with the battlefield's. Others would sit there unused.
    pub fn emblem_abilities_work(&self) -> bool {
        self.abilities.iter().all(|ab| match ab {
            Ability::Static(crate::ir::StaticAbility::Continuous { .. }) => true,
            Ability::Triggered(t) => works_from_emblem(&t.event),
            _ => false,
        })
    }

    /// Whether the card has type `t`.
    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(t)
    }

    /// Whether the card has supertype `s`.
    pub fn has_supertype(&self, s: Supertype) -> bool {
        self.supertypes.contains(&s)
    }

    /// Whether the card has subtype `s`.
    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|x| x == s)
    }

    /// The keyword abilities printed on the card.
    pub fn keywords(&self) -> impl Iterator<Item = &Keyword> {
        self.abilities.iter().filter_map(|a| match a {
            Ability::Keyword(k) => Some(k),
            _ => None,
        })
    }

    /// The printed type line ("Legendary Creature — Goblin Warrior").
    pub fn type_line(&self) -> String {
        // CR 114.5: an emblem has no types; it is shown as what it is.
        if self.is_emblem {
            return "Emblem".into();
        }
        let mut words: Vec<String> = self.supertypes.iter().map(|s| format!("{s:?}")).collect();
        words.extend(self.types.iter().map(|t| t.to_string()));
        let mut line = words.join(" ");
        if !self.subtypes.is_empty() {
            line.push_str(" — ");
            line.push_str(&self.subtypes.join(" "));
        }
        line
    }

    /// The face cast instead of the card's front face, if it has one: a modal double-faced
    /// card's back face (CR 712.11b), an adventurer's Adventure (CR 715.3) or a prototype card
    /// prototyped (CR 718.3); a transforming card's back face if the front face has disturb
    /// (cast transformed from a graveyard, CR 702.146a).
    pub fn castable_back(&self) -> Option<&Arc<CardDef>> {
        self.back.as_ref().filter(|_| match self.back_kind {
            OtherFace::Transform => self.has_disturb(),
            OtherFace::Flip | OtherFace::Meld => false,
            _ => true,
        })
    }

    /// Whether the card has disturb (CR 702.146a).
    pub fn has_disturb(&self) -> bool {
        self.abilities.iter().any(|a| matches!(a, Ability::Static(crate::ir::StaticAbility::Disturb { .. })))
    }

    /// Whether the card is a double-faced card (CR 712.1): it has a back face, not an
    /// Adventure, a prototype's characteristics or a flip card's other half.
    pub fn is_double_faced(&self) -> bool {
        self.back.is_some() && matches!(self.back_kind, OtherFace::Transform | OtherFace::Modal)
    }

    /// Whether this is a Room (CR 709.5): a split permanent card with a shared type line,
    /// whose halves are its doors (709.5j).
    pub fn is_room(&self) -> bool {
        self.halves.len() == 2 && self.subtypes.iter().any(|s| s == "Room")
    }

    /// A Room permanent with the doors in `unlocked` unlocked (bit 0 the left door, bit 1 the
    /// right, CR 709.5c): the shared type line (709.5a) and, of each half, its name, mana cost
    /// (and so colours and mana value) and rules text only while that half is unlocked
    /// (709.5). The halves stay: their existence is a copiable value (709.5b).
    pub fn with_doors(&self, unlocked: u8) -> CardDef {
        let open: Vec<&Arc<CardDef>> =
            self.halves.iter().enumerate().filter(|(i, _)| unlocked & (1 << i) != 0).map(|(_, h)| h).collect();
        let mut cost = ManaCost::default();
        let mut colors = ColorSet::default();
        for h in &open {
            if let Some(c) = &h.mana_cost {
                cost.symbols.extend(c.symbols.iter().cloned());
            }
            colors = ColorSet(colors.0 | h.colors.0);
        }
        CardDef {
            name: open.iter().map(|h| h.name.as_str()).collect::<Vec<_>>().join(" // "),
            mana_cost: (!open.is_empty()).then_some(cost),
            colors,
            text: open.iter().map(|h| h.text.as_str()).collect::<Vec<_>>().join("\n//\n"),
            abilities: open.iter().flat_map(|h| h.abilities.iter().cloned()).collect(),
            ..self.clone()
        }
    }

    /// The face or half cast by a cast that names face `h` ([`crate::CastSpec`]'s `half`):
    /// a split card's `h`-th half (CR 709.3); for a card with a castable back face, 1 names
    /// that face (CR 712.11b, 715.3); `None` for anything else.
    pub fn cast_face(&self, h: usize) -> Option<&Arc<CardDef>> {
        if !self.halves.is_empty() {
            return self.halves.get(h);
        }
        self.castable_back().filter(|_| h == 1)
    }

    /// The face played as a land (CR 305.1, 712.12) by a land play naming face `face`: 0 the
    /// front face, 1 a modal double-faced card's back face, each if it is a land; `None`
    /// names the front face if it is a land, else the back face if that is one.
    pub fn land_face(&self, face: Option<usize>) -> Option<LandFace> {
        let front = self.has_type(CardType::Land);
        let back = self.back.as_ref().filter(|b| self.back_kind == OtherFace::Modal && b.has_type(CardType::Land));
        match (face, front, back) {
            (None | Some(0), true, _) => Some(LandFace::Front),
            (None | Some(1), _, Some(b)) => Some(LandFace::Back(b.clone())),
            _ => None,
        }
    }

    /// Whether a face of the card is a land, so that it may be played as one (CR 305.1,
    /// 712.12): a cheap test before [`CardDef::land_face`] and the checks of a land play.
    pub fn has_land_face(&self) -> bool {
        self.has_type(CardType::Land)
            || self.back.as_ref().is_some_and(|b| self.back_kind == OtherFace::Modal && b.has_type(CardType::Land))
    }

    /// Wraps the definition for sharing between games and objects.
    pub fn shared(self) -> Arc<CardDef> {
        Arc::new(self)
    }
}

/// Whether a trigger event is noticed for an emblem: events about its own object (it never
/// moves, is cast or transforms), triggered mana abilities and state triggers are noticed
/// only for permanents.
fn works_from_emblem(e: &crate::ir::TriggerEvent) -> bool {
    use crate::ir::TriggerEvent as E;
    match e {
        E::TappedForMana(_)
        | E::State(_)
        | E::PutIntoGraveyardFrom(_)
        | E::CastSelf
        | E::MadnessExiled
        | E::MiracleRevealed
        | E::PhasesSelf { .. }
        | E::Chapter(_)
        | E::InGraveyard(_) => false,
        E::Either(a, b) => works_from_emblem(a) && works_from_emblem(b),
        _ => true,
    }
}
