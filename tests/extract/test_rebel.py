"""The REBEL path: output parsing, batched generation, and a tiny BART taught to emit REBEL triples."""

from __future__ import annotations

from pathlib import Path

import pytest

from hanker.core.errors import ConfigError
from hanker.extract.rebel import RebelExtractor, parse_rebel_output

torch = pytest.importorskip("torch")


def test_parser_reads_several_heads_and_relations() -> None:
    text = (
        "<s><triplet> Acme Corp <subj> Lyon <obj> headquarters location <subj> 1999 <obj> inception "
        "<triplet> Maria Lopez <subj> Acme Corp <obj> employer</s><pad><pad>"
    )
    triples, malformed = parse_rebel_output(text)
    assert triples == [
        ("Acme Corp", "headquarters location", "Lyon"),
        ("Acme Corp", "inception", "1999"),
        ("Maria Lopez", "employer", "Acme Corp"),
    ]
    assert malformed == 0


@pytest.mark.parametrize(
    ("text", "expected", "malformed"),
    [
        ("<triplet> A <subj> B", [], 0),  # cut off before the relation: nothing to emit
        (
            "<triplet> A <subj> B <obj><obj> r",
            [("A", "r", "B")],
            1,
        ),  # an empty relation, then a real one
        (
            "garbage <triplet> A <subj> B <obj> r",
            [("A", "r", "B")],
            1,
        ),  # text before the first marker
        ("<triplet> <subj> B <obj> r", [], 2),  # no head
        ("<subj> B <obj> r", [], 1),  # no <triplet> at all
        (
            "<triplet> A <unk> <subj> B <obj> r </s>",
            [("A", "r", "B")],
            0,
        ),  # other special tokens are ignored
        ("no markers", [], 1),
        ("", [], 0),
    ],
)
def test_parser_tolerates_malformed_output(text: str, expected: list, malformed: int) -> None:  # type: ignore[type-arg]
    assert parse_rebel_output(text) == (expected, malformed)


def test_untrained_tiny_bart_runs_the_full_path(tiny_seq2seq: Path) -> None:
    extractor = RebelExtractor(
        model=str(tiny_seq2seq),
        batch_size=2,
        num_beams=2,
        num_return_sequences=2,
        max_new_tokens=12,
    )
    texts = [
        "Acme Corp is based in Lyon.",
        "A much longer sentence about the Seller and the Customer and the Goods.",
        "Short.",
    ]
    batched = extractor.generate(texts)
    assert [len(out) for out in batched] == [2, 2, 2]
    single = [extractor.generate([t])[0] for t in texts]
    strip = lambda outs: [o.replace("<pad>", "") for o in outs]  # noqa: E731 - padding differs by batch
    assert [strip(o) for o in batched] == [
        strip(o) for o in single
    ]  # sorting by length keeps outputs in place
    assert extractor.info.name == "rebel" and extractor.info.model == str(tiny_seq2seq)


def test_batches_are_sized_by_tokens(tiny_seq2seq: Path) -> None:
    extractor = RebelExtractor(
        model=str(tiny_seq2seq), num_beams=2, num_return_sequences=2, batch_tokens=40
    )
    lengths = [30, 5, 5, 6, 9, 21, 4]
    groups = extractor.batches(lengths)
    assert sorted(i for g in groups for i in g) == list(range(len(lengths)))
    flat = [i for g in groups for i in g]
    assert [lengths[i] for i in flat] == sorted(lengths)  # shortest first, across groups
    for group in groups:
        cost = max(lengths[i] for i in group) * len(group) * 2
        assert cost <= 40 or len(group) == 1
    assert groups[-1] == [0]  # 30 tokens x 2 beams is over the budget: alone
    # 4, 5, 5 fit (5 x 3 x 2 = 30); adding the 6 would cost 6 x 4 x 2 = 48 > 40
    assert [lengths[i] for i in groups[0]] == [4, 5, 5]
    capped = RebelExtractor(model=str(tiny_seq2seq), num_beams=2, batch_size=2).batches(lengths)
    assert max(len(g) for g in capped) == 2
    with pytest.raises(ConfigError):
        RebelExtractor(model=str(tiny_seq2seq), batch_tokens=0)


@pytest.fixture(scope="module")
def taught_rebel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny BART taught (in about 10 s) to answer two sentences with their REBEL strings."""
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    from hanker.models.tiny import build_tiny_seq2seq

    sources = ["Acme Corp is based in Lyon.", "Zeta Labs was founded by Maria Lopez."]
    targets = [
        "<triplet> Acme Corp <subj> Lyon <obj> headquarters location",
        "<triplet> Zeta Labs <subj> Maria Lopez <obj> founded by",
    ]
    path = build_tiny_seq2seq(
        (sources + targets) * 20, tmp_path_factory.mktemp("rebel"), vocab_size=400
    )
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForSeq2SeqLM.from_pretrained(path)
    batch = tokenizer(sources, return_tensors="pt", padding=True)
    labels = tokenizer(text_target=targets, return_tensors="pt", padding=True)["input_ids"]
    labels[labels == tokenizer.pad_token_id] = -100
    torch.manual_seed(0)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    for _ in range(300):
        loss = model(**batch, labels=labels).loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
    model.save_pretrained(path)
    return path


def test_build_kg_with_a_taught_rebel(taught_rebel: Path, tmp_path: Path) -> None:
    from hanker.core.fact import iter_facts
    from hanker.extract.build import BuildConfig, build_kg

    corpus = tmp_path / "news.txt"
    corpus.write_text("Acme Corp is based in Lyon.\nZeta Labs was founded by Maria Lopez.\n")
    result = build_kg(
        BuildConfig(
            sources=(str(corpus),),
            out=tmp_path / "kg",
            coref="none",
            extractor="rebel",
            extractor_options=(("model", str(taught_rebel)), ("max_new_tokens", 24)),
            max_chunk_chars=40,
        )
    )
    triples = {(f.head, f.relation, f.tail) for f in iter_facts(tmp_path / "kg" / "facts.jsonl")}
    assert ("Acme Corp", "headquarters location", "Lyon") in triples
    assert ("Zeta Labs", "founded by", "Maria Lopez") in triples
    assert result.extractor["name"] == "rebel"
    # every fact's head and tail are in its sentence (hallucinated entities are dropped and counted)
    for fact in iter_facts(tmp_path / "kg" / "facts.jsonl"):
        assert fact.head in fact.sources[0].sentence and fact.tail in fact.sources[0].sentence


def test_hallucinated_entities_are_dropped(
    tiny_seq2seq: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hanker.extract.build import BuildConfig, build_kg

    monkeypatch.setattr(
        RebelExtractor,
        "generate",
        lambda self, texts: [
            [
                "<triplet> Acme Corp <subj> Paris <obj> located in <triplet> Nobody <subj> Lyon <obj> x"
            ]
            for _ in texts
        ],
    )
    corpus = tmp_path / "t.txt"
    corpus.write_text("Acme Corp is based in Lyon.\n")
    result = build_kg(
        BuildConfig(
            sources=(str(corpus),),
            out=tmp_path / "kg",
            coref="none",
            extractor="rebel",
            extractor_options=(("model", str(tiny_seq2seq)),),
        )
    )
    assert result.facts == 0
    assert result.dropped == {"tail not in text": 1, "head not in text": 1}
