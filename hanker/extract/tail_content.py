"""Tails cut short of their content, or with no content of their own (spaCy extractor, through
:func:`hanker.extract.triple_context.triple_problem`).

Each check reads the tail in its sentence's parse and returns the drop reason (counted in the
KG manifest) or None:

* ``role noun cut from its complement``: a definite relational role noun whose ``of``-phrase
  follows the tail (``the co-founder [of a bakery]``), a noun of intention before its
  infinitive (``the 2020 pledge [to build ...]``), or a noun whose infinitival relative
  clause follows it (``the only runner [not to finish]``): who or what the role is of, is cut;
* ``common noun before its appositive name``: a common-noun tail (or a conjunct of one) whose
  name follows as an apposition (``his mentor and role model[, Ana Ruiz]``): the name is the
  object, the noun alone names no one;
* ``bare class noun as a definition``: a copula's tail that is only an indefinite generic
  class noun (``a condition``, ``a kind``), or one whose restrictive modifier follows the
  tail (``a disorder [that causes ...]``): it defines nothing;
* ``vacuous possession``: ``(X, have, X's doubts)``, ``(X, have, X's own views)``: the
  subject's own abstract noun as what it has states nothing;
* ``possessive pronoun left in the tail``: ``half of its staff``: a possessive pronoun that
  coreference did not resolve names an owner the fact leaves out;
* ``measure cut from its dimension``: a number and unit whose dimension adjective follows
  (``a trench 40ft [deep]``): the measure says nothing without it;
* ``plural classifier cut from its list``: ``rival firms Acme`` of ``rival firms Acme and
  Zenith``: the plural noun before the name is shared by the list the tail cut;
* ``time noun cut from its identifying clause``: ``a proud moment [when ...]``: which moment
  is said by the clause the tail leaves out;
* ``attribute of an unidentified thing``: ``the height of the tower``: an attribute noun of a
  bare definite common noun that only the passage identifies;
* ``how often, not a value``: ``(X, stab, dozens of times)``: a vague frequency is no
  object (a passive's conjunct read as active, as often as not); a count (``78 times``) is;
* ``number cut from its noun``: ``places`` of ``occupied places six to 10``: the number after
  the noun says which ones;
* ``subordinate clause read as a phrase`` (:mod:`hanker.text.subordinator_preps`): ``a
  masterclass as interim manager X`` of ``... as interim manager X made it six wins``;
* ``tail opens with a finite verb`` (``spacy-patterns.v39``): ``loudly hailed Starbuck``,
  ``rang the doorbell``: a verb phrase with its subject elsewhere, no noun phrase.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.cut_names import cut_name_problem
from hanker.text.nlp import text_tokens
from hanker.text.subordinator_preps import SUBORDINATE_AS_PHRASE, holds_misread_phrase

ROLE_COMPLEMENT = "role noun cut from its complement"
APPOSITIVE_NAME = "common noun before its appositive name"
BARE_CLASS = "bare class noun as a definition"
VACUOUS_POSSESSION = "vacuous possession"
LEFT_POSSESSIVE = "possessive pronoun left in the tail"
CUT_DIMENSION = "measure cut from its dimension"
PLURAL_CLASSIFIER = "plural classifier cut from its list"
CUT_TIME_CLAUSE = "time noun cut from its identifying clause"
CUT_NUMBER = "number cut from its noun"
FREQUENCY_TAIL = "how often, not a value"
_FREQUENCY = re.compile(  # a vague count of times ("78 times" is a value: "How many times?")
    r"^(?:dozens|hundreds|thousands|scores|several|many|numerous|countless|multiple|a few"
    r"|a number)(?:\s+of)?\s+times$",
    re.IGNORECASE,
)
UNIDENTIFIED_OWNER = "attribute of an unidentified thing"
VERB_TAIL = "tail opens with a finite verb"

_POSSESSIVES = frozenset({"his", "her", "its", "their"})
_COPULAS = frozenset({"be", "become", "remain", "title"})
_ROLE_NOUNS = frozenset(
    {"owner", "co-owner", "founder", "co-founder", "member", "head", "chair", "chairman"}
    | {"chairwoman", "director", "manager", "president", "leader", "captain", "editor"}
    | {"author", "creator", "host", "presenter", "winner", "holder", "chief", "boss"}
    | {"contender", "candidate", "victim", "subject", "target", "survivor", "veteran"}
    | {"daughter", "son", "wife", "husband", "mother", "father", "sister", "brother"}
    | {"friend", "partner", "colleague", "rival", "ally", "fan", "critic", "supporter"}
    | {"inspiration", "spokesman", "spokeswoman", "spokesperson", "secretary", "minister"}
    | {"co-owner", "proprietor", "landlord", "tenant", "resident", "principal", "dean"}
)
_PEOPLE = frozenset(
    {"man", "woman", "boy", "girl", "person", "people", "child", "officer", "player", "author"}
    | {"writer", "actor", "actress", "singer", "mother", "father", "son", "daughter", "wife"}
    | {"husband", "king", "queen", "prince", "princess", "minister", "leader", "chief", "mp"}
    | {"owner", "pupil", "student", "teacher", "doctor", "lady", "boss", "founder", "fan"}
)
_INTENTION_NOUNS = frozenset(
    {"commitment", "pledge", "promise", "plan", "decision", "bid", "attempt", "effort"}
    | {"vow", "intention", "proposal", "move", "push", "call", "refusal", "failure"}
    | {"determination", "willingness", "ability", "right", "chance", "opportunity", "need"}
    | {"desire", "order", "request", "agreement", "offer", "permission", "power", "campaign"}
)
CLASS_NOUNS = frozenset(
    {"condition", "thing", "issue", "problem", "way", "place", "kind", "type", "form", "sort"}
    | {"matter", "case", "situation", "area", "method", "process", "term", "word", "one"}
    | {"phenomenon", "disorder", "practice", "concept", "idea", "device", "means", "tool"}
)
_ABSTRACT_OWN = frozenset(
    {"concern", "doubt", "view", "opinion", "reason", "reservation", "worry", "fear"}
    | {"suspicion", "misgiving", "problem", "issue", "moment", "fault", "flaw", "demon"}
    | {"difference", "critic", "say", "way", "share", "thought", "feeling", "idea", "own"}
)
_RANKS = frozenset({"only", "first", "last", "next", "second", "third", "sole", "latest"})
_DIMENSIONS = frozenset(
    {"wide", "deep", "long", "high", "tall", "thick", "across", "broad", "old", "away"}
)
_TIME_NOUNS = frozenset(
    {"moment", "time", "day", "night", "period", "occasion", "era", "episode"}
    | {"instance", "year", "week", "evening", "morning", "afternoon", "spell", "stage"}
)
_ATTRIBUTE_NOUNS = frozenset(
    {"age", "size", "height", "length", "width", "depth", "weight", "cost", "value", "date"}
    | {"origin", "origins", "location", "history", "condition", "shape", "extent", "scale"}
)


def _here_is(first: Any) -> bool:
    """``here's``, ``there's`` opening a tail: ``here is``, a clause, not a noun phrase."""
    following = first.nbor(1).lower_ if first.i + 1 < len(first.doc) else ""
    return first.lower_ in {"here", "there"} and following in {"'s", "’s", "is"}


def tail_content_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a triple's tail is cut short of its content or has none (see the module), or None."""
    possession = _vacuous_possession(head, relation, tail)
    if possession or doc is None:
        return possession
    if _FREQUENCY.match(tail.strip()):
        return FREQUENCY_TAIL  # "(X, stab, dozens of times)": how often, no object
    misread = SUBORDINATE_AS_PHRASE if holds_misread_phrase(tail, doc) else None
    misread = misread or cut_name_problem(head, tail, doc)  # cut_names: "founder of charity [X]"
    if misread is not None:
        return misread  # "a masterclass as manager X [made it six wins]"
    tokens = _tail_tokens(head, tail, doc)
    words = [t for t in tokens if not t.is_punct and t.dep_ != "case"]
    if not words:
        return None
    opening = next((t for t in words if t.pos_ != "ADV"), words[0])
    if _finite_opening(opening) or _here_is(words[0]):
        return VERB_TAIL  # "(Ahab, stand, loudly hailed Starbuck)", "(Halloo, be, here's grass)"
    after = _next_word(doc, tokens[-1].i + 1)
    if tail in doc.text and _foreign_possessive(head, words, doc):
        return LEFT_POSSESSIVE
    if _plural_classifier(words, tokens):
        return PLURAL_CLASSIFIER
    if relation.split()[-1:] == ["title"]:
        return None
    if _appositive_name(words, tokens):
        return APPOSITIVE_NAME
    if _bare_class(relation, words, tokens):
        return BARE_CLASS
    if _unidentified_owner(words):
        return UNIDENTIFIED_OWNER
    return None if after is None else _cut_before(words, tokens, after)


