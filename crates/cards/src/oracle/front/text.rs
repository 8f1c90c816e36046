//! Text preparation: reminder text, ability lines, and sentence boundaries.

/// Removes reminder text: everything in parentheses (CR 207.2), and tidies the spaces left.
pub fn strip_reminder(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut depth = 0u32;
    for c in line.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    let mut s = out.split_whitespace().collect::<Vec<_>>().join(" ");
    for (from, to) in [(" .", "."), (" ,", ",")] {
        s = s.replace(from, to);
    }
    s.trim().to_string()
}

/// Ability words (CR 207.2c): they tie cards together but have no rules meaning.
const ABILITY_WORDS: &[&str] = &[
    "Adamant",
    "Addendum",
    "Alliance",
    "Battalion",
    "Bloodrush",
    "Celebration",
    "Channel",
    "Chroma",
    "Cohort",
    "Constellation",
    "Converge",
    "Corrupted",
    "Coven",
    "Delirium",
    "Domain",
    "Eerie",
    "Eminence",
    "Enrage",
    "Fateful hour",
    "Ferocious",
    "Formidable",
    "Grandeur",
    "Hellbent",
    "Heroic",
    "Imprint",
    "Inspired",
    "Join forces",
    "Kinship",
    "Landfall",
    "Lieutenant",
    "Magecraft",
    "Metalcraft",
    "Morbid",
    "Pack tactics",
    "Parley",
    "Radiance",
    "Raid",
    "Rally",
    "Revolt",
    "Spell mastery",
    "Strive",
    "Sweep",
    "Tempting offer",
    "Threshold",
    "Undergrowth",
    "Will of the council",
];

/// A Case's line (CR 719.3): `Some((true, condition))` for "To solve — [Condition]",
/// `Some((false, ability))` for "Solved — [Ability]".
pub fn case_line(line: &str) -> Option<(bool, &str)> {
    let after = |prefix: &str| line.strip_prefix(prefix).and_then(|r| r.strip_prefix(" — ").or(r.strip_prefix(" - ")));
    after("To solve").map(|c| (true, c)).or_else(|| after("Solved").map(|a| (false, a)))
}

/// Removes a leading ability word and its dash ("Threshold — "), which has no rules
/// meaning (CR 207.2c).
pub fn strip_ability_word(line: &str) -> &str {
    for w in ABILITY_WORDS {
        if let Some(rest) = line.strip_prefix(w) {
            if let Some(rest) = rest.strip_prefix(" — ").or_else(|| rest.strip_prefix(" - ")) {
                return rest;
            }
        }
    }
    line
}

/// Splits Oracle text into ability lines (CR 113.2c: one paragraph per ability); bullet
/// lines of a modal ability are joined to the line that introduces them (CR 700.2).
pub fn ability_lines(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for raw in text.lines() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if line.starts_with('•') && !out.is_empty() {
            let last = out.last_mut().expect("not empty");
            last.push('\n');
            last.push_str(line);
        } else {
            out.push(line.to_string());
        }
    }
    out
}

/// The sentence of `line` containing byte offset `at`: sentences end with a period outside
/// quotation marks, and bullet lines are sentences of their own.
pub fn sentence_at(line: &str, at: usize) -> String {
    let mut start = 0;
    let mut in_quote = false;
    let bytes: Vec<(usize, char)> = line.char_indices().collect();
    for (k, &(i, c)) in bytes.iter().enumerate() {
        match c {
            '"' | '“' | '”' => in_quote = !in_quote,
            '\n' => {
                if at < i {
                    return line[start..i].trim().to_string();
                }
                start = i + 1;
            }
            '.' if !in_quote => {
                let next = bytes.get(k + 1).map(|&(_, c)| c);
                let next_closes = matches!(next, Some('"') | Some('”'));
                if (next.is_none() || next == Some(' ') || next == Some('\n')) && !next_closes {
                    let end = i + 1;
                    if at < end {
                        return line[start..end].trim().to_string();
                    }
                    start = end;
                }
            }
            _ => {}
        }
    }
    let rest = line[start.min(line.len())..].trim();
    if rest.is_empty() {
        line.trim().to_string()
    } else {
        rest.to_string()
    }
}

/// A line with every word "target" changed to "each" ("Target" to "Each"): overload's
/// text-changing effect (CR 702.96a).
pub fn target_to_each(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut word = String::new();
    for c in line.chars().map(Some).chain(std::iter::once(None)) {
        if let Some(c) = c.filter(|c| c.is_alphanumeric()) {
            word.push(c);
            continue;
        }
        out.push_str(match word.as_str() {
            "target" => "each",
            "Target" => "Each",
            w => w,
        });
        word.clear();
        if let Some(c) = c {
            out.push(c);
        }
    }
    out
}

/// A prototype line (CR 702.160a, 718.1): "Prototype {1}{R} — 2/1" is the mana cost text and
/// the power and toughness.
pub fn prototype_line(line: &str) -> Option<(String, i32, i32)> {
    let rest = line.trim().strip_prefix("Prototype ")?;
    let (cost, pt) = rest.split_once(['—', '–', '-'])?;
    let (p, t) = pt_line(pt)?;
    Some((cost.trim().to_string(), p, t))
}

/// A leveler's level symbol alone on its line (CR 711.2): "LEVEL 1-3" is `(1, Some(3))`,
/// "LEVEL 4+" `(4, None)`.
pub fn level_symbol(line: &str) -> Option<(u32, Option<u32>)> {
    let rest = line.trim().strip_prefix("LEVEL ")?.trim();
    if let Some(n) = rest.strip_suffix('+') {
        return Some((n.trim().parse().ok()?, None));
    }
    let (a, b) = rest.split_once(['-', '–', '—'])?;
    Some((a.trim().parse().ok()?, Some(b.trim().parse().ok()?)))
}

/// A power/toughness box alone on its line ("4/4"), as a leveler prints it in a level
/// striation (CR 711.2).
pub fn pt_line(line: &str) -> Option<(i32, i32)> {
    let (p, t) = line.trim().split_once('/')?;
    Some((p.trim().parse().ok()?, t.trim().parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminder_text_goes() {
        assert_eq!(strip_reminder("({T}: Add {G}.)"), "");
        assert_eq!(strip_reminder("Flying (This creature can't be blocked.)"), "Flying");
        assert_eq!(strip_reminder("Fading 5 (It enters with five fade counters.) "), "Fading 5");
    }

    #[test]
    fn sentences() {
        let l = "{T}: Add {R} or {G}. ~ deals 1 damage to you.";
        assert_eq!(sentence_at(l, 3), "{T}: Add {R} or {G}.");
        assert_eq!(sentence_at(l, 30), "~ deals 1 damage to you.");
        assert_eq!(ability_lines("Choose one —\n• A.\n• B.\nFlying"), vec!["Choose one —\n• A.\n• B.", "Flying"]);
    }
}
