"""Facts that only the passage explains, or that the sentence does not assert (spaCy extractor).

Each check returns the drop reason (counted in the KG manifest) or None. Clause checks
(:func:`clause_context_problem`, through :func:`hanker.extract.assertion_checks.assertion_problem`):

* ``object only the passage explains``: a direct object that is a bare noun of speech, choice
  or award which refers back (``made the announcement``, ``noted an observation``, ``won the
  title in 1936``, ``made his promise``): without its content the fact says nothing;
* ``goal, not done``: a clause that spells out a goal through a verb of wanting or aiming
  without that verb in its relation (``wants to cut fares, reducing traffic`` gives no
  ``(.., reduce, traffic)``; ``aims to open a shop and hire staff`` no ``(.., hire, staff)``);
* ``belief stated as fact``: the content of what a picture, theory or suspicion shows
  (``detectives formed a theory that showed Ray was the leader``);
* ``clause complement left out``: ``referred to "rising costs"`` (a preposition with an
  ``-ing`` clause right after the verb) gives no other fact of the verb;
* ``rank left out of the relation``: ``came third in the election`` gives no ``(.., come
  in, the election)``; ``prediction``: ``are favourites to win`` gives no ``(.., be,
  favourites)``.

Tail checks (:func:`time_tail`, through :func:`hanker.extract.tail_complements.checked_tail`):
``relative time as tail``: a time adverbial read as the object (``One day she spotted``,
``Last week, X joined Y``), a measure of a preposition (``several days before``) or a bare
``the day``; a relative time fused at a tail's end is cut off (``for poetry the next year``
-> ``poetry``). ``object predicate left out`` (:func:`object_predicate_problem`, there
too): ``called Adele a true legend`` gives no ``(.., call, Adele)``. Object relatives (:func:`recipient_of_antecedent`, through
:mod:`hanker.extract.chain_checks`): ``a skill she owes to her father`` gives no ``(.., owe
to, her father)``.

Fold checks (:func:`folded_problem`, :func:`named_fold`, through
:mod:`hanker.extract.spacy_objects`): one half of a hyphenated word folds as the whole word
(``plan counter-attack for``, never ``plan counter for``), or, where it would give a value
alone, ``folded object lost its modifiers``; a noun named by a proper-noun compound folds
whole when short, like a name, or the fact is dropped
(``patrolled in the Elm Road area of east Leeds in 2001`` gives no ``patrol in area in``).

Triple, title and appositive checks: :mod:`hanker.extract.triple_context`.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.clause_structure import PREDICTION
from hanker.extract.gerund_objects import gerund_objects
from hanker.text.calendar import CALENDAR_WORDS

REFERRING_OBJECT = "object only the passage explains"
GOAL = "goal, not done"
BELIEF = "belief stated as fact"
RANK_LEFT_OUT = "rank left out of the relation"
RELATIVE_TIME = "relative time as tail"
FOLD_LOST = "folded object lost its modifiers"
CLAUSE_LEFT_OUT = "clause complement left out"
OBJECT_PREDICATE = "object predicate left out"

# nouns of speech, choice, change or award that name something the passage told before
REFERRING_NOUNS = frozenset(
    {
        *("announcement", "decision", "move", "promise", "pledge", "vow", "statement"),
        *("remark", "remarks", "comment", "comments", "observation", "point", "claim"),
        *("claims", "title", "choice", "news", "suggestion", "admission", "confession"),
        *("revelation", "discovery", "finding", "findings", "argument", "gesture", "u-turn"),
        *("comparison", "prediction", "assessment", "reference", "mistake", "error"),
        *("plea", "request", "threat"),
    }
)
_INFORMATIVE = frozenset(
    {"compound", "nummod", "prep", "acl", "relcl", "appos", "ccomp", "nmod", "conj"}
)
_GOAL_VERBS = frozenset(
    {
        *("want", "aim", "hope", "plan", "intend", "seek", "wish", "try", "attempt", "strive"),
        *("aspire", "propose", "promise", "pledge", "vow", "expect", "need", "mean", "desire"),
    }
)
_IDEA_NOUNS = frozenset(
    {
        *("picture", "theory", "belief", "view", "impression", "suspicion", "hypothesis"),
        *("scenario", "narrative", "assumption", "profile", "image", "idea", "suggestion"),
    }
)
_SHOWING = frozenset({"show", "suggest", "indicate", "imply", "prove", "point"})
_RANK_VERBS = frozenset({"come", "finish", "place", "rank", "end", "qualify", "run"})
_ORDINALS = frozenset(
    {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"}
    | {"tenth", "last", "runner-up", "bottom", "top"}
)
TIME_NOUNS = frozenset(
    {"day", "week", "month", "year", "night", "morning", "evening", "afternoon", "season"}
    | {"time", "weekend", "summer", "winter", "spring", "autumn", "decade", "moment", "hour"}
)
_TIME_LABELS = frozenset({"DATE", "TIME"})
_MONTHS = CALENDAR_WORDS | {"christmas", "easter"}
_PREDICTED = frozenset(
    {"favourite", "favorite", "frontrunner", "front-runner", "contender", "tip", "candidate"}
)


def clause_context_problem(verb: Any) -> str | None:
    """Why ``verb``'s clause gives no self-contained, asserted fact (see the module), or None."""
    return (
        referring_object_problem(verb)
        or goal_problem(verb)
        or belief_problem(verb)
        or rank_problem(verb)
        or predicted_attr_problem(verb)
        or clausal_complement_problem(verb)
    )


