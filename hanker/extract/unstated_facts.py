"""Facts a sentence writes but does not state (spaCy extractor, through
:func:`hanker.extract.triple_context.triple_problem`; hedged clauses through
:func:`hanker.extract.clauses.clause_status`).

Each check reads the triple with its sentence's parse and returns a drop reason or None:

* ``pro-verb without its own object``: ``do`` standing for a verb said elsewhere (``She
  left early, as she did at the last meeting with the board``): ``(She, do with, the
  board)`` says nothing; ``do`` with an object (``did the research``) or a manner (``did
  well in the exam``) is kept;
* ``comparison adjunct read as a fact``: a ``like``/``unlike`` phrase that compares a whole
  clause (``Unlike her rivals, Ana had been a nurse``; ``Then, like his father, Tom went
  back to sea``) read as the subject's relation: a copula that has its own predicate
  (``(Ana, be unlike, her rivals)``), or a bare verb whose set-off comparison is all the
  fact keeps (``(Tom, go like, his father)``); ``X is unlike Y`` as such stays;
* ``predicate at an unstated time``: ``(Ana, be, then a young nurse in Leeds)``: an
  indefinite predicate opening on ``then``/``once``/``formerly``/``later``/``still``
  holds at a time the fact does not carry (``now``, of the time of writing, is kept);
* ``relative time without the verb's place``: ``Ten years ago, Ana moved to Leeds`` ->
  ``(Ana, move, Ten years ago)``: a bare active verb whose tail is only a time relative
  to the writing (``... ago``, ``yesterday``) while the verb's place stays out;
* ``comparison word in the relation``: ``vs.``, ``versus`` or ``compared with`` folded into
  the relation (``(Users, spend vs., ...)``): a comparison cut into a garble;
* ``deadline read as an amount``: a verb of change in amount with ``by`` and a date
  (``Sales rose from 3 to 5 percent by June 2010``): ``(Sales, rise by, June 2010)`` reads
  the deadline as the amount of the rise;
* ``identity between names of different kinds``: ``(Acme, be, Jane Doe)``: a copula between
  a person's name and an organisation's or place's name is a figure of speech;
* ``number without its noun``: ``(Tom, have, three at Acme)``: a spelled-out number whose
  noun the sentence leaves out (``three [children]``) says nothing;
* ``gerund under a verb of attitude``: ``Acme, which opposes selling the brand, ...`` ->
  ``(Acme, sell, the brand)``: what one opposes, avoids, considers, fears or suggests doing
  is not done (``began selling`` is); a relation that keeps the verb of attitude (``(Tom,
  consider to buy, X)``) states the attitude and stays.

Hedged clauses (:func:`hedged_predicate`): ``It is possible/likely/doubtful that X did Y``
(and the clauses nested under it) is not asserted.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.relation_meaning import own_relation, relation_verb
from hanker.text.nlp import text_tokens

PRO_VERB = "pro-verb without its own object"
COMPARISON_ADJUNCT = "comparison adjunct read as a fact"
UNSTATED_TIME = "predicate at an unstated time"
TIME_FOR_PLACE = "relative time without the verb's place"
COMPARISON_RELATION = "comparison word in the relation"
DEADLINE_AMOUNT = "deadline read as an amount"
NAME_IDENTITY = "identity between names of different kinds"
ELLIPTIC_NUMBER = "number without its noun"
GERUND_ATTITUDE = "gerund under a verb of attitude"

# adjectives that hedge the clause a copula with "it" governs ("It is likely that ...")
HEDGE_ADJECTIVES = frozenset(
    {*("possible", "impossible", "likely", "unlikely", "probable", "improbable")}
    | {*("conceivable", "inconceivable", "doubtful", "plausible", "implausible")}
    | {"questionable", "debatable", "arguable"}
)
_OBJECT_DEPS = frozenset({"dobj", "ccomp", "xcomp", "attr", "oprd", "acomp", "dative", "csubj"})
_MANNERS = frozenset({"well", "badly", "poorly", "better", "worse", "best", "fine", "good"})
_COMPARING = frozenset({"like", "unlike"})
_COPULA_PREDICATES = frozenset({"attr", "acomp"})
_THEN_WORDS = frozenset({"then", "once", "formerly", "later", "still", "previously"})
_RELATIVE_DAYS = frozenset({"yesterday", "today", "tonight", "tomorrow"})
_PLACE_PREPS = frozenset({"in", "at", "to", "into", "from", "on", "onto"})
_VERSUS = frozenset({"vs.", "vs", "versus", "v."})
_CHANGE_VERBS = frozenset(
    {*("increase", "rise", "fall", "grow", "drop", "decline", "climb", "jump", "soar")}
    | {*("surge", "slump", "plunge", "shrink", "expand", "double", "triple", "tumble")}
    | {*("slide", "gain", "lose", "reduce", "cut", "raise", "boost", "lower", "decrease")}
)
_DATE_FILLERS = frozenset({"the", "end", "of", "early", "late", "mid", "start", "beginning"})
_PERSON_KINDS = frozenset({"PERSON"})
_THING_KINDS = frozenset({"ORG", "GPE", "LOC", "FAC", "PRODUCT"})
_VALUE_KINDS = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "ORDINAL"})
_ATTITUDES = frozenset(
    {*("oppose", "avoid", "consider", "deny", "risk", "fear", "discuss", "suggest")}
    | {*("recommend", "propose", "favour", "favor", "advocate", "contemplate", "envisage")}
    | {*("envision", "imagine", "resist", "reject", "dread", "debate", "weigh", "support")}
    | {"urge", "mull", "ban", "forbid", "postpone", "delay"}
)
_GERUND_DEPS = frozenset({"xcomp", "ccomp", "dobj", "pcomp"})


def hedged_predicate(verb: Any) -> bool:
    """Whether ``verb`` is a copula whose adjective hedges the clause it governs (``It is
    possible that ...``, ``It is doubtful that ...``)."""
    return any(c.dep_ == "acomp" and c.lower_ in HEDGE_ADJECTIVES for c in verb.children)


def unstated_fact_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose triple is written but not stated by its sentence (see the module), or
    None."""
    words = own_relation(relation).split()
    if not words or doc is None:
        return None
    if _comparison_words(words):
        return COMPARISON_RELATION
    tokens = text_tokens(tail, doc)
    if not tokens:
        return None
    if _unstated_time(words, tokens):
        return UNSTATED_TIME
    if _name_identity(head, words, tokens, doc):
        return NAME_IDENTITY
    verb, root = relation_verb(" ".join(words), tokens)
    if verb is None or root is None:
        return None
    if _attitude_gerund(verb, words):
        return GERUND_ATTITUDE
    if _pro_verb(verb):
        return PRO_VERB
    if _comparison_adjunct(words, verb, root):
        return COMPARISON_ADJUNCT
    if _time_for_place(words, verb, tokens):
        return TIME_FOR_PLACE
    if _deadline(words, verb, tokens):
        return DEADLINE_AMOUNT
    return ELLIPTIC_NUMBER if _elliptic_number(words, root) else None


