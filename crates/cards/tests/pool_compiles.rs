//! Every bundled card compiles; the cards of the acceptance list compile completely.

use grimoire_cards::{coverage, CardDb};

/// Cards the compiler must support fully (the rules scenarios use them).
const MUST: &[&str] = &[
    "Plains",
    "Island",
    "Swamp",
    "Mountain",
    "Forest",
    "Wastes",
    "Grizzly Bears",
    "Serra Angel",
    "Lightning Bolt",
    "Shock",
    "Giant Growth",
    "Divination",
    "Ancestral Recall",
    "Murder",
    "Doom Blade",
    "Terror",
    "Counterspell",
    "Disfigure",
    "Llanowar Elves",
    "Birds of Paradise",
    "Prodigal Sorcerer",
    "Shivan Dragon",
    "Jace Beleren",
    "Holy Strength",
    "Pacifism",
    "Sol Ring",
    "Dark Ritual",
    "Glorious Anthem",
    "Lord of Atlantis",
    "Soul Warden",
    "Raise the Alarm",
    "Hurricane",
    "Earthquake",
    "Mogg Fanatic",
    "Giant Crab",
    "Hymn to Tourach",
    "Braingeyser",
    "Wrath of God",
];

#[test]
fn pool_report() {
    let db = CardDb::bundled();
    let cov = coverage(&db);
    println!("bundled pool: {}/{} supported", cov.supported, cov.total);
    for (name, why) in &cov.unsupported {
        println!("  unsupported: {name}: {why}");
    }
    let missing: Vec<_> = MUST
        .iter()
        .filter(|n| match db.get(n) {
            Some(d) => d.unsupported.is_some(),
            None => true,
        })
        .collect();
    assert!(missing.is_empty(), "must be supported: {missing:?}");
}
