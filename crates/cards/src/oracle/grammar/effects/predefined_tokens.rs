//! The predefined tokens of CR 111.10: "Create a Treasure token.", "create a Food token",
//! "create two Clue tokens". The effect names the token by its subtype; its characteristics
//! are the rule's definition, and its abilities are the rule's quoted ability text, read by
//! the ability grammar like any other ability line (so a predefined token whose ability the
//! compiler doesn't read yet stays an error).

use crate::oracle::ast::*;
use crate::oracle::front::lexer;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::{CardType, Color};

/// One predefined token (CR 111.10): its subtype (and name), card type, and ability lines.
struct Predefined {
    subtype: &'static str,
    types: &'static [CardType],
    /// A creature token's power, toughness and colour (CR 111.10d).
    body: Option<((i32, i32), Color)>,
    name: Option<&'static str>,
    abilities: &'static [&'static str],
}

/// CR 111.10a-u, the tokens whose definition is a plain permanent (not the Role Auras of
/// 111.10j-r, which enter attached, nor the double-faced Incubator of 111.10i).
const PREDEFINED: &[Predefined] = &[
    // CR 111.10a
    Predefined {
        subtype: "Treasure",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &["{T}, Sacrifice this token: Add one mana of any color."],
    },
    // CR 111.10b
    Predefined {
        subtype: "Food",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &["{2}, {T}, Sacrifice this token: You gain 3 life."],
    },
    // CR 111.10c
    Predefined {
        subtype: "Gold",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &["Sacrifice this token: Add one mana of any color."],
    },
    // CR 111.10d
    Predefined {
        subtype: "Zombie",
        types: &[CardType::Creature],
        body: Some(((2, 2), Color::Black)),
        name: Some("Walker"),
        abilities: &[],
    },
    // CR 111.10e
    Predefined {
        subtype: "Shard",
        types: &[CardType::Enchantment],
        body: None,
        name: None,
        abilities: &["{2}, Sacrifice this token: Scry 1, then draw a card."],
    },
    // CR 111.10f
    Predefined {
        subtype: "Clue",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &["{2}, Sacrifice this token: Draw a card."],
    },
    // CR 111.10g
    Predefined {
        subtype: "Blood",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &["{1}, {T}, Discard a card, Sacrifice this token: Draw a card."],
    },
    // CR 111.10h
    Predefined {
        subtype: "Powerstone",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &["{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."],
    },
    // CR 111.10s
    Predefined {
        subtype: "Map",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &["{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."],
    },
    // CR 111.10t
    Predefined {
        subtype: "Junk",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &[
            "{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.",
        ],
    },
    // CR 111.10u
    Predefined {
        subtype: "Lander",
        types: &[CardType::Artifact],
        body: None,
        name: None,
        abilities: &[
            "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        ],
    },
];

/// The predefined token named `word` ("Treasure", "Walker"), with its abilities read by the
/// ability grammar; `None` if `word` names no predefined token. Fails at `p` when the
/// token's ability is one the compiler doesn't read yet.
pub(crate) fn predefined_token(p: &mut Parser, word: &str) -> Option<PResult<TokenAst>> {
    let def = PREDEFINED.iter().find(|d| d.name.unwrap_or(d.subtype).eq_ignore_ascii_case(word))?;
    let mut abilities = Vec::new();
    for text in def.abilities {
        // CR 111.10: "this token" is the token itself (CR 201.5).
        let toks = lexer::expand_enters(lexer::fold_self_refs(lexer::lex(text), "", None));
        let mut sub = Parser::new(&toks, text, false);
        match crate::oracle::grammar::abilities::ability(&mut sub) {
            Ok(a) if sub.at_end() => abilities.push((a, text.to_string())),
            _ => return Some(p.err("a predefined token whose ability isn't supported yet")),
        }
    }
    Some(Ok(TokenAst {
        pt: def.body.map(|(pt, _)| pt),
        colors: def.body.map(|(_, c)| vec![c]).unwrap_or_default(),
        subtypes: vec![def.subtype.to_string()],
        types: def.types.to_vec(),
        supertypes: vec![],
        keywords: vec![],
        name: def.name.map(String::from),
        abilities,
        tapped: false,
        attacking: false,
    }))
}
