"""One unlearning epoch of NPO through a LoRA adapter against full-weight NPO, in one run.

    python benchmarks/unlearn_lora.py [--size tiny|1b] [--device cpu|cuda] [--pairs 200]

``1b``: a randomly initialized Llama-architecture model (2048 hidden, 16 layers; GPU), run in
bf16 (the frozen base stored in bf16, autocast for the compute). ``tiny``: the 2-layer GPT-2
of the tests, fp32, for a CPU check. Both paths go through ``hanker.train.unlearn.unlearn``
on PISTOL-style forget/retain pairs (effective batch 4, PISTOL's default). With LoRA, the
reference model is the same network with the adapter switched off; full-weight NPO keeps a
frozen copy. Prints tokens per second (forget + retain answer and prompt tokens through the
trained model) and peak GPU memory of each, and their ratios.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import tempfile
import time
from pathlib import Path

import torch
from evaluate_throughput import _llama_1b

from hanker.core.records import FewShot
from hanker.models.tiny import build_tiny_causal_lm
from hanker.train.batch import qa_examples
from hanker.train.loop import load_for_training
from hanker.train.unlearn import UnlearnConfig, unlearn

ROOT = Path(__file__).resolve().parents[1]


def _pairs(n: int) -> tuple[list[FewShot], list[FewShot]]:
    rows = json.loads((ROOT / "corpora" / "pistol-demo" / "qa.json").read_text())
    pairs = [FewShot(r["question"], r["answer"]) for r in rows]
    return pairs[:n], pairs[n : 2 * n]


def _run(model_dir: Path, lora: bool, device: str, precision: str, pairs: int) -> dict[str, float]:
    forget, retain = _pairs(pairs)
    if device.startswith("cuda"):
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
    model, tokenizer = load_for_training(model_dir, device, precision, lora=lora, lora_rank=16)
    tokens = sum(len(ids) for ids, _ in qa_examples(tokenizer, forget)) * 2  # + a retain row each
    config = UnlearnConfig(
        method="npo",
        learning_rate=1e-5,
        epochs=1,
        batch_size=4,
        lora=lora,
        precision=precision,
        hyperparameters={"retain_weight": 1.0},
    )
    if device.startswith("cuda"):
        torch.cuda.synchronize()
    start = time.perf_counter()
    unlearn(model, tokenizer, forget, retain, config)
    if device.startswith("cuda"):
        torch.cuda.synchronize()
    seconds = time.perf_counter() - start
    peak = torch.cuda.max_memory_allocated() / 2**30 if device.startswith("cuda") else float("nan")
    params = sum(p.numel() for p in model.parameters())
    del model
    gc.collect()
    return {
        "seconds": seconds,
        "tokens_per_second": tokens / seconds,
        "peak_gib": peak,
        "params": params,
    }


def main() -> None:
    """Build the model, run both paths, print the comparison."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", choices=("tiny", "1b"), default="tiny")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--pairs", type=int, default=200, help="forget pairs (one epoch)")
    parser.add_argument("--repeats", type=int, default=1)
    args = parser.parse_args()
    rows = json.loads((ROOT / "corpora" / "pistol-demo" / "qa.json").read_text())
    texts = [f"Question: {r['question']}\nAnswer: {r['answer']}\n\n" for r in rows]
    with tempfile.TemporaryDirectory() as tmp:
        if args.size == "1b":
            model_dir = _llama_1b(Path(tmp) / "llama", texts)
            precision = "bf16"
        else:
            model_dir = build_tiny_causal_lm(texts, Path(tmp) / "tiny")
            precision = "fp32"
        results = {}
        for name, lora in (("npo+lora", True), ("npo full", False)):
            runs = [
                _run(model_dir, lora, args.device, precision, args.pairs)
                for _ in range(args.repeats)
            ]
            results[name] = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
    print(
        f"NPO, one epoch of {args.pairs} forget pairs, {args.size} model on {args.device} ({precision})"
    )
    for name, r in results.items():
        print(
            f"{name:9s} params {r['params'] / 1e6:8.1f}M  {r['seconds']:7.2f} s  "
            f"{r['tokens_per_second']:9.1f} tokens/s  peak {r['peak_gib']:.2f} GiB (nan: CPU)"
        )
    lora, full = results["npo+lora"], results["npo full"]
    memory = (
        f"peak memory x{lora['peak_gib'] / full['peak_gib']:.2f}"
        if args.device.startswith("cuda")
        else "peak memory measured on CUDA only"
    )
    print(
        f"lora / full: speed x{lora['tokens_per_second'] / full['tokens_per_second']:.2f}, {memory}"
    )


if __name__ == "__main__":
    main()
