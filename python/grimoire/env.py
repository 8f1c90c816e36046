"""A Gymnasium environment: one agent against a built-in player.

The agent sits in ``agent_seat``; the other seat is played by a built-in player
(``"random"``, ``"heuristic"``, ``"search"`` or ``"search:N"``), which answers inside the
engine between the agent's decisions. An observation is the dict of
``grimoire.encoding`` (``observation``, ``action_features``, ``action_mask``); an action is an
index into the decision's listed legal answers (``action_mask`` marks them). An index the
mask does not allow is taken modulo the number of listed answers (``info["masked"]`` says
so), so a sampled action never stops an episode. The reward is +1 for a win, -1 for a loss,
0 otherwise, given when the game ends; a game that reaches the turn limit is truncated.
With ``raw_view=True`` (the default), ``info["view"]`` is the seat's structured view (the
same dict ``Game.view(seat)`` and the server give) and ``info["legal_actions"]`` the listed
answers in JSON form.
"""

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from grimoire import Game, encoding


def observation_space():
    """The observation space shared by both environments."""
    return spaces.Dict(
        {
            "observation": spaces.Box(-np.inf, np.inf, (encoding.OBS_LEN,), np.float32),
            "action_features": spaces.Box(
                -np.inf, np.inf, (encoding.MAX_ACTIONS, encoding.ACTION_WIDTH), np.float32
            ),
            "action_mask": spaces.Box(0, 1, (encoding.MAX_ACTIONS,), np.int8),
        }
    )


def resolve_index(game, action):
    """The listed answer ``action`` stands for, and whether it had to be wrapped."""
    n = game.legal_count()
    a = int(action)
    if 0 <= a < n:
        return a, False
    return a % n, True


class GrimoireEnv(gym.Env):
    """One seat of a game of Magic against a built-in player."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        decks=("red-burn", "green-white"),
        opponent="heuristic",
        agent_seat=0,
        max_turns=100,
        cards=None,
        raw_view=True,
        render_mode=None,
    ):
        self.decks = list(decks)
        if len(self.decks) != 2:
            raise ValueError("GrimoireEnv plays duels: give two decks")
        self.opponent = opponent
        self.agent_seat = agent_seat
        self.max_turns = max_turns
        self.cards = cards
        self.raw_view = raw_view
        self.render_mode = render_mode
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(encoding.MAX_ACTIONS)
        self.game = None

    def _obs_info(self, masked=False):
        obs = encoding.arrays(*self.game.observe(self.agent_seat))
        info = {"masked": masked, "turn": self.game.turn}
        if self.raw_view:
            info["view"] = self.game.view(self.agent_seat)
            info["legal_actions"] = self.game.legal_actions() if self._agent_decides() else []
        return obs, info

    def _agent_decides(self):
        return self.game.to_move == self.agent_seat

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        game_seed, bot_seed = (int(x) for x in self.np_random.integers(0, 2**62, size=2))
        self.game = Game(self.decks, seed=game_seed, cards=self.cards, max_turns=self.max_turns, log=False)
        self.game.set_bot(1 - self.agent_seat, self.opponent, bot_seed)
        self.game.run_bots()
        return self._obs_info()

    def step(self, action):
        if self.game is None or self.game.is_over:
            raise RuntimeError("step() called on a finished game: call reset()")
        index, masked = resolve_index(self.game, action)
        self.game.submit(index)
        self.game.run_bots()
        obs, info = self._obs_info(masked)
        reward, terminated, truncated = 0.0, False, False
        if self.game.is_over:
            winner = self.game.winner
            reward = 0.0 if winner is None else (1.0 if winner == self.agent_seat else -1.0)
            truncated = self.game.result == "turn-limit"
            terminated = not truncated
        return obs, reward, terminated, truncated, info

    def render(self):
        if self.render_mode == "ansi" and self.game is not None:
            return "\n".join(self.game.log()[-20:]) or repr(self.game)
        return None
