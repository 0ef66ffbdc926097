"""The fast path for serving engines: the ``openai`` target at concurrency 256 against the stub.

Every case is asked exactly once, answers come back in suite order, hundreds of requests are in
flight at once, and a run killed between chunks resumes without asking anything twice.
"""

from __future__ import annotations

import collections
import json
from pathlib import Path

import pytest

import hanker.models.openai_target as target_module
from hanker.core.errors import PartialAnswers
from hanker.evaluate import EvaluateConfig, ModelSpec, evaluate_suite
from tests.llm.stub_server import StubServer

CASES = 1200  # more than one chunk of 4 x 256


def _suite(path: Path, cases: int = CASES) -> tuple[Path, dict[str, str]]:
    answers = {
        f"What is the code of parcel {i}?": f"code {i * 7919 % 100003}" for i in range(cases)
    }
    rows = [
        {"id": f"c{i}", "question": q, "answer": a, "fact_id": f"f{i}"}
        for i, (q, a) in enumerate(answers.items())
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path, answers


def _config(suite: Path, out: Path, base_url: str) -> EvaluateConfig:
    options = {"base_url": base_url, "concurrency": 256, "timeout": 30.0, "backoff": 0.01}
    spec = ModelSpec("served", "openai", tuple(sorted(options.items())))
    return EvaluateConfig(suite=suite, models=(spec,), out=out, judges=("rouge",))


def _asked(prompts: list[str]) -> collections.Counter[str]:
    return collections.Counter(
        p.rsplit("Question: ", 1)[-1].removesuffix("\nAnswer: ") for p in prompts
    )


@pytest.mark.slow
def test_concurrency_256_answers_every_case_once_in_order_and_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    suite, answers = _suite(tmp_path / "suite.jsonl")
    original = target_module.OpenAITarget.answer
    calls: list[int] = []

    def killed_after_one_chunk(self, questions, examples=()):  # type: ignore[no-untyped-def]
        if calls:
            raise KeyboardInterrupt  # the user's Ctrl-C while the second chunk is asked
        calls.append(len(questions))
        return original(self, questions, examples)

    with StubServer(delay=0.25, answers=answers) as stub:
        monkeypatch.setattr(target_module.OpenAITarget, "answer", killed_after_one_chunk)
        with pytest.raises(KeyboardInterrupt):
            evaluate_suite(_config(suite, tmp_path / "ev", stub.base_url))
        assert calls == [1024] and stub.state.requests == 1024
        assert stub.state.max_active > 100  # hundreds in flight, not a handful
        monkeypatch.setattr(target_module.OpenAITarget, "answer", original)
        summary = evaluate_suite(_config(suite, tmp_path / "ev", stub.base_url))
        assert stub.state.requests == CASES  # the resume asked only the 176 left
        asked = _asked(stub.state.prompts)
    assert set(asked) == set(answers) and set(asked.values()) == {1}
    assert summary["models"]["openai:served"]["new_answers"] == CASES - 1024
    records = [json.loads(x) for x in (tmp_path / "ev" / "records.jsonl").read_text().splitlines()]
    assert [r["question"] for r in records] == list(answers)
    assert all(r["prediction"] == r["reference"] for r in records)


def test_a_request_that_keeps_failing_is_reported_and_not_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    suite, answers = _suite(tmp_path / "suite.jsonl", 200)
    broken = "parcel 17?"
    config = _config(suite, tmp_path / "ev", "")
    with StubServer(answers=answers, failing=(broken,)) as stub:
        options = dict(config.models[0].options)
        options.update(base_url=stub.base_url, max_retries=1)
        spec = ModelSpec("served", "openai", tuple(sorted(options.items())))
        config = EvaluateConfig(suite=suite, models=(spec,), out=tmp_path / "ev", judges=("rouge",))
        with pytest.raises(PartialAnswers, match="1 of 200 questions got no answer"):
            evaluate_suite(config)
    cached = [
        json.loads(line)
        for f in (tmp_path / "ev" / "answers").glob("*.jsonl")
        for line in f.read_text().splitlines()
    ]
    assert len(cached) == 199 and all(broken not in row["question"] for row in cached)
