"""The shipped embedding model loads from its wheel, offline, without touching logging."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]

# Run in a fresh interpreter: the network is refused at the socket level, the home and cache
# folders are empty, and Hugging Face is told it is offline; the model must still load.
OFFLINE = textwrap.dedent(
    """
    import json, logging, socket, sys

    def refuse(*args, **kwargs):
        raise OSError("network disabled by the test")

    socket.socket.connect = refuse
    socket.socket.connect_ex = refuse
    socket.create_connection = refuse
    socket.getaddrinfo = refuse
    root = logging.getLogger()
    before = (root.level, list(root.handlers))
    from billing_sim.bot.knowledge.wordllama_embedder import WordLlamaEmbedder

    embedder = WordLlamaEmbedder()
    vectors = embedder.embed(["¿cuánto cuesta la reconexión?", "reconexión del servicio", ""])
    after = (root.level, list(root.handlers))
    print(json.dumps({
        "name": embedder.name,
        "dims": [len(v) for v in vectors],
        "empty_is_zero": all(x == 0.0 for x in vectors[2]),
        "finite": all(x == x for v in vectors for x in v),
        "logging_untouched": before == after,
    }))
    """
)


def offline_env(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("HF_")}
    env.update(
        HOME=str(home),
        XDG_CACHE_HOME=str(home / ".cache"),
        HF_HOME=str(home / "hf"),
        HF_HUB_OFFLINE="1",
        PYTHONPATH=str(ROOT),
    )
    return env


def test_the_model_loads_from_the_wheel_with_the_network_refused(tmp_path: Path) -> None:
    """Nothing is downloaded or cached at run time: the shipped weights and tokenizer load."""
    home = tmp_path / "home"
    home.mkdir()
    done = subprocess.run(
        [sys.executable, "-c", OFFLINE],
        capture_output=True,
        text=True,
        env=offline_env(home),
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report == {
        "name": "wordllama l2_supercat 256",
        "dims": [256, 256, 256],
        "empty_is_zero": True,
        "finite": True,
        "logging_untouched": True,
    }
    assert list(home.rglob("*")) == []


def test_related_spanish_texts_are_closer_than_unrelated_ones() -> None:
    """A sanity check of the model on the knowledge base's language."""
    from billing_sim.bot.knowledge.vectors import cosine
    from billing_sim.bot.knowledge.wordllama_embedder import WordLlamaEmbedder

    question, related, unrelated = WordLlamaEmbedder().embed(
        ["me cortaron el internet por falta de pago", "suspension del servicio por deuda",
         "horario de atencion los domingos"]
    )  # fmt: skip
    assert cosine(question, related) > cosine(question, unrelated)


def test_a_missing_model_package_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the ``bot`` extra the error says what to install (no traceback of imports)."""
    from billing_sim.bot.knowledge import wordllama_embedder

    monkeypatch.setitem(sys.modules, "wordllama", None)
    with pytest.raises(wordllama_embedder.EmbedderUnavailable, match=r"billing-sim\[bot\]"):
        wordllama_embedder.WordLlamaEmbedder()
