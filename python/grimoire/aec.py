"""A PettingZoo AEC environment: every seat of a game is an agent (``player_0``, ...).

The agent to act is the seat the engine waits for (``agent_selection``); its observation is
the dict of ``grimoire.encoding`` with its action mask, and an agent that is not deciding
sees an all-zero mask. Actions are indices into the deciding seat's listed legal answers
(an index outside the mask is taken modulo their number). Rewards are +1 to the winner and
-1 to the others when the game ends (0 to all for a draw); the turn limit truncates. Seats
may be given to built-in players (``bots={1: "heuristic"}``): they answer inside the engine
and are not agents. ``infos[agent]["view"]`` is the seat's structured view when
``raw_view`` is on.
"""

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from grimoire import Game, encoding
from grimoire.env import observation_space, resolve_index


class GrimoireAECEnv(AECEnv):
    """A game of Magic with one agent per seat."""

    metadata = {"render_modes": ["ansi"], "name": "grimoire_v0", "is_parallelizable": False}

    def __init__(
        self,
        decks=("red-burn", "green-white"),
        max_turns=100,
        cards=None,
        bots=None,
        raw_view=False,
        render_mode=None,
    ):
        super().__init__()
        self.decks = list(decks)
        self.max_turns = max_turns
        self.cards = cards
        self.bots = dict(bots or {})
        self.raw_view = raw_view
        self.render_mode = render_mode
        self.seats = [s for s in range(len(self.decks)) if s not in self.bots]
        self.possible_agents = [f"player_{s}" for s in self.seats]
        self._obs_space = observation_space()
        self._act_space = spaces.Discrete(encoding.MAX_ACTIONS)
        self.game = None
        self._seed = None

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    @staticmethod
    def _seat(agent):
        return int(agent.split("_")[1])

    def observe(self, agent):
        return encoding.arrays(*self.game.observe(self._seat(agent)))

    def _info(self, agent):
        info = {"turn": self.game.turn}
        if self.raw_view:
            info["view"] = self.game.view(self._seat(agent))
        return info

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seed = seed
        rng = np.random.default_rng(self._seed)
        game_seed = int(rng.integers(0, 2**62))
        self.game = Game(self.decks, seed=game_seed, cards=self.cards, max_turns=self.max_turns, log=False)
        for seat, kind in self.bots.items():
            self.game.set_bot(seat, kind, int(rng.integers(0, 2**62)))
        self.game.run_bots()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: self._info(a) for a in self.agents}
        self._select()

    def _select(self):
        if self.game.is_over:
            self._finish()
        else:
            self.agent_selection = f"player_{self.game.to_move}"

    def _finish(self):
        winner = self.game.winner
        truncated = self.game.result == "turn-limit"
        for a in self.agents:
            if winner is not None:
                self.rewards[a] = 1.0 if self._seat(a) == winner else -1.0
            self.terminations[a] = not truncated
            self.truncations[a] = truncated
            self.infos[a] = self._info(a)
        self.agent_selection = self.agents[0]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        index, masked = resolve_index(self.game, action)
        self.game.submit(index)
        self.game.run_bots()
        self.infos = {a: self._info(a) for a in self.agents}
        self.infos[agent]["masked"] = masked
        self._select()
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi" and self.game is not None:
            return "\n".join(self.game.log()[-20:]) or repr(self.game)
        return None

    def close(self):
        pass
