"""Grimoire, a Magic: The Gathering rules engine, from Python.

``Game`` is one game behind the engine's decision door: ``pending()`` says who must decide
what, ``legal_actions()`` lists answers, ``submit()`` gives one (a refused answer raises
``IllegalAnswer`` and changes nothing). ``grimoire.env`` holds a Gymnasium environment,
``grimoire.aec`` a PettingZoo AEC environment, ``grimoire.encoding`` the numeric
observation's layout, and ``grimoire.selfplay`` spreads games over a Ray cluster.

>>> import grimoire
>>> g = grimoire.Game(["red-burn", "green-white"], seed=1)
>>> g.submit(0)  # the first listed answer (keep the opening hand, say)
"""

from grimoire._grimoire import Game, IllegalAnswer, play_games, starter_decks
from grimoire import encoding

__all__ = ["Game", "IllegalAnswer", "encoding", "play_games", "starter_decks", "observe"]


def observe(game, seat):
    """The numeric observation of ``seat`` as numpy arrays (see ``grimoire.encoding``):
    ``{"observation": float32[OBS_LEN], "action_features": float32[MAX_ACTIONS, ACTION_WIDTH],
    "action_mask": int8[MAX_ACTIONS]}``."""
    return encoding.arrays(*game.observe(seat))
