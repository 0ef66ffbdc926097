"""Facts built from narrative prose: no document subject, heads that fit in one clause."""

from __future__ import annotations

import json
from pathlib import Path

from hanker.extract.build import BuildConfig, build_kg
from hanker.extract.spacy_phrases import MAX_HEAD_TOKENS
from hanker.text.nlp import load_spacy

NOVEL = (
    'Mrs. Hale looked at the boy ("How will you learn?") and said nothing.\n'
    "Tom Price, the captain of the Mary Rose, sailed to Lisbon in 1802. He married Anna Berg "
    'in Lisbon. ("We shall see," said Anna.) Anna Berg wrote three novels about the sea.\n'
    "If Tom Price had stayed in Lisbon, he would have become a rich man. Did Anna Berg know it?\n"
    "The old harbour master of the town, who had known Tom Price since the war with France and "
    "who never forgot a face, sold his boat to Anna Berg.\n"
)


def _facts(tmp_path: Path) -> list[dict]:  # type: ignore[type-arg]
    corpus = tmp_path / "novel.jsonl"
    corpus.write_text(json.dumps({"doc_id": "novel", "text": NOVEL}) + "\n")
    build_kg(BuildConfig(sources=(str(corpus),), out=tmp_path / "kg", rdf_formats=()))
    return [json.loads(line) for line in (tmp_path / "kg/facts.jsonl").read_text().splitlines()]


def test_narrative_prose_gets_no_subject_and_clause_sized_heads(tmp_path: Path) -> None:
    facts = _facts(tmp_path)
    assert facts, "the narrative has plain facts"
    chunks = [json.loads(line) for line in (tmp_path / "kg/chunks.jsonl").read_text().splitlines()]
    assert all(c["subject"] is None for c in chunks)
    nlp = load_spacy()
    for fact in facts:
        head = fact["head"]
        assert "How will you learn" not in head + fact["tail"]
        assert len(head.split()) <= MAX_HEAD_TOKENS, head
        # a head is a noun phrase: no finite verb, so never a clause or more
        assert not any(t.tag_ in {"VBD", "VBZ", "VBP"} for t in nlp(head)), head
    triples = {(f["head"], f["relation"], f["tail"]) for f in facts}
    assert ("Tom Price", "sail to", "Lisbon") in triples
    assert ("Tom Price", "be captain of", "the Mary Rose") in triples
    # the conditional, the hypothetical and the question give nothing
    assert not any("rich man" in f["tail"] for f in facts)
    manifest = json.loads((tmp_path / "kg/manifest.json").read_text())
    assert manifest["dropped"].get("extractor: conditional", 0) >= 1
    assert manifest["counts"]["dropped"] == sum(manifest["dropped"].values())


def test_kg_stats_shows_the_drop_reasons(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from hanker.cli.main import cli

    _facts(tmp_path)
    result = CliRunner().invoke(cli, ["kg", "stats", str(tmp_path / "kg")])
    assert result.exit_code == 0, result.output
    assert "dropped candidates by reason" in result.output
    assert "extractor: conditional" in result.output
    result = CliRunner().invoke(cli, ["kg", "stats", str(tmp_path / "kg"), "--json"])
    data = json.loads(result.output)
    manifest = json.loads((tmp_path / "kg/manifest.json").read_text())
    assert data["dropped"] == manifest["dropped"]
