"""Replay a blind judgement against the current pipeline: are the judged-bad items gone and the
judged-good items kept?

    python benchmarks/fidelity_replay.py benchmarks/data/fidelity_blind_news.jsonl \\
        [benchmarks/data/fidelity_blind_tofu.jsonl ...] [--work runs/replay] [--show]

A blind judgement (``fidelity_sample.py``) records facts and cases with the passage they came
from and a reader's verdict. This script writes those passages as a small corpus, runs the
offline pipeline on it (``hanker build-kg`` with rules coreference and the spaCy extractor,
then ``hanker audit``), and looks for each judged item again: a fact by its triple and source
sentence, a case by its question and source sentence. It prints, per judged file, how many of
the items the reader accepted are still produced and how many of the rejected ones are.

This is a regression check, not a new judgement: the passages are short (three sentences), so
coreference sees less context than in the full run, and an item the pipeline now writes
differently counts as gone. Measure fidelity with a new blind judgement; use this to see
quickly whether a change removes known errors without removing known good items.

With ``--full-documents CORPUS.json`` (a JSON list of article strings, or of objects with a
``text`` field) the script writes, instead of the three-sentence passages, every whole article
of CORPUS that holds a judged source sentence (matched with whitespace normalised), so that
coreference sees the context it sees in the full run. A judged item whose sentence is in no
article keeps its passage; the script says how many did.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any


def _rows(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    return [row for row in rows if "type" in row]


def _good(row: dict[str, Any]) -> bool:
    verdict = row.get("judgement") or {}
    keys = ("AK",) if row["type"] == "fact" else ("QR", "QC", "AC")
    return all(verdict.get(key) == 1 for key in keys)


def _norm(text: str) -> str:
    return " ".join(str(text).lower().split())


def _articles(corpus: Path) -> list[str]:
    """The article texts of a JSON corpus (a list of strings or of objects with ``text``)."""
    data = json.loads(corpus.read_text(encoding="utf-8"))
    return [doc if isinstance(doc, str) else str(doc.get("text", "")) for doc in data]


def _spaced(text: str) -> str:
    return " ".join(str(text).split())


def full_documents(rows: list[dict[str, Any]], articles: list[str]) -> tuple[list[str], int]:
    """The articles holding a judged source sentence, then the passages of the rows that no
    article holds; and how many rows fell back to their passage."""
    spaced = [_spaced(article) for article in articles]
    chosen: dict[int, None] = {}
    fallback: dict[str, None] = {}
    missing = 0
    for row in rows:
        sentence = _spaced(row.get("source_sentence", ""))
        found = [i for i, text in enumerate(spaced) if sentence and sentence in text]
        chosen.update(dict.fromkeys(found))
        if not found:
            fallback[row["passage"]] = None
            missing += 1
    return [articles[i] for i in sorted(chosen)] + sorted(fallback), missing


def _run(work: Path, passages: list[str]) -> tuple[set[tuple[str, ...]], set[tuple[str, str]]]:
    """Facts (sentence, head, relation, tail) and cases (sentence, question) of the passages."""
    work.mkdir(parents=True, exist_ok=True)
    corpus = work / "passages.json"
    corpus.write_text(json.dumps(passages), encoding="utf-8")
    hanker = [sys.executable, "-c", "from hanker.cli.main import main; main()"]
    kg, suite = work / "kg", work / "suite.jsonl"
    subprocess.run(
        [*hanker, "build-kg", str(corpus), "-o", str(kg), "--rdf", "none", "--overwrite"],
        check=True,
        capture_output=True,
    )
    subprocess.run(
        [*hanker, "audit", str(kg), "-o", str(suite), "--overwrite"],
        check=True,
        capture_output=True,
    )
    facts = set()
    for line in (kg / "facts.jsonl").read_text(encoding="utf-8").splitlines():
        fact = json.loads(line)
        for source in fact.get("sources", []):
            sentence = _norm(source.get("sentence", ""))
            facts.add((sentence, _norm(fact["head"]), _norm(fact["relation"]), _norm(fact["tail"])))
    cases = set()
    for line in suite.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if "question" in case:
            sentence = _norm((case.get("source") or {}).get("sentence", ""))
            cases.add((sentence, " ".join(case["question"].split())))
    return facts, cases


def _found(row: dict[str, Any], facts: set[tuple[str, ...]], cases: set[tuple[str, str]]) -> bool:
    sentence = _norm(row.get("source_sentence", ""))
    if row["type"] == "fact":
        fact = row["fact"]
        return (
            sentence,
            _norm(fact["head"]),
            _norm(fact["relation"]),
            _norm(fact["tail"]),
        ) in facts
    return (sentence, " ".join(row["question"].split())) in cases


def replay(judged: list[Path], work: Path, show: bool, documents: Path | None = None) -> None:
    """Print, per judged file and item type, good and bad items still produced; with
    ``documents``, run on the whole articles of that corpus instead of the passages."""
    rows = {path: _rows(path) for path in judged}
    passages = sorted({row["passage"] for items in rows.values() for row in items})
    if documents is not None:
        every = [row for items in rows.values() for row in items]
        passages, missing = full_documents(every, _articles(documents))
        print(f"{len(passages)} texts ({missing} judged items kept their passage: not in corpus)")
    facts, cases = _run(work, passages)
    for path, items in rows.items():
        for kind in ("fact", "case"):
            chosen = [row for row in items if row["type"] == kind]
            good = [row for row in chosen if _good(row)]
            bad = [row for row in chosen if not _good(row)]
            good_kept = sum(_found(row, facts, cases) for row in good)
            bad_kept = [row for row in bad if _found(row, facts, cases)]
            print(
                f"{path.name} {kind}s: good kept {good_kept}/{len(good)}, "
                f"bad kept {len(bad_kept)}/{len(bad)}"
            )
            if show:
                for row in bad_kept:
                    item = row.get("fact") or row.get("question")
                    print(f"   still bad: {item} | {row['judgement'].get('reason', '')[:90]}")
                for row in good:
                    if not _found(row, facts, cases):
                        print(f"   good gone: {row.get('fact') or row.get('question')}")


def main(argv: list[str] | None = None) -> None:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("judged", nargs="+", type=Path)
    parser.add_argument("--work", type=Path, default=Path("runs/replay"))
    parser.add_argument(
        "--show", action="store_true", help="List the bad items still produced and the good gone."
    )
    parser.add_argument(
        "--full-documents",
        type=Path,
        metavar="CORPUS.json",
        help="Run on the whole articles of CORPUS that hold a judged sentence.",
    )
    args = parser.parse_args(argv)
    replay(args.judged, args.work, args.show, args.full_documents)


if __name__ == "__main__":
    main()
