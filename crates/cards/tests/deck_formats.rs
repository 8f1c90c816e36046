//! Decklist formats (text and the deck sites' exports, Forge and XMage .dck, .dec, MTGO .dek,
//! Cockatrice .cod; a file of each in `tests/decks/`) and deck validation for a format.

use grimoire_cards::{check_deck, starter_decks, CardDb, Deck, DeckFileFormat, DeckFormat};

#[test]
fn forge_dck_sections_and_set_codes() {
    let text = "[metadata]\nName=Burn\n[Main]\n4 Lightning Bolt|LEA\n20 Mountain|4ED|2\n[Sideboard]\n2 Shock|TMP\n";
    let d = Deck::parse(text, "burn.dck").unwrap();
    assert_eq!(d.name, "Burn");
    assert_eq!(d.main, vec![(4, "Lightning Bolt".into()), (20, "Mountain".into())]);
    assert_eq!(d.sideboard, vec![(2, "Shock".into())]);
    let e = Deck::parse("[Main]\n4 Lightning Bolt\n[Planes]\n1 X\n", "x.dck").unwrap_err();
    assert!(e.to_string().starts_with("x.dck: line 3: unknown section"), "{e}");
}

#[test]
fn dec_sideboard_lines_and_set_prefixes() {
    let text = "// old list\n4 [4E] Lightning Bolt\n20 Mountain\nSB: 2 [TE] Shock\nSB:  1 Pyroblast\n";
    let d = Deck::parse(text, "burn.dec").unwrap();
    assert_eq!(d.main, vec![(4, "Lightning Bolt".into()), (20, "Mountain".into())]);
    assert_eq!(d.sideboard, vec![(2, "Shock".into()), (1, "Pyroblast".into())]);
}

#[test]
fn arena_set_suffix_and_commander_section() {
    let d = Deck::parse("Commander\n1 Mirri, Cat Warrior (VIS) 1\n\nDeck\n4 Forest (M10) 246\n", "a.txt").unwrap();
    assert_eq!(d.commander, vec![(1, "Mirri, Cat Warrior".into())]);
    assert_eq!(d.main, vec![(4, "Forest".into())]);
}

#[test]
fn errors_name_the_line_and_the_card() {
    let e = Deck::parse("4 Lightning Bolt\nfour Mountain\n", "d.txt").unwrap_err();
    assert!(e.to_string().starts_with("d.txt: line 2: expected a card count"), "{e}");
    let e = Deck::parse("[Main]\n4 Lightning Bolt|LEA\n0 Mountain|4ED\n", "d.dck").unwrap_err();
    assert_eq!(e.to_string(), "d.dck: line 3: a count of 0 for \"Mountain\"");
}

#[test]
fn writing_and_reading_back_keeps_the_deck() {
    for (name, text) in starter_decks() {
        let d = Deck::parse(text, name).unwrap();
        let all = [
            DeckFileFormat::Text,
            DeckFileFormat::Forge,
            DeckFileFormat::Xmage,
            DeckFileFormat::Dec,
            DeckFileFormat::Mtgo,
            DeckFileFormat::Cockatrice,
        ];
        for f in all {
            if f == DeckFileFormat::Dec && !d.commander.is_empty() {
                continue; // .dec has no commander section
            }
            let back = Deck::parse_as(&d.write(f), name, f).unwrap();
            // XMage, MTGO and Cockatrice have no commander zone: the commander is written
            // first in the sideboard, as their players keep it.
            let expected = match f {
                DeckFileFormat::Xmage | DeckFileFormat::Mtgo | DeckFileFormat::Cockatrice => {
                    (d.main.clone(), [d.commander.clone(), d.sideboard.clone()].concat(), Vec::new())
                }
                _ => (d.main.clone(), d.sideboard.clone(), d.commander.clone()),
            };
            assert_eq!((back.main, back.sideboard, back.commander), expected, "{name} {f:?}");
            if f != DeckFileFormat::Dec {
                // (a .dec list without sideboard lines is plain text, and read the same)
                assert_eq!(DeckFileFormat::detect(&d.write(f), name), f, "{name}: {f:?} is recognised by its text");
            }
        }
    }
}

