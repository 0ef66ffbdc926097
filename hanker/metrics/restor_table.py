"""``hanker score --restor``: RESTOR's outcome shares and candidate probabilities on its fact set.

The facts are RESTOR's ``facts.json`` (``dset[entity][Pxxx] = {question, answers}``), by default
restricted to the entities of ``entities.json``. Each fact is asked with five in-context
examples of the same relation about other entities (``context[Pxxx]``). The clean, corrupted
and unlearned answers come from answer files (JSONL ``{id, prediction}``) or from models,
which then answer greedily and also give the log-normalized probabilities of the clean and
the corrupted outputs on the facts the corruption broke (RESTOR section 3.4).

A prediction counts as correct when, after lower-casing and dropping punctuation, one of the
acceptable answers appears in it as whole words, or it (non-empty) appears in one of them.
RESTOR asks GPT-3.5 instead; this offline match is stricter on paraphrases.
"""

from __future__ import annotations

import json
import re
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hanker.core.errors import InputError
from hanker.core.io import read_json
from hanker.core.records import FewShot
from hanker.metrics.restor import (
    RESTOR_METRICS_VERSION,
    log_normalized_probability,
    restor_outcomes,
)
from hanker.models.base import format_prompt

RESTOR_MATCH_VERSION = "restor-match.v1"
SHOTS = 5


@dataclass(frozen=True)
class RestorFact:
    """One (entity, relation) question with its acceptable answers and in-context examples."""

    id: str  # "<entity>/<relation>"
    entity: str
    relation: str
    question: str
    answers: tuple[str, ...]
    shots: tuple[FewShot, ...]


def load_restor_facts(
    folder: str | Path, all_entities: bool = False, limit: int | None = None
) -> list[RestorFact]:
    """RESTOR's facts (of the evaluated entities unless ``all_entities``), in file order."""
    root = Path(folder)
    data = read_json(root / "facts.json")
    if not isinstance(data, dict) or "dset" not in data:
        raise InputError(root / "facts.json", "not RESTOR's facts.json (no 'dset')")
    wanted: set[str] | None = None
    if not all_entities and (root / "entities.json").exists():
        wanted = set(read_json(root / "entities.json"))
    context = data.get("context", {})
    facts = []
    for entity, relations in data["dset"].items():
        if wanted is not None and entity not in wanted:
            continue
        for relation, item in relations.items():
            shots = tuple(
                FewShot(x["question"], x["answer"])
                for x in context.get(relation, [])
                if x.get("entity") != entity
            )[:SHOTS]
            facts.append(
                RestorFact(
                    id=f"{entity}/{relation}",
                    entity=entity,
                    relation=relation,
                    question=item["question"],
                    answers=tuple(item["answers"]),
                    shots=shots,
                )
            )
    if not facts:
        raise InputError(root, "no RESTOR facts selected")
    return facts[:limit] if limit else facts


