//! The token cursor the grammar productions share: look-ahead, backtracking, errors.

use crate::oracle::front::lexer::{Tok, Token};

/// Why a production failed, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Token index where the parse could go no further.
    pub pos: usize,
    /// What was expected there.
    pub message: String,
}

/// The result of a grammar production.
pub type PResult<T> = Result<T, ParseError>;

/// A cursor over one ability line's tokens.
pub struct Parser<'a> {
    /// The tokens.
    pub toks: &'a [Token],
    /// The source line (for the text of phrases).
    pub src: &'a str,
    /// The next token's index.
    pub pos: usize,
    /// The furthest token index any production failed at: where the text stopped making sense.
    pub furthest: usize,
    /// Whether the card is an instant or sorcery (lines are spell effects).
    pub is_spell: bool,
    /// Whether "that much" may be read as an amount: in a triggered ability whose event
    /// has one (damage dealt, CR 603.2c).
    pub that_much: bool,
    /// Choices the sentence being read asks for ("the color of your choice"), made first
    /// when it resolves (`grammar/choices.rs`).
    pub choices: Vec<crate::oracle::ast::ChoiceAst>,
    /// The token index where the effect of a triggered ability about the source itself
    /// ("When ~ enters", "When ~ becomes the target") starts: there "sacrifice it" is ~.
    pub self_it_at: Option<usize>,
    /// The kind of counter an activation's "Remove any number of <kind> counters" cost
    /// removes; "for each <kind> counter removed this way" reads it as X (`grammar/mana.rs`).
    pub removed_any: Option<String>,
}

impl<'a> Parser<'a> {
    /// A cursor at the start of `toks`.
    pub fn new(toks: &'a [Token], src: &'a str, is_spell: bool) -> Parser<'a> {
        Parser {
            toks,
            src,
            pos: 0,
            furthest: 0,
            is_spell,
            that_much: false,
            choices: Vec::new(),
            self_it_at: None,
            removed_any: None,
        }
    }

    /// The next token.
    pub fn peek(&self) -> Option<&'a Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }

    /// The token `n` places ahead.
    pub fn peek_n(&self, n: usize) -> Option<&'a Tok> {
        self.toks.get(self.pos + n).map(|t| &t.tok)
    }

    /// Whether all tokens are consumed.
    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// Consumes and returns the next token.
    pub fn bump(&mut self) -> Option<&'a Tok> {
        let t = self.toks.get(self.pos).map(|t| &t.tok);
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    /// Whether the next token is the word `w` (case-insensitive).
    pub fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Word(x)) if x.eq_ignore_ascii_case(w))
    }

    /// Whether the token `n` ahead is the word `w`.
    pub fn is_word_n(&self, n: usize, w: &str) -> bool {
        matches!(self.peek_n(n), Some(Tok::Word(x)) if x.eq_ignore_ascii_case(w))
    }

    /// The next token as a lower-case word, if it is one.
    pub fn word(&self) -> Option<String> {
        match self.peek() {
            Some(Tok::Word(w)) => Some(w.to_lowercase()),
            _ => None,
        }
    }

    /// Consumes the word `w` if it is next.
    pub fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes the punctuation `c` if it is next.
    pub fn eat_punct(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Whether the next tokens spell `pattern`: space-separated words, `~` for the
    /// self-reference, `'s` for a possessive, single punctuation characters, digits.
    pub fn looking_at(&self, pattern: &str) -> bool {
        // The grammar asks this very often: the pattern is read as bytes split at spaces,
        // which is much cheaper than splitting at any Unicode whitespace.
        pieces(pattern).enumerate().all(|(k, piece)| match (self.peek_n(k), piece) {
            (Some(Tok::SelfRef), b"~") => true,
            (Some(Tok::Possessive), b"'s") => true,
            (Some(Tok::Word(w)), p) => w.as_bytes().eq_ignore_ascii_case(p),
            (Some(Tok::Num(n)), p) => std::str::from_utf8(p).ok().and_then(|p| p.parse::<u32>().ok()) == Some(*n),
            (Some(Tok::Punct(c)), p) => c.encode_utf8(&mut [0; 4]).as_bytes() == p,
            _ => false,
        })
    }

    /// Consumes `pattern` (see [`Parser::looking_at`]) if it is next; all or nothing.
    pub fn eat_seq(&mut self, pattern: &str) -> bool {
        if self.looking_at(pattern) {
            self.pos += pieces(pattern).count();
            true
        } else {
            false
        }
    }

    /// Consumes `pattern` or fails.
    pub fn expect_seq(&mut self, pattern: &str) -> PResult<()> {
        if self.eat_seq(pattern) {
            Ok(())
        } else {
            self.err(&format!("expected \"{pattern}\""))
        }
    }

    /// A failure at the current position.
    pub fn err<T>(&mut self, message: &str) -> PResult<T> {
        self.furthest = self.furthest.max(self.pos);
        Err(ParseError { pos: self.pos, message: message.to_string() })
    }

    /// Runs `f`; on failure puts the cursor back where it was.
    pub fn attempt<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        let start = self.pos;
        let r = f(self);
        if r.is_err() {
            self.pos = start;
        }
        r
    }

    /// The source text of tokens `start..self.pos`.
    pub fn text_from(&self, start: usize) -> String {
        if start >= self.pos || start >= self.toks.len() {
            return String::new();
        }
        let end = self.toks[self.pos - 1].span.1;
        self.src[self.toks[start].span.0..end].to_string()
    }
}

/// The words of a pattern given to [`Parser::looking_at`], as bytes: split at ASCII spaces.
fn pieces(pattern: &str) -> Pieces<'_> {
    Pieces { rest: pattern.as_bytes() }
}

/// The iterator of [`pieces`].
struct Pieces<'a> {
    rest: &'a [u8],
}

impl<'a> Iterator for Pieces<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        let start = self.rest.iter().position(|&b| b != b' ')?;
        let len = self.rest[start..].iter().position(|&b| b == b' ').unwrap_or(self.rest.len() - start);
        let piece = &self.rest[start..start + len];
        self.rest = &self.rest[start + len..];
        Some(piece)
    }
}