def _comparison_words(words: list[str]) -> bool:
    """``vs.``/``versus`` in the relation, or ``compared with``/``to`` after its verb."""
    if _VERSUS & set(words):
        return True
    for at, word in enumerate(words[:-1]):
        main = at == 0 or (at == 1 and words[0] == "be")  # "be compared to": the verb itself
        if word in {"compared", "comparing"} and words[at + 1] in {"with", "to"} and not main:
            return True
    return False


def _unstated_time(words: list[str], tokens: list[Any]) -> bool:
    """A copula's indefinite predicate opening on ``then``/``once``/... (see the module)."""
    if words not in (["be"], ["become"], ["remain"]) or len(tokens) < 3:
        return False
    return tokens[0].lower_ in _THEN_WORDS and tokens[1].lower_ in {"a", "an"}


def _name_identity(head: str, words: list[str], tokens: list[Any], doc: Any) -> bool:
    """A copula between a person's name and an organisation's or place's name."""
    if words != ["be"]:
        return False
    kinds = []
    for phrase in (text_tokens(head, doc), tokens):
        named = [t for t in phrase if not t.is_punct and t.lower_ != "the"]
        if not named or not all(t.pos_ == "PROPN" and t.ent_type_ for t in named):
            return False
        kinds.append({t.ent_type_ for t in named})
    first, second = kinds
    person_thing = first <= _PERSON_KINDS and second <= _THING_KINDS
    return person_thing or (first <= _THING_KINDS and second <= _PERSON_KINDS)


