"""Fit the case-confidence model on the blind judgements and report how it generalises.

Usage::

    python benchmarks/train_case_confidence.py [--keep 0.85] [--out FILE] [--check]

Reads every judged case of ``benchmarks/data/fidelity_blind_*.jsonl`` whose QR, QC and AC are
all judged (right: all three 1), parses its source sentence and its question with the default
spaCy model, computes :func:`hanker.synth.case_features.case_features`, and, as
``train_fact_confidence.py`` does for facts, scores each reading with a model fitted on the
other readings (leave one reading out), prints the held-out AUC and the share right among
the cases kept, picks the threshold that keeps ``--keep`` of the held-out cases, and writes the
model fitted on every reading to ``--out`` (default: the shipped ``hanker/resources`` file).
``--check`` refits on the readings the shipped model names and compares instead of writing.
"""

from __future__ import annotations

import argparse
import glob
import json
import sys
from pathlib import Path

from hanker.extract.fact_confidence import fit_logistic
from hanker.synth.case_confidence import CASE_CONFIDENCE_VERSION
from hanker.synth.case_features import case_features
from hanker.text.nlp import DEFAULT_SPACY_MODEL, load_spacy

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))  # the fact script's cross-validation helpers
from train_fact_confidence import held_out_scores, report, write_or_check  # noqa: E402

DEFAULT_OUT = ROOT / "hanker" / "resources" / f"{CASE_CONFIDENCE_VERSION}.json"


def judged_cases(pattern: str) -> list[tuple[str, str, str, str, str, int]]:
    """(reading, question, answer, source sentence, passage, right) of every judged case."""
    rows = []
    for path in sorted(glob.glob(pattern)):
        name = Path(path).stem.removeprefix("fidelity_blind_")
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            judgement = item.get("judgement") or {}
            marks = [judgement.get(k) for k in ("QR", "QC", "AC")]
            if item.get("type") != "case" or any(m not in (0, 1) for m in marks):
                continue
            if not item.get("question") or item.get("kind", "question") == "cloze":
                continue
            right = int(all(marks))
            rows.append(
                (
                    name,
                    item["question"],
                    item["answer"],
                    item["source_sentence"],
                    item.get("passage", ""),
                    right,
                )
            )
    return rows


def main(argv: list[str] | None = None) -> int:
    """Fit, cross-validate and write (or check) the case-confidence model."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(ROOT / "benchmarks/data/fidelity_blind_*.jsonl"))
    parser.add_argument("--keep", type=float, default=0.85, help="held-out share to keep")
    parser.add_argument("--l2", type=float, default=3.0)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(argv)
    items = judged_cases(args.data)
    shipped = json.loads(args.out.read_text(encoding="utf-8")) if args.check else None
    if shipped is not None:  # refit on the readings and the keep of the shipped model
        items = [item for item in items if item[0] in set(shipped["readings"])]
        args.keep, args.l2 = shipped["keep"], shipped["l2"]
    nlp = load_spacy(DEFAULT_SPACY_MODEL)
    sentences = nlp.pipe([" ".join(item[3].split()) for item in items], batch_size=64)
    questions = nlp.pipe([" ".join(item[1].split()) for item in items], batch_size=64)
    rows = [
        case_features(q, a, sentence, question)
        for (_, q, a, _, _, _), sentence, question in zip(items, sentences, questions, strict=True)
    ]
    files, labels = [item[0] for item in items], [item[5] for item in items]
    print(f"{len(items)} judged cases from {len(set(files))} readings")
    scores = held_out_scores(files, rows, labels, args.l2)
    threshold = round(sorted(scores)[round((1 - args.keep) * (len(scores) - 1))], 4)
    print(f"threshold {threshold} (keeps {args.keep:.0%} of the held-out cases)")
    figures = report(files, scores, labels, threshold)
    weights = fit_logistic(rows, labels, args.l2)
    data = {
        "version": CASE_CONFIDENCE_VERSION,
        "threshold": threshold,
        "l2": args.l2,
        "keep": args.keep,
        "readings": sorted(set(files)),
        "held_out": figures,
        "weights": weights,
    }
    return write_or_check(data, shipped, args.out)


if __name__ == "__main__":
    sys.exit(main())
