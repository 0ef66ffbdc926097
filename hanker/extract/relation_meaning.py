"""Relations that lost what carries their meaning, idioms read literally, and non-facts
(spaCy extractor, through :func:`hanker.extract.triple_context.triple_problem`).

Each check reads the triple with its sentence's parse and returns a drop reason or None:

* ``object's predicate lost``: a naming verb whose object complement is the tail while its
  object is elsewhere (``a probe the agency calls Hermes`` -> ``(agency, call, Hermes)``),
  or a verb of becoming used as a copula with a bare noun or adjective (``turned
  supplier``, ``went bankrupt``);
* ``prepositional complement lost``: a verb that needs a prepositional complement besides
  its object, kept without it (``referred three complaints [to the regulator]``,
  ``described the plan [as reckless]``), or a light verb's noun without its own complement
  (``plays a key role [in the plot]``);
* ``evaluative adverb lost``: a manner adverb that is the point of the clause, left out
  (``was found to have spent the funds [improperly]``);
* ``idiom read literally``: a figurative verb phrase of general English split into relation
  and tail (``went to | work``, ``catch | the bug``, ``take | the stand``);
* ``comparison stated as a fact``: a head or tail whose comparative has its ``than`` outside
  the triple (``a larger share of income goes on rent [than in Spain]``);
* ``condition stated as a fact``: a ``where``/``when``/``once`` clause in the present under a
  modal or future main clause (``where tenants have a contract, they will ..``), and an age
  stated without the ``when`` clause that dates it;
* ``clausal complement lost``: a verb of saying kept with its addressee, time or place and
  without the clause that says what (``signalled to his coach [the knee had gone]``,
  ``wrote on | Sunday [that ..]``);
* ``relation keeps only a time``: a verb with a time preposition and a time as tail whose
  object, predicate or main prepositional phrase is left out (``has been [in office] for |
  12 years``, ``served [with the navy] between | 2001 and 2004``);
* ``arrangement stated as a fact``: ``be to VERB`` (``The team is to sign a striker``): a
  future arrangement, not yet a fact (kept when attributed: the announcement is the fact).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from hanker.extract.degree_words import degree_problem
from hanker.extract.relation_forms import relation_form_problem
from hanker.extract.sense_losses import (
    goal_left_out,
    help_left_out,
    sense_adverb_lost,
    unspoken_adverbs,
)
from hanker.text.nlp import text_tokens

OBJECT_PREDICATE = "object's predicate lost"
PP_COMPLEMENT = "prepositional complement lost"
ADVERB_LOST = "evaluative adverb lost"
LITERAL_IDIOM = "idiom read literally"
COMPARISON = "comparison stated as a fact"
CONDITION = "condition stated as a fact"
ARRANGEMENT = "arrangement stated as a fact"
CONTENT_LOST = "clausal complement lost"
TIME_ONLY = "relation keeps only a time"
_TIMES_AND_MEASURES = frozenset({"DATE", "TIME", "CARDINAL", "QUANTITY", "MONEY", "PERCENT"})
_TIME_PREPOSITIONS = frozenset(
    {"in", "on", "at", "for", "between", "during", "from", "until", "since", "after", "before"}
    | {"throughout", "over"}
)

_NAMING = frozenset(
    {"call", "name", "dub", "label", "nickname", "term", "brand", "christen", "rename"}
)
_BECOMING = frozenset({"turn", "go", "fall"})  # copular uses: "turned pro", "fell silent"
# verbs whose object needs a prepositional complement to say anything
_NEEDS_PREPOSITION = {
    "refer": {"to"},
    "attribute": {"to"},
    "ascribe": {"to"},
    "compare": {"to", "with"},
    "liken": {"to"},
    "describe": {"as"},
    "regard": {"as"},
    "portray": {"as"},
    "depict": {"as"},
    "characterise": {"as"},
    "characterize": {"as"},
    "dismiss": {"as"},
    "hail": {"as"},
    "brand": {"as"},
    "convert": {"into", "to"},
    "transform": {"into"},
    "translate": {"into"},
    "divide": {"into"},
    "split": {"into"},
    "subject": {"to"},
    "expose": {"to"},
    "dedicate": {"to"},
    "devote": {"to"},
    "owe": {"to"},
    "confine": {"to"},
    "restrict": {"to"},
    "link": {"to", "with"},
    "confuse": {"with", "for"},
    "mistake": {"for"},
    "swap": {"for"},
    "exchange": {"for"},
    "prevent": {"from"},
    "stop": {"from"},
    "bar": {"from"},
    "ban": {"from"},
    "exempt": {"from"},
    "sentence": {"to"},
    "commit": {"to"},
}
# nouns of a light-verb phrase whose own complement says what about (``play a role [in X]``)
_LIGHT_NOUNS = {
    "role": {"in"},
    "part": {"in"},
    "approach": {"to"},
    "impact": {"on"},
    "effect": {"on"},
    "influence": {"on", "over"},
    "contribution": {"to"},
    "step": {"to", "towards", "toward"},
    "threat": {"to"},
    "light": {"on"},  # "shed new light [on X]", "throw light [on X]"
    "emphasis": {"on"},
    "spotlight": {"on"},
}
_LIGHT_VERBS = frozenset(
    {"play", "take", "have", "make", "pose", "exert", "adopt", "shed", "throw", "place", "put"}
)
_EVALUATIVE = frozenset(
    {"inappropriately", "improperly", "illegally", "unlawfully", "illicitly", "wrongly"}
    | {"incorrectly", "falsely", "fraudulently", "carelessly", "poorly", "badly"}
    | {"mistakenly", "erroneously", "unsuccessfully", "narrowly", "partially", "partly"}
    | {"accidentally", "unintentionally", "inadequately", "insufficiently", "excessively"}
    | {"unofficially", "temporarily", "illegitimately", "prematurely"}
)
# figurative verb phrases of general English: (relation, last word of the tail)
_IDIOMS = frozenset(
    {("go to", "work"), ("get to", "work"), ("catch", "bug"), ("take", "stand")}
    | {("take", "toll"), ("take", "heart"), ("take", "shape"), ("take", "hold")}
    | {("take", "stock"), ("take", "root"), ("take", "centre stage"), ("take", "stage")}
    | {("make", "headline"), ("hit", "headline"), ("grab", "headline"), ("make", "way")}
    | {("find", "way"), ("make", "splash"), ("make", "wave"), ("break", "ground")}
    | {("break", "ice"), ("turn", "corner"), ("turn", "tide"), ("turn", "page")}
    | {("cross", "line"), ("hit", "road"), ("hit", "ground"), ("hit", "wall")}
    | {("hit", "jackpot"), ("bite", "bullet"), ("bite", "dust"), ("call", "shot")}
    | {("pull", "plug"), ("pull", "string"), ("steal", "show"), ("raise", "eyebrow")}
    | {("raise", "bar"), ("set", "bar"), ("set", "tone"), ("set", "stage")}
    | {("pave", "way"), ("pay", "price"), ("foot", "bill"), ("keep", "eye")}
    | {("lose", "ground"), ("gain", "ground"), ("hold", "breath"), ("draw", "line")}
    | {("face", "music"), ("rock", "boat"), ("throw", "towel"), ("jump", "ship")}
    | {("jump", "gun"), ("lose", "heart"), ("strike", "chord"), ("fit", "bill")}
    | {("tie", "knot"), ("pop", "question"), ("spill", "bean"), ("kick", "bucket")}
    | {("come to", "light"), ("come to", "head"), ("come to", "end"), ("be on", "track")}
    | {("be on", "card"), ("be in", "pipeline"), ("be in", "work"), ("be on", "horizon")}
    | {("get into", "water"), ("be in", "water"), ("go", "distance"), ("run", "gauntlet")}
    | {("be on", "location"), ("take", "lead"), ("take", "charge"), ("call", "time")}
    | {("change", "mind"), ("make up", "mind"), ("lose", "temper"), ("keep", "word")}
    | {("break", "silence"), ("take", "seat"), ("play", "part"), ("take", "part")}
)
_CONDITION_WORDS = frozenset({"where", "when", "whenever", "once", "wherever"})
_MODAL_AUX = frozenset({"will", "would", "could", "might", "may", "should", "shall", "'ll"})
_AGE = re.compile(r"\b(?:\d+|[a-z]+)[- ]years?[- ]old\b|^aged? \d+", re.I)


def own_relation(relation: str) -> str:
    """The relation without the speaker it is attributed to, in lower case."""
    return relation.split("(according to", 1)[0].strip().lower()


def first_verb_word(words: list[str]) -> str:
    """The relation's verb word: the first, or the one after a leading ``be`` (``be born in``
    -> ``born``); "" for no words."""
    return words[1] if words[:1] == ["be"] and len(words) > 1 else (words or [""])[0]


def triple_words(own: str, tail: str) -> set[str]:
    """The lower-case words of the relation and the tail: a qualifier among them is kept."""
    return set(own.split()) | {w.lower() for w in tail.split()}


def relation_meaning_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose triple's relation lost what carries its meaning, reads an idiom literally or
    states a non-fact (see the module), or None."""
    own = own_relation(relation)
    if _literal_idiom(own, tail):
        return LITERAL_IDIOM
    reported = "(according to" in relation  # the maker's announcement of it: a fact
    if re.match(r"be to [a-z]+", own) and not own.startswith("be to be ") and not reported:
        return ARRANGEMENT  # "is to sign": arranged, not done
    if doc is None:
        return None
    tokens = text_tokens(tail, doc)
    if _comparison_outside(head, tokens, doc):
        return COMPARISON
    verb, root = relation_verb(own, tokens)
    if verb is None or root is None:
        return None
    end = tokens[-1].i
    words = set(own.split())
    return (
        _predicate_lost(own, verb, root)
        or _preposition_lost(verb, root, end, words)
        or _adverb_lost(verb, tokens, words)
        or sense_adverb_lost(verb, tokens, words)  # sense_losses: "[sexually] abused"
        or goal_left_out(own, verb, tokens)  # sense_losses: "be inducted in | 1994"
        or help_left_out(verb, words)  # sense_losses: "[helped] build"
        or _condition(own, verb, tail, end)
        or _content_lost(verb, root, tokens)
        or _time_only(own, verb, tokens, words)
        or relation_form_problem(head, own, verb, root, tokens)  # relation_forms
        or degree_problem(words, verb)  # degree_words: "is [less] reliant on"
    )


