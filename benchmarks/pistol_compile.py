"""Throughput of `hanker pistol compile` on growing topologies.

    python benchmarks/pistol_compile.py [--repeats 3]

Compiles Dataset 1, Dataset 2 and Barabasi-Albert graphs of 200 and 1000 nodes and
prints median seconds and contracts per second, so regressions in the compiler (template
rendering, fact building, RDF serialization) show up as numbers.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from hanker.pistol.compile import CompileConfig, compile_dataset

CASES = [
    ("dataset1", {"topology": "dataset1"}),
    ("dataset2", {"topology": "dataset2"}),
    ("ba n=200 m=2", {"generator": "barabasi_albert_graph", "generator_params": ("n=200", "m=2")}),
    (
        "ba n=1000 m=2",
        {"generator": "barabasi_albert_graph", "generator_params": ("n=1000", "m=2")},
    ),
]


def main() -> None:
    """Compile each case ``--repeats`` times and print medians."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    for label, kwargs in CASES:
        times = []
        contracts = 0
        for _ in range(args.repeats):
            with tempfile.TemporaryDirectory() as tmp:
                start = time.perf_counter()
                result = compile_dataset(CompileConfig(out=Path(tmp) / "d", seed=1, **kwargs))  # type: ignore[arg-type]
                times.append(time.perf_counter() - start)
                contracts = result.contracts
        median = statistics.median(times)
        print(
            f"{label:15s} {contracts:5d} contracts  median {median:6.2f} s  {contracts / median:7.1f} contracts/s"
        )


if __name__ == "__main__":
    main()
