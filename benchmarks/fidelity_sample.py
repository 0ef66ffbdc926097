"""Samples for a blind judgement of an audit suite's fidelity (issue 9: AK, QR, QC, AC).

    python benchmarks/fidelity_sample.py sample --kg TEST_KG --suite SUITE.jsonl --genre news \\
        [--facts 100] [--cases 100] [--seed 0] [--out benchmarks/data/fidelity_sample_news.jsonl] \\
        [--unjudged 'benchmarks/data/fidelity_blind_*.jsonl']
    python benchmarks/fidelity_sample.py tofu-corpus [--tofu ../shared/corpora/tofu] --out tofu.json
    python benchmarks/fidelity_sample.py subset CORPUS.json --n 150 --seed 2 [--exclude-seed 0] \\
        --out subset.json

``sample`` draws, with a fixed seed, N facts of the test KG and N cases of the suite and
writes one JSON line per item holding only what a reader who never saw the code needs: the
triple (a fact) or the question and reference answer (a case), the source sentence as the
source words it, and a short passage around it (the sentence before and after); when the item
names someone or something the passage does not (a pronoun the pipeline resolved further back),
the latest earlier sentence of the same document that names it, as ``named_earlier``; plus an id
linking back to the fact or case, and empty judgement fields (AK for facts; QR, QC, AC for
cases; 1 or 0, with a one-line reason) for the reader to fill in.

With ``--unjudged GLOB`` the draw skips every item whose source sentence a judged file
matching GLOB holds, so a new judgement reads sentences no earlier reader saw.

``tofu-corpus`` writes the second genre's corpus: TOFU's fictitious-author biographies, the
answers of ``forget10`` and ``retain90`` with each run of 20 consecutive rows (one author)
joined as one document, as a JSON list of strings that ``hanker build-kg`` reads.
"""

from __future__ import annotations

import argparse
import glob
import json
import random
import re
from pathlib import Path
from typing import Any

SAMPLE_VERSION = "fidelity-sample.v2"
_ROWS_PER_AUTHOR = 20


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


_NAME = re.compile(r"[A-Z][\w'’.&-]*(?:\s+(?:of\s+|de\s+|van\s+)?[A-Z][\w'’.&-]*)*")
_NOT_NAMES = frozenset(
    [
        "What",
        "Who",
        "Whom",
        "Whose",
        "When",
        "Where",
        "Which",
        "How",
        "Why",
        "According",
        "In",
        "On",
        "At",
        "By",
        "To",
        "For",
        "With",
        "From",
        "During",
        "Did",
        "Does",
        "Do",
        "Is",
        "Was",
        "Are",
        "Were",
        "Has",
        "Have",
        "Had",
        "Can",
        "Could",
        "Will",
        "Would",
        "The",
        "A",
        "An",
        "Of",
        "After",
        "Before",
    ]
)


class _Sources:
    """Sentences of a KG's chunks: each one's passage, and the document's earlier sentences."""

    def __init__(self, kg: Path) -> None:
        self.passages: dict[tuple[str, int, int], str] = {}
        self.chunk_doc: dict[str, str] = {}
        self.doc_sentences: dict[str, list[tuple[int, str]]] = {}
        for chunk in _read_jsonl(kg / "chunks.jsonl"):
            rows = chunk.get("sentences") or []
            base = chunk["start"]
            texts = [chunk["text"][r["start"] - base : r["end"] - base] for r in rows]
            self.chunk_doc[chunk["chunk_id"]] = chunk.get("doc_id", chunk["chunk_id"])
            into = self.doc_sentences.setdefault(self.chunk_doc[chunk["chunk_id"]], [])
            for index, row in enumerate(rows):
                around = texts[max(index - 1, 0) : index + 2]
                self.passages[(chunk["chunk_id"], row["start"], row["end"])] = " ".join(around)
                into.append((row["start"], texts[index]))

    def source(self, source: dict[str, Any], item_text: str) -> dict[str, str]:
        """The item's sentence, its passage and, where needed, the sentence naming a referent."""
        chunk = str(source.get("chunk_id"))
        start = source.get("char_start", -1)
        sentence = str(source.get("sentence", ""))
        passage = self.passages.get((chunk, start, source.get("char_end", -1)), sentence)
        out = {"source_sentence": sentence, "passage": passage}
        earlier = self.named_earlier(chunk, start, passage, item_text)
        if earlier:
            out["named_earlier"] = earlier
        return out

    def named_earlier(self, chunk: str, start: int, passage: str, item_text: str) -> str:
        """The latest sentence before ``start`` naming a name of ``item_text`` the passage lacks."""
        earlier = sorted(
            (s for s in self.doc_sentences.get(self.chunk_doc.get(chunk, ""), []) if s[0] < start),
            reverse=True,
        )
        for name in _names(item_text):
            if name in passage:
                continue
            for _, text in earlier:
                if name in text and text not in passage:
                    return text
        return ""