@dataclass(frozen=True)
class TripleReading:
    """A prose triple read in its sentence's parse: the relation without its speaker, the
    tail's tokens, the relation's verb and the tail's root (either ``None`` when the parse
    has none), and the words the triple keeps (a qualifier among them is kept)."""

    own: str
    tokens: list[Any]
    verb: Any
    root: Any
    kept: set[str]


def read_triple(relation: str, tail: str, doc: Any) -> TripleReading | None:
    """The triple's relation and tail found in the parse (the preamble of the qualifier
    checks), or ``None`` without a parse or a tail."""
    if doc is None or not tail:
        return None
    own = own_relation(relation)
    tokens = text_tokens(tail, doc)
    verb, root = relation_verb(own, tokens, own_clause=True)
    return TripleReading(own, tokens, verb, root, triple_words(own, tail))


def relation_verb(relation: str, tokens: list[Any], own_clause: bool = False) -> tuple[Any, Any]:
    """The relation's verb in the parse (the first verb up from the tail's root whose lemma
    the relation names; ``None`` when there is none) and the tail's root (``None`` when the
    tail is not one phrase). ``own_clause``: stop at a tail that describes a subject (it is no
    dependent of the verb) and take a predicate adjective as the verb too."""
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i == t.i or t.head.i not in inside]
    if len(roots) != 1:
        return None, None
    words = set(relation.split())
    kinds = {"VERB", "AUX", "ADJ"} if own_clause else {"VERB", "AUX"}
    node = roots[0]
    for _ in range(6):
        subject = own_clause and node.dep_ in {"nsubj", "nsubjpass", "appos"}
        if node.head.i == node.i or subject:
            break
        node = node.head
        if node.pos_ in kinds and (node.lemma_.lower() in words or node.lower_ in words):
            return node, roots[0]
    return None, roots[0]


