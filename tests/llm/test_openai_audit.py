"""The openai backend against a local OpenAI-compatible stub: concurrency, faults, cache, resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hanker.core.fact import ExtractorInfo, Source, make_fact, write_facts
from hanker.llm.base import load_prompt
from hanker.llm.openai_client import OpenAIClient
from hanker.synth.audit import AuditConfig, build_audit
from tests.llm.stub_server import StubServer

FACTS = [
    ("Acme Corp", "headquarters location", "Lyon", "Acme Corp has its headquarters in Lyon."),
    ("Zeta Labs", "founded by", "Maria Lopez", "Zeta Labs was founded by Maria Lopez in 2011."),
    ("Maria Lopez", "born in", "Madrid", "Maria Lopez was born in Madrid."),
    ("Acme Corp", "employees", "300", "Acme Corp employs 300 people."),
    ("Lyon", "country", "France", "Lyon is a city in France."),
    ("Zeta Labs", "product", "quantum sensors", "Zeta Labs makes quantum sensors."),
]


@pytest.fixture()
def test_kg(tmp_path: Path) -> Path:
    folder = tmp_path / "kg"
    facts = []
    for i in range(4):  # 24 facts
        for head, relation, tail, sentence in FACTS:
            sentence_i = sentence.replace(".", f" (report {i}).")
            facts.append(
                make_fact(
                    head,
                    f"{relation} {i}",
                    tail,
                    [Source("c", f"d{i}", None, 0, len(sentence_i), sentence_i)],
                    ExtractorInfo("t", None, "t.v1"),
                )
            )
    write_facts(folder / "facts.jsonl", facts)
    return folder


def _config(test_kg: Path, out: Path, base_url: str, **extra: object) -> AuditConfig:
    options = {
        "model": "stub-model",
        "base_url": base_url,
        "concurrency": 4,
        "timeout": 1.0,
        "max_retries": 6,
        "backoff": 0.01,
        "max_backoff": 0.05,
    }
    options.update(extra)
    return AuditConfig(
        test_kg=test_kg,
        out=out,
        generator="openai",
        generator_options=tuple(options.items()),
        batch_size=8,
    )


def _suite(path: Path) -> list[dict]:  # type: ignore[type-arg]
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_faults_in_a_third_of_replies_still_give_a_complete_valid_suite(
    test_kg: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-secret-key")
    with StubServer(faults=True, slow_seconds=2.0) as stub:
        result = build_audit(_config(test_kg, tmp_path / "suite.jsonl", stub.base_url))
        state = stub.state
    assert result.facts == 24 and result.facts_without_cases == 0 and result.cases == 24
    assert set(state.faults_sent) == {"429", "500", "slow", "malformed"}
    assert 1 < state.max_active <= 4  # concurrent, within the limit
    for case in _suite(tmp_path / "suite.jsonl"):
        assert case["answer"] == case["fact"]["tail"] and case["answer"] in case["context"]
        assert case["generator"] == {
            "backend": "openai",
            "model": "stub-model",
            "prompt_version": "qa.v1",
        }
    # the key never reaches outputs or caches
    for file in tmp_path.rglob("*"):
        if file.is_file():
            assert "sk-test-secret-key" not in file.read_text()
    assert "sk-test" not in repr(OpenAIClient(model="m", base_url=stub.base_url))


def test_rerun_makes_no_request_and_a_killed_run_resumes(
    test_kg: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    with StubServer() as stub:
        build_audit(_config(test_kg, tmp_path / "full.jsonl", stub.base_url))
        first = stub.state.requests
        build_audit(
            _config(test_kg, tmp_path / "full.jsonl", stub.base_url).__class__(
                **{
                    **_config(test_kg, tmp_path / "full.jsonl", stub.base_url).__dict__,
                    "overwrite": True,
                }
            )
        )
        assert stub.state.requests == first  # served from the cache

        # a run killed after its first batch, then resumed
        import hanker.synth.llm as llm_module

        original = llm_module.LLMGenerator.generate
        calls: list[int] = []

        def dying(self, items):  # type: ignore[no-untyped-def]
            calls.append(len(items))
            if len(calls) == 2:
                raise RuntimeError("killed")
            return original(self, items)

        monkeypatch.setattr(llm_module.LLMGenerator, "generate", dying)
        with pytest.raises(RuntimeError, match="killed"):
            build_audit(_config(test_kg, tmp_path / "resumed.jsonl", stub.base_url))
        monkeypatch.setattr(llm_module.LLMGenerator, "generate", original)
        before = stub.state.requests
        build_audit(_config(test_kg, tmp_path / "resumed.jsonl", stub.base_url))
        assert stub.state.requests - before == 24 - 8  # only the facts after the first batch
    assert (tmp_path / "resumed.jsonl").read_bytes() == (tmp_path / "full.jsonl").read_bytes()


def test_prompt_file_is_versioned_and_rendered() -> None:
    prompt = load_prompt("qa", "v1")
    assert prompt.version == "qa.v1" and "JSON" in prompt.system and "five" in prompt.system
    request = prompt.render(head="A {x}", relation="r", tail="T", passage="P")
    assert request.messages[1][1].startswith("Fact: (A {x} | r | T)")


def test_missing_configuration_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from hanker.core.errors import ConfigError

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("HANKER_LLM_MODEL", raising=False)
    with pytest.raises(ConfigError, match="needs a model"):
        OpenAIClient()
    with pytest.raises(ConfigError, match="API key"):
        OpenAIClient(model="gpt-x")


def test_llm_extractor_through_build_kg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from hanker.core.fact import iter_facts
    from hanker.extract.build import BuildConfig, build_kg
    from hanker.extract.llm import parse_triples

    assert parse_triples('```json\n[{"head": "A", "relation": "r", "tail": 3}]\n```') == [
        ("A", "r", "3")
    ]
    assert parse_triples("nothing") is None
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    corpus = tmp_path / "c.txt"
    corpus.write_text("Acme Corp is based in Lyon.\n\nZeta Labs was founded by Maria Lopez.\n")
    with StubServer(faults=True, slow_seconds=2.0) as stub:
        options = (
            ("model", "stub-model"),
            ("base_url", stub.base_url),
            ("timeout", 1.0),
            ("backoff", 0.01),
            ("max_retries", 6),
        )
        result = build_kg(
            BuildConfig(
                sources=(str(corpus),),
                out=tmp_path / "kg",
                coref="none",
                extractor="llm",
                extractor_options=options,
                max_chunk_chars=30,
            )
        )
    triples = {(f.head, f.relation, f.tail) for f in iter_facts(tmp_path / "kg" / "facts.jsonl")}
    assert triples == {
        ("Acme Corp", "headquarters location", "Lyon"),
        ("Zeta Labs", "founded by", "Maria Lopez"),
    }
    assert result.extractor == {
        "name": "llm",
        "model": "openai:stub-model",
        "version": "extract.v1",
    }
