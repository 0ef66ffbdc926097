"""hanker's batched answering against the one-question-per-``generate`` loop (MUSE's knowmem loop), in one run.

    python benchmarks/evaluate_throughput.py [--cases 500] [--size tiny|1b] [--device cpu|cuda] [--nli]
        [--fewshot] [--reference-cases N] [--peak-tflops T] [--threads N] [--batch-size N]

``tiny``: a 2-layer GPT-2 (the test fixture's shape); ``1b``: a randomly initialized Llama-
architecture model of about 1B parameters (GPU). Both answer the same ``--cases`` questions
(PISTOL-style, from the shipped demo dataset) with greedy decoding and ``max_new_tokens``
32. Prints medians, cases per second and the ratio; with ``--nli``, also NLI pairs per
second of a DeBERTa-v3-small-sized classifier built from a config.
``--fewshot``: MUSE's knowmem format with its 10-shot ICL prefix (``forget_qa_icl.json`` from
``../shared/corpora/muse/news/knowmem``), the real forget_qa + retain2_qa questions (400 by
default, repeated if needed), and for ``tiny`` a 4-layer, 256-dim GPT-2 (prompt about 360
tokens). Both sides tokenize each whole prompt once with special tokens, as MUSE does; the
answers of the two sides are compared. ``--peak-tflops`` (the device's dense bf16 figure)
adds the share of the bound ``peak / (2 x parameters)`` generated tokens per second.
Targets: >= 5x on CPU (tiny); >= 10x on CPU with ``--fewshot``; >= 20x on a GPU (1b).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

import torch

from hanker.core.records import FewShot
from hanker.models.base import DEFAULT_STOP, cut_at_stop, format_prompt
from hanker.models.hf_target import HFTarget
from hanker.models.tiny import build_tiny_causal_lm, train_bpe_tokenizer

ROOT = Path(__file__).resolve().parents[1]


KNOWMEM = ROOT.parent / "shared" / "corpora" / "muse" / "news" / "knowmem"


def _questions(n: int, fewshot: bool = False) -> list[str]:
    if fewshot:
        rows = [
            r
            for name in ("forget_qa.json", "retain2_qa.json")
            for r in json.loads((KNOWMEM / name).read_text())
        ]
    else:
        rows = json.loads((ROOT / "corpora" / "pistol-demo" / "qa.json").read_text())
    return [r["question"] for r in (rows * (n // len(rows) + 1))[:n]]


def _examples(fewshot: bool) -> list[FewShot]:
    if not fewshot:
        return []
    rows = json.loads((KNOWMEM / "forget_qa_icl.json").read_text())
    return [FewShot(r["question"], r["answer"]) for r in rows]


def _reference_loop(target: HFTarget, questions: list[str], examples: list[FewShot]) -> list[str]:
    """MUSE's knowmem loop: each whole prompt tokenized once, one greedy ``generate`` each."""
    tokenizer, model, answers = target.tokenizer, target.lm, []
    for question in questions:
        ids = tokenizer(format_prompt(question, examples), return_tensors="pt").input_ids.to(
            target.device
        )
        with torch.inference_mode():
            out = model.generate(
                ids,
                attention_mask=torch.ones_like(ids),
                max_new_tokens=32,
                do_sample=False,
                pad_token_id=tokenizer.pad_token_id,
            )
        answers.append(
            cut_at_stop(
                tokenizer.decode(out[0, ids.shape[1] :], skip_special_tokens=True), DEFAULT_STOP
            )
        )
    return answers


def _llama_1b(folder: Path, texts: list[str]) -> Path:
    from transformers import LlamaConfig, LlamaForCausalLM

    tokenizer = train_bpe_tokenizer(
        texts, vocab_size=32000, padding_side="left", model_max_length=2048
    )
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=2048, intermediate_size=5632, num_hidden_layers=16, num_attention_heads=32,
        num_key_value_heads=8, max_position_embeddings=2048, bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
    )  # fmt: skip
    model = LlamaForCausalLM(config).to(torch.bfloat16)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def _parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--cases", type=int, default=None, help="500, or 400 with --fewshot")
    parser.add_argument("--size", choices=("tiny", "1b"), default="tiny")
    parser.add_argument("--device", default=None)
    parser.add_argument(
        "--reference-cases",
        type=int,
        default=None,
        help="time the slow loop on fewer cases and scale (answers compared on those)",
    )
    parser.add_argument("--fewshot", action="store_true", help="MUSE's 10-shot ICL prefix")
    parser.add_argument("--peak-tflops", type=float, default=None, help="dense bf16 peak")
    parser.add_argument("--batch-size", type=int, default=None, help="default: automatic")
    parser.add_argument("--threads", type=int, default=None, help="torch CPU threads (both sides)")
    parser.add_argument("--nli", action="store_true")
    return parser.parse_args()


