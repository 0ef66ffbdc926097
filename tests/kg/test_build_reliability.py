"""build-kg on real work (issue 11, item 3): kill-and-resume is byte-identical, a changed corpus
is never mixed into a resumed build, and one folder has one writer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import hanker.extract.build as build_module
from hanker.core.errors import OutputError
from hanker.core.outdir import output_lock
from hanker.extract.build import BuildConfig, build_kg


def _tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != ".hanker-lock"
    }


def _crash_after_first_batch(config: BuildConfig, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    original = build_module._batch_records

    def crashing(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt  # a kill between batches
        return original(*args, **kwargs)

    monkeypatch.setattr(build_module, "_batch_records", crashing)
    with pytest.raises(KeyboardInterrupt):
        build_kg(config)
    monkeypatch.setattr(build_module, "_batch_records", original)


@pytest.fixture()
def articles(shared_corpora: Path) -> list[str]:
    rows = json.loads((shared_corpora / "muse" / "news" / "raw" / "forget.json").read_text())
    return list(rows[:6])


@pytest.mark.slow
def test_kill_and_resume_is_byte_identical_including_the_manifest(
    tmp_path: Path,
    articles: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    source = tmp_path / "news.json"
    source.write_text(json.dumps(articles[:3]))
    whole = BuildConfig(sources=(str(source),), out=tmp_path / "a" / "kg", batch_documents=1)
    build_kg(whole)
    resumed = BuildConfig(sources=(str(source),), out=tmp_path / "b" / "kg", batch_documents=1)
    _crash_after_first_batch(resumed, monkeypatch)
    assert (tmp_path / "b" / "kg" / ".work").exists()
    build_kg(resumed)
    assert _tree(tmp_path / "b" / "kg") == _tree(tmp_path / "a" / "kg")


@pytest.mark.slow
def test_a_corpus_replaced_before_the_resume_is_not_mixed_in(
    tmp_path: Path,
    articles: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    source = tmp_path / "news.json"
    source.write_text(json.dumps(articles[:3]))
    config = BuildConfig(sources=(str(source),), out=tmp_path / "b" / "kg", batch_documents=1)
    _crash_after_first_batch(config, monkeypatch)
    source.write_text(json.dumps(articles[3:6]))  # same path, other content
    build_kg(config)
    fresh = BuildConfig(sources=(str(source),), out=tmp_path / "a" / "kg", batch_documents=1)
    build_kg(fresh)
    assert _tree(tmp_path / "b" / "kg") == _tree(tmp_path / "a" / "kg")
    assert articles[0][:60] not in (tmp_path / "b" / "kg" / "chunks.jsonl").read_text()


def test_a_second_writer_is_refused_naming_the_holder(tmp_path: Path) -> None:
    source = tmp_path / "c.txt"
    source.write_text("Acme Corp is based in Lyon.\n")
    out = tmp_path / "kg"
    with output_lock(out), pytest.raises(OutputError, match=r"being written by pid \d+"):
        build_kg(BuildConfig(sources=(str(source),), out=out))
    build_kg(BuildConfig(sources=(str(source),), out=out))  # free again
    assert (out / "facts.jsonl").exists()
