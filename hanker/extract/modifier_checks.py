"""Checks that a prose fact keeps what identifies its tail and that its clause is asserted
(spaCy extractor, ``spacy-patterns.v6``). Each returns the drop reason counted in the KG
manifest, or None:

* ``tail cut from its modifier``: a definite tail whose restrictive modifier (when longer
  than ten words; a shorter one joins the tail, :func:`modifier_end`) stays behind in
  the sentence (``travels to the locations where her books are set`` gives no ``the
  locations``; ``took the risky decision to drive home`` gives no ``the risky decision``;
  ``was one of 14 men arrested in 1971`` gives no ``one of 14 men``): without the modifier the
  tail names nothing;
* ``content of an idea``: a clause that is the content of a noun such as ``idea``, ``claim``
  or ``hope`` (``resisted the idea that the country is a land of migration``) is not asserted;
* ``negated clause``: a subject that denies the clause (``neither the club nor its owner
  wanted a sale``, ``no one saw the driver``, ``none of the ministers attended``);
* ``kinship word as head``: ``Dad``, ``Mum``: whose father or mother is unknown out of the
  passage;
* ``recipient without what is given``: ``gave Leeds a late win`` gives no ``(.., give, Leeds)``;
* ``idiomatic phrase``: ``in the meantime``, ``in response to``, ``in charge of``: the noun of a
  fixed phrase is no object;
* ``tail cut from its list``: ``the cultural richness and wisdom he brought`` gives no ``the
  cultural richness``: the second item shares the first's determiner and modifiers;
* ``vague tail``: ``(X, publish, a new book)`` of ``publishes a new book every year``: "a
  new" thing names nothing, the habit was the fact;
* ``preposition read as a verb``: ``celebrated following the win``, ``including``: such a
  participle has no subject of its own and states nothing.
"""

from __future__ import annotations

from typing import Any

_MODIFIERS = frozenset({"acl", "relcl"})
IDEA_NOUNS = frozenset(
    {
        *("idea", "claim", "notion", "belief", "hope", "fear", "suggestion", "possibility"),
        *("rumour", "rumor", "allegation", "view", "theory", "assumption", "prospect", "chance"),
        *("risk", "speculation", "accusation", "argument", "thought", "impression", "myth"),
        *("expectation", "perception", "suspicion", "concern", "worry", "doubt", "question"),
        *("assertion", "premise", "proposal", "dream", "promise", "threat", "warning"),
        # nouns of reporting and finding (reported-clauses.v1): "the finding that X was ..."
        *("finding", "conclusion", "estimate", "indication", "report", "statement", "charge"),
        *("insistence", "contention", "prediction"),
        # doubts and dangers (spacy-patterns.v27): "scepticism that X intended ...", "the
        # risk of the US falling off ...": what they are about has not happened
        *("scepticism", "skepticism", "uncertainty", "danger", "likelihood", "threat", "odds"),
        # evidence and hypotheses (spacy-patterns.v36): "insufficient evidence X was involved"
        *("evidence", "hypothesis"),
    }
)
# ideas that claim nothing of their content (a hope, a theory), unlike "the argument is that",
# whose clause is the owner's claim (attributed to them, reported_clauses)
_UNCLAIMED_IDEAS = frozenset(
    {*("hope", "fear", "wish", "worry", "concern", "dream", "expectation", "theory", "risk")}
    | {*("hypothesis", "suspicion", "possibility", "danger", "chance", "prospect", "assumption")}
    | {"speculation", "aim", "goal", "plan", "idea"}
)
_DENYING_DETERMINERS = frozenset({"no", "neither"})
_DENYING_SUBJECTS = frozenset({"none", "nobody", "nothing", "neither", "noone"})
KINSHIP_HEADS = frozenset(
    {
        *("dad", "mum", "mom", "mummy", "mommy", "daddy", "mother", "father", "grandma"),
        *("grandpa", "granny", "grandad", "granddad", "nan", "nana", "papa", "mama", "auntie"),
    }
)


def _identifying_word(token: Any) -> bool:
    """A noun that needs its modifier to name one thing: ``the X``, ``one``, an ordinal or a
    superlative before it (``the eighth minister``, ``the largest share``)."""
    if token.lower_ == "one":
        return True
    for child in token.children:
        if child.dep_ == "det" and child.lower_ in {"the", "this", "these", "those"}:
            return True
        if child.tag_ == "JJS" or (child.dep_ == "amod" and child.ent_type_ == "ORDINAL"):
            return True
    return False


def _comma_before(token: Any) -> bool:
    """The modifier is set off by a comma (non-restrictive: it only adds)."""
    first = min(t.i for t in token.subtree)
    return first > 0 and token.doc[first - 1].text in {",", "(", "-", "–", "—"}


