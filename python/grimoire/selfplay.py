"""Self-play on Ray: games spread over a cluster, results gathered in one place.

Two jobs, each cut into chunks of games that run as Ray tasks (one CPU each):

- ``study``: a deck-vs-deck (or player-vs-player) win-rate study of N games between built-in
  players; each task plays its games in Rust (``grimoire.play_games``) and returns their
  records.
- ``records``: training data: games in which each seat's answers are chosen by a policy
  (``"heuristic"``, ``"random"``, or any built-in player), recorded from each deciding
  seat's point of view as (observation, action index, number of listed actions, outcome)
  rows, written as Parquet (``.parquet``) or numpy (``.npz``).

On one machine Ray starts a local instance (``address=None``). On a cluster start the head
with ``ray start --head --port=6379`` and each other node with
``ray start --address=HEAD_IP:6379`` (every node needs this package installed), then run
with ``--address auto`` on the head:

    python -m grimoire.selfplay study --games 10000 --deck red-burn --deck green-white \\
        --player heuristic --player random --address auto
    python -m grimoire.selfplay records --games 200 --out records.parquet
"""

import argparse
import json
import time

import numpy as np

import grimoire
from grimoire import encoding


def _ray(address=None, num_cpus=None):
    import ray

    if not ray.is_initialized():
        kwargs = {"ignore_reinit_error": True, "include_dashboard": False, "log_to_driver": False}
        if address:
            kwargs["address"] = address
        elif num_cpus:
            kwargs["num_cpus"] = num_cpus
        ray.init(**kwargs)
    return ray


def _chunks(games, chunk):
    return [(first, min(chunk, games - first)) for first in range(0, games, chunk)]


def _play_chunk(decks, players, first, count, seed, max_turns):
    return grimoire.play_games(decks, players, count, seed=seed, first=first, max_turns=max_turns, threads=1)


def study(decks=("red-burn", "green-white"), players=("heuristic", "random"), games=100, seed=0,
          chunk=25, max_turns=100, address=None, num_cpus=None):
    """Plays ``games`` games (game i: seed ``seed + i``) as Ray tasks of ``chunk`` games.
    Returns a summary: wins per seat, draws, games per second and every game's record."""
    ray = _ray(address, num_cpus)
    task = ray.remote(num_cpus=1)(_play_chunk)
    start = time.perf_counter()
    refs = [task.remote(list(decks), list(players), f, n, seed, max_turns) for f, n in _chunks(games, chunk)]
    recs = [r for part in ray.get(refs) for r in part]
    secs = time.perf_counter() - start
    wins = [sum(1 for r in recs if r["winner"] == s) for s in range(len(decks))]
    return {
        "games": len(recs),
        "decks": list(decks),
        "players": list(players),
        "wins": wins,
        "draws": len(recs) - sum(wins),
        "seconds": secs,
        "games_per_second": len(recs) / secs if secs > 0 else float("inf"),
        "records": recs,
    }


def play_recorded(decks, policies, seed, max_turns=100, policy_seed=0):
    """One game with each seat answered by its policy; its rows (one per decision of a seat
    whose policy is not ``None``) and the winner. Observations are each deciding seat's own."""
    g = grimoire.Game(list(decks), seed=seed, max_turns=max_turns, log=False)
    rng = np.random.default_rng(seed ^ policy_seed)
    rows = []
    while not g.is_over:
        seat = g.to_move
        obs = encoding.arrays(*g.observe(seat))
        n = int(obs["action_mask"].sum())
        kind = policies[seat]
        index = None
        if kind != "random":
            _, index = g.suggest(kind, int(rng.integers(0, 2**62)))
        if index is None:
            index = int(rng.integers(0, n))
        rows.append((seat, g.turn, obs["observation"], obs["action_features"], index, n))
        g.submit(index)
    return rows, g.winner, g.result


def _record_chunk(decks, policies, first, count, seed, max_turns):
    cols = {k: [] for k in ("game", "seat", "turn", "observation", "action_features", "action", "legal", "outcome")}
    for i in range(first, first + count):
        rows, winner, _ = play_recorded(decks, policies, seed + i, max_turns)
        for seat, turn, obs, feats, action, n in rows:
            cols["game"].append(i)
            cols["seat"].append(seat)
            cols["turn"].append(turn)
            cols["observation"].append(obs)
            cols["action_features"].append(feats)
            cols["action"].append(action)
            cols["legal"].append(n)
            cols["outcome"].append(0.0 if winner is None else (1.0 if winner == seat else -1.0))
    return {k: np.asarray(v) for k, v in cols.items()}


