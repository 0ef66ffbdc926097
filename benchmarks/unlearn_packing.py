"""Unlearning with packed rows against the padded micro-batch loop, in one run (issue 13).

    python benchmarks/unlearn_packing.py [--size tiny|small|1b] [--device cpu|cuda] [--pairs 200]
        [--method npo] [--batch-size 4] [--grad-accumulation 1] [--lora] [--peak-tflops 800]
        [--repeats 3]

One epoch of ``--method`` over PISTOL-style forget pairs, each paired with a retain pair, through
``hanker.train.unlearn.unlearn`` twice from the same starting weights: the padded loop (one
forward pass per batch kind and micro-batch) and ``pack=True`` (one packed forward pass per model
and optimizer step, the same gradients). Prints the median tokens per second of each (forget and
retain rows through the trained model, prompt and answer), their ratio, peak GPU memory, and the
share of the bf16 bound: ``peak FLOP/s / (6 x parameters)`` trained tokens per second (the
reference model's forward pass is left out of the bound, so the share is generous).

Sizes: ``tiny`` is the tests' 2-layer GPT-2 (fp32, CPU); ``small`` a 4-layer, 512-dim Llama
(fp32, CPU); ``1b`` a randomly initialized Llama of 0.7B parameters (bf16, GPU).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import torch
from unlearn_lora import ROOT, _pairs

from hanker.train.batch import qa_examples
from hanker.train.loop import load_for_training
from hanker.train.unlearn import UnlearnConfig, unlearn


def _small_llama(folder: Path, texts: list[str]) -> Path:
    from transformers import LlamaConfig, LlamaForCausalLM

    from hanker.models.tiny import train_bpe_tokenizer

    tokenizer = train_bpe_tokenizer(texts, vocab_size=8000, model_max_length=1024)
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=512,
        intermediate_size=1376,
        num_hidden_layers=4,
        num_attention_heads=8,
        num_key_value_heads=4,
        max_position_embeddings=1024,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def _model(size: str, folder: Path) -> tuple[Path, str]:
    import json

    rows = json.loads((ROOT / "corpora" / "pistol-demo" / "qa.json").read_text())
    texts = [f"Question: {r['question']}\nAnswer: {r['answer']}\n\n" for r in rows]
    if size == "1b":
        from evaluate_throughput import _llama_1b

        return _llama_1b(folder, texts), "bf16"
    if size == "small":
        return _small_llama(folder, texts), "fp32"
    from hanker.models.tiny import build_tiny_causal_lm

    return build_tiny_causal_lm(texts, folder), "fp32"


def _run(model_dir: Path, args: Any, precision: str, pack: bool) -> dict[str, float]:
    forget, retain = _pairs(args.pairs)
    cuda = args.device.startswith("cuda")
    if cuda:
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
    model, tokenizer = load_for_training(model_dir, args.device, precision, lora=args.lora)
    tokens = sum(len(ids) for ids, _ in qa_examples(tokenizer, forget)) * 2  # + a retain row each
    config = UnlearnConfig(
        method=args.method,
        epochs=1,
        batch_size=args.batch_size,
        grad_accumulation=args.grad_accumulation,
        lora=args.lora,
        precision=precision,
        pack=pack,
    )
    if cuda:
        torch.cuda.synchronize()
    start = time.perf_counter()
    unlearn(model, tokenizer, forget, retain, config)
    if cuda:
        torch.cuda.synchronize()
    seconds = time.perf_counter() - start
    params = sum(p.numel() for p in model.parameters())
    del model
    gc.collect()
    return {
        "tokens_per_second": tokens / seconds,
        "peak_gib": torch.cuda.max_memory_allocated() / 2**30 if cuda else float("nan"),
        "params": params,
    }


def main() -> None:
    """Build the model, run the padded and the packed loop, print the comparison."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", choices=("tiny", "small", "1b"), default="tiny")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--pairs", type=int, default=200, help="forget pairs (one epoch)")
    parser.add_argument("--method", default="npo")
    parser.add_argument("--batch-size", type=int, default=4)
    parser.add_argument("--grad-accumulation", type=int, default=1)
    parser.add_argument("--lora", action="store_true")
    parser.add_argument("--peak-tflops", type=float, default=800.0, help="dense bf16 peak")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        model_dir, precision = _model(args.size, Path(tmp) / "model")
        runs: dict[str, list[dict[str, float]]] = {"padded": [], "packed": []}
        for _ in range(args.repeats):  # interleaved, so drift hits both alike
            for name in runs:
                runs[name].append(_run(model_dir, args, precision, pack=name == "packed"))
    results = {n: {k: statistics.median(r[k] for r in rs) for k in rs[0]} for n, rs in runs.items()}
    params = results["padded"]["params"]
    bound = args.peak_tflops * 1e12 / (6 * params)
    print(
        f"{args.method}, one epoch of {args.pairs} forget pairs, batch {args.batch_size} x "
        f"{args.grad_accumulation}, {args.size} model ({params / 1e6:.1f}M) on {args.device} "
        f"({precision}{', LoRA' if args.lora else ''}); median of {args.repeats}"
    )
    for name, r in results.items():
        print(
            f"{name:7s} {r['tokens_per_second']:10.1f} tokens/s  peak {r['peak_gib']:.2f} GiB "
            f"(nan: CPU)  {100 * r['tokens_per_second'] / bound:.3f}% of the bf16 bound "
            f"({bound:,.0f} tokens/s at {args.peak_tflops:g} TFLOP/s)"
        )
    ratio = results["packed"]["tokens_per_second"] / results["padded"]["tokens_per_second"]
    print(f"packed / padded: x{ratio:.2f}")


if __name__ == "__main__":
    main()
