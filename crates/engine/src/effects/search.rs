//! Searching libraries (CR 701.23): "Search your library for a basic land card, put it onto
//! the battlefield tapped, then shuffle.", "Search target opponent's library for a creature
//! card and put that card onto the battlefield under your control.", "Search your library for
//! three cards, exile them, then shuffle." Shuffling is a separate instruction. A search whose
//! cards must go together ("a Forest card and a Plains card", "up to two basic land cards that
//! share a land type") finds them one at a time (`SearchSet`).

use crate::ir::{Filter, Instr, ObjectId, PlayerId, Ref, SearchSet, Searcher, Zone};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

/// What a search finds and where it puts it: `Instr::SearchLibrary` without who searches.
struct Find<'a> {
    filter: &'a Filter,
    count: Option<u32>,
    must_find: bool,
    to: Zone,
    tapped: bool,
    reveal: bool,
    set: &'a SearchSet,
}

impl Game {
    /// `Instr::SearchLibrary`: the cards found become the affected objects.
    pub(crate) fn exec_search_library(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        let Instr::SearchLibrary { who, searcher, filter, count, must_find, to, tapped, reveal, set } = instr else {
            unreachable!("dispatched on SearchLibrary")
        };
        let find =
            Find { filter, count: *count, must_find: *must_find, to: *to, tapped: *tapped, reveal: *reveal, set };
        match *searcher {
            Searcher::Owner => self.search_own_libraries(who, &find, Zones::LIBRARY, res),
            Searcher::OwnerWith { graveyard, hand, library_optional } => {
                if library_optional && res.searched_library.is_none() {
                    // "and/or": whether to search the library is asked first (CR 701.23a).
                    match res.answer.take() {
                        Some(crate::state::decision::Answer::YesNo(yes)) => res.searched_library = Some(yes),
                        _ => {
                            let prompt = "Search your library too (then shuffle it)?".to_string();
                            let kind = crate::state::decision::DecisionKind::YesNo { prompt };
                            return Step::Ask(crate::state::decision::Decision { player: res.item.controller, kind });
                        }
                    }
                }
                let library = !library_optional || res.searched_library == Some(true);
                self.search_own_libraries(who, &find, Zones { library, graveyard, hand }, res)
            }
            Searcher::Controller => self.search_library_of(who, &find, res),
        }
    }

    /// Each referred player searches their own library (and the other `zones` of theirs),
    /// in turn (`sub` remembers who is done when the program waits for an answer); finding
    /// none is allowed unless `must_find`.
    fn search_own_libraries(&mut self, who: &Ref, find: &Find, zones: Zones, res: &mut Resolution) -> Step {
        let src = res.item.source;
        let players = Self::players_of(&self.resolve_ref(who, res));
        for (k, &p) in players.iter().enumerate().skip(res.sub) {
            res.sub = k + 1;
            if !res.entering.is_empty() {
                // A card found is entering: its host is being chosen (CR 303.4f).
                match self.found_enter(find, res) {
                    Ok(()) => continue,
                    Err(ask) => {
                        res.sub = k;
                        return ask;
                    }
                }
            }
            if zones.library && p == res.item.controller {
                res.searched_library = Some(true);
            }
            let player = &self.players[p.index()];
            let candidates: Vec<ObjectId> = zones
                .of(player)
                .into_iter()
                .flat_map(|z| z.iter().rev().copied())
                .filter(|&c| self.matches(find.filter, c, src, p))
                .collect();
            if candidates.is_empty() {
                continue;
            }
            let chosen = match self.find_cards(res, p, find, candidates, &zones.words()) {
                Ok(c) => c,
                Err(ask) => {
                    res.sub = k;
                    return ask;
                }
            };
            let mut moved = Vec::new();
            for c in chosen {
                if find.reveal {
                    self.log(Event::Revealed { player: p, card: c });
                }
                if find.to == Zone::Library {
                    // Found and left in the library (to be put on top later, say).
                    moved.push(Target::Object(c));
                    continue;
                }
                if find.to == Zone::Battlefield {
                    res.entering.push((c, p));
                    continue;
                }
                if let Some(n) = self.move_object_to(c, find.to, None, false) {
                    if find.tapped {
                        self.objects[n.index()].tapped = true;
                    }
                    moved.push(Target::Object(n));
                }
            }
            res.affected = moved;
            if let Err(ask) = self.found_enter(find, res) {
                res.sub = k;
                return ask;
            }
        }
        Step::Done
    }