def _attitude_gerund(verb: Any, words: list[str]) -> bool:
    """The relation's verb is an ``-ing`` complement of a verb of attitude (``opposes
    rewarding X``), or one the parser gave that verb as its auxiliary, and the relation
    leaves the attitude out (``fear to lose`` states the fear)."""
    if verb.tag_ != "VBG":
        return False
    kept = set(words)
    auxiliaries = [_verb_forms(c) for c in verb.children if c.dep_ == "aux"]
    if any(forms & _ATTITUDES and not forms & kept for forms in auxiliaries):
        return True  # "which opposes rewarding": "opposes" misread as an auxiliary
    governor = verb.head
    if verb.dep_ == "pcomp":
        governor = governor.head  # "talked about selling": the preposition's verb
    owned = verb.dep_ in _GERUND_DEPS and governor.i != verb.i
    forms = _verb_forms(governor)
    return owned and bool(forms & _ATTITUDES) and not forms & kept


def _verb_forms(token: Any) -> set[str]:
    """The token's lemma and its bare forms (a misread auxiliary keeps ``opposes`` as lemma)."""
    lower = token.lower_
    forms = {token.lemma_.lower(), lower}
    for suffix in ("s", "es", "d", "ed"):
        if lower.endswith(suffix) and len(lower) > len(suffix) + 2:
            forms.add(lower[: -len(suffix)])
    return forms


def _pro_verb(verb: Any) -> bool:
    """``do`` with no object, complement or manner of its own: a stand-in for another verb."""
    if verb.lemma_.lower() != "do" or verb.pos_ != "VERB":
        return False
    if any(c.dep_ in _OBJECT_DEPS for c in verb.children):
        return False
    return not any(c.dep_ == "advmod" and c.lower_ in _MANNERS for c in verb.children)


def _comparison_adjunct(words: list[str], verb: Any, root: Any) -> bool:
    """A ``like``/``unlike`` phrase on a clause read as the subject's relation."""
    prep = root.head
    if words[-1] not in _COMPARING or root.dep_ != "pobj" or prep.lower_ not in _COMPARING:
        return False
    if prep.head.i != verb.i:
        return False
    if verb.lemma_.lower() == "be":
        return any(c.dep_ in _COPULA_PREDICATES for c in verb.children)  # "had been a nurse"
    before = verb.doc[prep.i - 1] if prep.i > 0 else None
    set_off = prep.i < verb.i or (before is not None and before.text == ",")
    return set_off and len(words) == 2  # "(Tom, go like, his father)": nothing else kept


def _relative_time(tokens: list[Any]) -> bool:
    """A tail that is only a time relative to the writing (``Ten years ago``, ``yesterday``)."""
    words = [t.lower_ for t in tokens if not t.is_punct]
    return bool(words) and (words[-1] == "ago" or (len(words) == 1 and words[0] in _RELATIVE_DAYS))


def _time_for_place(words: list[str], verb: Any, tokens: list[Any]) -> bool:
    """A bare active verb with a relative time as tail and a place phrase left out."""
    if len(words) != 1 or not _relative_time(tokens):
        return False
    inside = {t.i for t in tokens}
    for child in verb.children:
        if child.dep_ != "prep" or child.lower_ not in _PLACE_PREPS or child.i in inside:
            continue
        objects = [c for c in child.children if c.dep_ == "pobj"]
        if objects and objects[0].ent_type_ not in {"DATE", "TIME"}:
            return True
    return False


def _deadline(words: list[str], verb: Any, tokens: list[Any]) -> bool:
    """``by`` and a date after a verb of change in amount (``rose ... by June 2010``)."""
    if words[-1] != "by" or verb.lemma_.lower() not in _CHANGE_VERBS:
        return False
    dated = [t for t in tokens if t.ent_type_ == "DATE"]
    rest = [t for t in tokens if t.ent_type_ not in {"DATE", "TIME"} and not t.is_punct]
    return bool(dated) and all(t.lower_ in _DATE_FILLERS for t in rest)


def _elliptic_number(words: list[str], root: Any) -> bool:
    """A spelled-out number as a verb's object or predicate with no noun of its own."""
    if root.pos_ != "NUM" or not root.is_alpha or root.dep_ not in {"dobj", "attr"}:
        return False
    if root.lower_ == "one":  # "got one to keep low": a pronoun as much as a number
        return False
    if root.ent_type_ in _VALUE_KINDS or words[0] in {"age", "turn"}:
        return False  # "turned sixty": an age
    own = [c for c in root.children if c.dep_ in {"compound", "amod", "nmod", "appos"}]
    partitive = any(c.dep_ == "prep" and c.lower_ == "of" for c in root.children)
    return not own and not partitive