def _literal_idiom(relation: str, tail: str) -> bool:
    """A figurative verb phrase split into relation and a short tail (``go to | work``)."""
    words = tail.lower().split()
    if not words or len(words) > 4:
        return False
    last = words[-1].strip(".,\"'")
    stems = {last, last[:-1] if last.endswith("s") else last, " ".join(words[-2:])}
    return any((relation, stem) in _IDIOMS for stem in stems)


def _predicate_lost(relation: str, verb: Any, root: Any) -> str | None:
    """A naming verb with the name as tail and its object elsewhere, or a verb of becoming
    with a bare predicate (``turned supplier``)."""
    lemma = verb.lemma_.lower()
    if relation != lemma:
        return None
    if lemma in _NAMING and root.head.i == verb.i and root.dep_ in {"dobj", "oprd", "attr"}:
        second = [c for c in verb.children if c.dep_ in {"oprd", "dobj", "ccomp", "xcomp"}]
        if len(second) > 1 or (verb.dep_ == "relcl" and root.dep_ in {"dobj", "oprd"}):
            return OBJECT_PREDICATE  # "a probe they call Hermes", "called Ana a legend"
    if lemma in _BECOMING and root.head.i == verb.i and root.pos_ in {"NOUN", "ADJ"}:
        bare = not any(c.dep_ in {"det", "poss", "nummod"} for c in root.children)
        if bare and root.tag_ not in {"NNS", "NNPS"} and root.text.islower():
            return OBJECT_PREDICATE  # "turned supplier", "went bankrupt"
    return None


def _preposition_lost(verb: Any, root: Any, end: int, words: set[str]) -> str | None:
    """The verb's object kept as tail without the preposition its verb needs."""
    needed = _NEEDS_PREPOSITION.get(verb.lemma_.lower(), set())
    if verb.lemma_.lower() in _LIGHT_VERBS and root.pos_ == "NOUN":
        needed = _LIGHT_NOUNS.get(root.lemma_.lower(), set())  # "took an approach [to X]"
    if not needed or needed & words or root.dep_ != "dobj" or root.head.i != verb.i:
        return None
    later = [c for c in verb.children if c.i > end] + [c for c in root.children if c.i > end]
    if any(c.dep_ == "prep" and c.lower_ in needed for c in later):
        return PP_COMPLEMENT
    return None


