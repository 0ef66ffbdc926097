"""Batched REBEL extraction against the reference usage (one sentence per ``generate`` call), in one run.

    python benchmarks/rebel_batching.py [--sentences 200] [--size tiny|large] [--device cpu|cuda]
                                        [--peak-tflops 989]

Builds a randomly initialized BART from a config (``tiny``: the test fixture's shape;
``large``: BART-large, REBEL's size) with a tokenizer that knows REBEL's markers, then
generates for the same sentences with the model card's settings (3 beams, 3 returned
sequences) twice: hanker's ``RebelExtractor.generate`` (batched, sorted by length, half
precision on GPU) and a loop calling ``generate`` once per sentence (float32, like the
model card snippet). Prints medians, sentences per second, the ratio, and the share of a compute
bound: about 2 x parameters FLOPs per token, for the input tokens once (encoder) and for every
generated token of every beam (decoder), at the ``--peak-tflops`` the device can do (H100 dense
bf16: about 989; give your device's figure). Batches are sized by tokens (``--batch-tokens``).
Targets: >= 3x on CPU with the tiny model; >= 10x and >= 100 sentences/s on a GPU with BART-large.
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


def _print_bound(
    extractor: RebelExtractor, sentences: list[str], rate: float, peak_tflops: float
) -> None:
    """Share of the compute bound reached, from the mean input and generated lengths."""
    params = sum(p.numel() for p in extractor.model.parameters())
    inputs = extractor.tokenizer(sentences[:50])["input_ids"]
    outputs = extractor.generate(sentences[:50])
    tok = extractor.tokenizer
    generated = [
        len(tok(o, add_special_tokens=False)["input_ids"]) for outs in outputs for o in outs
    ]
    beams = int(extractor.generate_options["num_beams"])
    mean_in = statistics.fmean(len(i) for i in inputs)
    mean_out = statistics.fmean(generated) if generated else 0.0
    flops = 2 * params * (mean_in + beams * mean_out)
    bound = peak_tflops * 1e12 / flops
    print(
        f"  bound at {peak_tflops:g} TFLOP/s: {bound:,.0f} sentences/s "
        f"({mean_in:.0f} input tokens, {beams} beams x {mean_out:.0f} generated); "
        f"hanker reaches {100 * rate / bound:.2f}% of it"
    )


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
    parser.add_argument("--batch-tokens", type=int, default=None)
    parser.add_argument(
        "--peak-tflops", type=float, default=None, help="device peak, for the bound"
    )
    args = parser.parse_args()
    sentences = _sentences(args.sentences)
    with tempfile.TemporaryDirectory() as tmp:
        path = _model(args.size, Path(tmp) / "bart", sentences)
        extractor = RebelExtractor(
            model=str(path),
            device=args.device,
            max_new_tokens=args.max_new_tokens,
            batch_tokens=args.batch_tokens,
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
            f"  hanker batched             median {batched_s:7.2f} s  {n / batched_s:8.1f} sentences/s (batch tokens {extractor.batch_tokens})"
        )
        print(f"  ratio: {loop_s / batched_s:.1f}x")
        if args.peak_tflops:
            _print_bound(extractor, sentences, n / batched_s, args.peak_tflops)


if __name__ == "__main__":
    main()
