"""One forget/retain selection for unlearn, score and run, on a compiled PISTOL dataset."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hanker.core.errors import ConfigError
from hanker.pistol.compile import CompileConfig, compile_dataset
from hanker.train.selection import ForgetRetainSelection, PairSource


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("selection") / "d"
    compile_dataset(CompileConfig(out=out, seed=1, forget_edges=("A_C",)))
    return out


def _qa(dataset: Path) -> list[dict[str, str]]:
    return json.loads((dataset / "qa.json").read_text())


def test_forget_edges_split_the_dataset(dataset: Path) -> None:
    rows = _qa(dataset)
    selection = ForgetRetainSelection.from_options(
        str(dataset), forget_edges=("A_C",), with_independent=True
    )
    sets = selection.read_sets()
    assert [p.question for p in sets["forget"]] == [
        r["question"] for r in rows if r["edge"] == "A_C"
    ]
    assert [p.question for p in sets["retain"]] == [
        r["question"] for r in rows if r["edge"] != "A_C"
    ]
    # PISTOL's independent set: the edges of the components that hold no forget edge
    topology = json.loads((dataset / "topology.json").read_text())
    component = {e["name"]: {e["source"], e["target"]} for e in topology["edges"]}
    reached = set(component["A_C"])
    while True:
        more = {n for nodes in component.values() if nodes & reached for n in nodes} - reached
        if not more:
            break
        reached |= more
    independent = {name for name, nodes in component.items() if not nodes & reached}
    assert independent
    expected = [r["question"] for r in rows if r["edge"] in independent]
    assert [p.question for p in sets["independent"]] == expected


def test_retain_independent_and_explicit_retain(dataset: Path) -> None:
    independent = ForgetRetainSelection.from_options(
        str(dataset), forget_edges=("A_C",), retain_independent=True
    )
    plain = ForgetRetainSelection.from_options(
        str(dataset), forget_edges=("A_C",), with_independent=True
    )
    assert independent.retain == plain.independent and independent.independent == ()
    split = ForgetRetainSelection.from_options(
        str(dataset), forget_split="forget", retain_split="retain"
    )
    assert split.forget == (PairSource(str(dataset), "forget"),)
    assert split.retain == (PairSource(str(dataset), "retain"),)
    forget, retain = split.read()
    assert len(forget) == sum(r["edge"] == "A_C" for r in _qa(dataset))
    assert len(forget) + len(retain) == len(_qa(dataset))


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({}, "choose the forget set"),
        ({"forget_edges": ("A_C",), "forget_split": "forget"}, "choose the forget set"),
        ({"forget_split": "forget"}, "give the retain set"),
        (
            {"forget_edges": ("A_C",), "retain_independent": True, "retain_split": "retain"},
            "--retain-independent works with --forget-edges",
        ),
    ],
)
def test_wrong_combinations_are_config_errors(
    dataset: Path, options: dict[str, object], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        ForgetRetainSelection.from_options(str(dataset), **options)  # type: ignore[arg-type]


def test_suite_sources_filter_on_the_redundant_flag(tmp_path: Path) -> None:
    suite = tmp_path / "suite.full.jsonl"
    rows = [
        {"id": "a", "question": "Q1?", "answer": "A1", "redundant": False},
        {"id": "b", "question": "Q2?", "answer": "A2", "redundant": True},
    ]
    suite.write_text("".join(json.dumps(r) + "\n" for r in rows))
    selection = ForgetRetainSelection(
        forget=(PairSource(str(suite), suite=True),),
        retain=(PairSource(str(suite), suite=True, redundant=True),),
    )
    forget, retain = selection.read()
    assert [p.question for p in forget] == ["Q1?", "Q2?"]
    assert [p.question for p in retain] == ["Q2?"]