def _finite_opening(token: Any) -> bool:
    """A verb of a past or present form that takes an object, not a participle modifying a
    noun (``injured people``)."""
    if token.pos_ not in {"VERB", "AUX"} or token.dep_ == "amod":
        return False
    finite = token.tag_ in {"VBD", "VBZ", "VBP"}
    return finite or (token.tag_ == "VBN" and any(c.dep_ == "dobj" for c in token.children))


def _cut_before(words: list[Any], tokens: list[Any], after: Any) -> str | None:
    """A role, a measure or a time noun whose complement starts right after the tail."""
    if _role_complement(words, after):
        return ROLE_COMPLEMENT
    if _cut_dimension(words, after):
        return CUT_DIMENSION
    inside = {t.i for t in tokens}
    roots = [t for t in words if t.head.i not in inside or t.head.i == t.i]
    root = roots[0] if len(roots) == 1 else words[-1]
    if root.pos_ == "NOUN" and root.lemma_.lower() in _TIME_NOUNS and after.lower_ == "when":
        return CUT_TIME_CLAUSE  # "a proud moment [when ...]": which moment is in the clause
    if root.pos_ == "NOUN" and _number_of(after, root):
        return CUT_NUMBER  # "places [six to 10]", "pages [40-52]": which ones is the number
    return None


