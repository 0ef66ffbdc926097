"""Facts from a resolved sentence whose parse disagrees with the parse of the sentence as written.

Coreference puts names in for pronouns (``with her parents`` -> ``with Emily Lewis's
parents``), and the extractor parses the resolved text again. The small parser can read the
new text differently: in ``X was on a ride with her parents when the boat hit the buoy``, the
resolved sentence attaches ``hit`` to ``was`` as a conjunct, so ``hit`` takes ``X`` as its
subject, while the sentence as written gives ``hit`` its own subject, ``the boat``. A verb that
has no subject of its own in the resolved parse, but had one in the parse of the original
words, lost it to the substitution: no head is taken for it (``subject lost in the resolved
parse``).

The same misreading happens in a sentence as written: ``X dried the court as his title
defence began with a win`` parses ``began`` as a conjunct of ``dried``, sharing ``X``. A
conjunct verb with no subject and no coordinator of its own, after a subordinator (``when``,
``as``, ``while``, ``because`` ...) followed by a noun phrase and no finite verb, is the verb
of that subordinate clause, whose subject is the noun phrase: no head is taken for it either.

A participle set off by commas right after a noun and followed by the verb of that noun's
clause (``the boat, carrying ten people, hit``) describes that noun, whatever verb the parser
hung it on.

A verb that heads an object relative clause as written but not in the resolved parse
(``the grip Mr X still has on his party``: resolved to ``... on Y's party``, the parser makes
``has`` a complement clause, which loses its object, the grip) gives no fact either (``clause
read differently in the resolved parse``), unless the resolved parse gives it an object
(``book signing events she attends`` read as ``... she attends book signing events``: the
same fact).

The verb is matched to the original parse by its word and which occurrence of that word it
is; where the substitution changed how often the word occurs, nothing is compared.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.parse_misreads import SPLIT_PROGRESSIVE, parse_misread

SUBJECT_LOST = "subject lost in the resolved parse"
CLAUSE_CHANGED = "clause read differently in the resolved parse"
_MODIFIER_CLAUSES = frozenset({"relcl", "acl"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
_SUBORDINATORS = frozenset(
    {"when", "while", "as", "because", "after", "before", "until", "since", "if", "once"}
    | {"although", "though", "whereas", "whenever", "unless"}
)
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})


def _twin(token: Any, original: Any) -> Any | None:
    """The token of ``original`` that is ``token``'s word at the same occurrence, if the word
    occurs as often in both."""
    same = [t for t in token.doc if t.lower_ == token.lower_]
    twins = [t for t in original if t.lower_ == token.lower_]
    if len(same) != len(twins):
        return None
    return twins[same.index(token)]


def subject_lost(verb: Any, original: Any) -> bool:
    """Whether ``verb`` (of the resolved parse) has no subject of its own while its twin in the
    parse of the sentence as written (``original``, a Doc or Span, or None) has one."""
    if original is None or any(c.dep_ in _SUBJECTS for c in verb.children):
        return False
    twin = _twin(verb, original)
    return twin is not None and any(c.dep_ in _SUBJECTS for c in twin.children)


def subordinate_conjunct(verb: Any) -> bool:
    """Whether ``verb``, parsed as a subjectless conjunct, is really the verb of a subordinate
    clause (``... when the boat, carrying ten people, hit the buoy``): a subordinator stands
    between it and the verb it is joined to, then a noun, and no coordinator or finite verb."""
    if verb.dep_ != "conj" or any(c.dep_ in _SUBJECTS for c in verb.children):
        return False
    doc = verb.doc
    marks = [t for t in doc[verb.head.i + 1 : verb.i] if t.lower_ in _SUBORDINATORS]
    if not marks:
        return False
    after = doc[marks[-1].i + 1 : verb.i]
    if any(t.dep_ == "cc" or t.tag_ in _FINITE for t in after):
        return False
    return any(t.pos_ in {"NOUN", "PROPN", "PRON"} for t in after)


def parenthetical_participle(verb: Any) -> bool:
    """Whether ``verb`` is an ``-ing`` participle between commas right after a noun and before
    a finite verb (``the boat, carrying ten people, hit ...``): it describes that noun, which
    the parse did not make a subject (so the verb it hangs on would lend it another)."""
    if verb.tag_ != "VBG" or verb.dep_ not in {"advcl", "acl", "conj"}:
        return False
    doc = verb.doc
    start = verb.left_edge.i
    end = verb.right_edge.i
    if start < 2 or end + 2 >= len(doc):
        return False
    before, noun = doc[start - 1], doc[start - 2]
    after, following = doc[end + 1], doc[end + 2]
    in_subject = any(t.dep_ in _SUBJECTS for t in (noun, *noun.ancestors))
    return (
        before.text == ","
        and noun.pos_ in {"NOUN", "PROPN"}
        and not in_subject  # "Jane Moss, smiling, accepted": the subject's own participle
        and after.text == ","
        and following.tag_ in _FINITE
    )


def misparsed_subject(verb: Any, original: Any) -> bool:
    """Whether a subjectless ``verb`` has a subject of its own that the parse hid from it:
    lost in the resolved parse, a subordinate clause read as a conjunct, or a participle
    describing the noun before it."""
    return (
        subject_lost(verb, original) or subordinate_conjunct(verb) or parenthetical_participle(verb)
    )


def clause_changed(verb: Any, original: Any) -> bool:
    """Whether ``verb`` heads an object relative clause in the parse of the sentence as written
    (a verb with its own subject, no object, the gap filled by the noun the clause modifies)
    but not in the resolved parse, where it has no object either: the fact would lose what
    the verb is about (``the grip X has on Y``)."""
    twin = _twin(verb, original) if original is not None else None
    if twin is None or twin.dep_ != "relcl" or verb.dep_ == "relcl":
        return False
    if verb.pos_ != "VERB" or verb.lemma_ == "be":
        return False
    if not any(c.dep_ in _SUBJECTS for c in twin.children):
        return False  # a subject relative ("the man who left"): no object gap
    if any(c.dep_ in {"dobj", "ccomp", "xcomp"} for c in twin.children):
        return False  # the relative clause has its own object: no gap to lose
    return not any(c.dep_ == "dobj" for c in verb.children)  # "events she attends": kept


def misparsed_clause(verb: Any, original: Any, has_subject: bool) -> str | None:
    """Why the parse of ``verb``'s clause cannot be trusted (see the module doc), or None."""
    if not has_subject and misparsed_subject(verb, original):
        return SUBJECT_LOST
    if misread := parse_misread(verb):
        return misread
    twin = _twin(verb, original) if original is not None else None
    if twin is not None and (misread := parse_misread(twin)) == SPLIT_PROGRESSIVE:
        return misread  # "is not, as it claims, respecting": resolving "it" moved the clause
    return CLAUSE_CHANGED if clause_changed(verb, original) else None
