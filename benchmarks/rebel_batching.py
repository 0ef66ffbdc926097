"""Batched REBEL extraction against the reference usage (one sentence per ``generate`` call), in one run.

    python benchmarks/rebel_batching.py [--sentences 200] [--size tiny|large] [--device cpu|cuda]

Builds a randomly initialized BART from a config (``tiny``: the test fixture's shape;
``large``: BART-large, REBEL's size) with a tokenizer that knows REBEL's markers, then
generates for the same sentences with the model card's settings (3 beams, 3 returned
sequences) twice: hanker's ``RebelExtractor.generate`` (batched, sorted by length, half
precision on GPU) and a loop calling ``generate`` once per sentence (float32, like the
model card snippet). Prints medians, sentences per second and the ratio.
Targets: >= 3x on CPU with the tiny model; >= 10x on a GPU with BART-large.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

import torch

from hanker.extract.rebel import RebelExtractor
from hanker.models.tiny import build_tiny_seq2seq


def _sentences(n: int) -> list[str]:
    shared = (
        Path(__file__).resolve().parents[2]
        / "shared"
        / "corpora"
        / "muse"
        / "news"
        / "raw"
        / "forget.json"
    )
    if shared.exists():
        text = " ".join(json.loads(shared.read_text())[:60])
        pool = [s.strip() + "." for s in text.split(". ") if 40 < len(s) < 300]
    else:
        pool = [
            f"Company {i} opened a factory in City {i % 7} in {1990 + i % 30}." for i in range(n)
        ]
    random.Random(0).shuffle(pool)
    return (pool * (n // max(len(pool), 1) + 1))[:n]


def _model(size: str, folder: Path, texts: list[str]) -> Path:
    if size == "tiny":
        return build_tiny_seq2seq(texts, folder, vocab_size=2000)
    return build_tiny_seq2seq(texts, folder, vocab_size=8000, d_model=1024, layers=12, heads=16)


def main() -> None:
    """Time both ways of generating and print the comparison."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sentences", type=int, default=200)
    parser.add_argument("--size", choices=("tiny", "large"), default="tiny")
    parser.add_argument("--device", default=None)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--max-new-tokens", type=int, default=64)
    args = parser.parse_args()
    sentences = _sentences(args.sentences)
    with tempfile.TemporaryDirectory() as tmp:
        path = _model(args.size, Path(tmp) / "bart", sentences)
        extractor = RebelExtractor(
            model=str(path), device=args.device, max_new_tokens=args.max_new_tokens
        )
        reference = RebelExtractor(
            model=str(path), device=args.device, dtype="float32", max_new_tokens=args.max_new_tokens
        )
        device = extractor.device

        def batched() -> None:
            extractor.generate(sentences)

        def one_by_one() -> None:
            tok, model = reference.tokenizer, reference.model
            for sentence in sentences:
                encoded = tok(sentence, return_tensors="pt", truncation=True, max_length=256).to(
                    device
                )
                with torch.inference_mode():
                    out = model.generate(**encoded, **reference.generate_options)
                tok.batch_decode(out, skip_special_tokens=False)

        def timed(fn) -> float:  # type: ignore[no-untyped-def]
            times = []
            for _ in range(args.repeats):
                if device.startswith("cuda"):
                    torch.cuda.synchronize()
                start = time.perf_counter()
                fn()
                if device.startswith("cuda"):
                    torch.cuda.synchronize()
                times.append(time.perf_counter() - start)
            return statistics.median(times)

        batched_s, loop_s = timed(batched), timed(one_by_one)
        n = len(sentences)
        params = sum(p.numel() for p in extractor.model.parameters()) / 1e6
        print(
            f"model: BART {args.size} ({params:.2f}M parameters), device {device}, {n} sentences, beams 3, returns 3"
        )
        print(f"  one sentence per generate  median {loop_s:7.2f} s  {n / loop_s:8.1f} sentences/s")
        print(
            f"  hanker batched             median {batched_s:7.2f} s  {n / batched_s:8.1f} sentences/s (batch {extractor.batch_size})"
        )
        print(f"  ratio: {loop_s / batched_s:.1f}x")


if __name__ == "__main__":
    main()