def _number_of(after: Any, root: Any) -> bool:
    """The word after the tail is a number (or the first of a range) that belongs to the
    tail's noun: it picks which of them (``places six to 10``, ``room 101``)."""
    if not after.like_num or after.ent_type_ in {"DATE", "TIME", "MONEY", "PERCENT"}:
        return False
    number = after
    while number.head.i != number.i and number.head.like_num and number.dep_ != "appos":
        number = number.head  # "six" -> "10" in "six to 10": the range's last number
    if number.dep_ not in {"appos", "nummod", "npadvmod", "compound", "pobj"}:
        return False  # "the house [2 years] later": the number counts another noun
    governors = [root]
    while governors[-1].pos_ not in {"VERB", "AUX"} and governors[-1].head.i != governors[-1].i:
        governors.append(governors[-1].head)  # the parser often hangs it on the verb
    return number.head.i in {t.i for t in governors}


def _tail_tokens(head: str, tail: str, doc: Any) -> list[Any]:
    """The tail's tokens in the sentence, also where coreference put the head's name for a
    possessive pronoun (``moment of Ana's career`` of ``moment of her career``)."""
    tokens = text_tokens(tail, doc)
    for owner in (f"{head}'s ", f"{head}’s "):
        for pronoun in ("his ", "her ", "their ", "its "):
            if tokens or owner not in tail:
                return tokens
            tokens = text_tokens(tail.replace(owner, pronoun), doc)
    return tokens


def _next_word(doc: Any, start: int) -> Any:
    """The first token from ``start`` that is no quote mark and outside a parenthesis."""
    depth = 0
    for token in doc[start:]:
        if token.text == "(":
            depth += 1
        elif token.text == ")":
            depth = max(depth - 1, 0)
        elif depth == 0 and token.text not in {'"', "'", "“", "”", "‘", "’"}:
            return token
    return None


def _vacuous_possession(head: str, relation: str, tail: str) -> str | None:
    """``(X, have, X's concerns)``: the subject has its own abstract noun."""
    if relation != "have":
        return None
    lower = tail.lower()
    for owner in (f"{head.lower()}'s ", f"{head.lower()}’s ", *(f"{p} " for p in _POSSESSIVES)):
        if lower.startswith(owner):
            rest = lower[len(owner) :].split()
            if 0 < len(rest) <= 3 and (
                "own" in rest or rest[-1].rstrip("s") in _ABSTRACT_OWN or rest[-1] in _ABSTRACT_OWN
            ):
                return VACUOUS_POSSESSION
    return None


def _foreign_possessive(head: str, words: list[Any], doc: Any) -> bool:
    """A possessive pronoun that cannot stand for the head: ``its`` after a person's name,
    ``his``/``her`` after a head that names no person (``(Ana Ruiz, fire, half of its staff)``);
    a pronoun owned inside the tail by an earlier name (``a woman's ... her``) is left alone."""
    pronouns = [t for t in words if t.lower_ in _POSSESSIVES and t.dep_ == "poss"]
    if not pronouns:
        return False
    heads = text_tokens(head, doc)
    if not heads:
        return False
    last = heads[-1]
    person = last.ent_type_ == "PERSON" and sum(t.ent_type_ == "PERSON" for t in heads) >= 2
    thing = last.pos_ == "NOUN" and last.lemma_.lower() not in _PEOPLE
    thing = thing and not any(t.pos_ in {"PROPN", "PRON"} for t in heads)
    thing = thing and (head[:1].islower() or head.split()[0].lower() in {"the", "a", "an"})
    for pronoun in pronouns:
        earlier = [t for t in words if t.i < pronoun.i]
        if any(t.ent_type_ == "PERSON" or t.lemma_.lower() in _PEOPLE for t in earlier):
            continue  # "a pupil angry that her phone ...": owned inside the tail
        if pronoun.lower_ == "its" and person:
            return True
        if pronoun.lower_ in {"his", "her"} and thing:
            return True
    return False