#[test]
fn a_bad_premodern_deck_gets_every_problem_explained() {
    let db = CardDb::bundled();
    let text =
        "5 Lightning Bolt\n4 Boggart Brute\n4 No Such Card\n20 Mountain\n4 Birthing Pod\nSideboard\n16 Mountain\n";
    let d = Deck::parse(text, "bad").unwrap();
    let problems: Vec<String> = check_deck(&d, &db, DeckFormat::Premodern).iter().map(|p| p.to_string()).collect();
    let has = |s: &str| problems.iter().any(|p| p.contains(s));
    assert!(has("line 1: Lightning Bolt: 5 copies"), "{problems:?}");
    assert!(has("line 2: Boggart Brute: not legal in premodern"), "{problems:?}");
    assert!(has("line 3: No Such Card: unknown card"), "{problems:?}");
    assert!(has("line 5: Birthing Pod: not supported by the engine"), "{problems:?}");
    assert!(has("the main deck has 37 cards; at least 60"), "{problems:?}");
    assert!(has("the sideboard has 16 cards; at most 15"), "{problems:?}");
    assert!(!has("Mountain: 36 copies"), "basic lands are not limited: {problems:?}");
}

#[test]
fn banned_and_restricted_cards_are_named() {
    let mut db = CardDb::bundled();
    let mut r = db.record("Lightning Bolt").unwrap().clone();
    r.name = "Test Restricted".into();
    r.faces[0].name = r.name.clone();
    r.faces[0].text = "Test Restricted deals 3 damage to any target.".into();
    r.legalities.insert("vintage".into(), "Restricted".into());
    r.legalities.insert("legacy".into(), "Banned".into());
    db.add(r);
    let d = Deck::parse("2 Test Restricted\n58 Mountain\n", "r").unwrap();
    let v: Vec<String> = check_deck(&d, &db, DeckFormat::Vintage).iter().map(|p| p.to_string()).collect();
    assert_eq!(v, vec!["line 1: Test Restricted: restricted in vintage, at most 1 copy, found 2"]);
    let l: Vec<String> = check_deck(&d, &db, DeckFormat::Legacy).iter().map(|p| p.to_string()).collect();
    assert_eq!(l, vec!["line 1: Test Restricted: banned in legacy"]);
}

/// A card whose legality the card file doesn't give (the newer cards of
/// AtomicCards-2026.json) is a warning, never legal and never "not legal"; a card the file
/// says is legal nowhere (an empty list from MTGJSON) is still not legal.
#[test]
fn unknown_legality_is_a_warning_never_legal() {
    let mut db = CardDb::bundled();
    let mut r = db.record("Lightning Bolt").unwrap().clone();
    r.name = "Test Newcomer".into();
    r.faces[0].name = r.name.clone();
    r.faces[0].text = "This spell deals 3 damage to any target.".into();
    r.legalities.clear();
    r.legality_unknown = true;
    db.add(r.clone());
    r.name = "Test Nowhere".into();
    r.faces[0].name = r.name.clone();
    r.legality_unknown = false;
    db.add(r);
    let d = Deck::parse("4 Test Newcomer\n56 Mountain\n", "n").unwrap();
    let p = check_deck(&d, &db, DeckFormat::Modern);
    let text: Vec<String> = p.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        text,
        vec!["line 1: warning: Test Newcomer: legality in modern unknown (the card file gives none for this card)"]
    );
    assert!(p[0].warning);
    // Other problems of the card are still reported.
    let d = Deck::parse("5 Test Newcomer\n55 Mountain\n", "n").unwrap();
    let p = check_deck(&d, &db, DeckFormat::Modern);
    assert_eq!(p.iter().filter(|p| !p.warning).count(), 1, "{p:?}");
    let d = Deck::parse("4 Test Nowhere\n56 Mountain\n", "n").unwrap();
    let p: Vec<String> = check_deck(&d, &db, DeckFormat::Modern).iter().map(|p| p.to_string()).collect();
    assert_eq!(p, vec!["line 1: Test Nowhere: not legal in modern"]);
}

