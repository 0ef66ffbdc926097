"""Fit the fact-confidence model on the blind judgements and report how it generalises.

Usage::

    python benchmarks/train_fact_confidence.py [--keep 0.78] [--out FILE] [--check]

Reads every judged fact (``AK`` 1 or 0) of ``benchmarks/data/fidelity_blind_*.jsonl``, parses
its source sentence with the default spaCy model, computes
:func:`hanker.extract.fact_features.fact_features`, and

1. scores each judged file with a model fitted on all the *other* files (leave one reading
   out: every file is a separate reading of sentences no other file holds), printing the AUC
   and the share judged right among the facts kept at the chosen threshold, for all news
   corpora together, all TOFU readings and each other corpus apart;
2. picks the threshold at which the pooled held-out scores keep the ``--keep`` share;
3. fits the final model on every file and writes it with the threshold, the files and the
   held-out figures to ``--out`` (default: the shipped ``hanker/resources`` file).

``--check`` refits on the readings the shipped model names and compares with its weights
instead of writing (reproducibility; exit status 1 when they differ).
"""

from __future__ import annotations

import argparse
import glob
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hanker.extract.fact_confidence import FACT_CONFIDENCE_VERSION, ConfidenceModel, fit_logistic
from hanker.extract.fact_features import FeatureMap, fact_features
from hanker.text.nlp import DEFAULT_SPACY_MODEL, load_spacy

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "hanker" / "resources" / f"{FACT_CONFIDENCE_VERSION}.json"


def judged_items(pattern: str) -> Iterator[tuple[str, dict]]:
    """(reading, item) of every line of the judged files matching ``pattern``, in order."""
    for path in sorted(glob.glob(pattern)):
        name = Path(path).stem.removeprefix("fidelity_blind_")
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            yield name, json.loads(line)


def judged_facts(pattern: str) -> list[tuple[str, str, str, str, str, int]]:
    """(file, head, relation, tail, source sentence, AK) of every judged fact."""
    rows = []
    for name, item in judged_items(pattern):
        judgement = item.get("judgement") or {}
        if item.get("type") != "fact" or judgement.get("AK") not in (0, 1):
            continue
        fact = item["fact"]
        sentence, right = item["source_sentence"], int(judgement["AK"])
        rows.append((name, fact["head"], fact["relation"], fact["tail"], sentence, right))
    return rows


def auc(scores: list[float], labels: list[int]) -> float:
    """Area under the ROC curve (ties count half)."""
    pos = [s for s, y in zip(scores, labels, strict=True) if y]
    neg = [s for s, y in zip(scores, labels, strict=True) if not y]
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / max(1, len(pos) * len(neg))


def held_out_scores(
    files: list[str], rows: list[FeatureMap], labels: list[int], l2: float
) -> list[float]:
    """Each file scored by a model fitted on the others."""
    scores = [0.0] * len(rows)
    for name in sorted(set(files)):
        train = [i for i, f in enumerate(files) if f != name]
        model = ConfidenceModel(
            "cv", fit_logistic([rows[i] for i in train], [labels[i] for i in train], l2), 0.0
        )
        for i, f in enumerate(files):
            if f == name:
                scores[i] = model.score(rows[i])
    return scores


def report(files: list[str], scores: list[float], labels: list[int], threshold: float) -> dict:
    """Print and return the held-out AUC and the share right among kept facts."""
    figures: dict = {}
    groups = {g: [i for i, f in enumerate(files) if f.startswith(g)] for g in ("news", "tofu")}
    # "news" is every news corpus together; then each corpus apart (newslee: a news corpus no
    # rule was written from before its reading)
    for genre in sorted({f.split("_")[0] for f in files} - {"news", "tofu"}):
        groups[genre] = [i for i, f in enumerate(files) if f.split("_")[0] == genre]
    for group, idx in groups.items():
        s, y = [scores[i] for i in idx], [labels[i] for i in idx]
        kept = [yy for ss, yy in zip(s, y, strict=True) if ss >= threshold]
        row = {
            "n": len(y),
            "auc": round(auc(s, y), 3),
            "right_all": round(sum(y) / len(y), 3),
            "right_kept": round(sum(kept) / max(1, len(kept)), 3),
            "kept": round(len(kept) / len(y), 3),
        }
        figures[group] = row
        print(f"{group:16} " + "  ".join(f"{k} {v}" for k, v in row.items()))
    return figures


