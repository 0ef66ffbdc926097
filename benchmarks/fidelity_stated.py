"""Which MUSE-News knowmem forget questions does the forget corpus actually state?

    python benchmarks/fidelity_stated.py candidates --out items.jsonl
    python benchmarks/fidelity_stated.py merge items.jsonl judged.json [...] \\
        --out benchmarks/data/muse_knowmem_forget_stated.jsonl

``fidelity_coverage.py`` calls a knowmem question *answerable* when its answer's words occur
anywhere in ``raw/forget.json``. That test is lenient: `19%` is found in "Jacob Bailey, 19",
`11,000` in "Around 11,000 officers", so some answerable questions ask facts the corpus never
states (MUSE wrote its questions from a wider set of articles). A suite that only writes true
cases cannot cover those, so the literal coverage share has a ceiling below 1.

``candidates`` writes, for each answerable question, the six forget sentences that hold its
answer and share the most content words with the question, each with the sentences around it.
A blind reader (the brief is ``benchmarks/data/muse_knowmem_stated_brief.md``) marks each
question *stated* (some candidate states the fact the question asks, with its answer) or not,
and which candidate. ``merge`` joins the readers' JSON lists with the items into the labels
file that ``fidelity_coverage.py --stated`` reads.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from fidelity_coverage import MUSE_NEWS, holds, normalize

_CANDIDATES = 6
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "to",
        "for",
        "by",
        "and",
        "or",
        "what",
        "who",
        "whom",
        "when",
        "where",
        "which",
        "how",
        "did",
        "does",
        "do",
        "is",
        "was",
        "were",
        "are",
        "has",
        "have",
        "had",
        "that",
        "this",
        "with",
        "from",
        "at",
        "as",
        "be",
        "been",
        "its",
        "their",
        "his",
        "her",
        "according",
        "text",
        "excerpt",
    ]
)


def _content(text: str) -> set[str]:
    return {word for word in normalize(text).split() if word not in _STOP}


def candidates(muse: Path, out: Path) -> int:
    """Write one item per answerable question with its candidate sentences; the item count."""
    from hanker.text.nlp import load_spacy

    articles = json.loads((muse / "raw/forget.json").read_text(encoding="utf-8"))
    questions = json.loads((muse / "knowmem/forget_qa.json").read_text(encoding="utf-8"))
    corpus = f" {normalize(' '.join(articles))} "
    nlp = load_spacy()
    sentences: dict[int, list[str]] = {}
    count = 0
    with out.open("w", encoding="utf-8") as handle:
        for number, question in enumerate(questions):
            if f" {normalize(question['answer'])} " not in corpus:
                continue
            found: list[tuple[int, str, str]] = []
            for index, article in enumerate(articles):
                if not holds(article, question["answer"]):
                    continue
                if index not in sentences:
                    sentences[index] = [s.text.strip() for s in nlp(article).sents]
                found.extend(_held(sentences[index], question))
            found.sort(key=lambda item: -item[0])
            item = {
                "id": f"q{number}",
                "question": question["question"],
                "answer": question["answer"],
                "candidates": [{"sentence": s, "passage": p} for _, s, p in found[:_CANDIDATES]],
                "more_candidates": max(0, len(found) - _CANDIDATES),
            }
            handle.write(json.dumps(item, ensure_ascii=False) + "\n")
            count += 1
    return count


def _held(sents: list[str], question: dict[str, str]) -> list[tuple[int, str, str]]:
    """(shared content words, sentence, passage) for each sentence holding the answer."""
    wanted = _content(question["question"])
    return [
        (len(wanted & _content(s)), s, " ".join(sents[max(0, i - 2) : i + 2]))
        for i, s in enumerate(sents)
        if holds(s, question["answer"])
    ]


def merge(items_path: Path, judged: list[Path], out: Path, judge: str) -> tuple[int, int]:
    """Write the labels file (header, then one row per question); (questions, stated)."""
    items = {
        row["id"]: row
        for row in (json.loads(line) for line in items_path.read_text().splitlines() if line)
    }
    verdicts: list[dict[str, Any]] = []
    for path in judged:
        verdicts.extend(json.loads(path.read_text(encoding="utf-8")))
    if sorted(v["id"] for v in verdicts) != sorted(items):
        raise SystemExit("the judged files do not cover the items exactly once")
    rows = []
    for verdict in verdicts:
        item = items[verdict["id"]]
        index = verdict.get("sentence")
        stated = bool(verdict["stated"]) and index is not None
        rows.append(
            {
                "id": item["id"],
                "question": item["question"],
                "answer": item["answer"],
                "stated": stated,
                "sentence": item["candidates"][index]["sentence"] if stated else None,
                "reason": verdict.get("reason", ""),
            }
        )
    rows.sort(key=lambda row: int(row["id"][1:]))
    header = {"format": "muse-knowmem-stated.v1", "judge": judge, "candidates": _CANDIDATES}
    with out.open("w", encoding="utf-8") as handle:
        for row in [{"header": header}, *rows]:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(rows), sum(row["stated"] for row in rows)


def main() -> None:
    """``candidates`` or ``merge``."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("candidates", help="candidate sentences for a blind reader")
    make.add_argument("--muse", type=Path, default=MUSE_NEWS)
    make.add_argument("--out", type=Path, required=True)
    join = commands.add_parser("merge", help="join judgements into the labels file")
    join.add_argument("items", type=Path)
    join.add_argument("judged", type=Path, nargs="+")
    join.add_argument("--out", type=Path, required=True)
    join.add_argument("--judge", default="blind helper readers (brief in benchmarks/data)")
    args = parser.parse_args()
    if args.command == "candidates":
        print(f"{candidates(args.muse, args.out)} answerable questions -> {args.out}")
    else:
        total, stated = merge(args.items, args.judged, args.out, args.judge)
        print(f"{stated} of {total} questions stated -> {args.out}")


if __name__ == "__main__":
    main()
