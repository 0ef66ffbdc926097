"""Facts that state a link their sentence does not (spaCy extractor).

:func:`unstated_link_problem` returns the drop reason (counted in the KG manifest) or None:

* ``pairing not stated``: coordinated subjects with a coordinated object (``Ana and Ben
  climbed Ben Nevis and Snowdon``): giving each subject one object pairs them, which only
  ``respectively`` states;
* ``head is not the agent``: the head is a phrase whose inner noun is the doer: a relative
  clause on ``who`` hangs from an event noun whose ``of`` object is a person (``the exit of
  Ana Ruiz, who had led the talks``); a clause read as the complement of a relative clause
  with no object (``The rule which lets [ban appeals] be heard ...``); one conjunct of an
  agent whose other conjunct is elliptical (``goals from Ana and two from Ben won it``: the
  goals together did it); the subject of a clause that a participle after a relative clause
  does not share (``Guards chased a man who broke in, stealing a car``: the man stole);
* ``evaluation reported as fact``: a copula fact whose predicate the sentence quotes, or
  that a hearer or describer gives (``the hearing heard he was ...``, ``described as ...``);
* ``tail cut from its complement``: an object noun whose infinitive follows it (``took
  steps [to cut costs]``), a predicate noun of a ``where`` relative clause (``the club where
  she was a member``: member of the club), a verb whose sense needs its ``to`` phrase
  (``treated the fans [to a show]``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import first_conjunct, phrase_root, text_tokens

UNSTATED_PAIRING = "pairing not stated"
NOT_AGENT = "head is not the agent"
REPORTED_EVALUATION = "evaluation reported as fact"
CUT_COMPLEMENT = "tail cut from its complement"

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_OBJECTS = frozenset({"dobj", "attr", "pobj", "oprd"})
_ELLIPTICAL = frozenset({"one", "two", "three", "four", "five", "another", "more", "others"})
_EVENT_ROOTS = frozenset({"ROOT", "ccomp", "advcl", "conj"})
# verbs whose reading of a clause or a description is someone's view
_DESCRIBERS = frozenset(
    {"hear", "describe", "remember", "hail", "praise", "call", "portray", "depict", "recall"}
    | {"mourn", "celebrate", "salute", "honour", "honor", "tell", "say", "told"}
)
# verbs whose sense needs their "to" phrase ("treat X to Y", "sentence X to Y")
_TO_VERBS = frozenset(
    {"treat", "sentence", "condemn", "subject", "reduce", "doom", "consign", "relegate"}
)
# verbs that need their "to" phrase when it names a state ("bring X to life", "put X to death")
_STATE_VERBS = frozenset({"bring", "put", "move", "restore", "stir", "rally"})
_STATES = frozenset(
    {"life", "justice", "end", "halt", "standstill", "light", "rest", "death", "sleep"}
    | {"tears", "test", "vote", "use", "attention", "power", "action", "account", "bear"}
)
# nouns that take an infinitive saying what they are for ("steps to ...", "a bid to ...")
_INFINITIVE_NOUNS = frozenset(
    {"step", "measure", "action", "effort", "attempt", "bid", "move", "plan", "decision"}
    | {"push", "campaign", "initiative", "drive", "pledge", "promise", "commitment", "vow"}
    | {"right", "power", "ability", "chance", "opportunity", "permission", "approval"}
    | {"go-ahead", "funding", "money", "license", "licence", "mandate", "order", "call"}
    | {"way", "means", "tool", "proposal", "scheme", "deal", "agreement", "law", "rule"}
)


def unstated_link_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the fact ``(head, relation, tail)`` states a link its sentence ``doc`` does not
    (see the module), or None."""
    if doc is None or not head or not tail:
        return None
    heads, tails = text_tokens(head, doc), text_tokens(tail, doc)
    if not heads or not tails:
        return None
    head_root, tail_root = phrase_root(heads), phrase_root(tails)
    if head_root is None or tail_root is None:
        return None
    if _unstated_pairing(head_root, heads, tail_root, tails, doc):
        return UNSTATED_PAIRING
    if _not_agent(head_root, heads, relation, doc):
        return NOT_AGENT
    if relation == "be" and _reported_evaluation(tail_root, tails, doc):
        return REPORTED_EVALUATION
    if _cut_complement(relation, tail_root, tails, doc):
        return CUT_COMPLEMENT
    return None


