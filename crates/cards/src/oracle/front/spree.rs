//! Spree (CR 702.172): the "Spree" line and the "+ {cost} — effect" lines under it are one
//! modal spell ability. They are rewritten here as "Choose one or more —" with a bullet per
//! mode, which the grammar reads like any modal spell (CR 700.2), and the modes' costs are
//! handed back for the lowering (an additional cost, CR 702.172a).

use crate::oracle::front::text::strip_reminder;

/// The ability lines of a card with spree, the "Spree" line and its "+ {cost} — effect" lines
/// joined into one modal line, and the mode costs in order (`["{1}", "{2}{R}"]`). Lines of a
/// card without spree come back unchanged, with no costs.
pub fn join_spree_modes(lines: Vec<String>) -> (Vec<String>, Vec<String>) {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut costs = Vec::new();
    let mut in_spree = false;
    for line in lines {
        if strip_reminder(&line).trim() == "Spree" {
            in_spree = true;
            out.push("Choose one or more —".to_string());
            continue;
        }
        let mode = line.strip_prefix("+ ").and_then(|rest| rest.split_once(" — "));
        match mode.filter(|(cost, _)| in_spree && cost.starts_with('{')) {
            Some((cost, effect)) => {
                costs.push(cost.trim().to_string());
                let last = out.last_mut().expect("the spree line comes first");
                last.push_str("\n• ");
                last.push_str(effect.trim());
            }
            None => {
                in_spree = false;
                out.push(line);
            }
        }
    }
    (out, costs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spree_lines_become_one_modal_line() {
        let lines = vec![
            "Spree (Choose one or more additional costs.)".to_string(),
            "+ {1} — Destroy target artifact.".to_string(),
            "+ {2}{R} — Draw a card.".to_string(),
        ];
        let (out, costs) = join_spree_modes(lines);
        assert_eq!(out, vec!["Choose one or more —\n• Destroy target artifact.\n• Draw a card.".to_string()]);
        assert_eq!(costs, vec!["{1}".to_string(), "{2}{R}".to_string()]);
    }

    #[test]
    fn lines_without_spree_are_kept() {
        let lines = vec!["Flying".to_string(), "+ {1} — Draw a card.".to_string()];
        let (out, costs) = join_spree_modes(lines.clone());
        assert_eq!(out, lines);
        assert!(costs.is_empty());
    }
}
