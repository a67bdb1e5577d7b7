"""The default embedder: WordLlama's static token embeddings, loaded from its own wheel.

This is the one module of ``bot`` that imports a third-party package (``wordllama``; its
arrays are turned into tuples of floats here, so nothing else sees numpy). An embedding model
cannot be written with the standard library; keeping the library behind
``billing_sim.bot.knowledge.vectors.Embedder`` in this single module keeps the rest of retrieval
standard-library only (import-linter and ``tests/unit/bot/test_dependencies.py`` allow exactly
this module, exactly this package).

Nothing is downloaded: the wheel of wordllama 0.4.0.post1 ships ``l2_supercat`` (256
dimensions, 16 MB) and its tokenizer. Its ``WordLlama.load()`` looks for the shipped tokenizer
under ``wordllama/tokenizer/`` while the wheel puts it under ``wordllama/tokenizers/``, and then
falls back to downloading it; pointing ``cache_dir`` at the package's own folder (which has
both ``weights/`` and ``tokenizers/``) with ``disable_download=True`` loads the shipped files
and fails loudly instead of going to the network.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from billing_sim.bot.knowledge.vectors import Vector

CONFIG = "l2_supercat"
DIMENSIONS = 256


class EmbedderUnavailable(RuntimeError):
    """The embedding model cannot be loaded (the ``bot`` extra is not installed, or broken)."""


def _import_wordllama() -> Any:
    """``wordllama``, imported without letting it reconfigure the process's logging.

    Importing ``wordllama.inference`` calls ``logging.basicConfig(level=INFO)``, which would
    start printing every INFO record of the process (httpx's request lines among them) on
    stderr; the root logger's level and handlers are put back as they were.
    """
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    try:
        import wordllama
    except ImportError as exc:
        raise EmbedderUnavailable(
            f"the embedding model is not installed ({exc}); install the bot's extra: "
            "pip install 'billing-sim[bot]' (or retrieve lexically only)"
        ) from None
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)
    return wordllama


class WordLlamaEmbedder:
    """``billing_sim.bot.knowledge.vectors.Embedder`` over WordLlama's shipped ``l2_supercat``
    model.

    Loading takes a fraction of a second and about 70 MB; build one per process and share it
    (it is thread-safe: each call runs under a lock, the model itself is read-only).

    Raises:
        EmbedderUnavailable: when wordllama is missing or its shipped files cannot be loaded.
    """

    def __init__(self) -> None:
        wordllama = _import_wordllama()
        package = Path(wordllama.__file__).parent
        try:
            self._model = wordllama.WordLlama.load(
                CONFIG, cache_dir=package, dim=DIMENSIONS, disable_download=True
            )
        except (FileNotFoundError, ValueError, OSError) as exc:
            raise EmbedderUnavailable(f"wordllama's shipped model did not load: {exc}") from None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        """``wordllama l2_supercat 256``."""
        return f"wordllama {CONFIG} {DIMENSIONS}"

    def embed(self, texts: Sequence[str]) -> list[Vector]:
        """One 256-dimension vector per text (mean of its token embeddings); a text without
        tokens (empty) gets the zero vector, which is similar to nothing."""
        if not texts:
            return []
        with self._lock:
            matrix = self._model.embed(list(texts), norm=False)
        rows = [tuple(float(x) for x in row) for row in matrix.tolist()]
        # The mean over zero tokens is NaN (0 / 0).
        return [row if all(x == x for x in row) else (0.0,) * DIMENSIONS for row in rows]