def _names(text: str) -> list[str]:
    """Runs of capitalised words in ``text``, without question words and sentence openers."""
    names = []
    for match in _NAME.finditer(text):
        words = match.group().split()
        while words and words[0] in _NOT_NAMES:
            words = words[1:]
        if words:
            names.append(re.sub(r"['’]s?$", "", " ".join(words)))
    return [n for n in names if n]


def _blank(*measures: str) -> dict[str, Any]:
    return {m: None for m in measures} | {"reason": ""}


def judged_sentences(pattern: str) -> set[str]:
    """The source sentences (whitespace normalised) of every item of the judged files that
    ``pattern`` matches, so that a new judgement can read sentences no earlier one read."""
    used: set[str] = set()
    for path in sorted(glob.glob(pattern)):
        for row in _read_jsonl(Path(path)):
            if row.get("source_sentence"):
                used.add(" ".join(str(row["source_sentence"]).split()))
    return used


def _drawn(
    rows: list[dict[str, Any]], n: int, rng: random.Random, make: Any, used: set[str]
) -> list[dict[str, Any]]:
    """``n`` items made from rows in a seeded random order, skipping those whose source
    sentence is in ``used`` (with nothing used, the plain seeded sample of earlier versions)."""
    if not used:
        return [make(row) for row in rng.sample(rows, min(n, len(rows)))]
    items: list[dict[str, Any]] = []
    for row in rng.sample(rows, len(rows)):
        item = make(row)
        if " ".join(item["source_sentence"].split()) not in used:
            items.append(item)
        if len(items) == n:
            break
    return items


def sample(
    kg: Path, suite: Path, genre: str, facts: int, cases: int, seed: int, used: set[str]
) -> list[dict]:
    """The sampled facts and cases of a test KG and its suite, each as a blind reader sees it;
    items whose source sentence is in ``used`` are skipped."""
    sources = _Sources(kg)
    rng = random.Random(seed)
    fact_rows = _read_jsonl(kg / "facts.jsonl")
    case_rows = [c for c in _read_jsonl(suite) if c.get("kind", "question") == "question"]

    def fact_item(row: dict[str, Any]) -> dict[str, Any]:
        text = " ".join((row["head"], row["relation"], row["tail"]))
        return {
            "id": f"{genre}-fact-{row['fact_id']}",
            "type": "fact",
            "fact": {"head": row["head"], "relation": row["relation"], "tail": row["tail"]},
            **sources.source(row["sources"][0], text),
            "judgement": _blank("AK"),
        }

    def case_item(row: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": f"{genre}-case-{row['id']}",
            "type": "case",
            "question": row["question"],
            "answer": row["answer"],
            **sources.source(row.get("source") or {}, f"{row['question']} {row['answer']}"),
            "judgement": _blank("QR", "QC", "AC"),
        }

    return _drawn(fact_rows, facts, rng, fact_item, used) + _drawn(
        case_rows, cases, rng, case_item, used
    )


