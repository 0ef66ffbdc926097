"""Heads and tails that do not name their referent without the passage (spaCy extractor;
called from :func:`hanker.extract.triple_context.triple_problem`).

Each check returns a drop reason (counted in the KG manifest) or ``None``:

* ``quotation mark left open``: a head or tail with an opening quotation mark it never closes
  (``prefer | the term "voyagers``): the phrase was cut inside the quotation;
* ``demonstrative points into the passage``: ``this``, ``these`` or ``those`` in a head or
  tail, outside a quotation (``this picture of the harbour``, ``these numbers``, ``storms
  like this``), or a tail with a determiner ``that`` (``that species``, ``later that
  month``; ``spacy-patterns.v39``: anywhere in the tail): the thing is the one the passage
  shows or named, the fact does not say which;
* ``role with no owner``: a bare role noun after ``as`` (``step in as | chairman``) whose
  noun in the sentence has no possessor, of-phrase or name: chairman of what is elsewhere;
* ``tail joins two appositives``: a tail that runs over a coordination whose second conjunct
  belongs to a noun outside the tail (``be co-author of | the guide and Ana's old tutor`` of
  ``Lee, co-author of the guide and Ana's old tutor``): two descriptions fused into one;
* ``separative complement dropped``: the object of a verb of freeing or keeping away
  (``rescue``, ``protect``, ``bar``) whose ``from`` phrase neither relation nor tail keeps
  (``the rebels | free | the town`` of ``free the town from a tyrant``): what it was freed
  from is what the clause says;
* ``tail adds to what the passage named``: ``further``, ``additional`` or ``fresh`` before a
  plural noun with no complement (``publish | further claims``): more of something the fact
  does not name;
* ``content left in a dropped gerund``: a bare indefinite object (``a wake-up call``) whose
  verb takes an ``in``/``by`` + gerund phrase the fact leaves out: what was done is there.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.nlp import text_tokens

OPEN_QUOTE = "quotation mark left open"
DEMONSTRATIVE = "demonstrative points into the passage"
OWNERLESS_ROLE = "role with no owner"
MERGED_APPOSITIVES = "tail joins two appositives"
SEPARATIVE_DROPPED = "separative complement dropped"
ADDITIVE_TAIL = "tail adds to what the passage named"
GERUND_CONTENT = "content left in a dropped gerund"
TERM_ALONE = "term with nothing it names"

_GENERIC = r"(?!\s(?:who|whom|whose|which|that|with|without|of|in|at|on|from|under|over|aged)\b)"
_DEICTIC = re.compile(  # "those who voted": a generic set, no pointer
    rf"^(?:This|These|Those){_GENERIC}\s|(?:^|\s)(?:this|these|those){_GENERIC}(?=[\s,.;:]|$)"
)
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")
_ROLES = frozenset(  # roles held in a body or over a group: whose is always a question
    {"chief", "head", "director", "chairman", "chairwoman", "chair", "secretary", "leader"}
    | {"president", "commissioner", "editor", "captain", "coach", "manager", "founder"}
    | {"co-founder", "spokesman", "spokeswoman", "spokesperson", "governor", "boss", "owner"}
    | {"executive", "member", "deputy", "successor", "predecessor", "treasurer", "principal"}
)
_SEPARATIVE = frozenset(
    {"free", "liberate", "rescue", "save", "protect", "shield", "bar", "ban", "exclude"}
    | {"prevent", "stop", "deter", "dissuade", "discourage", "exempt", "spare", "keep"}
)
_TAKING = frozenset({"become", "be elected", "be appointed", "be named", "be made", "remain"})
_ADDITIVE = frozenset({"further", "additional", "fresh"})
_TERM = re.compile(r"^the (?:term|word|phrase|label|expression|name) [\"“']")
_NAME = r"[A-Z][\w.&-]*(?: (?:of |the |and )?[A-Z][\w.&-]*)*"
_NAME_AND_PHRASE = re.compile(rf"^(?:the )?{_NAME} and (?:an? |{_NAME}['’]s )\S")


def referent_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the head or tail needs the passage to name what it means (see the module), or
    None."""
    found = _wording_problem(head, relation, tail, doc)
    if found is not None or doc is None or not tail:
        return found
    if _role_relation(relation) and _ownerless_role(tail, doc):
        return OWNERLESS_ROLE
    tokens = text_tokens(tail, doc)
    if tokens and _separative_dropped(relation, tail, tokens):
        return SEPARATIVE_DROPPED
    if tokens and _gerund_dropped(relation, tail, tokens):
        return GERUND_CONTENT
    return None