    /// `Instr::SplitCards`: the controller chooses which of the referred cards (found by a
    /// search and left in the library) go `to` and the others go `rest`; with no more cards
    /// than `take`, all go `to` (Cultivate: "If you choose to find only one basic land card,
    /// you put it onto the battlefield tapped"). The cards put `to` become the affected objects.
    pub(crate) fn exec_split_cards(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        let Instr::SplitCards { what, take, to, tapped, rest } = instr else {
            unreachable!("dispatched on SplitCards")
        };
        let find = Find {
            filter: &Filter::Any,
            count: None,
            must_find: false,
            to: *to,
            tapped: *tapped,
            reveal: false,
            set: &SearchSet::Any,
        };
        if !res.entering.is_empty() {
            // A card put onto the battlefield is an Aura whose host is being chosen (CR 303.4f).
            return self.found_enter(&find, res).err().unwrap_or(Step::Done);
        }
        let you = res.item.controller;
        let cards = self.objects_of(&self.resolve_ref(what, res));
        let n = (*take as usize).min(cards.len());
        let reason = format!(
            "choose {} to put {}, the rest {}",
            crate::state::decision::cards(n as u64),
            place(*to),
            place(*rest)
        );
        let chosen = match choose(res, you, reason, cards.clone(), n, n) {
            Ok(c) => c,
            Err(ask) => return ask,
        };
        for &c in cards.iter().filter(|c| !chosen.contains(c)) {
            self.move_object_to(c, *rest, None, false);
        }
        let mut moved = Vec::new();
        for c in chosen {
            if *to == Zone::Battlefield {
                res.entering.push((c, you));
            } else if let Some(n) = self.move_object_to(c, *to, None, false) {
                moved.push(Target::Object(n));
                res.moved.push((c, n));
            }
        }
        res.affected = moved;
        self.found_enter(&find, res).err().unwrap_or(Step::Done)
    }

    /// The cards found that go onto the battlefield (waiting in `res.entering`) enter, an
    /// Aura attached to a host its player chooses (CR 303.4f); they become the affected
    /// objects.
    fn found_enter(&mut self, find: &Find, res: &mut Resolution) -> Result<(), Step> {
        if res.entering.is_empty() {
            return Ok(());
        }
        let moved = self.enter_waiting(find.tapped, res)?;
        res.moved.extend(moved.iter().copied());
        res.affected = moved.into_iter().map(|(_, n)| Target::Object(n)).collect();
        Ok(())
    }

    /// The controller searches the first referred player's library; what they find is what
    /// this effect moved (CR 400.7).
    fn search_library_of(&mut self, whose: &Ref, find: &Find, res: &mut Resolution) -> Step {
        let src = res.item.source;
        let you = res.item.controller;
        let Some(&p) = Self::players_of(&self.resolve_ref(whose, res)).first() else { return Step::Done };
        if !res.entering.is_empty() {
            // A card found is entering: its host is being chosen (CR 303.4f).
            return self.found_enter(find, res).err().unwrap_or(Step::Done);
        }
        // CR 701.23a: the searcher looks at every card of the library.
        let candidates: Vec<ObjectId> = self.players[p.index()]
            .library
            .iter()
            .rev()
            .copied()
            .filter(|&c| self.matches(find.filter, c, src, you))
            .collect();
        let whose = format!("{}'s library", self.players[p.index()].name);
        let chosen = match self.find_cards(res, you, find, candidates, &whose) {
            Ok(c) => c,
            Err(ask) => return ask,
        };
        let mut moved = Vec::new();
        for c in chosen {
            if find.reveal {
                self.log(Event::Revealed { player: you, card: c });
            }
            if find.to == Zone::Battlefield {
                res.entering.push((c, you));
                continue;
            }
            if let Some(n) = self.move_object_to(c, find.to, None, false) {
                if find.tapped {
                    self.objects[n.index()].tapped = true;
                }
                moved.push(Target::Object(n));
                res.moved.push((c, n));
            }
        }
        res.affected = moved;
        self.found_enter(find, res).err().unwrap_or(Step::Done)
    }
}