def options(doc: str, keep: float, out: Path, argv: list[str] | None) -> argparse.Namespace:
    """The command line of a confidence-model script (``keep``, ``out``: its defaults)."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--data", default=str(ROOT / "benchmarks/data/fidelity_blind_*.jsonl"))
    parser.add_argument("--keep", type=float, default=keep, help="held-out share to keep")
    parser.add_argument("--l2", type=float, default=3.0)
    parser.add_argument("--out", type=Path, default=out)
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    parser.add_argument(
        "--replace",
        action="store_true",
        help="overwrite a shipped model of the same version whose weights differ (bump the "
        "version instead when the model has been released: suites cache replies by version)",
    )
    return parser.parse_args(argv)


def shipped_items(args: argparse.Namespace, items: list) -> tuple[list, dict | None]:
    """With ``--check``, the items of the readings the shipped model names, and that model
    (its keep and l2 taken over); otherwise the items and None."""
    if not args.check:
        return items, None
    shipped = json.loads(args.out.read_text(encoding="utf-8"))
    args.keep, args.l2 = shipped["keep"], shipped["l2"]
    return [item for item in items if item[0] in set(shipped["readings"])], shipped


def fit_model(
    version: str, files: list[str], rows: list[FeatureMap], labels: list[int], args: Any
) -> dict:
    """Cross-validate (leave one reading out), pick the threshold that keeps ``args.keep``
    of the held-out items, fit on every reading; the model file's content."""
    print(f"{len(rows)} judged items from {len(set(files))} readings")
    scores = held_out_scores(files, rows, labels, args.l2)
    threshold = round(sorted(scores)[round((1 - args.keep) * (len(scores) - 1))], 4)
    print(f"threshold {threshold} (keeps {args.keep:.0%} of the held-out items)")
    figures = report(files, scores, labels, threshold)
    return {
        "version": version,
        "threshold": threshold,
        "l2": args.l2,
        "keep": args.keep,
        "readings": sorted(set(files)),
        "held_out": figures,
        "weights": fit_logistic(rows, labels, args.l2),
    }


def main(argv: list[str] | None = None) -> int:
    """Fit, cross-validate and write (or check) the fact-confidence model."""
    args = options(__doc__, 0.78, DEFAULT_OUT, argv)  # v3: about as many prose facts as v2 kept
    items, shipped = shipped_items(args, judged_facts(args.data))
    nlp = load_spacy(DEFAULT_SPACY_MODEL)
    docs = nlp.pipe([item[4] for item in items], batch_size=64)
    rows = [
        fact_features(h, r, t, doc) for (_, h, r, t, _, _), doc in zip(items, docs, strict=True)
    ]
    files, labels = [item[0] for item in items], [item[5] for item in items]
    data = fit_model(FACT_CONFIDENCE_VERSION, files, rows, labels, args)
    return write_or_check(data, shipped, args.out, args.replace)


def write_or_check(data: dict, shipped: dict | None, out: Path, replace: bool = False) -> int:
    """Write the fitted model ``data`` to ``out``, or, with ``shipped`` (``--check``), compare
    it with the shipped one (exit status 1 when the weights or the threshold differ)."""
    if shipped is not None:
        names = set(shipped["weights"]) | set(data["weights"])
        weights = data["weights"]
        drift = max(abs(shipped["weights"].get(n, 0.0) - weights.get(n, 0.0)) for n in names)
        same = drift < 1e-4 and abs(shipped["threshold"] - data["threshold"]) < 1e-3
        print("matches the shipped model" if same else "DIFFERS from the shipped model")
        return 0 if same else 1
    if out.is_file() and not replace:
        old = json.loads(out.read_text(encoding="utf-8"))
        if old.get("version") == data["version"] and old.get("weights") != data["weights"]:
            print(
                f"{out} holds other weights under {data['version']}: bump the version or --replace"
            )
            return 1
    out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
