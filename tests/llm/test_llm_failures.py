"""LLM server failures (issue 11, item 2): fail fast, never cache a failure, fail over a threshold."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import pytest

from hanker.core.errors import ServiceError
from hanker.synth.audit import AuditConfig, build_audit
from tests.llm.stub_server import StubServer
from tests.llm.test_openai_audit import _config, test_kg  # noqa: F401 (fixture)


def _cache_rows(suite: Path) -> list[dict]:  # type: ignore[type-arg]
    cache = suite.with_name(suite.name + ".cache.jsonl")
    return [json.loads(line) for line in cache.read_text().splitlines()] if cache.exists() else []


@pytest.mark.parametrize("status", [401, 403, 404])
def test_auth_and_not_found_fail_at_once_with_one_line(
    test_kg: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    status: int,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    suite = tmp_path / "suite.jsonl"
    with StubServer(status=status) as stub:
        with pytest.raises(ServiceError) as caught:
            build_audit(_config(test_kg, suite, stub.base_url))
        assert stub.state.requests <= 8  # no retries: at most one batch's requests in flight
    assert str(status) in str(caught.value) and "\n" not in str(caught.value)
    assert not suite.exists() and _cache_rows(suite) == []


def test_a_server_that_is_down_fails_fast(
    test_kg: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    started = time.perf_counter()
    with pytest.raises(ServiceError, match="cannot connect"):
        build_audit(_config(test_kg, tmp_path / "s.jsonl", f"http://127.0.0.1:{port}/v1"))
    assert time.perf_counter() - started < 10
    assert not (tmp_path / "s.jsonl").exists()


@pytest.mark.slow
def test_failures_over_the_threshold_exit_and_are_never_cached(
    test_kg: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    suite = tmp_path / "suite.jsonl"
    # 8 of the 24 facts mention Lyon
    with (
        StubServer(failing=("Lyon",)) as broken,
        pytest.raises(ServiceError, match="8 of 24 facts failed"),
    ):
        build_audit(_config(test_kg, suite, broken.base_url, max_retries=1))
    assert not suite.exists()
    rows = _cache_rows(suite)
    assert len(rows) == 16 and all(r["candidates"] is not None for r in rows)
    with StubServer() as fixed:  # the server is fixed: only the failed facts are asked again
        result = build_audit(_config(test_kg, suite, fixed.base_url))
        assert fixed.state.requests == 8
    assert result.failed_facts == 0 and result.cases == 24


@pytest.mark.slow
def test_failures_under_the_threshold_are_counted(
    test_kg: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    base = _config(test_kg, tmp_path / "suite.jsonl", "", max_retries=1)
    with StubServer(failing=("Lyon",)) as broken:
        config = AuditConfig(
            **{
                **base.__dict__,
                "generator_options": tuple(
                    (k, broken.base_url if k == "base_url" else v)
                    for k, v in base.generator_options
                ),
                "max_failed_share": 0.5,
            }
        )
        result = build_audit(config)
    assert result.failed_facts == 8 and result.cases == 16
