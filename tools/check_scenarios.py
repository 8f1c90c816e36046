#!/usr/bin/env python3
"""Static checks for scenario files (scenarios/**/*.toml), against
../shared/scenario-format.md: TOML parses, only known keys, names unique per file,
every card named is in the bundled pool (data/cards/names.txt) or scenarios/NEEDED_CARDS.txt.

    python3 tools/check_scenarios.py [scenarios/]
"""
import sys, pathlib, tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
CARDS = {
    line.strip()
    for line in (ROOT / "data/cards/names.txt").read_text().split("\n")
    if line.strip() and not line.startswith("#")
}
# A split card's halves are cast and named on the stack by their own names (CR 709.3).
CARDS |= {half for name in CARDS if " // " in name for half in name.split(" // ")}
needed = ROOT / "scenarios/NEEDED_CARDS.txt"
NEEDED = set(needed.read_text().split("\n")) - {""} if needed.exists() else set()

TOP = {"name", "rules", "source", "format", "players", "strict", "start", "mulligan", "seed",
       "shuffle", "range_of_influence", "filler", "stop_after", "illegal_blocks", "actions", "checks", "expect"}
PLAYER = {"life", "poison", "hand", "graveyard", "exile", "command", "library", "battlefield",
          "choices", "targets"}
PERM_SETUP = {"card", "tapped", "counters", "damage", "sick", "as", "attached_to", "face_down"}
VERBS = {"cast", "play_land", "activate", "turn_face_up", "exile_from_hand", "unlock", "attack", "block", "assign", "wait", "concede"}
ACTION = {"turn", "step", "player", "targets", "x", "modes", "alt", "divide", "ability", "pay",
          "expect_illegal", "additional"} | VERBS
EXP_PLAYER = {"life", "poison", "hand", "graveyard", "exile", "library", "command", "battlefield",
              "hand_count", "graveyard_count", "exile_count", "library_count", "battlefield_count",
              "lost", "commander_damage", "playable"}
EXP_PERM = {"card", "controller", "power", "toughness", "tapped", "damage", "counters", "keywords",
            "not_keywords", "types", "subtypes", "colors", "attacking", "blocking", "attached_to", "designations", "all"}
EXP_GAME = {"winner", "draw", "stack", "stack_count"}
STEPS = {"untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
         "postcombat_main", "end", "cleanup"}
# Names of tokens the scenarios expect (created by cards in the pool; not cards themselves).
TOKENS = {
    "Soldier", "Soldier Token", "Goblin Token", "Bird Token", "Zombie Token", "Wall Token", "Spirit Token",
    # Predefined tokens (CR 111.10) and the tokens of scenarios/111-tokens, 508-attackers, 201-names.
    "Treasure Token", "Powerstone Token", "Food Token", "Clue Token", "Blood Token", "Phyrexian Wurm Token", "Snake Token",
    "Wolf Token", "Elephant Token", "Cat Token", "Sliver Token",
    # Elder Gargaroth's (scenarios/603-triggers/modal-triggers.toml).
    "Beast Token",
    # Living weapon's germ (CR 702.92).
    "Phyrexian Germ Token",
    # Tokens given an ability by the sentence after "create" (scenarios/111-tokens).
    "Eldrazi Scion Token",
    # History of Benalia's chapters (scenarios/714-sagas).
    "Knight Token",
    # Stormchaser's Talent's Otters (scenarios/716-classes).
    "Otter Token",
    # Fabricate's Servos (CR 702.123a, scenarios/702-keywords/fabricate.toml).
    "Servo Token",
    # For Mirrodin!'s Rebels (CR 702.163a, scenarios/702-keywords/for-mirrodin.toml).
    "Rebel Token",
    # Angelic Accord's Angels (scenarios/119-life/gained-life-this-turn.toml).
    "Angel Token",
    # Emblems (CR 114; scenarios/606-loyalty/emblems.toml): no card, named "Emblem".
    "Emblem",
    # Tokens exiled by a delayed ability (Geist of Saint Traft, Akoum Stonewaker;
    # scenarios/511-end-of-combat).
    "Angel Token", "Elemental Token",
    # Tokens named by "it"/"they" after their creation (scenarios/111-tokens/the-tokens-created.toml).
    "Warrior Token", "Fractal Token",
    # Army tokens created by amass (CR 701.47; scenarios/701-actions/amass.toml).
    "Zombie Army Token", "Orc Army Token",
}


def card_ok(n, errs, where):
    if not isinstance(n, str):
        errs.append(f"{where}: not a name: {n!r}")
        return
    if n.startswith("@") or n.startswith("player:"):
        return
    # How a face-down spell or permanent is named (it has no name, CR 708.2a).
    # Format 1.1 also names it `face-down`.
    if n in ("a face-down creature", "face-down"):
        return
    if n not in CARDS and n not in NEEDED and n not in TOKENS:
        errs.append(f"{where}: unknown card {n!r}")


