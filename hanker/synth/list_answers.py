"""Lists of names asked as one answer (the rule of ``list-answers.v2``).

The extractor splits a coordination of names into one fact per name (``Ann Lee, Bob Hart and
Cy Young resigned from the board``: three facts), and a question with one of them as its
answer is rightly refused (``subject cut from its list``, ``answer leaves out the rest of a
list``): "Who resigned from the board?" has three answers. Asked with the whole list as its
answer, the question is right: "Who resigned from the board? -- Ann Lee, Bob Hart and Cy
Young". A list is taken whole only when every item is a name (a person, an organisation, a
place, with a role word before it at most: ``drummer Ed Fay``), or, as a direct object, a
common noun with nothing after it (``makes cars, electric vans and buses``), joined by
``and``, and no item carries a phrase or clause of its own (which the list would cut). Only a subject list (of
people or organisations, asked with "who"), a direct object list, or a list of people after a
verb's ``by``, ``with``, ``against`` (``was praised by Ann Lee and Bob Hart``: "By whom was X
praised?"): after other prepositions a list takes a wh-word that its items' kinds do not fix
("Across whom ...? -- Devon and Cornwall", which the tagger may read as people).
"""

from __future__ import annotations

from typing import Any

from hanker.synth import clause as cl

LIST_ANSWERS_VERSION = "list-answers.v2"

_NAMES = frozenset({"PERSON", "ORG", "GPE", "FAC", "LOC"})
_OWN_PHRASES = frozenset({"prep", "relcl", "acl", "appos", "advcl", "nummod", "poss"})
_MAX_ITEMS = 6
_LIST_ROLES = frozenset({"nsubj", "nsubjpass", "dobj"})
_PLACES = frozenset({"GPE", "LOC", "FAC"})
_NOUN_PARTS = frozenset({"det", "amod", "compound"})
_JOINS = frozenset({"cc", "punct", "conj"})
_PEOPLE_PREPOSITIONS = frozenset({"by", "with", "beside", "against"})


def _span_of(doc: Any, phrase: str) -> Any | None:
    """The tokens of ``phrase`` in ``doc`` (its first occurrence), None when it is no span."""
    start = doc.text.find(phrase) if phrase else -1
    if start < 0:
        return None
    return doc.char_span(start, start + len(phrase), alignment_mode="strict")


def _conjuncts(first: Any) -> list[Any]:
    """``first`` and the conjuncts chained on it, in order."""
    items, stack = [first], [first]
    while stack:
        for child in stack.pop().children:
            if child.dep_ == "conj":
                items.append(child)
                stack.append(child)
    return sorted(items, key=lambda t: t.i)


def _plain_name(item: Any) -> bool:
    """A name with at most a role word before it and nothing after it."""
    if item.pos_ != "PROPN" or item.ent_type_ not in _NAMES | {""}:  # "Cy Young": no type
        return False
    return not any(c.dep_ in _OWN_PHRASES for c in item.children)


def _plain_noun(item: Any) -> bool:
    """A common noun with at most an article, adjectives and nouns before it, and nothing
    after it (``cars``, ``electric vans``, ``a new stadium``)."""
    if item.pos_ != "NOUN":
        return False
    return all((c.dep_ in _NOUN_PARTS and c.i < item.i) or c.dep_ in _JOINS for c in item.children)


def name_list(sentence: str, answer: str) -> str | None:
    """The whole list of names that ``answer`` (one name of the sentence) is an item of, as the
    sentence words it (``Ann Lee, Bob Hart and Cy Young``); None when ``answer`` is in no such
    list (see the module)."""
    doc = cl.parse(" ".join(sentence.split()))
    span = _span_of(doc, " ".join(answer.split()))
    if span is None:
        return None
    first = span.root
    while first.dep_ == "conj":
        first = first.head
    items = _conjuncts(first)
    plain = all(map(_plain_name, items)) or (first.dep_ == "dobj" and all(map(_plain_noun, items)))
    if not 2 <= len(items) <= _MAX_ITEMS or not plain:
        return None
    people = first.dep_ == "pobj" and _people_after_verb(first, items)
    if (first.dep_ not in _LIST_ROLES and not people) or any(
        t.lower_ == "respectively" for t in doc
    ):
        return None  # "From whom ... ? -- Yorkshire and Worcestershire": a phrase's object
    if first.dep_ != "dobj" and any(t.ent_type_ in _PLACES for t in items):
        return None  # "Who swept ...? -- Devon and Cornwall": a subject list asked with who
    start = min(t.i for t in first.subtree if t.dep_ not in {"punct", "cc", "det"})
    end = items[-1].i + 1
    return str(doc[start:end].text) if _only_joined(doc, items, start) else None


def _people_after_verb(first: Any, items: list[Any]) -> bool:
    """Whether a preposition's object list names people alone and the preposition belongs to a
    verb (``toured with Ann Lee and Bob Hart``, ``was praised by Ann Lee and Bob Hart``): "with
    whom", "by whom" fit every item, as no wh-word fits a list of places or things there."""
    preposition = first.head
    return (
        preposition.lower_ in _PEOPLE_PREPOSITIONS  # not "across", "to": places there
        and preposition.dep_ in {"prep", "agent"}
        and preposition.head.pos_ in {"VERB", "AUX"}
        and all(item.ent_type_ in {"PERSON", ""} for item in items)
        and any(item.ent_type_ == "PERSON" for item in items)  # "Cy Young": no type
    )


def _only_joined(doc: Any, items: list[Any], start: int) -> bool:
    """Whether the items are joined by commas and one ``and`` alone (no aside such as
    ``, right,``), and no name runs over the ``and`` (``Devon and Cornwall Police``)."""
    heads = {item.i for item in items}
    joints = [
        t
        for t in doc[start : items[-1].i + 1]
        if t.i not in heads and (t.dep_ in {"cc", "punct"} or t.head.i not in heads)
    ]
    if not all(t.text == "," or t.lower_ == "and" for t in joints):
        return False
    if [t.lower_ for t in joints if t.lower_ == "and"] != ["and"]:
        return False
    return not any(e.start < j.i < e.end - 1 for e in doc.ents for j in joints)
