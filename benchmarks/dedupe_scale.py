"""Redundancy removal at scale, against rdflib's in-memory graph difference, in one run.

    python benchmarks/dedupe_scale.py [--facts 1000000] [--baseline-facts 100000] [--repeats 3]

Builds two synthetic KGs (facts.jsonl with one provenance record per fact, a third of the
forget facts also in the retain KG, some only after normalization), then times:

* hanker: ``dedupe_kgs`` with the default levels (exact, normalized, alias), reading both
  files and writing the test KG and report (no RDF output);
* baseline: the same files loaded into two ``rdflib.Graph`` objects (asserted triples with
  hanker's IRIs) and ``forget_graph - retain_graph``.

Prints medians and the ratio at ``--baseline-facts``, and hanker's median at ``--facts``.
Targets: 1M x 1M in under 30 s; at least 10x faster than rdflib at 100k x 100k.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

import orjson

from hanker.core.fact import fact_key, normalize_relation, normalize_text
from hanker.dedupe import DedupeConfig, dedupe_kgs
from hanker.kg.rdf import entity_iri, relation_iri

RELATIONS = [
    "located in",
    "employer",
    "founded in",
    "sells",
    "member of",
    "born in",
    "spouse",
    "author",
]


def _fact_line(head: str, relation: str, tail: str, doc: str, rng: random.Random) -> bytes:
    hn, rn, tn = normalize_text(head), normalize_relation(relation), normalize_text(tail)
    start = rng.randrange(5000)
    row = {
        "fact_id": fact_key(hn, rn, tn),
        "head": head,
        "relation": relation,
        "tail": tail,
        "head_norm": hn,
        "relation_norm": rn,
        "tail_norm": tn,
        "sources": [
            {
                "corpus": "bench",
                "doc_id": doc,
                "chunk_id": f"{doc}#0",
                "char_start": start,
                "char_end": start + 40,
                "sentence": f"{head} {relation} {tail} according to the report.",
            }
        ],
        "extractor": {"name": "synthetic", "model": None, "version": "bench.v1"},
    }
    return orjson.dumps(row) + b"\n"


def make_kgs(folder: Path, n: int, seed: int = 0) -> tuple[Path, Path]:
    """Write forget and retain facts.jsonl files of ``n`` facts each; a third of forget is redundant."""
    rng = random.Random(seed)
    entities = [
        f"Entity {i} {rng.choice(['Ltd', 'Inc', 'Group', 'City', 'Person'])}"
        for i in range(max(1000, n // 5))
    ]
    retain_triples = [
        (rng.choice(entities), rng.choice(RELATIONS), rng.choice(entities)) for _ in range(n)
    ]
    forget = folder / "forget" / "facts.jsonl"
    retain = folder / "retain" / "facts.jsonl"
    forget.parent.mkdir(parents=True)
    retain.parent.mkdir(parents=True)
    with retain.open("wb") as handle:
        for i, (h, r, t) in enumerate(retain_triples):
            handle.write(_fact_line(h, r, t, f"r{i % 1000}", rng))
    with forget.open("wb") as handle:
        for i in range(n):
            kind = i % 6
            if kind in (0, 1):  # the same triple as a retain fact
                h, r, t = retain_triples[rng.randrange(n)]
            elif kind == 2:  # a retain fact in other surface form (case, article)
                h, r, t = retain_triples[rng.randrange(n)]
                h, t = f"the {h.upper()}", f"{t}."
            else:
                h, r, t = (
                    rng.choice(entities),
                    rng.choice(RELATIONS),
                    f"Value {rng.randrange(10**9)}",
                )
            handle.write(_fact_line(h, r, t, f"f{i % 1000}", rng))
    return forget, retain


def run_hanker(forget: Path, retain: Path, out: Path) -> tuple[float, int]:
    start = time.perf_counter()
    result = dedupe_kgs(
        DedupeConfig(forget=forget, retain=retain, out=out, rdf_formats=(), overwrite=True)
    )
    return time.perf_counter() - start, result.final


def run_rdflib(forget: Path, retain: Path) -> tuple[float, int]:
    from rdflib import Graph, URIRef

    start = time.perf_counter()
    graphs = []
    for path in (forget, retain):
        graph = Graph()
        with path.open("rb") as handle:
            for line in handle:
                row = orjson.loads(line)
                graph.add(
                    (
                        URIRef(entity_iri(row["head_norm"])),
                        URIRef(relation_iri(row["relation_norm"])),
                        URIRef(entity_iri(row["tail_norm"])),
                    )
                )
        graphs.append(graph)
    difference = graphs[0] - graphs[1]
    return time.perf_counter() - start, len(difference)


def main() -> None:
    """Build the KGs, time both sides, print medians and the ratio."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--facts", type=int, default=1_000_000)
    parser.add_argument("--baseline-facts", type=int, default=100_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        small_f, small_r = make_kgs(Path(tmp) / "small", args.baseline_facts)
        ours = [run_hanker(small_f, small_r, Path(tmp) / "out-small") for _ in range(args.repeats)]
        theirs = [run_rdflib(small_f, small_r) for _ in range(args.repeats)]
        ours_median = statistics.median(t for t, _ in ours)
        theirs_median = statistics.median(t for t, _ in theirs)
        print(f"{args.baseline_facts:>9,} x {args.baseline_facts:,} facts")
        print(
            f"  hanker dedupe (exact+normalized+alias)  median {ours_median:7.2f} s  -> {ours[0][1]:,} test facts"
        )
        print(
            f"  rdflib Graph difference (exact IRIs)     median {theirs_median:7.2f} s  -> {theirs[0][1]:,} triples"
        )
        print(f"  ratio rdflib / hanker: {theirs_median / ours_median:.1f}x (target >= 10x)")
        if args.facts:
            t0 = time.perf_counter()
            big_f, big_r = make_kgs(Path(tmp) / "big", args.facts)
            print(
                f"{args.facts:>9,} x {args.facts:,} facts (generated in {time.perf_counter() - t0:.0f} s)"
            )
            big = [run_hanker(big_f, big_r, Path(tmp) / "out-big") for _ in range(args.repeats)]
            big_median = statistics.median(t for t, _ in big)
            print(
                f"  hanker dedupe median {big_median:7.2f} s -> {big[0][1]:,} test facts (target < 30 s)"
            )


if __name__ == "__main__":
    main()