#[test]
fn commander_rules_singleton_size_and_colour_identity() {
    let db = CardDb::bundled();
    let d = Deck::parse("Commander\n1 Mirri, Cat Warrior\nDeck\n2 Giant Growth\n1 Lightning Bolt\n50 Forest\n", "c")
        .unwrap();
    let p: Vec<String> = check_deck(&d, &db, DeckFormat::Commander).iter().map(|p| p.to_string()).collect();
    let has = |s: &str| p.iter().any(|x| x.contains(s));
    assert!(has("Giant Growth: 2 copies"), "{p:?}");
    assert!(has("54 cards with its commander; exactly 100"), "{p:?}");
    assert!(has("Lightning Bolt: colour identity R is outside"), "{p:?}");
    let no_cmd = Deck::parse("1 Giant Growth\n", "n").unwrap();
    let p = check_deck(&no_cmd, &db, DeckFormat::Commander);
    assert!(p.iter().any(|x| x.message.starts_with("no commander")));
}

#[test]
fn the_fully_supported_starter_decks_are_legal() {
    let db = CardDb::bundled();
    for (name, format) in [
        ("red-black", DeckFormat::Premodern),
        ("blue-white", DeckFormat::Premodern),
        ("mono-green", DeckFormat::Premodern),
        ("evasion-test", DeckFormat::Legacy),
        ("commander-mirri", DeckFormat::Commander),
        ("commander-visara", DeckFormat::Commander),
        ("commander-jeska", DeckFormat::Commander),
        ("commander-pianna", DeckFormat::Commander),
    ] {
        let text = starter_decks().into_iter().find(|(n, _)| *n == name).unwrap().1;
        let d = Deck::parse(text, name).unwrap();
        let p = check_deck(&d, &db, format);
        assert!(p.is_empty(), "{name}: {p:?}");
    }
}

/// Reads a deck file of `tests/decks/`, detecting its format by name and text.
fn deck_file(file: &str) -> Deck {
    let path = format!("{}/tests/decks/{file}", env!("CARGO_MANIFEST_DIR"));
    Deck::parse(&std::fs::read_to_string(&path).unwrap(), file).unwrap()
}

#[test]
fn xmage_dck_set_tags_sideboard_and_layout_lines() {
    let d = deck_file("affinity.dck");
    assert_eq!(d.name, "Affinity (XMage)");
    assert_eq!(d.main[0], (4, "Arcbound Ravager".into()));
    assert_eq!(d.main_count(), 60);
    assert_eq!(d.sideboard, vec![(4, "Furnace Dragon".into()), (2, "Shock".into())]);
    assert_eq!(d.line_of("Shock"), 8);
    // Forge's .dck is still read as Forge's.
    assert_eq!(DeckFileFormat::detect("[Main]\n4 Lightning Bolt|LEA\n", "b.dck"), DeckFileFormat::Forge);
}

#[test]
fn mtgo_dek_and_cockatrice_cod_files() {
    let db = CardDb::bundled();
    for (file, name) in [("burn.dek", "burn.dek"), ("burn.cod", "Cockatrice Burn")] {
        let d = deck_file(file);
        assert_eq!(d.name, name);
        assert_eq!(d.main_count(), 60, "{file}");
        assert_eq!(d.sideboard, vec![(2, "Pyroblast".into())], "{file}");
        assert!(d.main.contains(&(4, "Lightning Bolt".into())), "{file}");
        let problems = check_deck(&d, &db, DeckFormat::Legacy);
        assert!(problems.is_empty(), "{file}: {problems:?}");
    }
    assert_eq!(deck_file("burn.cod").line_of("Shock"), 7, "a card's line is its element's");
}

