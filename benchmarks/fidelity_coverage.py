"""Coverage of MUSE-News knowmem questions by the offline audit suite, and facts per 1,000 words.

    nice python benchmarks/fidelity_coverage.py [--limit 200 | --answer-articles] [--out runs/muse]
                                                [--run runs/muse]
                                                [--sample 50 --seed 0]

Runs the offline pipeline with its defaults (``build-kg`` with rules coreference and the
spaCy extractor on the forget and retain corpora, ``dedupe``, ``audit`` with the template
writer) on MUSE-News (``raw/forget.json`` as forget, ``raw/retain2_sample.json`` as retain),
or reads the folders of an earlier run (``--run``: ``forget/``, ``retain/``, ``test/`` and
``suite.jsonl``). Then, for each knowmem forget question whose answer occurs in the forget
corpus (an answerable question):

* **case coverage**: some case asks the same fact, i.e. its answer matches MUSE's answer as
  a whole phrase after normalization (lower case, no punctuation or articles; one may hold the
  other when the longer one is at most three words longer), and its source sentence holds
  MUSE's answer;
* **fact coverage** (the extractor's own recall, independent of the question writer): MUSE's
  answer matches the head or the tail of some fact whose source sentence holds it.

Prints both shares (the misses listed), facts per 1,000 words of the forget corpus, facts
and cases, the wall time of each stage, and with ``--sample N`` N random facts of the test
KG (fixed ``--seed``) with their source sentences, for judging by hand.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import string
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hanker.dedupe import DedupeConfig, dedupe_kgs
from hanker.extract.build import BuildConfig, build_kg
from hanker.synth.audit import AuditConfig, build_audit

MUSE_NEWS = Path(__file__).resolve().parents[1] / "../shared/corpora/muse/news"
_STATED = Path(__file__).resolve().parent / "data/muse_knowmem_forget_stated.jsonl"
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_SLACK = 3  # words the longer answer may have beyond the shorter one


def normalize(text: str) -> str:
    """SQuAD-style answer normalization: lower case, no punctuation, no articles, single spaces."""
    text = text.lower().replace("’", "'")
    text = "".join(" " if ch in string.punctuation else ch for ch in text)
    return " ".join(_ARTICLES.sub(" ", text).split())


def holds(haystack: str, needle: str) -> bool:
    """Whether normalized ``needle`` occurs in normalized ``haystack`` as a whole phrase."""
    n, h = normalize(needle), normalize(haystack)
    return bool(n) and f" {n} " in f" {h} "


def answers_match(case_answer: str, muse_answer: str) -> bool:
    """Equal after normalization, or one holds the other as a whole phrase with little more."""
    a, b = normalize(case_answer), normalize(muse_answer)
    if not a or not b:
        return False
    if a == b:
        return True
    shorter, longer = sorted((a, b), key=len)
    return holds(longer, shorter) and len(longer.split()) - len(shorter.split()) <= _SLACK


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def run_pipeline(forget: Path, retain: Path, out: Path, kg_only: bool = False) -> dict[str, float]:
    """build-kg (forget, retain), dedupe, audit with the offline defaults; seconds per stage.

    ``kg_only``: the forget KG alone (fact coverage and density, no cases)."""
    times: dict[str, float] = {}
    start = time.perf_counter()
    sources = (("forget", forget),) if kg_only else (("forget", forget), ("retain", retain))
    for name, source in sources:
        build_kg(BuildConfig(sources=(str(source),), out=out / name, rdf_formats=()))
        times[f"build-kg {name}"] = time.perf_counter() - start
        start = time.perf_counter()
    if kg_only:
        return times
    dedupe_kgs(
        DedupeConfig(forget=out / "forget", retain=out / "retain", out=out / "test", rdf_formats=())
    )
    times["dedupe"] = time.perf_counter() - start
    start = time.perf_counter()
    build_audit(AuditConfig(test_kg=out / "test", out=out / "suite.jsonl"))
    times["audit"] = time.perf_counter() - start
    return times


def _sentence(source: dict[str, Any]) -> str:
    return str(source.get("sentence") or source.get("text") or "")


def coverage(
    questions: Iterable[dict[str, str]],
    corpus: str,
    facts: list[dict[str, Any]],
    cases: list[dict[str, Any]],
) -> dict[str, Any]:
    """Answerable questions, and which of them a case (and a fact) covers."""
    text = normalize(corpus)
    answerable = [q for q in questions if f" {normalize(q['answer'])} " in f" {text} "]
    case_hits, fact_hits, misses = 0, 0, []
    for q in answerable:
        answer = q["answer"]
        by_case = any(
            answers_match(c["answer"], answer) and holds(_sentence(c.get("source", {})), answer)
            for c in cases
        )
        by_fact = any(
            (answers_match(f["tail"], answer) or answers_match(f["head"], answer))
            and any(holds(_sentence(s), answer) for s in f.get("sources", []))
            for f in facts
        )
        case_hits += by_case
        fact_hits += by_fact
        if not by_case:
            misses.append((q["question"], answer, by_fact))
    n = max(len(answerable), 1)
    return {
        "answerable": len(answerable),
        "case_coverage": case_hits / n,
        "fact_coverage": fact_hits / n,
        "misses": misses,
    }


def main() -> None:
    """Run (or read) the pipeline, print coverage, density, timings and an optional fact sample."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--muse", type=Path, default=MUSE_NEWS, help="MUSE-News folder")
    parser.add_argument("--run", type=Path, help="read this earlier run instead of running")
    parser.add_argument("--out", type=Path, help="keep the run here (default: a temp folder)")
    parser.add_argument("--limit", type=int, help="only the first N forget articles")
    parser.add_argument(
        "--answer-articles",
        action="store_true",
        help="only the forget articles that hold a knowmem answer (a quick coverage estimate)",
    )
    parser.add_argument(
        "--stated",
        type=Path,
        default=_STATED,
        help="labels of which questions the corpus states (fidelity_stated.py); '' for none",
    )
    parser.add_argument("--sample", type=int, default=0, help="print N random test facts")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--kg-only", action="store_true", help="build the forget KG only: fact coverage, density"
    )
    args = parser.parse_args()
    articles = json.loads((args.muse / "raw/forget.json").read_text(encoding="utf-8"))
    questions = json.loads((args.muse / "knowmem/forget_qa.json").read_text(encoding="utf-8"))
    if args.limit:
        articles = articles[: args.limit]
    if args.answer_articles:
        answers = [f" {normalize(q['answer'])} " for q in questions]
        articles = [a for a in articles if any(x in f" {normalize(a)} " for x in answers)]
    with tempfile.TemporaryDirectory() as tmp:
        run = args.run or args.out or Path(tmp)
        if args.run is None:
            forget = Path(tmp) / "forget.json"
            forget.write_text(json.dumps(articles), encoding="utf-8")
            times = run_pipeline(forget, args.muse / "raw/retain2_sample.json", run, args.kg_only)
        else:
            times = {}
        forget_facts = _rows(run / "forget" / "facts.jsonl")
        test = run / "test" / "facts.jsonl"
        facts = _rows(test) if test.exists() else forget_facts
        suite = run / "suite.jsonl"
        cases = [
            c
            for c in (_rows(suite) if suite.exists() else [])
            if c.get("kind", "question") == "question"
        ]
        report(articles, questions, forget_facts, facts, cases, times)
        if args.stated and args.stated.is_file() and not (args.limit or args.answer_articles):
            stated_report(_rows(args.stated), facts, cases)
        if args.sample:
            sample(facts, args.sample, args.seed)


