"""The Gymnasium and PettingZoo environments pass their libraries' own API checkers."""

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium", reason="gymnasium is not installed")
pytest.importorskip("pettingzoo", reason="pettingzoo is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from grimoire import encoding  # noqa: E402
from grimoire.aec import GrimoireAECEnv  # noqa: E402
from grimoire.env import GrimoireEnv  # noqa: E402


def test_gymnasium_env_checker():
    check_env(GrimoireEnv(opponent="random"), skip_render_check=False)


def test_pettingzoo_api_test():
    api_test(GrimoireAECEnv(), num_cycles=300)


def test_pettingzoo_seed_test():
    seed_test(lambda: GrimoireAECEnv(), num_cycles=100)


def test_pettingzoo_with_a_built_in_seat():
    env = GrimoireAECEnv(bots={1: "heuristic"})
    api_test(env, num_cycles=200)
    assert env.possible_agents == ["player_0"]


def _episode(env, seed, steps=400):
    obs, info = env.reset(seed=seed)
    trace = [obs["observation"].copy()]
    for t in range(steps):
        legal = np.flatnonzero(obs["action_mask"])
        obs, r, term, trunc, info = env.step(int(legal[t % len(legal)]))
        trace.append(obs["observation"].copy())
        if term or trunc:
            break
    return trace, r


def test_same_seed_same_episode():
    a, ra = _episode(GrimoireEnv(opponent="heuristic", raw_view=False), seed=11)
    b, rb = _episode(GrimoireEnv(opponent="heuristic", raw_view=False), seed=11)
    assert ra == rb and len(a) == len(b) and all((x == y).all() for x, y in zip(a, b))
    c, _ = _episode(GrimoireEnv(opponent="heuristic", raw_view=False), seed=12)
    assert len(a) != len(c) or any((x != y).any() for x, y in zip(a, c))


def test_the_mask_matches_the_listed_answers():
    env = GrimoireEnv(opponent="random")
    obs, info = env.reset(seed=1)
    assert obs["action_mask"].sum() == len(info["legal_actions"]) == env.game.legal_count()
    assert obs["observation"].shape == (encoding.OBS_LEN,)
    blocks = encoding.split(obs["observation"])
    assert blocks["players"][0][encoding.PLAYER_FEATURES.index("life")] == 20.0
    while "Mulligan" not in env.game.pending()["decision"]["kind"]:
        obs, *_ = env.step(0)
    blocks = encoding.split(obs["observation"])
    assert blocks["hand"][:, 0].sum() == 7  # seven cards in the opening hand
    assert blocks["decision"][0][encoding.DECISION_KINDS.index("Mulligan")] == 1.0


def test_a_masked_out_index_is_wrapped():
    env = GrimoireEnv(opponent="random")
    obs, _ = env.reset(seed=2)
    n = int(obs["action_mask"].sum())
    _, _, _, _, info = env.step(n + 1)
    assert info["masked"]
