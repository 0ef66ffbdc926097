"""Rewrite the README's demo sections from a fresh ``hanker run --demo`` (run after any change
that moves the demo's numbers; ``tests/cli/test_readme.py`` fails until then).

    python benchmarks/readme_demo.py [--readme README.md]

Runs the demo in a temporary folder (as ``hanker-demo``, the name the README shows), then
replaces the printed-output block, the quoted ``report.md`` and the two charts under ``docs/``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_CHARTS = {
    "evaluate/kmc_by_entity_degree.png": "docs/demo-kmc-by-entity-degree.png",
    "kmc_by_model.png": "docs/demo-kmc-by-model.png",
}


def run_demo(folder: Path) -> str:
    """What ``hanker run --demo`` prints on stdout, run inside ``folder``."""
    command = [sys.executable, "-c", "from hanker.cli.main import main; main()", "run", "--demo"]
    done = subprocess.run(command, cwd=folder, check=True, capture_output=True, text=True)
    return done.stdout


def rewrite(readme: str, printed: str, report: str) -> str:
    """The README with its demo output block and quoted report replaced."""
    block = re.compile(r"```text\nhanker run: .*?```", re.S)
    readme = block.sub(lambda _: f"```text\n{printed.rstrip()}\n```", readme, count=1)
    for chart, shown in _CHARTS.items():
        report = report.replace(f"]({chart})", f"]({shown})")
    quoted = "\n".join(f"> {line}".rstrip() for line in report.rstrip().splitlines())
    start = readme.index("> # hanker run report")
    end = readme.index("\n\n", readme.index("<!-- run-report", start))
    return readme[:start] + quoted + readme[end:]


def main() -> None:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--readme", type=Path, default=ROOT / "README.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        printed = run_demo(Path(tmp))
        demo = Path(tmp) / "hanker-demo"
        report = (demo / "report.md").read_text(encoding="utf-8")
        for chart, shown in _CHARTS.items():
            shutil.copyfile(demo / chart, ROOT / shown)
    text = args.readme.read_text(encoding="utf-8")
    args.readme.write_text(rewrite(text, printed, report), encoding="utf-8")
    print(f"rewrote {args.readme} and {', '.join(_CHARTS.values())}")


if __name__ == "__main__":
    main()
