"""No hidden information in an agent's observation.

As the server's view tests do, the check compares what a seat is given in two games that
differ only in what it may not see: a game and its copy re-dealt for that seat
(`determinize`: the opponent's hand and every library re-shuffled among themselves). The
numeric observation, the action rows, the structured view and the listed answers must be
identical; and the opponent's hand and library never appear by name in the view.
"""

import grimoire
from grimoire.env import GrimoireEnv


def _names(cards):
    return [c["name"] for c in cards]


def test_observations_do_not_depend_on_hidden_cards():
    g = grimoire.Game(["red-burn", "green-white"], seed=21)
    g.set_bot(1, "heuristic")
    compared = differs = 0
    for step in range(400):
        if g.is_over:
            break
        seat = 0
        for k in range(3):
            other = g.determinize(1000 * step + k, seat)
            differs += other != g  # the hidden cards really moved
            assert other.observe(seat) == g.observe(seat)
            assert other.view(seat) == g.view(seat)
            if g.to_move == seat:
                assert other.legal_actions() == g.legal_actions()
            compared += 1
        if g.to_move == seat:
            g.submit(step % g.legal_count())
        g.run_bots(limit=1)
    assert compared > 100 and differs > compared // 2


def test_the_opponents_hand_and_the_libraries_are_not_in_the_view():
    env = GrimoireEnv(opponent="heuristic")
    obs, info = env.reset(seed=3)
    view = info["view"]
    opp = [p for p in view["players"] if p["seat"] != view["you"]][0]
    assert opp["hand"] is None and opp["hand_count"] == 7
    for p in view["players"]:
        assert isinstance(p["library"], int)  # a count, never cards
    spectator = env.game.view()
    assert all(p["hand"] is None for p in spectator["players"])
    own = env.game.view(0)["players"][0]["hand"]
    assert len(_names(own)) == 7
