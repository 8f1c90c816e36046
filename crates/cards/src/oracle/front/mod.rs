//! The front end: a card's text to tokens, before any grammar.
//!
//! [`text`] splits the text into ability lines and removes reminder text (CR 207.2);
//! [`lexer`] turns a line into tokens and folds the card's references to itself into one
//! token (CR 201.5); [`subtypes`] knows the subtype words (CR 205.3) the lexer and the
//! grammar recognise in singular or plural; [`keyword_definitions`] reads a keyword defined
//! as one sentence (CR 702) as that sentence; [`spree`] joins a spree spell's mode lines
//! into one modal line (CR 702.172). Nothing here knows the grammar or the engine IR.

pub mod keyword_definitions;
pub mod lexer;
pub mod spree;
pub mod subtypes;
pub mod text;
