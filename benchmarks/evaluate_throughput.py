"""hanker's batched answering against the one-question-per-``generate`` loop (MUSE's knowmem loop), in one run.

    python benchmarks/evaluate_throughput.py [--cases 500] [--size tiny|1b] [--device cpu|cuda] [--nli]

``tiny``: a 2-layer GPT-2 (the test fixture's shape); ``1b``: a randomly initialized Llama-
architecture model of about 1B parameters (GPU). Both answer the same ``--cases`` questions
(PISTOL-style, from the shipped demo dataset) with greedy decoding and ``max_new_tokens``
32. Prints medians, cases per second and the ratio; with ``--nli``, also NLI pairs per
second of a DeBERTa-v3-small-sized classifier built from a config.
Targets: >= 5x on CPU (tiny); >= 20x on a GPU (1b).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import torch

from hanker.models.base import DEFAULT_STOP, cut_at_stop, format_prompt
from hanker.models.hf_target import HFTarget
from hanker.models.tiny import build_tiny_causal_lm, train_bpe_tokenizer

ROOT = Path(__file__).resolve().parents[1]


def _questions(n: int) -> list[str]:
    rows = json.loads((ROOT / "corpora" / "pistol-demo" / "qa.json").read_text())
    return [r["question"] for r in (rows * (n // len(rows) + 1))[:n]]


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


def main() -> None:
    """Build the model, time both loops, print the comparison."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--size", choices=("tiny", "1b"), default="tiny")
    parser.add_argument("--device", default=None)
    parser.add_argument(
        "--reference-cases",
        type=int,
        default=None,
        help="time the slow loop on fewer cases and scale (GPU runs)",
    )
    parser.add_argument("--nli", action="store_true")
    args = parser.parse_args()
    questions = _questions(args.cases)
    with tempfile.TemporaryDirectory() as tmp:
        texts = [format_prompt(q) + "an answer" for q in questions[:400]]
        path = (
            build_tiny_causal_lm(texts, Path(tmp) / "lm", vocab_size=2000)
            if args.size == "tiny"
            else _llama_1b(Path(tmp) / "lm", texts)
        )
        target = HFTarget(str(path), device=args.device, max_new_tokens=32)
        device = target.device
        params = sum(p.numel() for p in target.lm.parameters()) / 1e6

        def sync() -> None:
            if device.startswith("cuda"):
                torch.cuda.synchronize()

        target.answer(questions[:8])  # warm-up
        sync()
        start = time.perf_counter()
        target.answer(questions)
        sync()
        batched = time.perf_counter() - start

        tokenizer, model = target.tokenizer, target.lm
        reference_questions = questions[: args.reference_cases or len(questions)]
        sync()
        start = time.perf_counter()
        for question in reference_questions:
            ids = tokenizer(
                format_prompt(question), return_tensors="pt", add_special_tokens=False
            ).input_ids.to(device)
            with torch.inference_mode():
                out = model.generate(
                    ids,
                    attention_mask=torch.ones_like(ids),
                    max_new_tokens=32,
                    do_sample=False,
                    pad_token_id=tokenizer.pad_token_id,
                )
            cut_at_stop(
                tokenizer.decode(out[0, ids.shape[1] :], skip_special_tokens=True), DEFAULT_STOP
            )
        sync()
        loop = (time.perf_counter() - start) * len(questions) / len(reference_questions)
        n = len(questions)
        print(
            f"model: {args.size} ({params:.1f}M parameters, {target.info['dtype']}), device {device}, {n} cases, max_new_tokens 32"
        )
        print(
            f"  one question per generate  {loop:8.2f} s  {n / loop:8.1f} cases/s"
            + (" (scaled)" if args.reference_cases else "")
        )
        print(
            f"  hanker batched             {batched:8.2f} s  {n / batched:8.1f} cases/s (batch {target.batch_size})"
        )
        print(f"  ratio: {loop / batched:.1f}x")
        if args.nli:
            from hanker.judge.nli import NLIJudge
            from hanker.models.tiny import build_tiny_classifier

            nli_path = build_tiny_classifier(
                texts, Path(tmp) / "nli", hidden_size=768, layers=6, heads=12, vocab_size=8000
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