_MAX_MODIFIER_TOKENS = 10


def modifier_end(obj: Any, start: int, end: int) -> int:
    """The tail's end moved past a short restrictive modifier that its noun needs and that
    follows it directly (``the first river in the UK | to be given bathing water status``);
    ``end`` unchanged when there is none or it is long (then the fact is dropped)."""
    inside = [t for t in obj.subtree if start <= t.idx < end]
    for token in inside:
        needs = _identifying_word(token) or (
            token.head.lower_ == "of" and token.head.head.lower_ == "one"
        )
        if token.pos_ not in {"NOUN", "NUM", "PRON"} or not needs:
            continue
        for child in token.children:
            if child.dep_ not in _MODIFIERS or child.idx < end or _comma_before(child):
                continue
            words = sorted(child.subtree, key=lambda t: t.i)
            gap = token.doc.text[end : words[0].idx]
            if gap.strip() or len(words) > _MAX_MODIFIER_TOKENS or words[-1].is_punct:
                continue
            return words[-1].idx + len(words[-1].text)
    return end


def cut_modifier_problem(obj: Any, start: int, end: int) -> str | None:
    """``tail cut from its modifier`` when a noun of the tail that needs its restrictive
    modifier (acl or relative clause, no comma) has it outside the tail's characters
    ``[start, end)``; nouns reached through ``one of`` count as the tail's own."""
    inside = [t for t in obj.subtree if start <= t.idx < end]
    for token in inside:
        if token.pos_ not in {"NOUN", "NUM", "PRON"}:
            continue
        needs = _identifying_word(token) or (
            token.head.lower_ == "of" and token.head.head.lower_ == "one"
        )
        if not needs:
            continue
        for child in token.children:
            if child.dep_ in _MODIFIERS and child.idx >= end and not _comma_before(child):
                return "tail cut from its modifier"
    return None


_IDIOM_OBJECTS = frozenset(
    {
        *("meantime", "meanwhile", "response", "case", "charge", "part", "addition", "order"),
        *("spite", "terms", "lieu", "favour", "favor", "front", "fact", "turn", "view", "light"),
        *("contrast", "particular", "general", "effect", "advance", "total", "person", "time"),
        *("line", "touch", "short", "course", "process", "bid", "attempt", "hope", "regard"),
    }
)
_MANNER = frozenset(
    {
        *("relief", "anger", "frustration", "delight", "joy", "celebration", "shock", "fury"),
        *("disbelief", "despair", "horror", "tears", "triumph", "agony", "panic", "silence"),
        *("unison", "disgust", "dismay", "jubilation", "glee", "amazement", "astonishment"),
    }
)
_PREPOSITION_VERBS = frozenset(
    {
        *("following", "including", "according", "regarding", "concerning", "considering"),
        *("excluding", "pending", "given", "barring", "involving", "notwithstanding"),
        *("coupled", "combined", "compared", "paired"),  # "Her X, coupled with her Y, ..."
    }
)


def object_problem(obj: Any, start: int, end: int) -> str | None:
    """Why an object of a prose clause gives no tail (see the module's list), or None."""
    siblings = [c for c in obj.head.children if c.i != obj.i]
    if obj.dep_ == "dative" and any(c.dep_ == "dobj" for c in siblings):
        return "recipient without what is given"
    fixed = obj.head.lower_ in {"in", "on", "at", "by", "for", "with"}
    if obj.dep_ == "pobj" and obj.lemma_.lower() in _IDIOM_OBJECTS and fixed:
        return "idiomatic phrase"
    bare = not any(c.dep_ in {"det", "poss", "amod", "compound"} for c in obj.children)
    if obj.dep_ == "pobj" and obj.head.lower_ == "in" and bare and obj.lemma_.lower() in _MANNER:
        return "manner phrase"  # "roared in relief", "wept in despair": how, not where
    return cut_list_problem(obj, start, end) or cut_modifier_problem(obj, start, end)


def cut_list_problem(obj: Any, start: int, end: int) -> str | None:
    """``tail cut from its list`` when a noun of the tail has a conjunct outside the tail that
    has no determiner of its own (it shares the tail's: ``the richness and wisdom``), and
    ``vague tail`` for a bare "a new <noun>"."""
    inside = [t for t in obj.subtree if start <= t.idx < end]
    for token in inside:
        for child in token.children:
            if child.dep_ != "conj" or child.idx < end or child.pos_ not in {"NOUN", "ADJ"}:
                continue
            if not any(c.dep_ in {"det", "poss", "nummod"} for c in child.children):
                return "tail cut from its list"
    words = [t.lower_ for t in inside]
    novel = len(words) <= 3 and "new" in words[:2] and words[0] in {"a", "an", "new"}
    if novel and _habitual(obj):  # "publishes a new book every year": the habit is the fact
        return "vague tail"
    return None