def records(out, decks=("red-burn", "green-white"), policies=("heuristic", "heuristic"), games=20,
            seed=0, chunk=5, max_turns=100, address=None, num_cpus=None):
    """Plays ``games`` recorded games as Ray tasks and writes their rows to ``out``
    (``.parquet`` or ``.npz``). Returns the number of rows and games per second."""
    ray = _ray(address, num_cpus)
    task = ray.remote(num_cpus=1)(_record_chunk)
    start = time.perf_counter()
    refs = [task.remote(list(decks), list(policies), f, n, seed, max_turns) for f, n in _chunks(games, chunk)]
    parts = ray.get(refs)
    secs = time.perf_counter() - start
    cols = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    write(out, cols)
    return {"rows": int(len(cols["action"])), "games": games, "seconds": secs,
            "games_per_second": games / secs if secs > 0 else float("inf"), "out": str(out)}


def write(out, cols):
    """Writes record columns as Parquet (observation and action features as fixed-size lists)
    or as an .npz of arrays."""
    out = str(out)
    if out.endswith(".npz"):
        np.savez_compressed(out, **cols)
        return
    import pyarrow as pa
    import pyarrow.parquet as pq

    obs = cols["observation"].astype(np.float32)
    feats = cols["action_features"].astype(np.float32).reshape(len(obs), -1)
    table = pa.table({
        "game": cols["game"], "seat": cols["seat"], "turn": cols["turn"],
        "observation": pa.FixedSizeListArray.from_arrays(pa.array(obs.ravel()), obs.shape[1]),
        "action_features": pa.FixedSizeListArray.from_arrays(pa.array(feats.ravel()), feats.shape[1]),
        "action": cols["action"], "legal": cols["legal"], "outcome": cols["outcome"].astype(np.float32),
    })
    pq.write_table(table, out)


def read(path):
    """Reads records written by ``records`` back as numpy arrays (action features reshaped)."""
    path = str(path)
    if path.endswith(".npz"):
        with np.load(path) as z:
            return {k: z[k] for k in z.files}
    import pyarrow.parquet as pq

    t = pq.read_table(path)
    cols = {k: t.column(k).to_numpy() for k in ("game", "seat", "turn", "action", "legal", "outcome")}
    n = t.num_rows
    cols["observation"] = np.asarray(t.column("observation").combine_chunks().flatten()).reshape(n, -1)
    cols["action_features"] = np.asarray(t.column("action_features").combine_chunks().flatten()).reshape(
        n, encoding.MAX_ACTIONS, encoding.ACTION_WIDTH)
    return cols


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m grimoire.selfplay", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("study", "records"):
        p = sub.add_parser(name)
        p.add_argument("--games", type=int, default=100)
        p.add_argument("--deck", action="append", dest="decks")
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--chunk", type=int, default=25 if name == "study" else 5)
        p.add_argument("--max-turns", type=int, default=100)
        p.add_argument("--address", default=None, help="a Ray cluster's address (auto: the running one)")
        p.add_argument("--num-cpus", type=int, default=None, help="CPUs of a local Ray instance")
    sub.choices["study"].add_argument("--player", action="append", dest="players")
    sub.choices["records"].add_argument("--policy", action="append", dest="policies")
    sub.choices["records"].add_argument("--out", default="records.parquet")
    a = ap.parse_args(argv)
    decks = a.decks or ["red-burn", "green-white"]
    common = dict(decks=decks, games=a.games, seed=a.seed, chunk=a.chunk, max_turns=a.max_turns,
                  address=a.address, num_cpus=a.num_cpus)
    if a.cmd == "study":
        r = study(players=a.players or ["heuristic", "random"], **common)
        r.pop("records")
    else:
        r = records(a.out, policies=a.policies or ["heuristic", "heuristic"], **common)
    print(json.dumps(r, indent=2))


if __name__ == "__main__":
    main()
