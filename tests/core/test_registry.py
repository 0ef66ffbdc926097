"""Every registry resolves every entry it lists, and third-party backends arrive through entry points."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from hanker.core.errors import ConfigError, RegistryError
from hanker.core.registry import Registry

REGISTRIES = {
    "hanker.corpora": "READERS",
    "hanker.text.coref": "COREF",
    "hanker.extract": "EXTRACTORS",
    "hanker.llm": "LLM_CLIENTS",
    "hanker.models": "TARGETS",
    "hanker.judge": "JUDGES",
    "hanker.synth": "GENERATORS",
    "hanker.train.methods": "METHODS",
}


def _registries_in_source() -> dict[str, str]:
    """Every module-level ``NAME = Registry(...)`` under hanker/, found in the AST."""
    import ast

    package = Path(__file__).resolve().parents[2] / "hanker"
    found: dict[str, str] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
            if not (isinstance(value, ast.Call) and getattr(value.func, "id", "") == "Registry"):
                continue
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            parts = path.relative_to(package.parent).with_suffix("").parts
            module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[module] = target.id  # type: ignore[union-attr]
    return found


def test_every_registry_in_the_tree_is_walked() -> None:
    assert _registries_in_source() == REGISTRIES


@pytest.mark.parametrize("module_name", sorted(REGISTRIES))
def test_every_entry_imports(module_name: str) -> None:
    registry = getattr(importlib.import_module(module_name), REGISTRIES[module_name])
    assert isinstance(registry, Registry)
    assert registry.group and registry.group.startswith("hanker.")
    names = registry.names()
    assert names, f"{module_name} registers nothing"
    for name in names:
        assert registry.get(name) is not None, name
        assert name in registry


def test_unknown_name_lists_the_known_ones() -> None:
    registry: Registry[object] = Registry("widget")
    registry.register("a", object())
    with pytest.raises(RegistryError, match="unknown widget 'b'; choose one of: a"):
        registry.get("b")


def test_create_refuses_an_option_the_backend_does_not_take() -> None:
    registry: Registry[object] = Registry("widget")
    registry.register("pair", lambda left=1, right=2: (left, right))
    assert registry.create("pair", left=5) == (5, 2)
    with pytest.raises(ConfigError, match="takes no option"):
        registry.create("pair", middle=3)


def _install_plugin(tmp_path: Path, group: str, name: str, target: str) -> None:
    """A minimal installed distribution that declares one entry point, importable from tmp_path."""
    dist = tmp_path / "hanker_plugin_demo-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: hanker-plugin-demo\nVersion: 0.1\n"
    )
    (dist / "entry_points.txt").write_text(f"[{group}]\n{name} = {target}\n")
    (tmp_path / "hanker_plugin_demo.py").write_text(
        "class ShoutJudge:\n    name = 'shout'\n    def __init__(self, loud=True):\n        self.loud = loud\n"
    )


def test_entry_point_plugins_are_registered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _install_plugin(tmp_path, "hanker.test_widgets", "shout", "hanker_plugin_demo:ShoutJudge")
    monkeypatch.syspath_prepend(str(tmp_path))
    registry: Registry[object] = Registry("widget", group="hanker.test_widgets")
    registry.register("builtin", object())
    assert "shout" in registry
    assert registry.names() == ["builtin", "shout"]
    judge = registry.create("shout", loud=False)
    assert type(judge).__name__ == "ShoutJudge" and judge.loud is False
    assert "hanker_plugin_demo" in sys.modules


def test_builtin_names_win_over_plugins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _install_plugin(tmp_path, "hanker.test_widgets2", "builtin", "hanker_plugin_demo:ShoutJudge")
    monkeypatch.syspath_prepend(str(tmp_path))
    marker = object()
    registry: Registry[object] = Registry("widget", group="hanker.test_widgets2")
    registry.register("builtin", marker)
    assert registry.names() == ["builtin"]
    assert registry.get("builtin") is marker
