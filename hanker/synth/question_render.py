"""The text of a question from its words in order (the rendering of ``template.v6``).

A pronoun the question keeps is replaced by the name coreference found for it, unless that
name is already in the question; a description is replaced by the head's name only when the
question does not name the head otherwise.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth.question_checks import names_head
from hanker.synth.question_openers import leftover_openers, object_pronoun

_PRONOUNS = {
    *("he", "she", "it", "they", "him", "her", "them", "his", "its", "their", "this"),
    *("i", "me", "my", "we", "us", "our", "you", "your", "himself", "herself", "themselves"),
}


_COMMON_BODY = re.compile(r"(?:[A-Z][\w-]* )*[a-z]+(?:-[a-z]+)*(?<!s)")
_DETERMINERS = ("the ", "a ", "an ", "his ", "her ", "their ", "its ", "our ", "my ")


def _case_form(name: str, pronoun: Any) -> str:
    """The name in the pronoun's case: "Ann's" for "her" (possessive), "Ann" for "she"; with
    "the" when the sentence writes the name with it ("the UK Foreign Office said ... it had",
    ``template.v27``) or the name ends in a singular common noun ("the Irish delegation")."""
    bare = re.sub(r"['’]s$", "", name)
    written = re.search(rf"\bthe {re.escape(bare)}\b", pronoun.doc.text)
    common = bool(_COMMON_BODY.fullmatch(bare))  # "Irish delegation", not "Dina el-Dhani"
    if (written or common) and not bare.lower().startswith(_DETERMINERS):
        bare = f"the {bare}"
    return bare + "'s" if pronoun.tag_ == "PRP$" else bare if pronoun.tag_ == "PRP" else name


_POSSESSIVES = {"he": "his", "she": "her", "they": "their"}


def _subject_pronoun(pronoun: Any, name: str) -> dict[str, str]:
    """{name: possessive pronoun} for a subject pronoun ("he", "she", "they") coreference
    named, so that the text's own pronoun for the name is known."""
    if pronoun.lower_ not in _POSSESSIVES or pronoun.dep_ not in {"nsubj", "nsubjpass"}:
        return {}
    return {re.sub(r"['’]s$", "", name).strip(): _POSSESSIVES[pronoun.lower_]}


def own_possessive(question: str, owners: dict[str, str]) -> str:
    """The question with a possessive of a name it already names as its subject ("Who did
    Ann Lee meet during Lee's first term?") written with the pronoun the text uses for that
    name ("during her first term", ``template.v40``); ``owners`` maps a name put in for a
    subject pronoun to that pronoun's possessive."""
    for name, possessive in owners.items():
        at = question.find(name)
        if at < 0:
            continue
        after = at + len(name)
        words = "|".join(re.escape(w) for w in dict.fromkeys([name, name.split()[-1]]))
        owned = re.compile(rf"\b(?:{words})['’]s\b")
        rest = question[after:]
        for found in reversed(list(owned.finditer(rest))):
            before = rest[: found.start()].split()
            if before and before[-1][:1].isupper():
                continue  # "Tom Lee's", another name ending in the same word
            rest = rest[: found.start()] + possessive + rest[found.end() :]
        question = question[:after] + rest
    return question


def _is_head(name: str, head: str) -> bool:
    """Whether a name coreference put in is the fact's head (the only name it may put in)."""
    return not head or head.lower() in name.lower() or name.lower() in head.lower()


def render(
    parts: list[Any],
    lower: set[int],
    names: dict[int, tuple[int, str]],
    head: str,
    forced: dict[int, str] | None = None,
) -> tuple[str, bool]:
    """The question text, and whether a pronoun is left without its name before it.

    A pronoun is replaced by the name coreference found for it, unless that name is already
    in the question (then the pronoun stays: "Into what did Ann dig her toes?"); a description
    is replaced by the head's name only when the question does not name the head otherwise.
    """

    parts = [p for p in parts if isinstance(p, str) or p.i not in leftover_openers(parts)]

    def text(name_all: bool) -> tuple[str, bool]:
        out: list[Any] = []
        skip: range = range(0)  # the words a name put in stands for (not the moved ones)
        unbound = False
        owners: dict[str, str] = {}  # a subject pronoun's name -> its possessive pronoun
        for part in parts:
            if isinstance(part, str):
                out.append(part)
                continue
            if part.i in skip:
                continue
            if forced and part.i in forced:
                out.append(forced[part.i])
                continue
            end, name = names.get(part.i, (0, ""))
            pronoun = part.tag_ in {"PRP", "PRP$"} and part.dep_ != "expl"
            bare = re.sub(r"['’]s$", "", name).strip().lower()
            said = cl.join(out).lower()
            if pronoun and bare and bare in said:
                owner = f"{bare}'s" in said  # "Ann's mother has given her": Ann's
                unbound = unbound or (object_pronoun(part) and not owner)  # "Ann rewarded him"
                out.append(part)
            elif name and (
                (pronoun and _is_head(bare, head)) or (name_all and _is_head(bare, head))
            ):
                owners.update(_subject_pronoun(part, name))
                out.append(_case_form(name, part))
                skip = range(part.i + 1, end)
            else:
                unbound = unbound or (pronoun and part.lower_ in _PRONOUNS)
                out.append(part.lower_ if part.i in lower else part)
        return own_possessive(cl.join(out), owners), unbound

    question = text(False)
    if head and not names_head(question[0], head):
        question = text(True)
    return question