def _words(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def answer_matches(prediction: str, answers: Sequence[str]) -> bool:
    """Whether ``prediction`` names one of ``answers`` (whole words, case and punctuation ignored)."""
    said = _words(prediction)
    if not said:
        return False
    for answer in answers:
        wanted = _words(answer)
        if wanted and (f" {wanted} " in f" {said} " or f" {said} " in f" {wanted} "):
            return True
    return False


def read_answers(path: str | Path) -> dict[str, str]:
    """``{id: prediction}`` from a JSONL answer file (``{"id", "prediction"}`` per line)."""
    out: dict[str, str] = {}
    with Path(path).open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                out[str(row["id"])] = str(row["prediction"])
            except (json.JSONDecodeError, KeyError, TypeError):
                raise InputError(path, f'line {number}: expected {{"id", "prediction"}}') from None
    return out


def answer_restor(model: Any, facts: Sequence[RestorFact]) -> dict[str, str]:
    """Greedy answers of a :class:`TargetModel`, each fact asked with its relation's examples."""
    groups: dict[tuple[FewShot, ...], list[RestorFact]] = defaultdict(list)
    for fact in facts:
        groups[fact.shots].append(fact)
    out: dict[str, str] = {}
    for shots, group in groups.items():
        for fact, prediction in zip(
            group, model.answer([f.question for f in group], list(shots)), strict=True
        ):
            out[fact.id] = prediction
    return out


def candidate_probabilities(
    lm: Any, tokenizer: Any, facts: Sequence[RestorFact], outputs: Sequence[str]
) -> float:
    """Mean log-normalized probability of ``outputs[i]`` given fact i's few-shot prompt."""
    from hanker.metrics.answer_scores import answer_scores

    keep = [(f, o) for f, o in zip(facts, outputs, strict=True) if o.strip()]
    if not keep:
        return float("nan")
    scores = answer_scores(
        lm,
        tokenizer,
        [f.question for f, _ in keep],
        [o.strip() for _, o in keep],
        prompts=[format_prompt(f.question, f.shots) for f, _ in keep],
    )
    return statistics.fmean(log_normalized_probability(s.log_probs) for s in scores)


def _broken(
    facts: Sequence[RestorFact], predictions: dict[str, dict[str, str]]
) -> list[RestorFact]:
    """The facts the clean model gets right and the corrupted model gets wrong."""
    return [
        f
        for f in facts
        if answer_matches(predictions["clean"][f.id], f.answers)
        and not answer_matches(predictions["corrupted"][f.id], f.answers)
    ]


def _probabilities(
    target: Any, facts: Sequence[RestorFact], predictions: dict[str, dict[str, str]]
) -> dict[str, float]:
    broken = _broken(facts, predictions)
    return {
        output: candidate_probabilities(
            target.lm, target.tokenizer, broken, [predictions[output][f.id] for f in broken]
        )
        for output in ("clean", "corrupted")
    }


def score_restor(
    facts: Sequence[RestorFact],
    predictions: dict[str, dict[str, str]],
    probabilities: dict[str, dict[str, float]] | None = None,
) -> dict[str, Any]:
    """Accuracies and outcome shares from the ``clean``, ``corrupted`` and ``unlearned`` predictions."""
    for role in ("clean", "corrupted", "unlearned"):
        missing = [f.id for f in facts if f.id not in predictions[role]]
        if missing:
            raise InputError(role, f"no answer for {len(missing)} facts, e.g. {missing[0]!r}")
    correct = {
        role: [answer_matches(predictions[role][f.id], f.answers) for f in facts]
        for role in ("clean", "corrupted", "unlearned")
    }
    outcomes = restor_outcomes(
        correct["clean"],
        correct["corrupted"],
        correct["unlearned"],
        [predictions["corrupted"][f.id] for f in facts],
        [predictions["unlearned"][f.id] for f in facts],
    )
    result: dict[str, Any] = {
        "format": RESTOR_METRICS_VERSION,
        "match": RESTOR_MATCH_VERSION,
        "facts": len(facts),
        "accuracy": {role: sum(v) / len(v) for role, v in correct.items()},
        "outcomes": asdict(outcomes),
    }
    if probabilities:
        result["log_normalized_probability"] = probabilities
    return result


def restor_from_sources(
    facts: Sequence[RestorFact], sources: dict[str, str], out: Path, max_new_tokens: int = 16
) -> dict[str, Any]:
    """Score RESTOR with each role's answers from a ``.jsonl`` file or a model (answers saved to
    ``out/answers/<role>.jsonl``). Each model is loaded once, except a corrupted model, which is
    loaded again for its candidate probabilities once the clean answers exist."""
    from hanker.core.io import write_jsonl
    from hanker.models.hf_target import HFTarget

    predictions: dict[str, dict[str, str]] = {}
    probabilities: dict[str, dict[str, float]] = {}
    pending: list[str] = []
    for role in ("corrupted", "clean", "unlearned"):
        source = sources[role]
        if source.endswith(".jsonl") and Path(source).is_file():
            predictions[role] = read_answers(source)
            continue
        target = HFTarget(source, max_new_tokens=max_new_tokens)
        predictions[role] = answer_restor(target, facts)
        write_jsonl(
            out / "answers" / f"{role}.jsonl",
            ({"id": k, "prediction": v} for k, v in predictions[role].items()),
        )
        if "clean" in predictions and "corrupted" in predictions:
            probabilities[role] = _probabilities(target, facts, predictions)
        else:
            pending.append(role)
        del target
    for role in pending:
        probabilities[role] = _probabilities(
            HFTarget(sources[role], max_new_tokens=max_new_tokens), facts, predictions
        )
    result = score_restor(facts, predictions, probabilities)
    result["config"] = {"sources": dict(sources), "max_new_tokens": max_new_tokens}
    return result


def restor_markdown(result: dict[str, Any]) -> str:
    """RESTOR's tables: accuracies, outcome shares, and candidate probabilities where measured."""
    o = result["outcomes"]
    a = result["accuracy"]
    lines = [
        f"RESTOR on {result['facts']} facts (answers matched with {result['match']}).",
        "",
        "| model | accuracy |",
        "| --- | ---: |",
        *(f"| {role} | {a[role]:.4f} |" for role in ("clean", "corrupted", "unlearned")),
        "",
        f"Facts the corruption broke: {o['corrupted_facts']}",
        "",
        "| recovered | forgotten but wrong | unchanged |",
        "| ---: | ---: | ---: |",
        f"| {o['recovery']:.4f} | {o['forget']:.4f} | {o['unchanged']:.4f} |",
        "",
        f"Facts it left intact: {o['intact_facts']}",
        "",
        "| unaffected | degraded |",
        "| ---: | ---: |",
        f"| {o['unaffected']:.4f} | {o['degradation']:.4f} |",
    ]
    probabilities = result.get("log_normalized_probability")
    if probabilities:
        lines += [
            "",
            "Log-normalized probability on the broken facts:",
            "",
            "| model | clean outputs | corrupted outputs |",
            "| --- | ---: | ---: |",
            *(
                f"| {role} | {p['clean']:.4f} | {p['corrupted']:.4f} |"
                for role, p in probabilities.items()
            ),
        ]
    return "\n".join(lines) + "\n"