_HABITUAL = frozenset(
    {"usually", "regularly", "annually", "often", "typically", "periodically", "frequently"}
)


def _habitual(obj: Any) -> bool:
    """The object's verb says how often (``every year``, ``usually``, ``regularly``)."""
    own = {t.i for t in obj.subtree}
    return any(
        t.lower_ in {"every", "each"} or (t.dep_ == "advmod" and t.lower_ in _HABITUAL)
        for t in obj.head.subtree
        if t.i not in own
    )


def preposition_verb(verb: Any) -> bool:
    """``following``, ``including``: a participle used as a preposition, without a subject."""
    own = any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children)
    return verb.lower_ in _PREPOSITION_VERBS and verb.tag_ in {"VBG", "VBN"} and not own


def idea_content(verb: Any) -> bool:
    """The verb's clause is the content of an idea noun (``the idea that X is Y``)."""
    for governor in (verb, verb.head):
        if _of_gerund(governor):  # "the risk of the US falling off a fiscal cliff"
            return True
        if governor.dep_ in {"acl", "ccomp", "relcl"} and governor.head.lemma_ in IDEA_NOUNS:
            marks = {c.lower_ for c in governor.children if c.dep_ == "mark"}
            if governor.dep_ != "relcl" or marks or _content_read_as_relative(governor):
                return governor.head.pos_ == "NOUN"
        if _idea_spelled_out(governor):  # "The hope is that X", "two theories - that X"
            return True
        if governor.dep_ not in {"conj", "xcomp"}:
            break
    return False


def _idea_spelled_out(clause: Any) -> bool:
    """A that-clause spelling out a hope, fear or theory the parse does not hang it on: the
    complement of ``is`` after one (``Ukraine's hope is that X``), or set off by a dash or
    colon after one as the verb's object (``Police explored two theories - that X``)."""
    marked = any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children)
    if clause.dep_ not in {"ccomp", "advcl"} or clause.head.i == clause.i:
        return False
    verb = clause.head
    ideas = [c for c in verb.children if c.lemma_ in _UNCLAIMED_IDEAS and c.pos_ == "NOUN"]
    if verb.lemma_ == "be" and clause.dep_ == "ccomp":
        return any(c.dep_ in {"nsubj", "attr"} for c in ideas)
    if not marked:
        return False
    opener = clause.left_edge.i - 1
    set_off = opener >= 0 and clause.doc[opener].text in {"-", "–", "—", ":"}
    return set_off and any(c.dep_ == "dobj" and c.i < opener for c in ideas)


def _content_read_as_relative(clause: Any) -> bool:
    """``scepticism that X intended to ...`` parsed as a relative clause: ``that`` right after
    the noun and a subject of the clause's own, so ``that`` is no relative pronoun."""
    noun = clause.head
    after = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
    own = any(c.dep_ in {"nsubj", "nsubjpass"} and c.pos_ != "PRON" for c in clause.children)
    return after is not None and after.lower_ == "that" and own


def _of_gerund(verb: Any) -> bool:
    """A gerund clause after ``of`` an idea noun (``the risk of X falling``, ``the prospect of
    Y winning``): a possibility, not an event."""
    if verb.tag_ != "VBG" or verb.dep_ not in {"pcomp", "pobj"} or verb.head.lower_ != "of":
        return False
    noun = verb.head.head
    return noun.pos_ == "NOUN" and noun.lemma_.lower() in IDEA_NOUNS


def denying_subject(verb: Any) -> bool:
    """A subject that negates its clause: ``neither A nor B``, ``no one``, ``none of ...``."""
    for subject in (c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}):
        if subject.lower_ in _DENYING_SUBJECTS:
            return True
        for child in subject.children:
            if child.dep_ == "preconj" and child.lower_ == "neither":
                return True
            if child.dep_ == "det" and child.lower_ in _DENYING_DETERMINERS:
                return True
    return False


def _no_longer(verb: Any) -> bool:
    """``is no longer a member``: the clause says what has stopped being so."""
    return any(
        c.lower_ == "longer" and any(g.lower_ == "no" for g in c.children) for c in verb.children
    ) or any(c.lower_ == "no" and c.dep_ == "neg" for c in verb.children)


def clause_denial_problem(verb: Any) -> str | None:
    """Why a clause's facts are not asserted, read from its subject or its governing noun."""
    if denying_subject(verb) or _no_longer(verb):
        return "negated clause"
    if idea_content(verb):
        return "content of an idea"
    return None


def kinship_head_problem(head: str) -> str | None:
    """``kinship word as head`` for a head that is only a family word (``Dad``)."""
    return "kinship word as head" if head.lower().strip() in KINSHIP_HEADS else None
