"""``nli``: entailment between the model's answer and the reference, from a sequence classifier.

Premise and hypothesis (documented choice): both are the question followed by an answer,
``"{question} {prediction}"`` entails? ``"{question} {reference}"``: the model's answer,
read as an answer to the question, must entail the reference answer. The entailment label
index is read from the model's ``config.id2label`` (the label whose name contains
"entail"). A case is a KMC when the entailment probability passes ``threshold`` (0.5).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.core.errors import ConfigError, InputError
from hanker.judge.base import BaseJudge, JudgeResult

DEFAULT_NLI_MODEL = "tasksource/deberta-small-long-nli"


class NLIJudge(BaseJudge):
    """Batched entailment scoring with any transformers NLI classifier."""

    name = "nli"
    version = "nli.v1"
    fills_entailment = True
    record_rank = 10  # its entailment entry wins over the embedding judge's

    def __init__(
        self,
        model: str = DEFAULT_NLI_MODEL,
        threshold: float = 0.5,
        batch_size: int = 32,
        device: str | None = None,
        max_length: int = 512,
    ) -> None:
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        from hanker.core.device import pick_device

        try:
            self.tokenizer = AutoTokenizer.from_pretrained(model)
            self.model: Any = AutoModelForSequenceClassification.from_pretrained(model)
        except OSError as exc:
            raise InputError(
                model,
                f"cannot load the NLI model ({str(exc).splitlines()[0]}); give a local path when the hub is unreachable",
            ) from None
        self.device = pick_device(device)
        self.model.to(self.device).eval()
        labels = {int(i): str(name).lower() for i, name in self.model.config.id2label.items()}
        matches = [i for i, name in labels.items() if "entail" in name and "not" not in name]
        if len(matches) != 1:
            raise ConfigError(
                f"{model}: cannot tell which label is entailment from id2label {labels}"
            )
        self.entailment_index = matches[0]
        self.labels = labels
        self.threshold = threshold
        self.batch_size = batch_size
        self.max_length = max_length
        self.info = {
            "judge": "nli",
            "version": self.version,
            "model": model,
            "entailment_label": labels[self.entailment_index],
            "entailment_index": self.entailment_index,
            "threshold": threshold,
        }

    def judge(
        self, questions: Sequence[str], predictions: Sequence[str], references: Sequence[str]
    ) -> list[JudgeResult]:
        """Entailment probability per case (batched, sorted by length)."""
        import torch

        premises = [f"{q} {p}".strip() for q, p in zip(questions, predictions, strict=True)]
        hypotheses = [f"{q} {r}".strip() for q, r in zip(questions, references, strict=True)]
        order = sorted(range(len(premises)), key=lambda i: len(premises[i]) + len(hypotheses[i]))
        probabilities: list[list[float]] = [[] for _ in premises]
        for start in range(0, len(order), self.batch_size):
            batch = order[start : start + self.batch_size]
            encoded = self.tokenizer(
                [premises[i] for i in batch],
                [hypotheses[i] for i in batch],
                return_tensors="pt",
                padding=True,
                truncation=True,
                max_length=self.max_length,
            ).to(self.device)
            with torch.inference_mode():
                probs = self.model(**encoded).logits.float().softmax(-1).cpu().tolist()
            for index, row in zip(batch, probs, strict=True):
                probabilities[index] = row
        out = []
        for row in probabilities:
            label = self.labels[max(range(len(row)), key=row.__getitem__)]
            score = row[self.entailment_index]
            out.append(
                self.result(
                    score,
                    score > self.threshold,
                    label=label,
                    probabilities=[round(p, 6) for p in row],
                )
            )
        return out
