//! Every sample scenario under `/work/shared/scenarios` (when present) parses and validates.

use std::path::Path;

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "toml") {
            out.push(p);
        }
    }
}

#[test]
fn shared_samples_parse() {
    let mut files = Vec::new();
    walk(Path::new("/work/shared/scenarios"), &mut files);
    let mut bad = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        match grimoire_scenario::parse::parse_file(&src) {
            Err(e) => bad.push(format!("{}: {e}", f.display())),
            Ok(list) => {
                for p in list {
                    if let Some(e) = p.invalid {
                        bad.push(format!("{} {}: {e}", f.display(), p.scenario.name));
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
