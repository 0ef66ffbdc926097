"""Read-back of a written question: do the modifiers it kept from the source still modify
what they modified there?

The template writer builds a question from the source sentence's tokens, in a new order
(wh-phrase first, auxiliary inverted, fronted adjuncts moved to the end). A modifier moved
next to a new word can be read as modifying that word: "Who moved to Leeds originally from
Hull?" (the subject's origin read as the move's), "What did the coach praise on form?" (the
players' state read as the praising's). The question is parsed again with the same model and
each kept modifier (a preposition heading a PP, an adverb, a bare-noun adverbial, a verb
particle) must hang from the image of its source head. The small model parses questions less
well than statements, so only modifiers are compared (never subject or object), and only
modifiers whose left neighbour changed: a modifier read in the same local context as in the
source reads as it did there, and a different parse of it is the parser's, not the question's.

Words left stranded by the reordering are rejected too: "ago" or "later" without the measure
noun they had ("moved ago to Oslo"), a preposition whose object is gone and was not the
answer, a comma straight after the wh-word or the auxiliary ("What did, the new plan include?").
So is a prepositional phrase kept without the verb it belongs to (``template.v34``): one of a
clause the question leaves out ("Who expressed views ... during a proclamation event?", of
"after a man was arrested during a proclamation event"), or of a verb inside the answer
("What has Iran supported in 2014? -- rebels who forced out the government").
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from hanker.synth import clause as cl
from hanker.synth.adjunct_cuts import partly_kept_adjunct
from hanker.synth.clause_pieces import clause_piece
from hanker.synth.question_checks import Rejection

_MODIFIERS = {"prep", "advmod", "npadvmod", "prt", "agent"}
_PREPOSITIONS = {"prep", "agent"}
_OBJECTS = {"pobj", "pcomp"}
_MEASURES = {"npadvmod", "nummod"}
_COMPLEMENTS = _OBJECTS | _MEASURES
_WH_TAGS = {"WP", "WDT", "WRB", "WP$"}
# postpositions that cannot stand without the measure before them ("two years ago"); "later",
# "earlier", "before" can ("left later")
_NEEDS_MEASURE = {"ago", "hence"}
_SUBJECTS = {"nsubj", "nsubjpass", "expl", "csubj"}
_NOMINALS = {"NOUN", "PROPN", "PRON", "NUM"}
_AUXILIARIES = {"do", "be", "have"}
_HOW_WORDS = {"many", "much", "long", "old", "far", "often", "big", "large"}


def wh_span(question: Any) -> tuple[int, int]:
    """The token range of the question's wh-phrase ("To whom", "How many people", "Whose
    mother"), after an attribution the writer put first ("According to X, where ..."); (0, 0)
    when no wh-word opens the question."""
    wh = next(
        (
            t
            for t in question[:10]
            if t.tag_ in _WH_TAGS and (t.i == 0 or question[t.i - 1].tag_ in {"IN", ","})
        ),
        None,
    )
    if wh is None:
        return 0, 0
    start = wh.i - 1 if wh.i > 0 and question[wh.i - 1].tag_ == "IN" else wh.i
    end = wh.i + 1
    if wh.lower_ == "how" and end < len(question) and question[end].lower_ in _HOW_WORDS:
        end += 1
    head = wh.head if wh.lower_ != "how" else question[end - 1].head
    if head.pos_ in {"NOUN", "PROPN"} and end <= head.i <= end + 2:
        end = head.i + 1  # "which party", "how many new members"
    return start, end


def _context(question: Any, source: Any, qi: int, si: int) -> int:
    """How many of a question token's two neighbours read as the source token's neighbours."""
    before = qi > 0 and si > 0 and question[qi - 1].lower_ == source[si - 1].lower_
    after = qi + 1 < len(question) and si + 1 < len(source)
    after = after and question[qi + 1].lower_ == source[si + 1].lower_
    return int(before) + int(after)


def align(question: Any, source: Any, allowed: set[int] | None = None) -> dict[int, int]:
    """Question token index -> source token index for the words the question kept from the
    source (same word; a verb also by its lemma, as do-support writes its base form). A word
    the source has more than once goes to the occurrence whose neighbours match best; with no
    best one it is left out. ``allowed`` limits the source tokens (those the writer kept)."""
    by_text: dict[str, list[int]] = defaultdict(list)
    by_lemma: dict[str, list[int]] = defaultdict(list)
    for token in source:
        if allowed is None or token.i in allowed:
            by_text[token.lower_].append(token.i)
            if token.pos_ in {"VERB", "AUX"}:
                by_lemma[token.lemma_.lower()].append(token.i)
    out: dict[int, int] = {}
    for token in question[wh_span(question)[1] :]:
        base_verb = token.pos_ == "VERB" and token.dep_ not in {"aux", "auxpass"}
        candidates = by_text.get(token.lower_) or (
            by_lemma.get(token.lemma_.lower(), []) if base_verb else []
        )
        if len(candidates) == 1:
            out[token.i] = candidates[0]
            continue
        scored = sorted((_context(question, source, token.i, c), c) for c in candidates)
        if len(scored) > 1 and scored[-1][0] > scored[-2][0]:
            out[token.i] = scored[-1][1]
    return _one_to_one(question, source, out)


def _one_to_one(question: Any, source: Any, mapping: dict[int, int]) -> dict[int, int]:
    """Each source token for one question word only: the one whose neighbours match best
    ("to" of an added "According to X" is not the source's "contrary to")."""
    best: dict[int, tuple[int, int]] = {}
    for qi, si in mapping.items():
        score = _context(question, source, qi, si)
        if si not in best or score > best[si][0]:
            best[si] = (score, qi)
    return {qi: si for si, (_, qi) in best.items()}


def _moved(qi: int, si: int, mapping: dict[int, int]) -> bool:
    """Whether a question word stands after another word than in the source: the word before
    it is not the kept word nearest before it there (dropped punctuation or asides between
    them do not count)."""
    before = mapping.get(qi - 1)
    kept = set(mapping.values())
    if before is None or before >= si:
        return True
    return any(i in kept for i in range(before + 1, si))


def _images(head: Any, question: Any, mapping: dict[int, int], covered: set[int]) -> set[int]:
    """The question tokens that stand for a source head: its aligned word, the wh-phrase when
    the head is the answer, a verb of the same lemma (do-support's base form), and a verb's
    auxiliaries."""
    if head.i in covered:
        return set(range(*wh_span(question)))
    images = {qi for qi, si in mapping.items() if si == head.i}
    if not images and head.pos_ in {"VERB", "AUX"}:
        images = {t.i for t in question if t.i not in mapping and t.lemma_ == head.lemma_}
    if head.pos_ not in {"VERB", "AUX"}:
        return images
    if not any(question[i].pos_ in {"VERB", "AUX"} for i in images):
        return set()  # the question's parse has no verb there: nothing to compare with
    for _ in range(2):  # "has always been fascinated": an adverb on the verb's auxiliary,
        # which the small model may also take for the verb's head ("been" ROOT, "fascinated"
        # its complement)
        images |= {t.i for t in question if t.dep_ in {"aux", "auxpass"} and t.head.i in images}
        images |= {question[i].head.i for i in images if question[i].head.pos_ == "AUX"}
    return images


def misread_modifier(
    question: Any, source: Any, mapping: dict[int, int], covered: set[int]
) -> Any | None:
    """The first source modifier the question attaches to another word than the source does
    (a moved modifier only; a head the question no longer names is not compared)."""
    for qi, si in sorted(mapping.items()):
        word, original = question[qi], source[si]
        if original.dep_ not in _MODIFIERS or original.head.i == si or word.head.i == qi:
            continue
        if not _moved(qi, si, mapping):
            continue
        images = _images(original.head, question, mapping, covered)
        if images and not _reads_as_source(word, original, images):
            return original
    return None


def _reads_as_source(word: Any, original: Any, images: set[int]) -> bool:
    """Whether a question word hangs from the image of its source head, or (its source head
    a verb) from a word in that verb's phrase: a preposition anywhere there, an adverb not on
    a noun ("many more acts elsewhere" reads the adverb on the list)."""
    if word.head.i in images:
        return True
    if original.head.pos_ not in {"VERB", "AUX"}:
        return False
    if not _inside_phrase(word.head, images, _fronted(original)):
        return False
    return original.dep_ in _PREPOSITIONS or word.head.pos_ not in _NOMINALS


def _inside_phrase(token: Any, verbs: set[int], across: bool) -> bool:
    """Whether a word lies in the phrase of one of ``verbs`` (with no other verb between
    unless ``across``): a question read with an adjunct on the verb's object ("hold a rally
    near the court") is the same attachment ambiguity as its source, which the small model
    resolves low in questions."""
    while token.i not in verbs:
        if (token.pos_ in {"VERB", "AUX"} and not across) or token.head.i == token.i:
            return False
        token = token.head
    return True


def _fronted(modifier: Any) -> bool:
    """A clause-initial adjunct ("In 2019, ...", "After the war ..."): the writer moves it to
    the end of the question, where it scopes over the whole clause, verbs inside included."""
    head = modifier.head
    subjects = [c.i for c in head.children if c.dep_ in _SUBJECTS]
    return modifier.i < head.i and bool(subjects) and modifier.i < min(subjects)


def stranded_word(
    question: Any, source: Any, mapping: dict[int, int], covered: set[int]
) -> Any | None:
    """A kept modifier whose complement is gone: "ago" without its measure noun, a preposition
    without its object (unless the object is the answer: "What did Ann look at?")."""
    kept = set(mapping.values())
    for qi, si in mapping.items():
        original = source[si]
        if original.dep_ in _PREPOSITIONS:
            needed = [c for c in original.children if c.dep_ in _OBJECTS and c.i not in covered]
        elif original.lower_ in _NEEDS_MEASURE:
            needed = [c for c in original.children if c.dep_ in _MEASURES]
        else:
            continue
        missing = [c for c in needed if c.i not in kept]
        if missing and not any(c.dep_ in _COMPLEMENTS for c in question[qi].children):
            return original
    return None


def orphaned_modifier(verb: Any, kept: set[int], covered: set[int]) -> Rejection | None:
    """``modifier of a verb the question leaves out``: a kept preposition whose source head is
    a verb other than the question's own that the question does not keep (a left-out clause's
    verb, or one inside the answer)."""
    doc = verb.doc
    for i in sorted(kept - covered):
        token = doc[i]
        head = token.head
        if token.dep_ not in _PREPOSITIONS or head.i in kept - covered or head == verb:
            continue
        if head.pos_ in {"VERB", "AUX"}:
            return Rejection("modifier of a verb the question leaves out")
    return partly_kept_adjunct(verb, kept, covered) or clause_piece(verb, kept, covered)


def stray_comma(question: Any) -> bool:
    """A comma straight after the wh-phrase or the auxiliary ("What did, the plan include?")."""
    commas = [t.i for t in question if t.text == ","]
    if not commas:
        return False
    before = question[: commas[0]]
    return len(before) > 0 and all(
        t.tag_ in _WH_TAGS or t.tag_ in {"IN", "MD"} or t.lemma_ in _AUXILIARIES for t in before
    )


def readback_problem(
    question: str, source: Any, covered: set[int], allowed: set[int] | None = None
) -> Rejection | None:
    """Why the question, parsed again, misreads the modifiers it kept from ``source`` (the
    parsed source sentence; ``covered``: the answer's source tokens), or None."""
    parsed = cl.parse(question)
    if stray_comma(parsed):
        return Rejection("question misreads its modifiers")
    mapping = align(parsed, source, allowed)
    if stranded_word(parsed, source, mapping, covered) is not None:
        return Rejection("question misreads its modifiers")
    if misread_modifier(parsed, source, mapping, covered) is not None:
        return Rejection("question misreads its modifiers")
    return None


def read_back(question: str, parts: list[Any], covered: set[int]) -> str | Rejection:
    """The question when it reads its modifiers as its source does, else why not; ``parts``
    are the words the writer put in order (source tokens, and strings it wrote)."""
    tokens = [p for p in parts if not isinstance(p, str)]
    if not tokens:
        return question
    allowed = {t.i for t in tokens}
    return readback_problem(question, tokens[0].doc, covered, allowed) or question