def referring_object_problem(verb: Any) -> str | None:
    """``object only the passage explains``: the verb's direct object is a bare referring noun
    (its determiner, a possessive and adjectives at most)."""
    for obj in (c for c in verb.children if c.dep_ == "dobj"):
        if obj.lemma_.lower() not in REFERRING_NOUNS and obj.lower_ not in REFERRING_NOUNS:
            continue
        if obj.ent_type_ or any(c.dep_ in _INFORMATIVE for c in obj.children):
            continue
        if any(c.dep_ == "amod" and (c.pos_ == "PROPN" or c.ent_type_) for c in obj.children):
            continue  # "the Nobel decision": named
        return REFERRING_OBJECT
    return None


def goal_problem(verb: Any) -> str | None:
    """``goal, not done``: the verb elaborates a wanted infinitive (a conjunct of it, or an
    ``-ing`` clause on the wanting verb) without being that infinitive itself."""
    link, passed = verb, False
    for _ in range(6):
        if link.dep_ == "conj" or (
            link.dep_ == "advcl"
            and link.tag_ == "VBG"
            and not any(c.dep_ in {"mark", "nsubj", "nsubjpass"} for c in link.children)
        ):
            link, passed = link.head, True
            continue
        break
    if not passed:
        return None
    if link.dep_ == "xcomp" and link.head.lemma_.lower() in _GOAL_VERBS:
        return GOAL  # "wants to cut fares and reduce traffic"
    wants = link.lemma_.lower() in _GOAL_VERBS
    if wants and any(c.dep_ == "xcomp" and _infinitive(c) for c in link.children):
        return GOAL  # "wants to cut fares, reducing traffic"
    return None


def _infinitive(verb: Any) -> bool:
    return any(c.tag_ == "TO" for c in verb.children)


def belief_problem(verb: Any) -> str | None:
    """``belief stated as fact``: the content clause of a verb of showing whose subject is a
    picture, theory or suspicion (or a relative pronoun of one)."""
    if verb.dep_ != "ccomp" or verb.head.lemma_.lower() not in _SHOWING:
        return None
    showing = verb.head
    for subject in (c for c in showing.children if c.dep_ == "nsubj"):
        noun = subject
        if subject.lower_ in {"that", "which"} and showing.dep_ == "relcl":
            noun = showing.head
        if noun.lemma_.lower() in _IDEA_NOUNS:
            return BELIEF
    return None


def rank_problem(verb: Any) -> str | None:
    """``rank left out of the relation``: ``came third in``, ``finished second at``."""
    if verb.lemma_.lower() not in _RANK_VERBS:
        return None
    for child in verb.children:
        ordinal = child.ent_type_ == "ORDINAL" or child.lower_ in _ORDINALS
        if ordinal and child.i > verb.i and child.dep_ in {"advmod", "npadvmod", "acomp", "oprd"}:
            return RANK_LEFT_OUT
    return None


def clausal_complement_problem(verb: Any) -> str | None:
    """``clause complement left out``: the verb's complement right after it is a preposition
    with an ``-ing`` clause (``referred to "rising costs"``, ``succeeded in reaching the
    top``), which no tail holds: any other fact of the verb (``(.., refer in, the email)``)
    says nothing of what was done."""
    after = [t for t in verb.doc[verb.i + 1 : verb.i + 4] if t.dep_ not in {"advmod", "prt", "neg"}]
    first = after[0] if after else None
    if first is None or first.dep_ != "prep" or first.head.i != verb.i:
        return None
    clause = any(c.dep_ == "pcomp" and c.tag_ == "VBG" for c in first.children)
    if clause and gerund_objects(first) and not _other_phrases(verb, first):
        return None  # "was charged with murdering a guard": the gerund phrase is the tail
    return CLAUSE_LEFT_OUT if clause else None


def _other_phrases(verb: Any, prep: Any) -> bool:
    """Whether ``verb`` has an object or a prepositional phrase besides ``prep`` (``In the
    memo, X referred to ...``), whose fact would say nothing of what was done."""
    return any(
        c.i != prep.i and c.dep_ in {"prep", "dobj", "dative", "attr", "agent"}
        for c in verb.children
    )


