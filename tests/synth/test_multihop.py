"""Multi-hop cases: every pair of PISTOL forget facts sharing an entity gets a clear 2-hop case
(or is dropped, rarely, with its reason counted); template questions for each relation shape."""

from __future__ import annotations

import itertools
import json
import re
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.core.fact import Fact, iter_facts, normalize_text


def _mentions(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I) is not None


@pytest.fixture(scope="module")
def pistol_suite(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[list[Fact], list[dict[str, Any]], Path]:
    """Two forget contracts sharing company A; their ground-truth facts as the test KG; audit --hops 2."""
    from hanker.pistol.compile import CompileConfig, compile_dataset

    root = tmp_path_factory.mktemp("pistol-hops")
    compile_dataset(
        CompileConfig(
            out=root / "pistol",
            topology="dataset1",
            seed=2026,
            forget_edges=("A_C", "A_C2"),
            style="classic",
        )
    )
    kg = root / "kg"
    kg.mkdir()
    shutil.copy(root / "pistol" / "splits" / "forget_facts.jsonl", kg / "facts.jsonl")
    result = CliRunner().invoke(
        cli, ["audit", str(kg), "--out", str(root / "suite.jsonl"), "--hops", "2"]
    )
    assert result.exit_code == 0, result.output
    assert "multi-hop cases" in result.output
    rows = [json.loads(line) for line in (root / "suite.jsonl").read_text().splitlines()]
    return list(iter_facts(kg / "facts.jsonl")), rows, root / "suite.jsonl"


def _pairs(facts: list[Fact]) -> list[frozenset[str]]:
    """Every pair of facts that share an entity and have a path (two different far ends)."""
    pairs = []
    for a, b in itertools.combinations(facts, 2):
        shared = {a.head_norm, a.tail_norm} & {b.head_norm, b.tail_norm}
        far = {a.head_norm, a.tail_norm, b.head_norm, b.tail_norm} - shared
        if shared and len(far) == 2:  # two facts on the same two ends have no path
            pairs.append(frozenset((a.fact_id, b.fact_id)))
    return pairs


@pytest.mark.slow
def test_every_pair_sharing_an_entity_has_a_case_or_a_counted_reason(
    pistol_suite: tuple[list[Fact], list[dict[str, Any]], Path],
) -> None:
    facts, rows, suite = pistol_suite
    covered = {frozenset(r["path"]) for r in rows if r["hops"] == 2}
    pairs = _pairs(facts)
    edges = {f.fact_id: f.meta["edge"] for f in facts}
    across = [p for p in pairs if len({edges[f] for f in p}) == 2]
    assert across, "the two forget contracts share company A: paths through it must exist"
    assert len(covered) == len(rows_of(rows, 2)), "one case per pair"
    dropped_rows = [
        json.loads(x) for x in Path(f"{suite}.hops.dropped.jsonl").read_text().splitlines()
    ]
    dropped = {frozenset(d["path"]): d["reason"] for d in dropped_rows}
    missing = [p for p in pairs if p not in covered]
    # every pair without a case is listed with its reason, and counted in the quality report
    assert all(p in dropped for p in missing), [p for p in missing if p not in dropped]
    assert not set(dropped) & covered
    counts = json.loads(Path(f"{suite}.quality.json").read_text())["rejections"]["by_reason"]
    for reason, number in Counter(dropped.values()).items():
        assert counts[f"multi-hop pair dropped: {reason}"] == number
    # dropping is rare and only for paths with no one clear answer
    assert len(missing) <= 0.05 * len(pairs), (len(missing), len(pairs), dropped)
    assert set(dropped.values()) <= {
        "the first fact does not single out the bridge",  # both contracts have customer E
        "the bridge is a term each document defines for itself",  # "the Seller" of each
        "no clean question: a number that two different attributes share",  # 21 days of each
    }, dropped
    # the paths through the shared customer, across the two contracts, are asked
    assert sum(p in covered for p in across) >= 2, across


def rows_of(rows: list[dict[str, Any]], hops: int) -> list[dict[str, Any]]:
    return [r for r in rows if r["hops"] == hops]


@pytest.mark.slow
def test_paths_are_valid_and_questions_hide_answer_and_bridge(
    pistol_suite: tuple[list[Fact], list[dict[str, Any]], Path],
) -> None:
    facts, rows, _ = pistol_suite
    by_id = {f.fact_id: f for f in facts}
    hop_rows = rows_of(rows, 2)
    assert hop_rows
    for row in rows:
        assert row["path"][-1] == row["fact_id"]
    for row in hop_rows:
        first, second = (by_id[f] for f in row["path"])
        assert first.fact_id != second.fact_id
        shared = {first.head_norm, first.tail_norm} & {second.head_norm, second.tail_norm}
        assert normalize_text(row["bridge"]) in shared
        assert normalize_text(row["answer"]) in {second.head_norm, second.tail_norm}
        assert normalize_text(row["answer"]) != normalize_text(row["bridge"])
        assert not _mentions(row["question"], row["answer"]), row
        assert not _mentions(row["question"], row["bridge"]), row
        assert row["generator"]["prompt_version"] == "multihop-template.v2"


# grammar red flags of a badly composed question, written out here independently of the writer
_RED_FLAGS = {
    "doubled word": re.compile(r"\b(\w+) \1\b", re.I),
    "of the end of": re.compile(r"\bof the end of\b", re.I),
    "capitalised article mid-sentence": re.compile(r"(?<=[a-z0-9,] )(The|A|An|This|These)\b"),
    "either Party in a noun phrase": re.compile(r"\b(of|the|by|to)\s+either\b", re.I),
    "relation read as a noun": re.compile(
        r"\b(chosen by|paid by|after days|due days|in dollars) (of|is|are)\b"
    ),
    "bare document name": re.compile(r"\b(of|under) (sales|supply) contract\b"),
    "the one whose": re.compile(r"\bthe one (whose|that)\b"),
    "two questions": re.compile(r"\?.+\?"),
}


@pytest.mark.slow
def test_multi_hop_questions_read_as_one_clear_question(
    pistol_suite: tuple[list[Fact], list[dict[str, Any]], Path],
) -> None:
    _, rows, _ = pistol_suite
    questions = [r["question"] for r in rows_of(rows, 2)]
    assert len(questions) >= 250
    for question in questions:
        assert question[:1].isupper() and question.endswith("?"), question
        flags = [name for name, pattern in _RED_FLAGS.items() if pattern.search(question)]
        assert not flags, (question, flags)
        assert len(question.split()) <= 25, question
    # every relation of the contract is asked about, in its own wording
    assert any(
        q.startswith("How many days after delivery is the invoice due under") for q in questions
    )
    assert any(
        q.startswith("After how many days does a late penalty apply under") for q in questions
    )
    assert any(q.startswith("By whom are the shipping costs paid under") for q in questions)
    assert any("whose goods sold are standing desks" in q for q in questions)
    assert any(
        q.startswith("Which other sales contract has the same customer as") for q in questions
    )


@pytest.fixture(scope="module")
def extracted_suite(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """The multi-hop cases of a KG that build-kg extracted from PISTOL contracts (seed 0, two
    wording styles), as `hanker audit --hops 2` writes them."""
    from hanker.pistol.compile import CompileConfig, compile_dataset

    root = tmp_path_factory.mktemp("pistol-extracted")
    compile_dataset(
        CompileConfig(
            out=root / "pistol", topology="dataset1", seed=0, forget_edges=("A_C", "A_C2")
        )
    )
    runner = CliRunner()
    built = runner.invoke(
        cli, ["build-kg", str(root / "pistol"), "--split", "forget", "--out", str(root / "kg")]
    )
    assert built.exit_code == 0, built.output
    out = root / "suite.jsonl"
    result = runner.invoke(cli, ["audit", str(root / "kg"), "--out", str(out), "--hops", "2"])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in out.read_text().splitlines()]


@pytest.mark.slow
def test_multi_hop_questions_on_an_extracted_kg_read_cleanly(
    extracted_suite: list[dict[str, Any]],
) -> None:
    hop_rows = rows_of(extracted_suite, 2)
    assert len(hop_rows) >= 50
    for row in hop_rows:
        question = row["question"]
        assert question[:1].isupper() and question.endswith("?"), question
        flags = [name for name, pattern in _RED_FLAGS.items() if pattern.search(question)]
        assert not flags, (question, flags)
        assert len(question.split()) <= 25, question
        assert not _mentions(question, row["answer"]) and not _mentions(question, row["bridge"])


def _two_facts() -> tuple[list[Fact], dict[str, Any]]:
    from hanker.core.fact import ExtractorInfo, Source, make_fact
    from hanker.synth.base import SynthesisInput

    texts = {
        ("Mara Lind", "founded", "Qpubwe"): "Mara Lind founded Qpubwe in 1998.",
        ("Qpubwe", "acquired", "Tollbridge"): "In 2004 Qpubwe acquired Tollbridge.",
    }
    extractor = ExtractorInfo(name="test", model=None, version="v")
    facts = [
        make_fact(h, r, t, [Source("c", "d", None, 0, len(s), s)], extractor)
        for (h, r, t), s in texts.items()
    ]
    inputs = {
        f.fact_id: SynthesisInput(f.fact_id, f.head, f.relation, f.tail, s, s, {})
        for f, s in zip(facts, texts.values(), strict=True)
    }
    return facts, inputs


def test_template_describes_the_bridge_through_the_first_fact() -> None:
    from collections import Counter

    from hanker.synth.multihop import TemplateHopWriter, hop_pairs, multihop_cases

    facts, inputs = _two_facts()
    pairs = hop_pairs(facts, inputs)
    assert len(pairs) == 1
    rejections: Counter[str] = Counter()
    cases = multihop_cases(pairs, TemplateHopWriter(), rejections)
    assert len(cases) == 1, rejections
    case = cases[0]
    assert case["answer"] == "Tollbridge"
    assert case["path"] == [facts[0].fact_id, facts[1].fact_id]
    assert case["question"] == "What did the organisation that Mara Lind founded acquire?"


class _HopStub:
    """An OpenAI-compatible chat server for the multi-hop prompt: one candidate naming the
    bridge (to be rejected) and one describing it through the first fact's other end."""

    def __init__(self) -> None:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        self.prompts: list[str] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                user = next(m["content"] for m in body["messages"] if m["role"] == "user")
                stub.prompts.append(user)
                fields = dict(line.split(": ", 1) for line in user.splitlines() if ": " in line)
                head, _, tail = fields["First fact"].strip("()").split(" | ")
                cue = tail if head == fields["Bridge"] else head
                reply = [
                    {"question": f"What about {fields['Bridge']}?", "answer": fields["Answer"]},
                    {
                        "question": f"What is linked to what {cue} is linked to?",
                        "answer": fields["Answer"],
                    },
                ]
                content = json.dumps(reply)
                data = json.dumps(
                    {
                        "id": "x",
                        "object": "chat.completion",
                        "created": 0,
                        "model": "stub",
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": content},
                                "finish_reason": "stop",
                            }
                        ],
                    }
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_llm_writer_gets_both_facts_and_passages_and_is_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from collections import Counter

    from hanker.llm.openai_client import OpenAIClient
    from hanker.synth.multihop import hop_pairs, multihop_cases
    from hanker.synth.multihop_llm import LLMHopWriter

    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    facts, inputs = _two_facts()
    stub = _HopStub()
    try:
        client = OpenAIClient(model="stub-model", base_url=stub.base_url, max_retries=1)
        writer = LLMHopWriter(client, "openai", tmp_path / "hops.cache.jsonl")
        rejections: Counter[str] = Counter()
        cases = multihop_cases(hop_pairs(facts, inputs), writer, rejections)
        assert len(stub.prompts) == 1
        prompt = stub.prompts[0]
        for item in inputs.values():
            assert f"({item.head} | {item.relation} | {item.tail})" in prompt
            assert item.context in prompt
        assert rejections["multi-hop: bridge named in the question"] == 1
        assert [c["question"] for c in cases] == ["What is linked to what Mara Lind is linked to?"]
        assert cases[0]["generator"]["prompt_version"] == "qa_multihop.v2"
        again = LLMHopWriter(client, "openai", tmp_path / "hops.cache.jsonl")
        assert multihop_cases(hop_pairs(facts, inputs), again, Counter()) == cases
        assert len(stub.prompts) == 1  # the rerun is answered from the cache
    finally:
        stub.close()