def report(
    articles: list[str],
    questions: list[dict[str, str]],
    forget_facts: list[dict[str, Any]],
    facts: list[dict[str, Any]],
    cases: list[dict[str, Any]],
    times: dict[str, float],
) -> None:
    """Print coverage (cases, test facts, forget facts), density and timings."""
    corpus = "\n".join(articles)
    words = len(corpus.split())
    result = coverage(questions, corpus, facts, cases)
    before_dedupe = coverage(questions, corpus, forget_facts, [])
    print(f"forget articles {len(articles)}, words {words}")
    print(
        f"forget facts {len(forget_facts)} ({1000 * len(forget_facts) / words:.1f} per 1,000 words)"
        f", test facts {len(facts)} ({1000 * len(facts) / words:.1f} per 1,000 words)"
        f", question cases {len(cases)}"
    )
    print(f"answerable knowmem questions: {result['answerable']} of {len(questions)}")
    shown = f"{result['case_coverage']:.2f}" if cases else "n/a (no suite)"
    print(f"case coverage: {shown}")
    print(
        f"fact coverage: {result['fact_coverage']:.2f} (test KG), "
        f"{before_dedupe['fact_coverage']:.2f} (forget KG)"
    )
    for name, seconds in times.items():
        print(f"  {name:18s} {seconds:7.1f} s")
    if times:
        print(f"  {'pipeline':18s} {sum(times.values()):7.1f} s")
    print("misses (question | MUSE answer | a fact has it):")
    for question, answer, by_fact in result["misses"]:
        print(f"  - {question} | {answer} | {'yes' if by_fact else 'no'}")