def object_predicate_problem(obj: Any) -> str | None:
    """``object predicate left out``: ``called Adele a true legend`` gives no ``(.., call,
    Adele)``: the object without what it is called says something else (the predicate's own
    tail stays, for the question writer reads the whole clause)."""
    if obj.dep_ != "dobj":
        return None
    verb = obj.head
    named = any(c.dep_ == "oprd" and c.pos_ in {"NOUN", "PROPN"} for c in verb.children)
    return OBJECT_PREDICATE if named else None


def _anchored(tokens: list[Any]) -> bool:
    """A time with a date, a number, a month or a day's name: no time relative to the text."""
    return any(
        any(ch.isdigit() for ch in t.text) or t.lower_ in _MONTHS or t.pos_ == "PROPN"
        for t in tokens
    )


def time_tail(obj: Any, start: int, end: int) -> tuple[int, str | None]:
    """The tail's end before a relative time fused at its end, and ``relative time as tail``
    when the tail itself is one (see the module)."""
    inside = [t for t in obj.subtree if start <= t.idx < end]
    timed = obj.ent_type_ in _TIME_LABELS or (obj.lemma_ in TIME_NOUNS and obj.text.islower())
    if timed and obj.dep_ == "npadvmod" and obj.head.dep_ == "prep":
        return end, RELATIVE_TIME  # "several days before the launch": a measure of "before"
    if timed and not _anchored(inside):
        if obj.dep_ == "npadvmod":
            return end, RELATIVE_TIME  # "One day she spotted", "Last week, X joined Y"
        modifiers = [c for c in obj.children if c.dep_ != "det"]
        definite = any(c.dep_ == "det" and c.lower_ == "the" for c in obj.children)
        if obj.dep_ == "pobj" and definite and not modifiers and obj.lemma_ in TIME_NOUNS:
            return end, RELATIVE_TIME  # "late in the day"
    for token in inside:
        if token.i == obj.i or token.dep_ != "npadvmod" or token.head.i == token.i:
            continue
        phrase = sorted(token.subtree, key=lambda t: t.i)
        relative = token.ent_type_ in _TIME_LABELS and not _anchored(phrase)
        last = phrase[-1].idx + len(phrase[-1].text)
        if relative and last >= end and phrase[0].i > obj.left_edge.i:
            before = obj.doc[phrase[0].i - 1]
            return before.idx + len(before.text), None  # "poetry the next year" -> "poetry"
    return end, None


def folded_problem(word: Any) -> str | None:
    """``folded object lost its modifiers`` for a noun that is half of a hyphenated word
    (``counter`` of ``counter-attack``): no part of it folds into a relation."""
    doc = word.doc
    hyphen = {"-", "‐"}
    if word.i + 1 < len(doc) and doc[word.i + 1].text in hyphen and not word.whitespace_:
        return FOLD_LOST
    if word.i > 0 and doc[word.i - 1].text in hyphen and not doc[word.i - 1].whitespace_:
        return FOLD_LOST
    return None


def hyphen_word(word: Any) -> str:
    """The whole hyphenated word a folded half belongs to, lower-cased (``counter-attack``)."""
    doc, hyphens = word.doc, {"-", "‐"}
    first = last = word.i
    while first >= 2 and doc[first - 1].text in hyphens and not doc[first - 2].whitespace_:
        if doc[first - 1].whitespace_:
            break
        first -= 2
    while last + 2 < len(doc) and doc[last + 1].text in hyphens and not doc[last].whitespace_:
        if doc[last + 1].whitespace_:
            break
        last += 2
    return str(doc[first : last + 1].text.lower())


def named_fold(word: Any) -> bool:
    """Whether a common noun to fold into a relation is named by a proper-noun compound
    (``the Elm Road area``): like a name, it folds whole (when short) or not at all."""
    if word.pos_ == "PROPN":
        return False  # names: spacy_objects.is_name_word
    return any(
        c.dep_ == "compound" and (c.pos_ == "PROPN" or bool(c.ent_type_)) for c in word.children
    )


def recipient_of_antecedent(obj: Any) -> bool:
    """Whether ``obj`` is the ``to`` object of a relative clause without pronoun whose object is
    its antecedent (``a skill she owes to her father``): ``(she, owe to, her father)`` lost
    what was owed."""
    return obj.dep_ == "pobj" and obj.head.lower_ == "to" and obj.head.dep_ == "prep"


def predicted_attr_problem(verb: Any) -> str | None:
    """``prediction``: ``are favourites to win``: the copula's noun is the start of a
    prediction whose infinitive the tail leaves out."""
    if verb.lemma_ != "be":
        return None
    for attr in (c for c in verb.children if c.dep_ == "attr"):
        infinitive = any(c.dep_ in {"xcomp", "acl"} and _infinitive(c) for c in attr.children)
        if infinitive and attr.lemma_.lower() in _PREDICTED:
            return PREDICTION
    return None
