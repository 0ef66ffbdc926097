"""Multi-hop cases: every pair of PISTOL forget facts sharing an entity gets a valid 2-hop case."""

from __future__ import annotations

import itertools
import json
import re
import shutil
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
) -> tuple[list[Fact], list[dict[str, Any]]]:
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
    return list(iter_facts(kg / "facts.jsonl")), rows


@pytest.mark.slow
def test_every_pair_sharing_an_entity_has_a_case(
    pistol_suite: tuple[list[Fact], list[dict[str, Any]]],
) -> None:
    facts, rows = pistol_suite
    covered = {frozenset(r["path"]) for r in rows if r["hops"] == 2}
    pairs = []
    for a, b in itertools.combinations(facts, 2):
        shared = {a.head_norm, a.tail_norm} & {b.head_norm, b.tail_norm}
        far = {a.head_norm, a.tail_norm, b.head_norm, b.tail_norm} - shared
        if shared and len(far) == 2:  # two facts on the same two ends have no path
            pairs.append(frozenset((a.fact_id, b.fact_id)))
    edges = {f.fact_id: f.meta["edge"] for f in facts}
    across = [p for p in pairs if len({edges[f] for f in p}) == 2]
    assert across, "the two forget contracts share company A: paths through it must exist"
    missing = [p for p in pairs if p not in covered]
    assert len(missing) <= 0.05 * len(pairs), (len(missing), len(pairs))
    assert any(p in covered for p in across)


@pytest.mark.slow
def test_paths_are_valid_and_questions_hide_answer_and_bridge(
    pistol_suite: tuple[list[Fact], list[dict[str, Any]]],
) -> None:
    facts, rows = pistol_suite
    by_id = {f.fact_id: f for f in facts}
    hop_rows = [r for r in rows if r["hops"] == 2]
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
        assert row["generator"]["prompt_version"] == "multihop-template.v1"


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


def test_template_composes_from_the_two_facts_questions() -> None:
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
    assert "Mara Lind" in case["question"] and "Qpubwe" not in case["question"]


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
        assert cases[0]["generator"]["prompt_version"] == "qa_multihop.v1"
        again = LLMHopWriter(client, "openai", tmp_path / "hops.cache.jsonl")
        assert multihop_cases(hop_pairs(facts, inputs), again, Counter()) == cases
        assert len(stub.prompts) == 1  # the rerun is answered from the cache
    finally:
        stub.close()
