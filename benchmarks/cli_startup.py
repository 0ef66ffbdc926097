"""How fast `hanker --help` starts, against a bare Python interpreter (the floor) in the same run.

    python benchmarks/cli_startup.py [--repeats 15]

Prints the median wall time of each and their ratio. The target is under one second for
`hanker --help` on the 2-core development machine, with no torch import.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time


def _median_seconds(cmd: list[str], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    """Run the comparison and print medians and the ratio."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    baseline = _median_seconds([sys.executable, "-c", "pass"], args.repeats)
    hanker = _median_seconds([sys.executable, "-m", "hanker", "--help"], args.repeats)
    compile_help = _median_seconds(
        [sys.executable, "-m", "hanker", "pistol", "compile", "--help"], args.repeats
    )
    print(f"python -c pass               median {baseline * 1000:7.1f} ms")
    print(
        f"hanker --help                median {hanker * 1000:7.1f} ms  ({hanker / baseline:.1f}x the bare interpreter)"
    )
    print(
        f"hanker pistol compile --help median {compile_help * 1000:7.1f} ms  ({compile_help / baseline:.1f}x)"
    )
    print(f"target: hanker --help under 1000 ms -> {'met' if hanker < 1.0 else 'NOT met'}")


if __name__ == "__main__":
    main()
