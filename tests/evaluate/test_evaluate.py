"""hanker evaluate: batched answers equal the one-question loop; KMCs; outputs; MUSE files; openai; resume."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.core.records import FewShot
from hanker.evaluate import EvaluateConfig, ModelSpec, evaluate_suite
from hanker.models.base import DEFAULT_STOP, cut_at_stop, format_prompt
from hanker.models.hf_target import HFTarget

torch = pytest.importorskip("torch")


def _reference_loop(
    model_dir: Path,
    questions: list[str],
    max_new_tokens: int = 32,
    examples: Sequence[FewShot] = (),
) -> list[str]:
    """MUSE's knowmem loop: each whole prompt tokenized once (special tokens), one ``generate`` each."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir).eval()
    out = []
    for question in questions:
        ids = tokenizer(format_prompt(question, examples), return_tensors="pt").input_ids
        with torch.inference_mode():
            generated = model.generate(
                ids,
                attention_mask=torch.ones_like(ids),
                max_new_tokens=max_new_tokens,
                do_sample=False,
                pad_token_id=tokenizer.pad_token_id,
            )
        out.append(
            cut_at_stop(
                tokenizer.decode(generated[0, ids.shape[1] :], skip_special_tokens=True),
                DEFAULT_STOP,
            )
        )
    return out


@pytest.mark.slow
def test_batched_answers_equal_the_reference_loop(memorized_lm: Path, memorized_qa: list) -> None:  # type: ignore[type-arg]
    questions = [p.question for p in memorized_qa]
    batched = HFTarget(str(memorized_lm), batch_size=16, dtype="float32").answer(questions)
    reference = _reference_loop(memorized_lm, questions)
    mismatches = [
        (q, a, b) for q, a, b in zip(questions, batched, reference, strict=True) if a != b
    ]
    assert len(mismatches) <= len(questions) // 100, mismatches  # at least 99% identical
    recited = sum(a == p.answer for a, p in zip(batched, memorized_qa, strict=True))
    assert recited >= 0.9 * len(memorized_qa)


def _muse_knowmem(shared_corpora: Path) -> tuple[list[str], list[FewShot]]:
    knowmem = shared_corpora / "muse" / "news" / "knowmem"
    questions = [r["question"] for r in json.loads((knowmem / "forget_qa.json").read_text())]
    icl = json.loads((knowmem / "forget_qa_icl.json").read_text())
    return questions, [FewShot(r["question"], r["answer"]) for r in icl]


