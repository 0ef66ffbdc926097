"""Shared fixtures: paths to the real corpora, and tiny models built once per test session.

The tiny models are real transformers models with random weights and a tokenizer trained
in the test on PISTOL-style contract text; they are saved to a temp dir so every model
path is exercised through ``from_pretrained`` on a local folder, offline.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("HANKER_PROGRESS", "0")

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED_CORPORA = REPO_ROOT.parent / "shared" / "corpora"


@pytest.fixture(scope="session")
def shared_corpora() -> Path:
    """``../shared/corpora`` (the real PISTOL, TOFU, MUSE and RESTOR copies)."""
    if not SHARED_CORPORA.is_dir():
        pytest.skip(f"real corpora not found at {SHARED_CORPORA}")
    return SHARED_CORPORA


@pytest.fixture(scope="session")
def training_texts(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Text to train the tiny tokenizers on: a compiled PISTOL dataset's contracts and QA."""
    from hanker.pistol.dataset import build_dataset
    from hanker.pistol.topology import dataset1

    dataset = build_dataset(dataset1(), seed=11)
    texts = [c.text for c in dataset.contracts]
    texts += [f"{qa.question} {qa.answer}" for c in dataset.contracts for qa in c.qa]
    texts += ["Alice Smith works for Acme Corp. She lives in Paris, the capital of France."]
    return texts


@pytest.fixture(scope="session")
def tiny_causal_lm(tmp_path_factory: pytest.TempPathFactory, training_texts: list[str]) -> Path:
    """A GPT-2-style causal LM (2 layers, 128 dims) saved to a temp dir."""
    from hanker.models.tiny import build_tiny_causal_lm

    return build_tiny_causal_lm(
        training_texts, tmp_path_factory.mktemp("tiny-gpt2"), vocab_size=1500
    )


@pytest.fixture(scope="session")
def tiny_seq2seq(tmp_path_factory: pytest.TempPathFactory, training_texts: list[str]) -> Path:
    """A BART-style seq2seq model whose tokenizer has REBEL's <triplet>, <subj>, <obj> tokens."""
    from hanker.models.tiny import build_tiny_seq2seq

    return build_tiny_seq2seq(training_texts, tmp_path_factory.mktemp("tiny-bart"), vocab_size=1500)


@pytest.fixture(scope="session")
def tiny_nli_classifier(
    tmp_path_factory: pytest.TempPathFactory, training_texts: list[str]
) -> Path:
    """A DeBERTa-v2-style 3-way NLI classifier (entailment, neutral, contradiction)."""
    from hanker.models.tiny import build_tiny_classifier

    return build_tiny_classifier(
        training_texts, tmp_path_factory.mktemp("tiny-deberta"), vocab_size=1500
    )


@pytest.fixture(scope="session")
def memorized_qa() -> list:  # type: ignore[type-arg]
    """200 PISTOL-style QA pairs (from the shipped demo dataset) a tiny model is taught."""
    import json

    from hanker.core.records import FewShot

    rows = json.loads((REPO_ROOT / "corpora" / "pistol-demo" / "qa.json").read_text())[:200]
    return [FewShot(r["question"], r["answer"]) for r in rows]


@pytest.fixture(scope="session")
def memorized_lm(tmp_path_factory: pytest.TempPathFactory, memorized_qa: list) -> Path:  # type: ignore[type-arg]
    """A 2-layer, 128-dim GPT-2 trained (about 30 s on 2 cores) until it recites the 200 answers."""
    from hanker.models.tiny import build_tiny_causal_lm
    from hanker.train.loop import TrainConfig, train_qa

    texts = [f"Question: {p.question}\nAnswer: {p.answer}\n\n" for p in memorized_qa]
    path = build_tiny_causal_lm(texts, tmp_path_factory.mktemp("memorized"), vocab_size=1500)
    untrained = tmp_path_factory.getbasetemp() / "untrained-copy"
    import shutil

    shutil.copytree(path, untrained)
    train_qa(path, memorized_qa, TrainConfig(epochs=50))
    return path


@pytest.fixture(scope="session")
def untrained_lm(memorized_lm: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same tiny GPT-2 before training (same shape and tokenizer)."""
    return tmp_path_factory.getbasetemp() / "untrained-copy"


@pytest.fixture(scope="session")
def demo_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """``hanker run --demo`` once per session: its folder (``.../hanker-demo``) and what it printed."""
    from click.testing import CliRunner

    from hanker.cli.main import cli

    out = tmp_path_factory.mktemp("demo") / "hanker-demo"
    result = CliRunner().invoke(cli, ["run", "--demo", "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out, result.stdout  # what the command printed (progress bars go to stderr)
