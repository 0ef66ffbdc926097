"""Fit the case-confidence model on the blind judgements and report how it generalises.

Usage::

    python benchmarks/train_case_confidence.py [--keep 0.8] [--out FILE] [--check]

Reads every judged case of ``benchmarks/data/fidelity_blind_*.jsonl`` whose QR, QC and AC are
all judged (right: all three 1; a case judged in several readings counts once, in its first,
by the majority of its judgements), parses its source sentence and its question with the default
spaCy model, computes :func:`hanker.synth.case_features.case_features`, and, as
``train_fact_confidence.py`` does for facts, scores each reading with a model fitted on the
other readings (leave one reading out), prints the held-out AUC and the share right among
the cases kept, picks the threshold that keeps ``--keep`` of the held-out cases, and writes the
model fitted on every reading to ``--out`` (default: the shipped ``hanker/resources`` file).
``--check`` refits on the readings the shipped model names and compares instead of writing.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hanker.synth.case_confidence import CASE_CONFIDENCE_VERSION
from hanker.synth.case_features import case_features
from hanker.text.nlp import DEFAULT_SPACY_MODEL, load_spacy

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))  # the fact script's cross-validation helpers
from train_fact_confidence import (  # noqa: E402
    fit_model,
    judged_items,
    options,
    shipped_items,
    write_or_check,
)

DEFAULT_OUT = ROOT / "hanker" / "resources" / f"{CASE_CONFIDENCE_VERSION}.json"


def judged_cases(pattern: str) -> list[tuple[str, str, str, str, str, int]]:
    """(reading, question, answer, source sentence, passage, right) of every judged case."""
    rows = []
    for name, item in judged_items(pattern):
        judgement = item.get("judgement") or {}
        marks = [judgement.get(k) for k in ("QR", "QC", "AC")]
        if item.get("type") != "case" or any(m not in (0, 1) for m in marks):
            continue
        if not item.get("question") or item.get("kind", "question") == "cloze":
            continue
        question, answer, sentence = item["question"], item["answer"], item["source_sentence"]
        rows.append((name, question, answer, sentence, item.get("passage", ""), int(all(marks))))
    return once_each(rows)


def once_each(
    rows: list[tuple[str, str, str, str, str, int]],
) -> list[tuple[str, str, str, str, str, int]]:
    """Each case (question, answer, sentence) once, in the first reading that judged it,
    right when most of its judgements say so: a case read twice would otherwise sit on both
    sides of the leave-one-reading-out split."""
    votes: dict[tuple[str, str, str], list[int]] = {}
    first: dict[tuple[str, str, str], tuple[str, str, str, str, str, int]] = {}
    for row in rows:
        key = (" ".join(row[1].split()), row[2].strip(), " ".join(row[3].split()))
        votes.setdefault(key, []).append(row[5])
        first.setdefault(key, row)
    return [(*row[:5], int(2 * sum(votes[key]) > len(votes[key]))) for key, row in first.items()]


def main(argv: list[str] | None = None) -> int:
    """Fit, cross-validate and write (or check) the case-confidence model."""
    args = options(__doc__, 0.8, DEFAULT_OUT, argv)
    items, shipped = shipped_items(args, judged_cases(args.data))
    nlp = load_spacy(DEFAULT_SPACY_MODEL)
    sentences = nlp.pipe([" ".join(item[3].split()) for item in items], batch_size=64)
    questions = nlp.pipe([" ".join(item[1].split()) for item in items], batch_size=64)
    rows = [
        case_features(q, a, sentence, question)
        for (_, q, a, _, _, _), sentence, question in zip(items, sentences, questions, strict=True)
    ]
    files, labels = [item[0] for item in items], [item[5] for item in items]
    data = fit_model(CASE_CONFIDENCE_VERSION, files, rows, labels, args)
    return write_or_check(data, shipped, args.out, args.replace)


if __name__ == "__main__":
    sys.exit(main())