def _wording_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The checks that read the triple's words (a quotation, a demonstrative, an additive
    adjective, two appositives), the sentence only to confirm."""
    if _cut_in_quote(head, doc) or _cut_in_quote(tail, doc):
        return OPEN_QUOTE
    if _TERM.match(tail) and not re.search(r"\s(?:for|over|to describe|instead of)\s", tail):
        return TERM_ALONE
    words = tail.split()
    first = words[0] if words else ""
    if deictic(head) or deictic(tail):
        return DEMONSTRATIVE
    if "that" in words[:-1] and _determiner_that(tail, doc):
        return DEMONSTRATIVE  # "that month", "touching that species": which one, the passage says
    if first in _ADDITIVE and _additive(tail, doc):
        return ADDITIVE_TAIL
    return MERGED_APPOSITIVES if merged_appositives(relation, tail) else None


def open_quote(phrase: str) -> bool:
    """Whether ``phrase`` opens a quotation it does not close: an odd number of straight
    double quotes whose last one opens (at the start or after a space), or more curly
    opening than closing marks. A closing mark with no opening (a title whose start the
    phrase lost) is a cut the question writer mends, not a quotation cut off."""
    if phrase.count('"') % 2 == 1:
        at = phrase.rfind('"')
        return at == 0 or phrase[at - 1].isspace()
    return phrase.count("“") > phrase.count("”")


def deictic(phrase: str) -> bool:
    """Whether ``phrase``, outside its quotations, holds ``this``, ``these`` or ``those``
    (``this picture``, ``battles like this``); a capital only where the phrase opens."""
    bare = _QUOTED.sub(" ", phrase)
    return _DEICTIC.search(bare) is not None


def _cut_in_quote(phrase: str, doc: Any) -> bool:
    """Whether ``phrase`` opens a quotation that, in the sentence, goes on after it."""
    if not open_quote(phrase) or doc is None:
        return False
    text = doc.text
    at = text.find(phrase)
    if at < 0:
        return False
    after = text[at + len(phrase) :].lstrip(" ,.;:!?")
    return bool(after) and not after.startswith(('"', "”"))


def _determiner_that(tail: str, doc: Any) -> bool:
    """Whether a ``that`` of the tail is a determiner of a noun (not a conjunction or a
    relative pronoun)."""
    tokens = text_tokens(tail, doc)
    return any(
        t.text == "that" and t.dep_ == "det" and t.head.pos_ == "NOUN" and not _clause_subject(t)
        for t in tokens
    )


def _clause_subject(that: Any) -> bool:
    """``showing that sugar damages teeth``: a ``that`` read as the determiner of a noun with
    other nouns between them, or of a noun that is a clause's subject, is a complementizer."""
    between = that.doc[that.i + 1 : that.head.i]
    nouns = any(t.pos_ in {"NOUN", "PROPN"} for t in between)  # "that [sugar damages] teeth"
    return nouns or (that.tag_ != "DT" and that.head.dep_ in {"nsubj", "nsubjpass"})


def _additive(tail: str, doc: Any) -> bool:
    """``further claims``: an additive adjective and a plural noun with nothing after it."""
    words = tail.split()
    if len(words) != 2 or not words[1].isalpha() or not words[1].islower():
        return False
    tokens = text_tokens(tail, doc) if doc is not None else []
    if tokens:
        noun = tokens[-1]
        return noun.tag_ == "NNS" and not any(c.i > noun.i for c in noun.children)
    return words[1].endswith("s")


def _role_relation(relation: str) -> bool:
    """A relation that gives its tail as a role taken or held (``step in as``, ``become``,
    ``be elected``)."""
    words = relation.split()
    return words[-1:] == ["as"] or relation in _TAKING


def _ownerless_role(tail: str, doc: Any) -> bool:
    """A tail of lower-case words ending in a role noun that, in the sentence, has no
    possessor, of-phrase, compound or name of its own."""
    words = tail.split()
    if not words or len(words) > 3 or not all(w.isalpha() and w.islower() for w in words):
        return False
    if words[-1] not in _ROLES:
        return False
    tokens = text_tokens(tail, doc)
    if not tokens:
        return False
    noun = tokens[-1]
    owned = {"poss", "compound", "appos", "nmod"}
    for child in noun.children:
        if child.dep_ in owned or (child.dep_ == "prep" and child.lower_ in {"of", "for", "at"}):
            return False
        if child.dep_ == "amod" and (child.ent_type_ or child.pos_ == "PROPN"):
            return False  # "as Welsh leader"
    return True


def merged_appositives(relation: str, tail: str) -> bool:
    """Whether a copular ``of`` relation's tail is a name, ``and``, then a noun phrase of its
    own (an indefinite article or a named possessor): the second of two appositives read as
    a second object of the ``of`` (``be co-author of | the Almanac and Ana Ruiz's tutor``)."""
    words = relation.split()
    if len(words) < 3 or words[0] not in {"be", "become"} or words[-1] != "of":
        return False
    return _NAME_AND_PHRASE.match(tail) is not None


def _separative_dropped(relation: str, tail: str, tokens: list[Any]) -> bool:
    """The tail is the object of a verb of freeing or keeping away whose ``from`` phrase the
    triple leaves out."""
    inside = {t.i for t in tokens}
    root = next((t for t in tokens if t.head.i not in inside), None)
    if root is None or root.dep_ != "dobj" or root.head.lemma_ not in _SEPARATIVE:
        return False
    if " from" in f" {relation} {tail} ":
        return False
    verb = root.head
    places = list(verb.children) + list(root.children)
    return any(c.dep_ == "prep" and c.lower_ == "from" and c.i > root.i for c in places)


def _gerund_dropped(relation: str, tail: str, tokens: list[Any]) -> bool:
    """A bare indefinite object whose verb has an ``in``/``by`` + gerund phrase that the
    triple leaves out (``give a wake-up call in warning that ...``)."""
    inside = {t.i for t in tokens}
    root = next((t for t in tokens if t.head.i not in inside), None)
    if root is None or root.dep_ != "dobj" or len(tokens) > 4:
        return False
    if not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in root.children):
        return False
    if any(c.i > root.i for c in root.children):
        return False
    text = f" {relation} {tail} "
    for child in root.head.children:
        if child.dep_ != "prep" or child.lower_ not in {"in", "by"} or child.i < root.i:
            continue
        if any(g.dep_ == "pcomp" and g.tag_ == "VBG" for g in child.children):
            return f" {child.lower_} " not in text
    return False