def tofu_documents(tofu: Path) -> list[str]:
    """One document per TOFU author: the answers of 20 consecutive rows, forget10 then retain90."""
    documents = []
    for split in ("forget10", "retain90"):
        rows = _read_jsonl(tofu / f"{split}.jsonl")
        for start in range(0, len(rows), _ROWS_PER_AUTHOR):
            answers = [r["answer"].strip() for r in rows[start : start + _ROWS_PER_AUTHOR]]
            documents.append(" ".join(a for a in answers if a))
    return documents


def subset(corpus: Path, n: int, seed: int, exclude_seeds: list[int]) -> list[str]:
    """``n`` documents drawn with ``seed`` from those that ``n`` draws with ``exclude_seeds``
    left out (so a new judgement reads documents the earlier ones never saw)."""
    documents = json.loads(corpus.read_text(encoding="utf-8"))
    seen: set[int] = set()
    for other in exclude_seeds:
        seen |= set(random.Random(other).sample(range(len(documents)), min(n, len(documents))))
    left = [i for i in range(len(documents)) if i not in seen]
    chosen = random.Random(seed).sample(left, min(n, len(left)))
    return [documents[i] for i in sorted(chosen)]


def main() -> None:
    """Command line: ``sample`` or ``tofu-corpus``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    one = sub.add_parser("sample", help="sample facts and cases for a blind judgement")
    one.add_argument(
        "--kg", type=Path, required=True, help="the test KG folder the suite was built from"
    )
    one.add_argument("--suite", type=Path, required=True)
    one.add_argument("--genre", required=True, help="name in ids and the output file: news, tofu")
    one.add_argument("--facts", type=int, default=100)
    one.add_argument("--cases", type=int, default=100)
    one.add_argument("--seed", type=int, default=0)
    one.add_argument("--out", type=Path)
    one.add_argument(
        "--unjudged",
        metavar="GLOB",
        help="skip items whose source sentence a judged file matching GLOB holds "
        "(e.g. 'benchmarks/data/fidelity_blind_*.jsonl')",
    )
    two = sub.add_parser("tofu-corpus", help="write the TOFU biographies as a build-kg corpus")
    two.add_argument("--tofu", type=Path, default=Path("../shared/corpora/tofu"))
    two.add_argument("--out", type=Path, required=True)
    three = sub.add_parser("subset", help="draw N documents of a JSON-list corpus")
    three.add_argument("corpus", type=Path)
    three.add_argument("--n", type=int, required=True)
    three.add_argument("--seed", type=int, default=0)
    three.add_argument(
        "--exclude-seed",
        type=int,
        action="append",
        default=[],
        help="leave out the documents an earlier subset of the same N drew with this seed",
    )
    three.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    if args.mode == "subset":
        documents = subset(args.corpus, args.n, args.seed, args.exclude_seed)
        args.out.write_text(json.dumps(documents, ensure_ascii=False, indent=0), encoding="utf-8")
        print(f"{len(documents)} documents -> {args.out}")
        return
    if args.mode == "tofu-corpus":
        documents = tofu_documents(args.tofu)
        args.out.write_text(json.dumps(documents, ensure_ascii=False, indent=0), encoding="utf-8")
        print(f"{len(documents)} author documents -> {args.out}")
        return
    used = judged_sentences(args.unjudged) if args.unjudged else set()
    items = sample(args.kg, args.suite, args.genre, args.facts, args.cases, args.seed, used)
    out = args.out or Path(__file__).with_name("data") / f"fidelity_sample_{args.genre}.jsonl"
    header = {
        "format": SAMPLE_VERSION,
        "genre": args.genre,
        "seed": args.seed,
        "kg": str(args.kg),
        "unjudged": args.unjudged,
    }
    with out.open("w", encoding="utf-8") as handle:
        handle.write(json.dumps({"header": header}, ensure_ascii=False) + "\n")
        for item in items:
            handle.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"{sum(i['type'] == 'fact' for i in items)} facts, {len(items)} items -> {out}")


if __name__ == "__main__":
    main()
