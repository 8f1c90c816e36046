"""Self-play on a local Ray instance with a small N."""

import pytest

ray = pytest.importorskip("ray", reason="ray is not installed: the Ray self-play test cannot run")

from grimoire import encoding, selfplay  # noqa: E402


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, ignore_reinit_error=True, log_to_driver=False)
    yield
    ray.shutdown()


def test_a_study_on_local_ray(local_ray):
    r = selfplay.study(players=("heuristic", "random"), games=6, chunk=2, seed=5)
    assert r["games"] == 6 and sum(r["wins"]) + r["draws"] == 6
    assert [x["game"] for x in r["records"]] == list(range(6))
    import grimoire

    assert r["records"] == grimoire.play_games(["red-burn", "green-white"], ["heuristic", "random"], 6, seed=5)


@pytest.mark.parametrize("suffix", ["parquet", "npz"])
def test_training_records_on_local_ray(local_ray, tmp_path, suffix):
    if suffix == "parquet":
        pytest.importorskip("pyarrow", reason="pyarrow is not installed")
    out = tmp_path / f"records.{suffix}"
    r = selfplay.records(out, games=2, chunk=1, seed=1, policies=("heuristic", "random"))
    cols = selfplay.read(out)
    n = r["rows"]
    assert n > 0 and cols["observation"].shape == (n, encoding.OBS_LEN)
    assert cols["action_features"].shape == (n, encoding.MAX_ACTIONS, encoding.ACTION_WIDTH)
    assert (cols["action"] < cols["legal"]).all()
    assert set(cols["outcome"]) <= {-1.0, 0.0, 1.0}
