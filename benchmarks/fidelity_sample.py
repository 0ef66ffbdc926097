"""Samples for a blind judgement of an audit suite's fidelity (issue 9: AK, QR, QC, AC).

    python benchmarks/fidelity_sample.py sample --kg TEST_KG --suite SUITE.jsonl --genre news \\
        [--facts 100] [--cases 100] [--seed 0] [--out benchmarks/data/fidelity_sample_news.jsonl]
    python benchmarks/fidelity_sample.py tofu-corpus [--tofu ../shared/corpora/tofu] --out tofu.json
    python benchmarks/fidelity_sample.py subset CORPUS.json --n 150 --seed 2 [--exclude-seed 0] \\
        --out subset.json

``sample`` draws, with a fixed seed, N facts of the test KG and N cases of the suite and
writes one JSON line per item holding only what a reader who never saw the code needs: the
triple (a fact) or the question and reference answer (a case), the source sentence as the
source words it, and a short passage around it (the sentence before and after); plus an id
linking back to the fact or case, and empty judgement fields (AK for facts; QR, QC, AC for
cases; 1 or 0, with a one-line reason) for the reader to fill in.

``tofu-corpus`` writes the second genre's corpus: TOFU's fictitious-author biographies, the
answers of ``forget10`` and ``retain90`` with each run of 20 consecutive rows (one author)
joined as one document, as a JSON list of strings that ``hanker build-kg`` reads.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

SAMPLE_VERSION = "fidelity-sample.v1"
_ROWS_PER_AUTHOR = 20


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _passages(kg: Path) -> dict[tuple[str, int, int], str]:
    """(chunk id, start, end) of each sentence -> the sentence with its neighbours, as written."""
    out: dict[tuple[str, int, int], str] = {}
    for chunk in _read_jsonl(kg / "chunks.jsonl"):
        rows = chunk.get("sentences") or []
        texts = [
            chunk["text"][r["start"] - chunk["start"] : r["end"] - chunk["start"]] for r in rows
        ]
        for index, row in enumerate(rows):
            around = texts[max(index - 1, 0) : index + 2]
            out[(chunk["chunk_id"], row["start"], row["end"])] = " ".join(around)
    return out


def _source(source: dict[str, Any], passages: dict[tuple[str, int, int], str]) -> dict[str, str]:
    key = (str(source.get("chunk_id")), source.get("char_start", -1), source.get("char_end", -1))
    sentence = str(source.get("sentence", ""))
    return {"source_sentence": sentence, "passage": passages.get(key, sentence)}


def _blank(*measures: str) -> dict[str, Any]:
    return {m: None for m in measures} | {"reason": ""}


def sample(kg: Path, suite: Path, genre: str, facts: int, cases: int, seed: int) -> list[dict]:
    """The sampled facts and cases of a test KG and its suite, each as a blind reader sees it."""
    passages = _passages(kg)
    rng = random.Random(seed)
    fact_rows = _read_jsonl(kg / "facts.jsonl")
    case_rows = [c for c in _read_jsonl(suite) if c.get("kind", "question") == "question"]
    items: list[dict[str, Any]] = []
    for row in rng.sample(fact_rows, min(facts, len(fact_rows))):
        items.append(
            {
                "id": f"{genre}-fact-{row['fact_id']}",
                "type": "fact",
                "fact": {"head": row["head"], "relation": row["relation"], "tail": row["tail"]},
                **_source(row["sources"][0], passages),
                "judgement": _blank("AK"),
            }
        )
    for row in rng.sample(case_rows, min(cases, len(case_rows))):
        items.append(
            {
                "id": f"{genre}-case-{row['id']}",
                "type": "case",
                "question": row["question"],
                "answer": row["answer"],
                **_source(row.get("source") or {}, passages),
                "judgement": _blank("QR", "QC", "AC"),
            }
        )
    return items


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
    items = sample(args.kg, args.suite, args.genre, args.facts, args.cases, args.seed)
    out = args.out or Path(__file__).with_name("data") / f"fidelity_sample_{args.genre}.jsonl"
    header = {"format": SAMPLE_VERSION, "genre": args.genre, "seed": args.seed, "kg": str(args.kg)}
    with out.open("w", encoding="utf-8") as handle:
        handle.write(json.dumps({"header": header}, ensure_ascii=False) + "\n")
        for item in items:
            handle.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"{sum(i['type'] == 'fact' for i in items)} facts, {len(items)} items -> {out}")


if __name__ == "__main__":
    main()
