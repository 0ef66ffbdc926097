"""The run report's findings: what redundancy does to the KMC counts, in words."""

from __future__ import annotations

from hanker.run.report import _findings


def _rows(full_ga: int) -> list[dict[str, object]]:
    return [
        {"label": "original (fine-tuned)", "dedup": 14, "full": 16},
        {"label": "ga", "dedup": 7, "full": full_ga},
    ]


def test_redundant_cases_are_called_false_positives() -> None:
    lines = _findings(_rows(9), "rouge", has_full=True, shared_cases=2)
    assert any("The 2 extra cases ask about facts the retain corpus also holds" in x for x in lines)


def test_a_suite_without_redundant_cases_says_so() -> None:
    lines = _findings(_rows(7), "rouge", has_full=True, shared_cases=0)
    assert lines[-1].startswith("- No case of the full suite asks about a fact the retain corpus")
    assert not any("lost the facts shared" in x for x in lines)


def test_lost_shared_facts_are_named() -> None:
    lines = _findings(_rows(7), "rouge", has_full=True, shared_cases=2)
    assert any("the model lost the facts shared with the retain corpus" in x for x in lines)