def _coordinated(token: Any) -> bool:
    """Whether ``token`` is a conjunct or has one."""
    return token.dep_ == "conj" or any(c.dep_ == "conj" for c in token.children)


def _governor(token: Any) -> Any | None:
    """The verb a subject or object (possibly through a preposition) belongs to, or None."""
    first = first_conjunct(token)
    if first.dep_ in _SUBJECTS or first.dep_ in {"dobj", "attr", "oprd"}:
        return first.head
    if first.dep_ == "pobj" and first.head.dep_ in {"prep", "agent"}:
        return first.head.head
    return None


def _unstated_pairing(
    head_root: Any, heads: list[Any], tail_root: Any, tails: list[Any], doc: Any
) -> bool:
    """Coordinated subjects and a coordinated object, the fact holding one of each, and no
    ``respectively`` in the sentence."""
    if not _coordinated(head_root) or not _coordinated(tail_root):
        return False
    if first_conjunct(head_root).dep_ not in _SUBJECTS:
        return False
    if any(c.dep_ == "preconj" for c in first_conjunct(tail_root).children):
        return False  # "praised both the crew and the vets": each praised each
    inside = {t.i for t in tails}
    if any(c.dep_ == "prep" and c.i in inside for c in tail_root.children):
        return False  # "decisions about how to respond to X and Y": the list is deeper
    siblings = [c for c in first_conjunct(tail_root).subtree if c.dep_ == "conj"]
    if all(c.i in inside for c in siblings) and first_conjunct(tail_root).i in inside:
        return False  # the tail is the whole coordination
    verb = _governor(head_root)
    other = _governor(tail_root)
    if verb is None or other is None or other.i != verb.i:
        return False
    return not any(t.lower_ == "respectively" for t in doc)


def _not_agent(head_root: Any, heads: list[Any], relation: str, doc: Any) -> bool:
    """The head is a phrase whose inner noun, or another clause's subject, is the doer."""
    inside = {t.i for t in heads}
    verb = _relation_verb(relation, doc)
    if verb is not None and verb.dep_ == "relcl" and verb.head.i in inside:
        personal = any(c.lower_ in {"who", "whom"} for c in verb.children)  # no "which"
        named = verb.head.pos_ == "PROPN" and head_root.tag_ == "NN" and personal
        if verb.head.i != head_root.i and named:
            return True  # "the exit of [Ana Ruiz, who had led ...]"
        of_person = [
            g
            for c in head_root.children
            if c.dep_ == "prep" and c.lower_ == "of"
            for g in c.children
            if g.dep_ == "pobj" and (g.pos_ == "PROPN" or g.ent_type_ == "PERSON")
        ]
        if personal and head_root.pos_ == "NOUN" and of_person:
            return True  # "the exit of Ana Ruiz, who had led ..."
    if verb is not None and _object_read_as_clause(head_root, verb):
        return True
    if head_root.dep_ in _SUBJECTS and head_root.tag_ == "NNS" and _elliptical(head_root, inside):
        return True  # "goals from Ana and two from Ben"
    return verb is not None and _participle_after_relative(head_root, verb)


def _elliptical(head_root: Any, inside: set[int]) -> bool:
    """Whether a numeral or ``another`` outside the head is coordinated with a word of it or
    is a second subject of its verb (``goals from Ana and two from Ben``)."""
    for token in head_root.doc:
        if token.i in inside or token.lower_ not in _ELLIPTICAL:
            continue
        if token.dep_ == "conj" and token.head.i in inside:
            return True
        if token.dep_ in _SUBJECTS and token.head.i == head_root.head.i:
            return True
    return False


def _relation_verb(relation: str, doc: Any) -> Any | None:
    """The sentence's verb that the relation names (its first word's lemma, after ``be``
    for a passive or copula with more words), or None."""
    words = [w for w in relation.split() if w.isalpha()]
    if not words:
        return None
    lemma = words[1] if words[0] == "be" and len(words) > 1 else words[0]
    found = [t for t in doc if t.pos_ in {"VERB", "AUX"} and lemma in {t.lemma_, t.lower_}]
    return found[0] if len(found) == 1 else None


