"""The layer contract: a package imports only from packages below it (function-local imports too).

The layers, lowest first, are documented in docs/architecture.md.  Packages in one layer may import
each other; a module may always import from its own package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import hanker

LAYERS: list[set[str]] = [
    {"core"},
    {"text", "corpora"},
    {"kg"},
    {"dedupe", "pistol"},
    {"models", "llm"},
    {"extract"},
    {"judge", "synth"},
    {"evaluate"},
    {"train"},
    {"metrics"},
    {"run"},
    {"cli", "__main__"},
]
ROOT = Path(hanker.__file__).parent
LEVEL = {package: index for index, layer in enumerate(LAYERS) for package in layer}


def package_of(module: str) -> str | None:
    """The top-level package of a ``hanker.x.y`` module name, or None outside hanker."""
    parts = module.split(".")
    if parts[0] != "hanker":
        return None
    return parts[1] if len(parts) > 1 else ""


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every hanker module a file imports, with its line, wherever the import statement is."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return [(line, name) for line, name in found if name.startswith("hanker")]


def own_package(path: Path) -> str:
    relative = path.relative_to(ROOT)
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


def test_every_package_has_a_layer() -> None:
    packages = {p.name for p in ROOT.iterdir() if (p / "__init__.py").exists()}
    modules = {p.stem for p in ROOT.glob("*.py") if p.stem != "__init__"}
    missing = (packages | modules) - set(LEVEL)
    assert not missing, f"give these a layer in LAYERS and docs/architecture.md: {sorted(missing)}"


def test_no_package_imports_one_above_it() -> None:
    violations = []
    for path in sorted(ROOT.rglob("*.py")):
        mine = own_package(path)
        if mine == "__init__":
            continue
        for line, module in imported_modules(path):
            other = package_of(module)
            if other in (None, "", mine) or other not in LEVEL:
                continue
            if LEVEL[other] > LEVEL[mine]:
                violations.append(f"{path.relative_to(ROOT.parent)}:{line} imports {module}")
    assert not violations, "upward imports:\n" + "\n".join(sorted(set(violations)))


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("from hanker.cli.main import cli\n", "hanker.cli.main"),
        ("def f():\n    import hanker.run\n", "hanker.run"),
    ],
)
def test_the_checker_sees_top_level_and_local_imports(
    tmp_path: Path, source: str, expected: str
) -> None:
    path = tmp_path / "m.py"
    path.write_text(source)
    assert expected in [name for _, name in imported_modules(path)]