def _build(args: argparse.Namespace, folder: Path, texts: list[str]) -> Path:
    if args.size == "1b":
        return _llama_1b(folder, texts)
    if args.fewshot:
        return build_tiny_causal_lm(
            texts, folder, n_layer=4, n_embd=256, n_head=4, n_positions=1024, vocab_size=2000
        )
    return build_tiny_causal_lm(texts, folder, vocab_size=2000)


def _bound_share(cases_per_s: float, params: float, peak_tflops: float | None) -> str:
    """Share of the bf16 bound: ``peak / (2 x parameters)`` tokens/s, 32 tokens per case."""
    if not peak_tflops:
        return ""
    bound = peak_tflops * 1e12 / (2 * params) / 32
    return f"  bf16 bound at {peak_tflops:g} TFLOP/s: {bound:,.0f} cases/s; share {cases_per_s / bound:.2%}"


def main() -> None:
    """Build the model, time both loops, print the comparison."""
    args = _parse()
    if args.threads:
        torch.set_num_threads(args.threads)
    n = args.cases or (400 if args.fewshot else 500)
    questions, examples = _questions(n, args.fewshot), _examples(args.fewshot)
    with tempfile.TemporaryDirectory() as tmp:
        texts = [format_prompt(q, examples) + "an answer" for q in questions[:400]]
        path = _build(args, Path(tmp) / "lm", texts)
        target = HFTarget(
            str(path), device=args.device, max_new_tokens=32, batch_size=args.batch_size
        )
        device = target.device
        params = sum(p.numel() for p in target.lm.parameters())

        def sync() -> None:
            if device.startswith("cuda"):
                torch.cuda.synchronize()

        target.answer(questions[:8], examples)  # warm-up
        sync()
        start = time.perf_counter()
        answers = target.answer(questions, examples)
        sync()
        batched = time.perf_counter() - start
        reference_questions = questions[: args.reference_cases or n]
        start = time.perf_counter()
        reference = _reference_loop(target, reference_questions, examples)
        sync()
        loop = (time.perf_counter() - start) * n / len(reference_questions)
        same = sum(a == b for a, b in zip(answers, reference, strict=False))
        prompt = len(target.tokenizer(format_prompt(questions[0], examples)).input_ids)
        print(
            f"model: {args.size} ({params / 1e6:.1f}M parameters, {target.info['dtype']}), device {device}, "
            f"{n} cases, {len(examples)}-shot prefix, prompt ~{prompt} tokens, max_new_tokens 32"
        )
        print(
            f"  one question per generate  {loop:8.2f} s  {n / loop:8.1f} cases/s"
            + (f" (timed on {len(reference)}, scaled)" if args.reference_cases else "")
        )
        print(
            f"  hanker batched             {batched:8.2f} s  {n / batched:8.1f} cases/s (batch {target.last_batch_size})"
        )
        print(f"  ratio: {loop / batched:.1f}x; answers identical: {same}/{len(reference)}")
        if args.peak_tflops:
            print(_bound_share(n / batched, params, args.peak_tflops))
        if args.nli:
            _nli(args, Path(tmp), texts, questions, sync)


def _nli(
    args: argparse.Namespace, tmp: Path, texts: list[str], questions: list[str], sync: Any
) -> None:
    from hanker.judge.nli import NLIJudge
    from hanker.models.tiny import build_tiny_classifier

    n = len(questions)
    nli_path = build_tiny_classifier(
        texts, tmp / "nli", hidden_size=768, layers=6, heads=12, vocab_size=8000
    )
    judge = NLIJudge(model=str(nli_path), device=args.device, batch_size=64)
    answers = [f"answer {i}" for i in range(n)]
    judge.judge(questions[:16], answers[:16], answers[:16])
    sync()
    start = time.perf_counter()
    judge.judge(questions, answers, answers)
    sync()
    print(f"  NLI judge: {n / (time.perf_counter() - start):.1f} pairs/s")


if __name__ == "__main__":
    main()
