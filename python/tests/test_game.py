"""The `Game` class: the decision door, copies, replays and the batch stepper."""

import json

import pytest

import grimoire
from conftest import play_by_index


def test_starter_decks_are_listed():
    assert {"red-burn", "green-white"} <= set(grimoire.starter_decks())


def test_pending_has_the_servers_shape_and_the_deciding_player(game):
    d = game.pending()
    assert set(d) >= {"prompt", "decision", "cards", "details"}
    assert d["decision"]["player"] == game.to_move
    assert isinstance(d["decision"]["kind"], dict)


def test_legal_actions_are_json_and_each_is_accepted(game):
    for _ in range(60):
        actions = game.legal_actions()
        assert 1 <= len(actions) <= grimoire.encoding.MAX_ACTIONS
        json.dumps(actions)
        for i in range(len(actions)):
            copy = game.clone()
            copy.submit(i)
        game.submit(len(actions) - 1)


def test_a_refused_answer_raises_and_changes_nothing(game):
    before = game.clone()
    with pytest.raises(grimoire.IllegalAnswer) as e:
        game.submit({"PlayLand": 9999})
    assert e.value.args[1]  # the rule it breaks
    assert game == before and game.answer_count == before.answer_count
    with pytest.raises(grimoire.IllegalAnswer):
        game.submit("Attackers")  # not even an answer
    with pytest.raises(IndexError):
        game.submit(10_000)
    assert game == before


def test_answers_in_json_form_are_accepted(game):
    first = game.legal_actions()[0]
    game.clone().submit(json.dumps(first))
    game.submit(first)
    assert game.answer_count == 1
    while game.pending()["decision"]["kind"].get("Mulligan") is None:
        game.submit(0)
    game.submit("Keep")  # a bare string is the answer of that name


def test_same_seed_same_answers_same_game():
    pick = lambda g, n: (g.answer_count * 7) % n
    a = play_by_index(grimoire.Game(["red-burn", "green-white"], seed=3), pick)
    b = play_by_index(grimoire.Game(["red-burn", "green-white"], seed=3), pick)
    assert a.is_over and a == b and a.log() == b.log() and a.replay() == b.replay()
    c = play_by_index(grimoire.Game(["red-burn", "green-white"], seed=4), pick)
    assert c.log() != a.log()


def test_a_clone_is_independent(game):
    copy = game.clone()
    copy.submit(0)
    assert copy.answer_count == 1 and game.answer_count == 0


def test_determinize_keeps_what_the_viewer_sees(game):
    play_by_index(game, lambda g, n: 0, limit=30)
    seat = game.to_move
    re = game.determinize(5, seat)
    assert re.view(seat) == game.view(seat)
    with pytest.raises(RuntimeError):
        re.replay()


def test_the_replay_holds_seed_decks_and_answers():
    g = play_by_index(grimoire.Game(["red-burn", "green-white"], seed=2), lambda g, n: 0, limit=50)
    r = g.replay()
    assert r["grimoire_replay"] == 1 and r["seed"] == 2
    assert [p["name"] for p in r["players"]] == ["red-burn", "green-white"]
    assert len(r["answers"]) == g.answer_count == 50


def test_built_in_players_finish_a_game():
    g = grimoire.Game(["red-burn", "green-white"], seed=1, log=True)
    g.set_bot(0, "heuristic")
    g.set_bot(1, "random", seed=3)
    g.run_bots()
    assert g.is_over and g.result in ("win", "draw", "turn-limit")
    assert any("wins" in line or "loses" in line or "draw" in line for line in g.log())


def test_suggest_names_a_listed_answer(game):
    answer, index = game.suggest("heuristic")
    assert index is not None and game.legal_actions()[index] == answer


def test_decklist_text_and_unknown_decks():
    deck = "20 Mountain\n20 Shock\n"
    g = grimoire.Game([deck, "green-white"], seed=0)
    assert g.deck_names == ["decklist", "green-white"]
    with pytest.raises(ValueError):
        grimoire.Game(["no-such-deck", "red-burn"])


def test_play_games_is_deterministic():
    a = grimoire.play_games(["red-burn", "green-white"], ["heuristic", "random"], 4, seed=10, threads=2)
    b = grimoire.play_games(["red-burn", "green-white"], ["heuristic", "random"], 4, seed=10, threads=1)
    assert a == b and [r["game"] for r in a] == [0, 1, 2, 3]
