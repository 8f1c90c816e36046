"""A small learning agent with numpy only: imitation of the built-in heuristic player.

It records the heuristic's choices (as indices into the listed legal answers) in games of
the heuristic against itself, fits a one-hidden-layer network that scores each listed
answer from the state and the answer's row (softmax over the legal ones, cross-entropy),
then plays greedily against the random player in the Gymnasium environment.

    python python/examples/imitation_agent.py --train-games 40 --eval-games 100
"""

import argparse
import time

import numpy as np

import grimoire
from grimoire import encoding
from grimoire.env import GrimoireEnv


def demonstrations(games, seed):
    """(observation, action rows, legal count, heuristic's index) of every decision."""
    data = []
    for i in range(games):
        g = grimoire.Game(["red-burn", "green-white"], seed=seed + i, log=False)
        while not g.is_over:
            o = grimoire.observe(g, g.to_move)
            n = int(o["action_mask"].sum())
            _, idx = g.suggest("heuristic")
            if idx is None:  # the heuristic's answer is not among those listed
                g.submit(0)
                continue
            if n > 1:
                data.append((o["observation"].copy(), o["action_features"][:n].copy(), idx))
            g.submit(idx)
    return data


class Policy:
    """score(s, a) = v . tanh(Ws s + Wa a + b), softmax over the listed answers."""

    def __init__(self, hidden=64, seed=0):
        r = np.random.default_rng(seed)
        self.ws = r.normal(0, 0.05, (encoding.OBS_LEN, hidden))
        self.wa = r.normal(0, 0.3, (encoding.ACTION_WIDTH, hidden))
        self.b = np.zeros(hidden)
        self.v = r.normal(0, 0.3, hidden)
        self.s_scale = np.ones(encoding.OBS_LEN)
        self.a_scale = np.ones(encoding.ACTION_WIDTH)

    def fit_scales(self, data):
        self.s_scale = np.maximum(1.0, np.max([np.abs(s) for s, _, _ in data], axis=0))
        self.a_scale = np.maximum(1.0, np.max([np.abs(a).max(axis=0) for _, a, _ in data], axis=0))

    def forward(self, s, a):
        h = np.tanh((s / self.s_scale) @ self.ws + (a / self.a_scale) @ self.wa + self.b)
        return h, h @ self.v

    def act(self, obs):
        n = int(obs["action_mask"].sum())
        _, z = self.forward(obs["observation"], obs["action_features"][:n])
        return int(np.argmax(z))

    def train(self, data, epochs, lr, seed=0):
        rng = np.random.default_rng(seed)
        for ep in range(epochs):
            loss = hits = 0.0
            for k in rng.permutation(len(data)):
                s, a, y = data[k]
                h, z = self.forward(s, a)
                p = np.exp(z - z.max())
                p /= p.sum()
                loss -= np.log(p[y] + 1e-12)
                hits += np.argmax(z) == y
                dz = p.copy()
                dz[y] -= 1.0  # d loss / d score
                dv = h.T @ dz
                dpre = (dz[:, None] * self.v[None, :]) * (1 - h * h)
                self.v -= lr * dv
                self.wa -= lr * (a / self.a_scale).T @ dpre
                self.ws -= lr * np.outer(s / self.s_scale, dpre.sum(axis=0))
                self.b -= lr * dpre.sum(axis=0)
            print(f"  epoch {ep + 1}: loss {loss / len(data):.3f}, matches the heuristic {hits / len(data):.1%}")


def evaluate(choose, games, seed):
    """Wins of `choose` (a function of the observation) against the random player, half
    the games in each seat."""
    wins = 0
    for i in range(games):
        env = GrimoireEnv(opponent="random", agent_seat=i % 2, raw_view=False)
        obs, _ = env.reset(seed=seed + i)
        done = False
        while not done:
            obs, r, term, trunc, _ = env.step(choose(obs))
            done = term or trunc
        wins += r > 0
    return wins


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train-games", type=int, default=40)
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=0.01)
    a = ap.parse_args()
    t = time.perf_counter()
    data = demonstrations(a.train_games, seed=1000)
    print(f"{len(data)} heuristic decisions with a choice from {a.train_games} games "
          f"({time.perf_counter() - t:.1f} s)")
    pol = Policy()
    pol.fit_scales(data)
    pol.train(data, a.epochs, a.lr)
    rng = np.random.default_rng(0)
    rand = evaluate(lambda o: int(rng.choice(np.flatnonzero(o["action_mask"]))), a.eval_games, seed=0)
    learned = evaluate(pol.act, a.eval_games, seed=0)
    print(f"against the random player over {a.eval_games} games: random agent won {rand}, "
          f"imitation agent won {learned} ({time.perf_counter() - t:.0f} s in all)")


if __name__ == "__main__":
    main()