def check_expect(e, players, errs, where):
    for k, v in e.items():
        if k in players:
            for kk, vv in v.items():
                if kk not in EXP_PLAYER:
                    errs.append(f"{where}.{k}: unknown key {kk}")
                if kk in ("hand", "graveyard", "exile", "library", "command", "battlefield", "commander_damage"):
                    for n in vv:
                        card_ok(n, errs, f"{where}.{k}.{kk}")
        elif k == "permanent":
            for p in v:
                for kk in p:
                    if kk not in EXP_PERM:
                        errs.append(f"{where}.permanent: unknown key {kk}")
                card_ok(p.get("card"), errs, f"{where}.permanent")
        elif k not in EXP_GAME:
            errs.append(f"{where}: unknown key {k}")


def check_file(path):
    errs = []
    try:
        doc = tomllib.load(open(path, "rb"))
    except Exception as ex:
        return [f"TOML: {ex}"], 0
    scs = doc.get("scenario", [])
    if set(doc) - {"scenario"}:
        errs.append(f"unknown top-level keys {set(doc) - {'scenario'}}")
    names = set()
    for s in scs:
        nm = s.get("name", "?")
        w = f"[{nm}]"
        if nm in names:
            errs.append(f"{w} duplicate name")
        names.add(nm)
        for k in s:
            if k not in TOP:
                errs.append(f"{w} unknown key {k}")
        if "stop_after" not in s:
            errs.append(f"{w} no stop_after")
        elif s["stop_after"].get("step") not in STEPS:
            errs.append(f"{w} bad stop_after step")
        fmt = s.get("format", "duel")
        # `players` is both "the turn-order list" and the `[scenario.players.ID]` tables in the
        # format; TOML cannot hold both, so our files use the tables, in turn order.
        pt = s.get("players", {})
        if not isinstance(pt, dict):
            errs.append(f"{w} players must be tables [scenario.players.ID], in turn order")
            pt = {}
        if fmt == "multiplayer" and len(pt) < 3:
            errs.append(f"{w} multiplayer needs three [scenario.players.ID] tables")
        for pid, p in pt.items():
            for k, v in p.items():
                if k not in PLAYER:
                    errs.append(f"{w} players.{pid}: unknown key {k}")
                if k in ("hand", "graveyard", "exile", "command", "library"):
                    for n in v:
                        card_ok(n, errs, f"{w} {pid}.{k}")
                if k == "battlefield":
                    for n in v:
                        if isinstance(n, dict):
                            for kk in n:
                                if kk not in PERM_SETUP:
                                    errs.append(f"{w} {pid}.battlefield: unknown key {kk}")
                            card_ok(n.get("card"), errs, f"{w} {pid}.battlefield")
                        else:
                            card_ok(n, errs, f"{w} {pid}.battlefield")
                if k == "targets":
                    for n in v:
                        card_ok(n, errs, f"{w} {pid}.targets")
        for a in s.get("actions", []):
            for k in a:
                if k not in ACTION:
                    errs.append(f"{w} action: unknown key {k}")
            vs = [k for k in a if k in VERBS]
            if len(vs) != 1:
                errs.append(f"{w} action needs exactly one verb: {a}")
            if a.get("step") not in STEPS:
                errs.append(f"{w} action bad step {a.get('step')}")
            for k in ("turn", "player"):
                if k not in a:
                    errs.append(f"{w} action without {k}")
            for k in ("cast", "play_land", "activate", "turn_face_up", "exile_from_hand", "unlock"):
                if k in a:
                    card_ok(a[k], errs, f"{w} action {k}")
            for n in a.get("targets", []) + a.get("pay", []):
                card_ok(n, errs, f"{w} action targets/pay")
            for x in a.get("attack", []):
                card_ok(x["card"] if isinstance(x, dict) else x, errs, f"{w} attack")
            for d in a.get("assign", []):
                if set(d) != {"attacker", "to", "amount"} or not isinstance(d.get("amount"), int):
                    errs.append(f"{w} assign needs {{ attacker, to, amount }}: {d}")
                    continue
                card_ok(d["attacker"], errs, f"{w} assign")
                card_ok(d["to"], errs, f"{w} assign")
            for b in a.get("block", []):
                card_ok(b["blocker"], errs, f"{w} block")
                card_ok(b["attacker"], errs, f"{w} block")
        ids = set(pt) | {"A", "B"}
        for c in s.get("checks", []):
            if c.get("step") not in STEPS or "turn" not in c:
                errs.append(f"{w} check without turn/step")
            check_expect({k: v for k, v in c.items() if k not in ("turn", "step")}, ids, errs, f"{w} check")
        check_expect(s.get("expect", {}), ids, errs, f"{w} expect")
    return errs, len(scs)


def main():
    base = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "scenarios")
    total, bad = 0, 0
    per = {}
    for f in sorted(base.rglob("*.toml")):
        errs, n = check_file(f)
        total += n
        sec = f.relative_to(base).parts[0]
        per[sec] = per.get(sec, 0) + n
        for e in errs:
            bad += 1
            print(f"{f}: {e}")
    for k in sorted(per):
        print(f"{k:20} {per[k]}")
    print(f"{total} scenarios, {bad} problems")
    sys.exit(1 if bad else 0)


main()