@pytest.fixture(scope="module")
def muse_lm(shared_corpora: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A random 2-layer GPT-2 whose tokenizer and window (1,024) fit MUSE's 10-shot prompts."""
    from hanker.models.tiny import build_tiny_causal_lm

    questions, icl = _muse_knowmem(shared_corpora)
    return build_tiny_causal_lm(
        [format_prompt(q, icl) for q in questions],
        tmp_path_factory.mktemp("muse-lm"),
        n_positions=1024,
        vocab_size=1000,
    )


def test_prompt_ids_are_one_pass_tokenization_with_special_tokens(
    muse_lm: Path, shared_corpora: Path, tmp_path: Path
) -> None:
    from tokenizers import processors
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tiny_causal_lm = muse_lm
    questions, icl = _muse_knowmem(shared_corpora)
    assert len(questions) == 100
    # a tokenizer that adds BOS in its post-processor (``add_bos_token`` does not say so)
    tokenizer = AutoTokenizer.from_pretrained(tiny_causal_lm)
    bos = tokenizer.bos_token_id
    tokenizer.backend_tokenizer.post_processor = processors.TemplateProcessing(
        single="<s> $A", special_tokens=[("<s>", bos)]
    )
    tokenizer.save_pretrained(tmp_path / "bos")
    AutoModelForCausalLM.from_pretrained(tiny_causal_lm).save_pretrained(tmp_path / "bos")
    for folder, first in ((tiny_causal_lm, None), (tmp_path / "bos", bos)):
        target = HFTarget(str(folder), dtype="float32")
        reference = AutoTokenizer.from_pretrained(folder)
        ids = target._prompt_ids(questions, icl)
        one_pass = [
            reference(format_prompt(q, icl), return_tensors="pt").input_ids[0].tolist()
            for q in questions
        ]
        assert sum(a == b for a, b in zip(ids, one_pass, strict=True)) == 100
        assert first is None or all(p[0] == first for p in ids)


@pytest.mark.slow
def test_fewshot_batched_answers_equal_the_reference_loop(
    muse_lm: Path, memorized_lm: Path, memorized_qa: list, shared_corpora: Path
) -> None:  # type: ignore[type-arg]
    """Few-shot prompts share one cached prefix; rows stop early (memorized) or run to the end."""
    muse_questions, icl = _muse_knowmem(shared_corpora)
    runs = (
        (muse_lm, muse_questions[:30], icl),  # MUSE's 10-shot prefix, random weights
        (memorized_lm, [p.question for p in memorized_qa[:60]], memorized_qa[150:153]),
    )
    for folder, questions, examples in runs:
        reference = _reference_loop(folder, questions, examples=examples)
        for batch_size in (None, 7):
            target = HFTarget(str(folder), dtype="float32", batch_size=batch_size)
            assert target.answer(questions, examples) == reference


def _suite(path: Path, pairs: list, redundant: bool = False) -> Path:  # type: ignore[type-arg]
    rows = [
        {"id": f"c{i}", "question": p.question, "answer": p.answer, "redundant": redundant}
        for i, p in enumerate(pairs)
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


@pytest.mark.slow
def test_kmcs_high_for_memorized_near_zero_for_untrained(
    memorized_lm: Path, untrained_lm: Path, memorized_qa: list, tmp_path: Path
) -> None:  # type: ignore[type-arg]
    suite = _suite(tmp_path / "suite.jsonl", memorized_qa[:120])
    full = _suite(tmp_path / "full.jsonl", memorized_qa[:160])
    config = EvaluateConfig(
        suite=suite,
        models=(ModelSpec(str(memorized_lm)), ModelSpec(str(untrained_lm))),
        out=tmp_path / "ev",
        judges=("rouge", "embedding"),
        compare_suite=full,
    )
    summary = evaluate_suite(config)
    trained, untrained = summary["models"][str(memorized_lm)], summary["models"][str(untrained_lm)]
    assert trained["judges"]["rouge"]["kmc"] >= 100 and untrained["judges"]["rouge"]["kmc"] <= 3
    assert trained["judges"]["rouge"]["mean_rouge1_recall"] > 0.9
    records = [json.loads(x) for x in (tmp_path / "ev" / "records.jsonl").read_text().splitlines()]
    assert len(records) == 240 and {
        "case_id",
        "model",
        "prediction",
        "rouge1_recall",
        "rougeL_recall",
        "entailment",
        "kmc",
    } <= set(records[0])
    assert records[0]["entailment"]["judge"] == "embedding"
    redundancy = summary["redundancy"][str(memorized_lm)]["rouge"]
    assert (
        redundancy["kmc_full"] >= redundancy["kmc_deduplicated"] and redundancy["cases_full"] == 160
    )
    report = (tmp_path / "ev" / "report.md").read_text()
    assert "What redundancy does to the counts" in report and "kmc.png" in report
    for chart in ("kmc.png", "rouge_recall.png", "entailment.png"):
        data = (tmp_path / "ev" / chart).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000
    # one more model later answers only for that model; the others come from their caches
    again = evaluate_suite(
        EvaluateConfig(suite=suite, models=config.models, out=tmp_path / "ev", judges=("rouge",))
    )
    assert all(m["new_answers"] == 0 for m in again["models"].values())


@pytest.mark.slow
def test_muse_knowmem_with_icl_writes_every_output(
    memorized_lm: Path, shared_corpora: Path, tmp_path: Path
) -> None:
    knowmem = shared_corpora / "muse" / "news" / "knowmem"
    result = CliRunner().invoke(
        cli,
        [
            "evaluate",
            str(knowmem / "forget_qa.json"),
            "--model",
            str(memorized_lm),
            "--fewshot",
            str(knowmem / "forget_qa_icl.json"),
            "--out",
            str(tmp_path / "muse"),
            "--judge",
            "rouge",
        ],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads((tmp_path / "muse" / "summary.json").read_text())
    assert summary["cases"] == 100 and summary["fewshot_examples"] == 10
    from hanker.judge.rouge import muse_knowmem_rougeL_f1

    records = [
        json.loads(x) for x in (tmp_path / "muse" / "records.jsonl").read_text().splitlines()
    ]
    scores = muse_knowmem_rougeL_f1(
        [r["prediction"] for r in records], [r["reference"] for r in records]
    )
    knowmem = summary["models"][str(memorized_lm)]["knowmem_mean_rougeL_f1"]
    assert knowmem == pytest.approx(sum(scores) / len(scores), abs=1e-6)
    assert f"| {knowmem:.4f} |" in (tmp_path / "muse" / "report.md").read_text()
    assert (
        f"| `{memorized_lm}` | rouge | {summary['models'][str(memorized_lm)]['judges']['rouge']['kmc']} |"
        in (tmp_path / "muse" / "report.md").read_text()
    )
    assert len((tmp_path / "muse" / "records.jsonl").read_text().splitlines()) == 100


def test_openai_target_against_the_stub_with_faults_and_resume(
    tmp_path: Path, memorized_qa: list, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[type-arg]
    from tests.llm.stub_server import StubServer

    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    suite = _suite(tmp_path / "suite.jsonl", memorized_qa[:24])
    options = {
        "base_url": None,
        "timeout": 1.0,
        "backoff": 0.01,
        "max_retries": 6,
        "concurrency": 4,
    }
    with StubServer(
        faults=True, slow_seconds=2.0, answers={p.question: p.answer for p in memorized_qa}
    ) as stub:
        options["base_url"] = stub.base_url
        spec = ModelSpec("stub-model", "openai", tuple(sorted(options.items())))
        import hanker.models.openai_target as target_module

        original = target_module.OpenAITarget.answer
        calls: list[int] = []

        def dying(self, questions, examples=()):  # type: ignore[no-untyped-def]
            calls.append(len(questions))
            raise RuntimeError("killed")

        monkeypatch.setattr(target_module.OpenAITarget, "answer", dying)
        with pytest.raises(RuntimeError):
            evaluate_suite(
                EvaluateConfig(suite=suite, models=(spec,), out=tmp_path / "ev", judges=("rouge",))
            )
        monkeypatch.setattr(target_module.OpenAITarget, "answer", original)
        summary = evaluate_suite(
            EvaluateConfig(suite=suite, models=(spec,), out=tmp_path / "ev", judges=("rouge",))
        )
        assert set(stub.state.faults_sent) >= {"429", "500"}
        requests = stub.state.requests
        again = evaluate_suite(
            EvaluateConfig(suite=suite, models=(spec,), out=tmp_path / "ev", judges=("rouge",))
        )
        assert (
            stub.state.requests == requests
            and again["models"]["openai:stub-model"]["new_answers"] == 0
        )
    records = [json.loads(x) for x in (tmp_path / "ev" / "records.jsonl").read_text().splitlines()]
    assert (
        sum(r["prediction"] == r["reference"] for r in records) >= 20
    )  # the stub answers from its prompt
    assert summary["models"]["openai:stub-model"]["model"]["backend"] == "openai"


@pytest.mark.slow
def test_lora_adapter_chat_template_and_tofu_files(
    memorized_lm: Path, memorized_qa: list, shared_corpora: Path, tmp_path: Path
) -> None:  # type: ignore[type-arg]
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM, AutoTokenizer

    # a freshly initialized LoRA adapter changes nothing (its B matrices are zero): same answers
    base = AutoModelForCausalLM.from_pretrained(memorized_lm)
    adapter = get_peft_model(
        base, LoraConfig(r=4, target_modules=["c_attn"], task_type="CAUSAL_LM")
    )
    adapter.save_pretrained(tmp_path / "adapter")
    questions = [p.question for p in memorized_qa[:20]]
    assert HFTarget(str(tmp_path / "adapter")).answer(questions) == HFTarget(
        str(memorized_lm)
    ).answer(questions)
    # chat templates on request
    tokenizer = AutoTokenizer.from_pretrained(memorized_lm)
    tokenizer.chat_template = "{% for m in messages %}{{ m['content'] }}\n{% endfor %}"
    chat_dir = tmp_path / "chat"
    AutoModelForCausalLM.from_pretrained(memorized_lm).save_pretrained(chat_dir)
    tokenizer.save_pretrained(chat_dir)
    chat = HFTarget(str(chat_dir), chat_template=True, max_new_tokens=8)
    assert chat.info["prompt_format"] == "chat-template" and len(chat.answer(questions[:3])) == 3
    # TOFU files are suites too
    summary = evaluate_suite(
        EvaluateConfig(
            suite=shared_corpora / "tofu" / "forget10.jsonl",
            models=(ModelSpec(str(memorized_lm)),),
            out=tmp_path / "tofu",
            judges=("rouge",),
            limit=5,
        )
    )
    assert summary["cases"] == 5
