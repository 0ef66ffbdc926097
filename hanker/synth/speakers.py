"""Speakers a reported fact may be attributed to (the attribution rules after ``template.v8``).

"According to X, ...?" tells the reader whose claim the question asks, so X must pick out one
speaker: a name ("Mr Lund", "the Red Cross") or a definite group ("the inspectors",
"Organisers"). An indefinite speaker ("One man", "Another Labour MP", "A spokesman", "Two
witnesses") is one of many people the passage may hold, and a single capitalised word that
the passage only writes inside a longer name or after "the" ("Games" of "the Commonwealth
Games") is a name cut short: no case is written for either. Nor when the question already
names the speaker ("According to Ann Lee, what do Ann Lee's plans include?": coreference put the
name in for "her", and the question reads as garbled), ``template.v12``. Nor, ``template.v15``,
when the speaker only points back: a demonstrative ("That inquiry", "These officials") or a
definite epithet for one person ("the 50-year-old", "the eternal vote-winner", "the singer"),
which the passage resolves and the question cannot.
"""

from __future__ import annotations

import re

from hanker.text.person_nouns import PERSON_NOUNS

_DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
_AGENT_COMPOUND = re.compile(r"^[a-z]+-[a-z]+(?:er|or|ist)$")  # "vote-winner", "record-holder"
_AGE = re.compile(r"^\d+-year-old$")

_INDEFINITE = {
    *("one", "another", "a", "an", "some", "many", "several", "other", "others", "most"),
    *("few", "no", "any", "each", "either", "two", "three", "four", "five", "six", "seven"),
    *("eight", "nine", "ten", "dozens", "hundreds", "thousands", "numerous", "various"),
}


def _cut_name(word: str, context: str) -> bool:
    """Every place the passage writes ``word`` is inside a longer name or after "the"."""
    places = list(re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", context))
    if not places:
        return False
    for place in places:
        before = context[: place.start()].rstrip()
        previous = before.split()[-1] if before.split() else ""
        after = context[place.end() :].split()
        following = after[0] if after else ""
        sentence_start = not previous or previous[-1] in ".!?\"“”'’:"
        named_before = previous[:1].isupper() and not sentence_start
        if not (named_before or previous.lower() == "the" or following[:1].isupper()):
            return False
    return True


_DETERMINERS = frozenset({"the", "a", "an"})


def unnamed_speaker(speaker: str, context: str) -> str | None:
    """Why ``speaker`` cannot be named in "According to X, ...?" (see the module), or None."""
    words = speaker.split()
    if not words:
        return "speaker not named"
    if words[0].lower() in _INDEFINITE:
        return "speaker not named"  # "One man", "Another Labour MP"
    if words[0].lower() in _DEMONSTRATIVES or _epithet(words):
        return "speaker only points back"  # "That inquiry", "the 50-year-old"
    bare = all(w.islower() for w in words) and words[0] not in _DETERMINERS
    if bare and words[-1] in PERSON_NOUNS and not words[-1].endswith("s"):
        return "speaker name cut short"  # "travel expert" of "travel expert Simon Calder"
    if len(words) == 1 and words[0][:1].isupper() and _cut_name(words[0], context):
        return "speaker name cut short"  # "Games" of "the Commonwealth Games"
    return None


def _epithet(words: list[str]) -> bool:
    """A definite description of one person with no name in it: "the 50-year-old", "the
    eternal vote-winner", "the singer" (not "the police", "the inspectors", "the Red Cross")."""
    if words[0].lower() != "the" or len(words) < 2 or any(w[:1].isupper() for w in words[1:]):
        return False
    noun = words[-1].lower()
    return noun in PERSON_NOUNS or bool(_AGE.match(noun) or _AGENT_COMPOUND.match(noun))


def speaker_in_question(speaker: str, question: str) -> bool:
    """Whether the question names ``speaker`` again: its last word (a surname, or the last word
    of a group's name) stands in the question as a whole word."""
    words = speaker.split()
    if not words or not words[-1][:1].isupper():
        return False
    return re.search(rf"(?<!\w){re.escape(words[-1])}(?!\w)", question) is not None
