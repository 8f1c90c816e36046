"""The numeric observation: what one seat sees, as fixed-size float32 arrays.

Computed in Rust from the server's per-seat view (``Game.view(seat)``), which holds only what
that seat may see: its own hand, every public zone, zone sizes, and nothing of libraries or
the other players' hands. Values are raw game numbers (life 20 is 20.0; no scaling); flags
are 0.0 or 1.0; absent rows are all zeros.

``observation`` (``OBS_LEN`` floats) is these blocks in order (``LAYOUT``: name, rows, width):

- ``global`` (1 x 7): turn, my_turn, i_decide, stack_size, legal_actions, game_over, my_seat
- ``step`` (1 x 13): one-hot of the step (untap ... cleanup, ``STEPS``)
- ``decision`` (1 x 13): one-hot of the kind of decision this seat must make
  (``DECISION_KINDS``; ``(none)`` when it is not this seat's decision)
- ``players`` (2 x 14): the viewer first, then the opponent: present, life, poison, library,
  hand, graveyard, exile, permanents, lands, untapped_lands, creatures, total_power, lost, won
- ``permanents`` (40 x 44): the viewer's permanents, then the opponent's, in battlefield
  order, one row each (``CARD_FEATURES``: present, mine, owned_by_me, creature, land,
  artifact, enchantment, planeswalker, instant, sorcery, legendary, token, mana_value,
  power, toughness, damage, tapped, summoning_sick, attacking, blocking, +1/+1, -1/-1 and
  loyalty counters, other counters, attached, the colours W U B R G, then 14 keyword flags:
  flying, first strike, double strike, deathtouch, lifelink, trample, vigilance, reach,
  haste, hexproof, indestructible, menace, defender, shroud)
- ``hand`` (10 x 44): the viewer's own hand, same row layout
- ``stack`` (8 x 5): top first: present, mine, is_spell, targets, mana_value

``action_features`` (``MAX_ACTIONS`` x ``ACTION_WIDTH``): one row per listed legal answer
(``Game.legal_actions()``, same order): a one-hot of the answer's kind (``ANSWER_KINDS``),
then objects, value (yes/no, option or number), x, the main card's mana value, power,
toughness, creature, land and mine flags, and what it targets (opponent, me, my permanents,
their permanents, their targeted creatures' power).

``action_mask`` (``MAX_ACTIONS`` int8): 1 for each listed answer. An action is an index into
it.
"""

import numpy as np

from grimoire._grimoire import encoding as _encoding

_E = _encoding()
MAX_ACTIONS = _E["max_actions"]
OBS_LEN = _E["observation_len"]
ACTION_WIDTH = _E["action_width"]
LAYOUT = [tuple(b) for b in _E["layout"]]
GLOBAL_FEATURES = _E["global"]
STEPS = _E["step"]
DECISION_KINDS = _E["decision"]
PLAYER_FEATURES = _E["player"]
CARD_FEATURES = _E["card"]
STACK_FEATURES = _E["stack"]
ACTION_FEATURES = _E["action"]
ANSWER_KINDS = ACTION_FEATURES[: ACTION_WIDTH - 14]


def arrays(obs, actions, mask):
    """The bytes of ``Game.observe`` as the arrays of the environments' observation dict."""
    return {
        "observation": np.frombuffer(obs, dtype="<f4").astype(np.float32, copy=False),
        "action_features": np.frombuffer(actions, dtype="<f4").reshape(MAX_ACTIONS, ACTION_WIDTH),
        "action_mask": np.frombuffer(mask, dtype=np.uint8).astype(np.int8),
    }


def split(observation):
    """The observation vector cut into its named blocks, each ``rows x width``."""
    out, at = {}, 0
    for name, rows, width in LAYOUT:
        out[name] = observation[at : at + rows * width].reshape(rows, width)
        at += rows * width
    return out