def _object_read_as_clause(head_root: Any, verb: Any) -> bool:
    """``The rule which lets [X] be heard``: the head is the subject of a bare clause under a
    relative clause that has no object of its own (its object was read as that subject)."""
    if head_root.dep_ not in _SUBJECTS or head_root.head.i != verb.i:
        return False
    if verb.dep_ != "ccomp" or any(c.dep_ == "mark" for c in verb.children):
        return False
    finite = verb.tag_ in {"VBD", "VBZ", "VBP"} or any(
        c.dep_ in {"aux", "auxpass"} and c.tag_ in {"VBD", "VBZ", "VBP", "MD"}
        for c in verb.children
    )
    if not finite:
        return False  # "which saw the party gain seats": a bare infinitive clause
    above = verb.head
    if above.dep_ != "relcl" or above.lemma_ in _DESCRIBERS:
        return False
    return not any(c.dep_ in {"dobj", "attr"} for c in above.children)


def _participle_after_relative(head_root: Any, verb: Any) -> bool:
    """``Guards chased a man who broke in, stealing a car``: a participle hung on the main
    verb after a relative clause, whose doer may be that clause's subject, read with the
    main clause's subject as head."""
    if verb.tag_ != "VBG" or verb.dep_ != "advcl" or head_root.head.i != verb.head.i:
        return False
    if any(c.dep_ in _SUBJECTS for c in verb.children):
        return False
    main = verb.head
    if main.lemma_ == "be":
        return False  # "X is a novel that explores ..., engaging ...": the same doer
    between = [t for t in main.doc[main.i + 1 : verb.i] if t.dep_ == "relcl"]
    return bool(between)


def _quoted(tokens: list[Any], doc: Any) -> bool:
    """Whether the words of ``tokens`` stand between quotation marks in the sentence."""
    words = [t for t in tokens if t.is_alpha]
    if not words:
        return False
    first, last = words[0], words[-1]
    before = [t for t in doc if t.i < first.i and t.is_quote]
    after = [t for t in doc if t.i > last.i and t.is_quote]
    opened = len(before) % 2 == 1
    return opened and bool(after) and not any(t.is_quote for t in tokens[1:-1])


def _reported_evaluation(tail_root: Any, tails: list[Any], doc: Any) -> bool:
    """A copula predicate the sentence quotes, or one a hearer or describer gives."""
    if _quoted(tails, doc) and not any(t.is_alpha and t.text[:1].isupper() for t in tails):
        return True  # a quoted title is a name, not a view
    first = first_conjunct(tail_root)
    if first.dep_ == "pobj" and first.head.lower_ == "as":
        return first.head.head.lemma_ in _DESCRIBERS  # "described as a gentleman"
    copula = first.head if first.dep_ in {"attr", "acomp"} else None
    if copula is None or copula.dep_ != "ccomp":
        return False
    return copula.head.lemma_ in {"hear", "describe", "remember", "recall", "portray"}


def _cut_complement(relation: str, tail_root: Any, tails: list[Any], doc: Any) -> bool:
    """The tail lost the complement that makes it say something (see the module)."""
    last = max(tails, key=lambda t: t.i)
    nxt: Any = last.nbor(1) if last.i + 1 < len(last.doc) else None
    infinitive = nxt is not None and nxt.lower_ == "to" and nxt.dep_ == "aux"
    if infinitive and nxt.head.tag_ == "VB" and tail_root.lemma_.lower() in _INFINITIVE_NOUNS:
        return True  # "took steps [to cut costs]"
    verb = tail_root.head if tail_root.dep_ in {"dobj", "attr"} else None
    if verb is None:
        return False
    words = relation.split()
    if verb.lemma_ in _TO_VERBS | _STATE_VERBS and "to" not in words and verb.lemma_ in words:
        ends = [
            g.lemma_
            for c in verb.children
            if c.dep_ in {"prep", "dative"} and c.lower_ == "to"
            for g in c.children
            if g.dep_ == "pobj"
        ]
        if any(verb.lemma_ in _TO_VERBS or end in _STATES for end in ends):
            return True  # "treated the fans [to a show]", "brought the story [to life]"
    where = verb.dep_ == "relcl" and any(c.lower_ == "where" for c in verb.children)
    own = any(c.dep_ == "prep" for c in tail_root.children)
    return tail_root.dep_ == "attr" and where and not own and tail_root.pos_ == "NOUN"