def _role_complement(words: list[Any], after: Any) -> bool:
    """A definite role noun before its ``of``-phrase, a noun of intention before its
    infinitive, or a noun before its infinitival relative clause."""
    last = words[-1]
    if last.pos_ != "NOUN":
        return False
    lemma = last.lemma_.lower()
    if lemma not in _ROLE_NOUNS and words[-1].text.lower() not in _ROLE_NOUNS:
        role = False
    else:
        role = words[0].lower_ == "the"
    if role and after.lower_ == "of":
        verbal = last.head.pos_ in {"VERB", "AUX"}
        return after.head.i == last.i or (after.head.i == last.head.i and not verbal)
    if after.lower_ == "to" and lemma in _INTENTION_NOUNS and after.pos_ == "PART":
        return True  # "the pledge [to build ...]"
    ranked = any(c.tag_ == "JJS" or c.lower_ in _RANKS or c.dep_ == "nummod" for c in last.children)
    if after.lower_ in {"to", "not"} and ranked:
        clause = [c for c in last.children if c.dep_ in {"relcl", "acl"} and c.i > last.i]
        return any(min(t.i for t in c.subtree) == after.i for c in clause)
    return False


def _appositive_name(words: list[Any], tokens: list[Any]) -> bool:
    """A common-noun tail, or a conjunct of one, whose appositive name follows the tail."""
    root = words[-1]
    if root.pos_ != "NOUN":
        return False
    if words[0].lower_ in {"a", "an"} or (root.dep_ != "conj" and words[0].lower_ != "the"):
        return False  # "born to a doctor father, Dr X": the indefinite noun says what X is
    owners = [root.head, root] if root.dep_ == "conj" else [root]  # "friend and mentor, Ana"
    end, doc = tokens[-1].i, root.doc
    return any(
        c.dep_ == "appos"
        and c.pos_ == "PROPN"
        and c.i > end
        and doc[min(t.i for t in c.subtree) - 1].text in {",", "-", "–", "—"}
        for o in owners
        for c in o.children
    )


def _plural_classifier(words: list[Any], tokens: list[Any]) -> bool:
    """``rival firms Acme`` of ``rival firms Acme and Zenith``: a plural common noun before a
    name whose conjunct lies past the tail."""
    name = words[-1]
    if name.pos_ != "PROPN":
        return False
    plural = any(
        t.tag_ == "NNS" and t.pos_ == "NOUN" and t.i < name.i and name.i in {t.head.i, t.i}
        for t in words
    ) or any(t.tag_ == "NNS" and name.head.i == t.i for t in words)
    return plural and any(c.dep_ == "conj" and c.i > tokens[-1].i for c in name.children)


def _bare_class(relation: str, words: list[Any], tokens: list[Any]) -> bool:
    """A copula's indefinite generic class noun alone (``a condition``), or any tail ending on
    one whose restrictive modifier follows the tail (``a disorder [that causes ...]``)."""
    last = words[-1]
    if last.pos_ != "NOUN" or last.lemma_.lower() not in CLASS_NOUNS:
        return False
    if words[0].lower_ not in {"a", "an"}:
        return False
    if any(t.pos_ not in {"DET", "ADJ", "ADV"} for t in words[:-1]):
        return False  # "a heart condition": the modifier says which class
    end = tokens[-1].i
    cut = any(c.dep_ in {"relcl", "acl", "prep"} and c.i > end for c in last.children)
    return cut or relation.split()[0] in _COPULAS


def _cut_dimension(words: list[Any], after: Any) -> bool:
    """A number and unit whose dimension adjective follows (``a trench 40ft [deep]``)."""
    if after.lower_ not in _DIMENSIONS:
        return False
    return any(t.like_num or t.pos_ == "NUM" for t in words[-2:])


def _unidentified_owner(words: list[Any]) -> bool:
    """``the age of the mausoleum``: an attribute noun of a bare definite common noun."""
    lower = [t.lower_ for t in words]
    if len(words) != 5 or lower[0] != "the" or lower[2:4] != ["of", "the"]:
        return False
    attribute, owner = words[1], words[4]
    if attribute.lemma_.lower() not in _ATTRIBUTE_NOUNS or owner.pos_ != "NOUN":
        return False
    return owner.text.islower() and not any(
        c.dep_ in {"prep", "relcl", "acl"} for c in owner.children
    )