impl Game {
    /// The cards `p` finds among `candidates` (the cards of the library `whose` matching the
    /// search's filter): at once, or one at a time for a search whose cards must go together,
    /// each fitting with those found before (`res.found` keeps them while the next is asked).
    /// CR 701.23b/d: only a search for a plain number of cards must find them.
    fn find_cards(
        &self,
        res: &mut Resolution,
        p: PlayerId,
        find: &Find,
        candidates: Vec<ObjectId>,
        whose: &str,
    ) -> Result<Vec<ObjectId>, Step> {
        let cards = crate::state::decision::cards;
        if *find.set == SearchSet::Any {
            let max = find.count.map_or(candidates.len(), |n| n as usize);
            let min = if find.must_find { max } else { 0 };
            return choose(res, p, format!("search {whose} for up to {}", cards(max as u64)), candidates, min, max);
        }
        let asks = match find.set {
            SearchSet::EachOf(filters) => filters.len(),
            _ => find.count.map_or(candidates.len(), |n| n as usize),
        };
        let src = res.item.source;
        loop {
            let step = res.found.len();
            let found: Vec<ObjectId> = res.found.iter().flatten().copied().collect();
            // Each further card of a set with a shared quality fits the ones before; once the
            // searcher finds none, the search is over.
            let stopped = !matches!(find.set, SearchSet::EachOf(_)) && res.found.last() == Some(&None);
            if step >= asks || stopped {
                res.found.clear();
                return Ok(found);
            }
            let options: Vec<ObjectId> = candidates
                .iter()
                .copied()
                .filter(|c| !found.contains(c) && self.fits_found(find.set, step, *c, &found, src, p))
                .collect();
            if options.is_empty() {
                res.found.push(None);
                continue;
            }
            let reason = match find.set {
                SearchSet::EachOf(_) => format!("search {whose} for card {} of {asks}", step + 1),
                SearchSet::ShareLandType => {
                    format!("search {whose} for a card that shares a land type with those found")
                }
                _ => format!("search {whose} for a card with a name different from those found"),
            };
            let min = usize::from(find.must_find);
            let chosen = choose(res, p, reason, options, min, 1)?;
            res.found.push(chosen.first().copied());
        }
    }

    /// Whether card `c` may be found as card number `step` of a search whose cards must go
    /// together, after `found`.
    fn fits_found(
        &self,
        set: &SearchSet,
        step: usize,
        c: ObjectId,
        found: &[ObjectId],
        src: ObjectId,
        p: PlayerId,
    ) -> bool {
        match set {
            SearchSet::Any => true,
            SearchSet::EachOf(filters) => filters.get(step).is_some_and(|f| self.matches(f, c, src, p)),
            // CR 205.3i: the land types a land card has; a card without one shares none.
            SearchSet::ShareLandType => {
                let types = |o: ObjectId| -> Vec<String> {
                    let ch = self.characteristics(o);
                    if !ch.types.contains(crate::ir::CardType::Land) {
                        return Vec::new();
                    }
                    ch.subtypes.into_iter().filter(|s| crate::continuous::layers::is_land_type(s)).collect()
                };
                let mine = types(c);
                let mut shared = mine.clone();
                for &f in found {
                    let theirs = types(f);
                    shared.retain(|t| theirs.contains(t));
                }
                !shared.is_empty()
            }
            // CR 201.2: an object's name; a card with no name has no name in common with any.
            SearchSet::DifferentNames => {
                let name = self.characteristics(c).name;
                found.iter().all(|&f| name.is_empty() || self.characteristics(f).name != name)
            }
        }
    }
}

/// The zones of a player a search looks through (CR 701.23a).
#[derive(Clone, Copy)]
struct Zones {
    library: bool,
    graveyard: bool,
    hand: bool,
}

impl Zones {
    const LIBRARY: Zones = Zones { library: true, graveyard: false, hand: false };

    /// The player's cards in these zones, a zone at a time.
    fn of(self, player: &crate::state::game::Player) -> Vec<&Vec<ObjectId>> {
        let all = [(self.library, &player.library), (self.graveyard, &player.graveyard), (self.hand, &player.hand)];
        all.into_iter().filter(|(searched, _)| *searched).map(|(_, cards)| cards).collect()
    }

    /// "your library", "your library and graveyard", "your graveyard".
    fn words(self) -> String {
        let names = [(self.library, "library"), (self.graveyard, "graveyard"), (self.hand, "hand")];
        let names: Vec<&str> = names.into_iter().filter(|(searched, _)| *searched).map(|(_, n)| n).collect();
        match names.as_slice() {
            [] => "nothing".into(),
            [one] => format!("your {one}"),
            [init @ .., last] => format!("your {} and {last}", init.join(", ")),
        }
    }
}

/// Where a card is put, in words: "onto the battlefield", "into your hand".
fn place(zone: Zone) -> String {
    match zone {
        Zone::Battlefield => "onto the battlefield".into(),
        Zone::Hand | Zone::Graveyard | Zone::Library => format!("into your {}", zone.name()),
        other => format!("into {}", other.name()),
    }
}
