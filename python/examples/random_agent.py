"""A random agent in the Gymnasium environment: uniform over the listed legal answers.

    python python/examples/random_agent.py --episodes 50 --opponent random
"""

import argparse
import time

import numpy as np

from grimoire.env import GrimoireEnv


def run(episodes, opponent, seed=0):
    env = GrimoireEnv(opponent=opponent, raw_view=False)
    rng = np.random.default_rng(seed)
    wins = steps = answers = 0
    start = time.perf_counter()
    for ep in range(episodes):
        obs, info = env.reset(seed=seed + ep)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, reward, terminated, truncated, info = env.step(action)
            steps += 1
            done = terminated or truncated
        wins += reward > 0
        answers += env.game.answer_count
    secs = time.perf_counter() - start
    return wins, steps, answers, secs


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--episodes", type=int, default=50)
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    wins, steps, answers, secs = run(a.episodes, a.opponent, a.seed)
    print(f"random agent vs {a.opponent}: won {wins}/{a.episodes}; {steps} agent steps in {secs:.1f} s "
          f"({steps / secs:.0f} steps/s; {answers / secs:.0f} engine decisions/s counting the opponent's)")
