"""Per-model answer caches: one JSONL file per model, appended as answers arrive.

A cached answer is keyed by the model's settings (backend, model, decoding, prompt format),
the few-shot examples and the question, so an interrupted run resumes, and a rerun with one
more model answers only for that model.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hanker.core.errors import PartialAnswers
from hanker.core.records import FewShot
from hanker.models.base import TargetModel


def model_slug(name: str) -> str:
    """A file-name-safe label for a model."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name.strip("/")).strip("_")[-80:] or "model"


def _key(model: TargetModel, examples: Sequence[FewShot], question: str) -> str:
    payload = json.dumps(
        [model.info, [(e.question, e.answer) for e in examples], question],
        sort_keys=True,
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def load_answers(path: Path) -> dict[str, str]:
    """key -> prediction from a cache file (a line cut by a crash is ignored)."""
    cache: dict[str, str] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            cache[row["key"]] = row["prediction"]
    return cache


def answer_with_cache(
    model: TargetModel,
    questions: Sequence[str],
    examples: Sequence[FewShot],
    cache_path: Path,
    chunk: int = 256,
) -> tuple[list[str], int]:
    """Predictions for ``questions`` (cached ones reused); returns them and how many were new.

    Questions go to the model ``chunk`` at a time (or the model's own ``answer_chunk``, which
    a concurrent server target sizes from its concurrency), and each chunk's answers are
    appended to the cache before the next is asked. Answers that never arrived
    (:class:`PartialAnswers`) are not cached: the error goes up after the rest is written.
    """
    cache = load_answers(cache_path)
    keys = [_key(model, examples, q) for q in questions]
    unique: dict[str, int] = {}
    for i, key in enumerate(keys):
        if key not in cache:
            unique.setdefault(key, i)
    pending = list(unique.values())
    size = int(getattr(model, "answer_chunk", chunk))
    cache_path.parent.mkdir(parents=True, exist_ok=True)
    with cache_path.open("a", encoding="utf-8") as handle:
        for start in range(0, len(pending), size):
            batch = pending[start : start + size]
            failure: PartialAnswers | None = None
            try:
                predictions: Sequence[str | None] = model.answer(
                    [questions[i] for i in batch], examples
                )
            except PartialAnswers as exc:
                failure, predictions = exc, exc.predictions
            for i, prediction in zip(batch, predictions, strict=True):
                if prediction is None:
                    continue
                cache[keys[i]] = prediction
                row = {"key": keys[i], "question": questions[i], "prediction": prediction}
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
            handle.flush()
            if failure is not None:
                raise failure
    return [cache[k] for k in keys], len(pending)


def describe(model: TargetModel) -> dict[str, Any]:
    """The model's name and settings, for summaries."""
    return {"name": model.name, **model.info}