#[test]
fn site_exports_with_sets_foil_marks_tags_and_sections() {
    let d = deck_file("site-export.txt");
    assert_eq!(d.commander, vec![(1, "Mirri, Cat Warrior".into())]);
    assert_eq!(d.main, vec![(1, "Llanowar Elves".into()), (1, "Sol Ring".into()), (97, "Forest".into())]);
    assert_eq!(d.sideboard, vec![(1, "Lurrus of the Dream-Den".into())], "the companion waits outside the game");
}

#[test]
fn hostile_xml_is_refused_with_its_line() {
    let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE Deck [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n<Deck><Cards Quantity=\"1\" Name=\"&b;\"/></Deck>";
    let e = Deck::parse(bomb, "bomb.dek").unwrap_err();
    assert!(e.to_string().contains("not a readable XML decklist"), "{e}");
    let huge = "<Deck>\n<Cards Quantity=\"4294967295\" Sideboard=\"false\" Name=\"Mountain\"/>\n</Deck>";
    let e = Deck::parse(huge, "huge.dek").unwrap_err();
    assert!(e.to_string().starts_with("huge.dek: line 2: 4294967295 copies"), "{e}");
    let e = Deck::parse("<Deck><Cards Quantity=\"four\" Name=\"Mountain\"/></Deck>", "q.dek").unwrap_err();
    assert!(e.to_string().contains("Quantity=\"four\" is not a card count"), "{e}");
    let e = Deck::parse("<cockatrice_deck><zone name=\"main\"><card number=\"1\" name=\"A\"/>", "t.cod").unwrap_err();
    assert!(e.to_string().starts_with("t.cod: line 1: not a readable XML decklist"), "{e}");
    let many: String = (0..30_000).map(|_| "<x/>").collect();
    let e = Deck::parse(&format!("<Deck>{many}</Deck>"), "n.dek").unwrap_err();
    assert!(e.to_string().contains("not a readable XML decklist"), "{e}");
}

#[test]
fn two_commanders_only_with_matching_partner_abilities() {
    let db = CardDb::bundled();
    let problems = |cmd: &str| -> Vec<String> {
        let text = format!("Commander\n{cmd}\nDeck\n98 Island\n");
        let d = Deck::parse(&text, "p").unwrap();
        check_deck(&d, &db, DeckFormat::Commander).iter().map(|p| p.to_string()).collect()
    };
    // CR 702.124h: both have partner.
    assert_eq!(problems("1 Thrasios, Triton Hero\n1 Rograkh, Son of Rohgahh"), Vec::<String>::new());
    // CR 702.124j: each has "partner with" the other's name.
    assert_eq!(problems("1 Cazur, Ruthless Stalker\n1 Ukkima, Stalking Shadow"), Vec::<String>::new());
    // A partner ability does not make a nonlegendary creature a commander (CR 903.3).
    let p = problems("1 Ley Weaver\n1 Lore Weaver");
    assert!(p.iter().any(|x| x.contains("Ley Weaver: a commander must be a legendary creature")), "{p:?}");
    // CR 702.124f: partner and "partner with" do not combine.
    let p = problems("1 Thrasios, Triton Hero\n1 Lore Weaver");
    assert!(p.iter().any(|x| x.contains("need matching partner abilities")), "{p:?}");
    // No partner ability at all, and never three (CR 702.124g).
    let p = problems("1 Mirri, Cat Warrior\n1 Thrasios, Triton Hero");
    assert!(p.iter().any(|x| x.contains("need matching partner abilities")), "{p:?}");
    let p = problems("1 Thrasios, Triton Hero\n1 Rograkh, Son of Rohgahh\n1 Akiri, Line-Slinger");
    assert!(p.iter().any(|x| x.contains("at most two")), "{p:?}");
}