def _same_sentence(ours: str, stated: str) -> bool:
    """Whether a case's source sentence is the stating one (segmenters may cut them apart)."""
    shorter, longer = sorted((ours, stated), key=lambda text: len(normalize(text)))
    return len(normalize(shorter).split()) >= 4 and holds(longer, shorter)


def stated_report(
    labels: list[dict[str, Any]], facts: list[dict[str, Any]], cases: list[dict[str, Any]]
) -> None:
    """Coverage of the questions whose fact the corpus states (a blind reader's labels), by a
    case or a fact from the stating sentence itself."""
    rows = [row for row in labels if "question" in row]
    stated = [row for row in rows if row["stated"]]
    by_case = [
        row
        for row in stated
        if any(
            answers_match(c["answer"], row["answer"])
            and _same_sentence(_sentence(c.get("source", {})), row["sentence"])
            for c in cases
        )
    ]
    by_fact = [
        row
        for row in stated
        if any(
            (answers_match(f["tail"], row["answer"]) or answers_match(f["head"], row["answer"]))
            and any(_same_sentence(_sentence(s), row["sentence"]) for s in f.get("sources", []))
            for f in facts
        )
    ]
    n = max(len(stated), 1)
    print(f"\nstated questions (the corpus states the fact): {len(stated)} of {len(rows)}")
    print(
        f"  ceiling of case coverage for a suite of true cases: {len(stated) / max(len(rows), 1):.2f}"
    )
    print(f"  stated case coverage (from the stating sentence): {len(by_case) / n:.2f}")
    print(f"  stated fact coverage (from the stating sentence): {len(by_fact) / n:.2f}")
    covered = {row["id"] for row in by_case}
    print("stated misses (question | MUSE answer | a fact has it):")
    for row in stated:
        if row["id"] not in covered:
            has = "yes" if row in by_fact else "no"
            print(f"  - {row['question']} | {row['answer']} | {has}")


def sample(facts: list[dict[str, Any]], n: int, seed: int) -> None:
    """Print ``n`` random facts with their source sentences (fixed seed)."""
    rng = random.Random(seed)
    print(f"\nsample of {n} test facts (seed {seed}):")
    for number, fact in enumerate(rng.sample(facts, min(n, len(facts))), 1):
        sentence = _sentence(fact["sources"][0]) if fact.get("sources") else ""
        print(f"{number:3d}. ({fact['head']} | {fact['relation']} | {fact['tail']})")
        print(f"     {sentence}")


if __name__ == "__main__":
    main()