def _adverb_lost(verb: Any, tokens: list[Any], words: set[str]) -> str | None:
    """An evaluative manner adverb of the verb in neither relation nor tail."""
    lost = unspoken_adverbs(verb, tokens, words)
    return ADVERB_LOST if any(c.lower_ in _EVALUATIVE for c in lost) else None


def _comparison_outside(head: str, tokens: list[Any], doc: Any) -> bool:
    """A comparative in the head or tail whose ``than`` stands outside the triple."""
    inside = {t.i for t in tokens}
    head_words = {w.lower() for w in head.split()}
    if "than" in head_words:
        return False  # "more than 80% of voters": the comparison is the head's own
    for word in doc:
        if word.tag_ not in {"JJR", "RBR"} and word.lower_ not in {"more", "less", "fewer"}:
            continue
        if word.i not in inside and word.lower_ not in head_words:
            continue
        after = doc[word.i + 1 : min(word.i + 14, word.sent.end)]
        if after and after[0].lower_ == "than":
            continue  # "more than 300": a measure
        if any(t.lower_ == "than" and t.i not in inside for t in after):
            return True
    return False


def _condition(relation: str, verb: Any, tail: str, end: int) -> str | None:
    """A ``where``/``when`` clause under a modal main clause, or an age whose ``when`` clause
    is left out."""
    opener = verb.left_edge  # "where tenants have .." opens the clause
    past = verb.tag_ == "VBD" or any(
        c.dep_ in {"aux", "auxpass"} and c.tag_ == "VBD" for c in verb.children
    )  # "when the ball was lost, they could have ..": a past event, no condition
    if verb.dep_ in {"advcl", "ccomp"} and opener.lower_ in _CONDITION_WORDS and not past:
        # the main clause: the verb's head, or a later clause beside it ("said [where ..],
        # [the fee will be waived]": the parser's reading of a reported conditional)
        mains = [verb.head] + [c for c in verb.head.children if c.dep_ == "ccomp" and c.i > verb.i]
        if any(c.dep_ == "aux" and c.lower_ in _MODAL_AUX for m in mains for c in m.children):
            return CONDITION
    if relation == "be" and _AGE.search(tail):
        for child in verb.children:
            marks = {c.lower_ for c in child.subtree if c.dep_ in {"advmod", "mark"}}
            if child.dep_ == "advcl" and child.i > end and marks & _CONDITION_WORDS:
                return CONDITION  # "was 24 when he published ..": true only then
    return None


def _content_lost(verb: Any, root: Any, tokens: list[Any]) -> str | None:
    """A verb with a clausal complement after it, kept with a prepositional or dative tail
    (``signalled to | his team [the match was over]``): what was said is lost."""
    if verb.pos_ != "VERB" or root.dep_ not in {"pobj", "dative"}:
        return None
    inside = {t.i for t in tokens}
    if any(c.dep_ == "ccomp" and c.i > verb.i and c.i not in inside for c in verb.children):
        return CONTENT_LOST
    return None


def _time_only(relation: str, verb: Any, tokens: list[Any], words: set[str]) -> str | None:
    """``VERB PREP | time`` where the verb's object, predicate or a prepositional phrase that
    is no time (``in power``, ``on sale``) is left out."""
    parts = relation.split()
    passive = len(parts) == 3 and parts[0] == "be"
    if passive:
        parts = parts[1:]  # "be married [to X] since | 2010" (spacy-patterns.v26)
    if len(parts) != 2 or parts[1] not in _TIME_PREPOSITIONS:
        return None
    if not all(t.ent_type_ in {"DATE", "TIME"} or t.is_punct for t in tokens):
        return None
    inside = {t.i for t in tokens}
    for child in verb.children:
        if child.i in inside or child.lower_ in words:
            continue
        if child.dep_ in {"dobj", "attr", "acomp", "oprd"}:
            return TIME_ONLY
        objects = [g for g in child.children if g.dep_ == "pobj"] if child.dep_ == "prep" else []
        if passive and child.lower_ not in {"to", "with"}:
            continue  # "be banned for two years [over a missed test]": a reason, no complement
        if any(g.ent_type_ not in _TIMES_AND_MEASURES and not _counted(g) for g in objects):
            return TIME_ONLY  # "has been [in power] for | 38 years"
    return None


def _counted(noun: Any) -> bool:
    """A number or a counted noun (``by 40 million people``): a measure, no main phrase."""
    return noun.like_num or any(c.dep_ == "nummod" for c in noun.children)
