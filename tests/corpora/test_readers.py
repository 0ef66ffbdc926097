"""Corpus readers on the real shared corpora, on files made in the test, and on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hanker.core.errors import InputError, RegistryError
from hanker.corpora import READERS, ReaderOptions, detect_reader, read_corpus


def test_pistol_sample_data_1_is_20_edges_of_20(shared_corpora: Path) -> None:
    corpus = read_corpus(shared_corpora / "pistol" / "sample_data_1.json")
    groups = corpus.qa_groups("edge")
    assert len(groups) == 20 and {len(v) for v in groups.values()} == {20}
    assert len(corpus.qa) == 400
    assert corpus.qa[0].meta["edge"] == "A_B"
    # the document view has one text per edge, built from its QA pairs
    assert len(corpus.documents) == 20 and corpus.documents[0].meta["derived_from"] == "qa"
    explicit = read_corpus(shared_corpora / "pistol" / "sample_data_1.json", reader="pistol")
    assert explicit.qa == corpus.qa and explicit.meta["edges"] == 20


def test_tofu_forget10_and_retain90(shared_corpora: Path) -> None:
    forget = read_corpus(shared_corpora / "tofu" / "forget10.jsonl")
    retain = read_corpus(shared_corpora / "tofu" / "retain90.jsonl")
    assert (forget.reader, len(forget.qa), len(retain.qa)) == ("tofu", 400, 3600)
    perturbed = read_corpus(shared_corpora / "tofu" / "forget10_perturbed.jsonl")
    assert len(perturbed.qa) == 400
    assert (
        len(perturbed.qa[0].meta["perturbed_answer"]) == 5
        and perturbed.qa[0].meta["paraphrased_answer"]
    )
    by_folder = read_corpus(shared_corpora / "tofu", options=ReaderOptions(split="retain90"))
    assert by_folder.qa == retain.qa


def test_muse_news_raw_forget_is_889_articles(shared_corpora: Path) -> None:
    raw = read_corpus(shared_corpora / "muse" / "news" / "raw" / "forget.json")
    assert len(raw.documents) == 889 and raw.meta.get("blank_documents") == 1
    via_layout = read_corpus(shared_corpora / "muse" / "news")
    assert via_layout.reader == "muse" and [d.text for d in via_layout.documents] == [
        d.text for d in raw.documents
    ]
    knowmem = read_corpus(
        shared_corpora / "muse" / "news", options=ReaderOptions(split="knowmem/forget_qa")
    )
    assert len(knowmem.qa) == 100
    verbmem = read_corpus(shared_corpora / "muse" / "news" / "verbmem" / "forget.json")
    assert len(verbmem.qa) == 100 and verbmem.qa[0].answer


def test_text_files_and_folders(tmp_path: Path) -> None:
    (tmp_path / "docs" / "sub").mkdir(parents=True)
    (tmp_path / "docs" / "a.txt").write_text("Alpha text.")
    (tmp_path / "docs" / "sub" / "b.md").write_text("Beta text.")
    (tmp_path / "docs" / "ignore.bin").write_bytes(b"\x00\x01")
    corpus = read_corpus(tmp_path / "docs")
    assert [d.doc_id for d in corpus.documents] == ["a.txt", "sub/b.md"]
    single = read_corpus(tmp_path / "docs" / "a.txt")
    assert single.documents[0].text == "Alpha text."


def test_json_and_jsonl_with_named_field(tmp_path: Path) -> None:
    jl = tmp_path / "c.jsonl"
    jl.write_text('{"id": "x1", "body": "First."}\n\n{"id": "x2", "body": "Second."}\n')
    corpus = read_corpus(jl, options=ReaderOptions(field="body"))
    assert [d.doc_id for d in corpus.documents] == ["x1", "x2"] and corpus.reader == "jsonl"
    js = tmp_path / "c.json"
    js.write_text(json.dumps(["one", "two"]))
    assert [d.text for d in read_corpus(js).documents] == ["one", "two"]
    qa = tmp_path / "qa.json"
    qa.write_text(json.dumps([{"question": "Q?", "answer": ["A1", "A2"]}]))
    assert read_corpus(qa).qa[0].answer == "A1"


def test_compiled_pistol_folder_and_splits(tmp_path: Path) -> None:
    from hanker.pistol.compile import CompileConfig, compile_dataset

    compile_dataset(CompileConfig(out=tmp_path / "d", seed=4, forget_edges=("A_C",)))
    assert detect_reader(str(tmp_path / "d")) == "pistol-compiled"
    whole = read_corpus(tmp_path / "d")
    assert len(whole.documents) == 20 and len(whole.qa) == 400
    forget = read_corpus(tmp_path / "d", options=ReaderOptions(split="forget"))
    assert [d.doc_id for d in forget.documents] == ["A_C"] and len(forget.qa) == 20
    independent = read_corpus(tmp_path / "d", options=ReaderOptions(split="independent"))
    assert len(independent.documents) == 6
    compile_dataset(CompileConfig(out=tmp_path / "nosplit", seed=4))
    with pytest.raises(InputError, match="without --forget-edges"):
        read_corpus(tmp_path / "nosplit", options=ReaderOptions(split="forget"))


def _load_local_copy(shared: Path):  # type: ignore[no-untyped-def]
    """Stand-in for the hub (a network peer): serve the shared local copies under their hub ids."""
    import datasets

    def load_dataset(path: str, name: str | None = None, split: str | None = None):  # type: ignore[no-untyped-def]
        files = {
            ("locuslab/TOFU", "forget10"): shared / "tofu" / "forget10.jsonl",
            ("xinchiqiu/PISTOL", "sample_data_1"): shared / "pistol" / "sample_data_1.json",
            ("muse-bench/MUSE-News", "raw"): shared / "muse" / "news" / "raw" / "forget.json",
            ("muse-bench/MUSE-News", "knowmem"): shared
            / "muse"
            / "news"
            / "knowmem"
            / "forget_qa.json",
        }
        file = files[(path, name)]
        if file.suffix == ".jsonl":
            rows = [json.loads(line) for line in file.read_text().splitlines() if line.strip()]
        else:
            rows = json.loads(file.read_text())
        if rows and isinstance(rows[0], str):
            rows = [{"text": r} for r in rows]  # the hub's raw MUSE split has a text column
        return datasets.Dataset.from_list(rows)

    return load_dataset


def test_hf_ids_parse_like_local_copies(
    shared_corpora: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    datasets = pytest.importorskip("datasets")
    monkeypatch.setattr(datasets, "load_dataset", _load_local_copy(shared_corpora))
    tofu = read_corpus("locuslab/TOFU", options=ReaderOptions(config="forget10"))
    local = read_corpus(shared_corpora / "tofu" / "forget10.jsonl")
    assert tofu.reader == "hf"
    assert [(q.question, q.answer, q.meta) for q in tofu.qa] == [
        (q.question, q.answer, q.meta) for q in local.qa
    ]
    pistol = read_corpus("hf:xinchiqiu/PISTOL", options=ReaderOptions(config="sample_data_1"))
    assert len(pistol.qa_groups("edge")) == 20
    muse = read_corpus("muse-bench/MUSE-News", options=ReaderOptions(config="raw", split="forget"))
    assert len(muse.documents) == 889
    knowmem = read_corpus(
        "muse-bench/MUSE-News", options=ReaderOptions(config="knowmem", split="forget_qa")
    )
    assert len(knowmem.qa) == 100


def test_hf_reader_on_a_real_local_dataset(tmp_path: Path) -> None:
    pytest.importorskip("datasets")
    folder = tmp_path / "my_dataset"
    folder.mkdir()
    (folder / "train.jsonl").write_text(
        '{"content": "A local text."}\n{"content": "Another one."}\n'
    )
    corpus = read_corpus(f"hf:{folder}", options=ReaderOptions(field="content", split="train"))
    assert [d.text for d in corpus.documents] == ["A local text.", "Another one."]


@pytest.mark.parametrize(
    ("content", "name", "options", "message"),
    [
        (None, "missing.json", ReaderOptions(), "no such file"),
        (b'{"text": "x"}', "obj.json", ReaderOptions(), "expected a JSON list"),
        (b"[]", "empty.json", ReaderOptions(), "corpus is empty"),
        (b'["", "  "]', "blank.json", ReaderOptions(), "no non-blank texts"),
        (b'[{"body": "x"}]', "field.json", ReaderOptions(field="text"), "no field 'text'"),
        (b"\xff\xfe bad", "bad.txt", ReaderOptions(), "not valid UTF-8"),
        (b'{"text": 1', "broken.json", ReaderOptions(), "not valid JSON"),
        (b'{"text": "a"}\n{oops\n', "broken.jsonl", ReaderOptions(), "line 2 is not valid JSON"),
        (b'[{"question": "q"}]', "qa.json", ReaderOptions(format="qa"), "lacks 'answer'"),
        (
            b'[{"question": "q", "answer": "a"}]',
            "p.json",
            ReaderOptions(format="pistol"),
            "lacks 'edge'",
        ),
    ],
)
def test_bad_input_names_file_and_problem(
    tmp_path: Path, content: bytes | None, name: str, options: ReaderOptions, message: str
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(InputError, match=message) as info:
        read_corpus(path, options=options)
    assert name in str(info.value)


def test_unknown_reader_and_registry() -> None:
    assert {"text", "json", "jsonl", "hf", "pistol", "pistol-compiled", "tofu", "muse"} <= set(
        READERS.names()
    )
    with pytest.raises(RegistryError, match="unknown corpus reader 'nope'"):
        read_corpus("x.txt", reader="nope")
    with pytest.raises(InputError, match="no such file or folder"):
        read_corpus("./not/here.txt")
    assert detect_reader("locuslab/TOFU") == "hf"


def test_invisible_characters_are_dropped_from_documents() -> None:
    from hanker.corpora.base import Document

    text = "P\ufeffolice Scot\u00adland warned drivers.\u200b"
    assert Document("d", text).text == "Police Scotland warned drivers."
