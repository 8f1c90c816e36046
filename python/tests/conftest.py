"""Shared fixtures of the Python package's tests."""

import pytest

import grimoire


@pytest.fixture
def game():
    return grimoire.Game(["red-burn", "green-white"], seed=7)


def play_by_index(g, picks, limit=10_000):
    """Answers `g` with `picks(g, n)` (an index below n) until it ends or `limit` answers."""
    for _ in range(limit):
        if g.is_over:
            break
        n = g.legal_count()
        g.submit(picks(g, n))
    return g
