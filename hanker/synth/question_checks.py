"""The checks that a question asks about its fact, cleanly (the rules of ``template.v6``).

The answer must be a whole phrase (no pronoun, adjective, clause or cut conjunct), the
clause an assertion (no condition, negation or question) from which the fact's relation is
read, the head named in the question; a report's addressee or medium is never asked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from hanker.extract.prose_checks import REMARK_VERBS, SETTING_PREPS
from hanker.synth import clause as cl
from hanker.synth.gerund_answers import gerund_answer
from hanker.synth.light_verbs import light_verb
from hanker.text.crime_words import CHARGING_VERBS
from hanker.text.verb_lemmas import verb_base

_FUNCTION = {"be", "not", "to", "of", "in", "on", "at", "for", "with", "by", "from", "as", "a"}
_SPEECH = {"say", "tell", "add", "state", "claim", "announce", "write", "report", "explain"}
_SAY = {"say", "add", "state", "claim"}
_BAD_MARKS = {"if", "unless", "whether", "though", "although", "with"}
_LIST_CUT = re.compile(r"['‘’\"“”]\s*,\s*['‘’\"“”]")  # 'A', 'B': items of a list
_OPEN_QUOTES = {'"', "“", "‘", "'", "``", "''"}
_HEAD_PREPS = {"under", "of", "in", "for", "from", "with", "at", "on", "by"}
_HEAD_SKIP = {"the", "a", "an", "this", "that", "mr", "mrs", "ms", "dr", "sir", "s"}
_ARTICLES = {"the", "a", "an"}
_CUT_WORDS = {"of", "to", "in", "on", "at", "by", "for", "with", "from", "and", "or", "the", "a"}
_DEMONSTRATIVES = {"this", "that", "these", "those"}
_ABSTRACT = {
    *("move", "decision", "plan", "deal", "idea", "issue", "matter", "situation", "change"),
    *("proposal", "claim", "claims", "report", "incident", "news", "announcement", "result"),
    *("outcome", "step", "measure", "move", "comments", "remarks", "allegations", "end"),
    *("problem", "case", "process", "event", "development", "approach", "fact", "way"),
}
DEICTIC_ANSWER = {"another", "this", "that", "these", "those", "such", "part", "one"}
DEICTIC_PAIRS = {"the sole", "the only", "the same", "the other", "the latter", "the former"}
# nouns that make a fixed phrase with their preposition ("at the time", "from a young age",
# "on suspicion of", "get hold of"): the noun is no knowledge asked
# people one has many of: "his old friend" names no one ("her grandmother" in a life story does)
_ONE_OF_MANY = frozenset(
    {"friend", "colleague", "ally", "rival", "associate", "neighbour", "neighbor", "aide"}
    | {"acquaintance", "supporter", "critic", "classmate", "team-mate", "teammate", "client"}
    | {"contemporary", "companion", "comrade", "opponent"}
)
_IDIOM_NOUNS = {
    *("time", "times", "age", "start", "beginning", "end", "moment", "suspicion", "hold"),
    *("behalf", "wake", "height", "peak", "middle", "course", "expense", "risk", "verge"),
    *("brink", "point", "basis", "sake", "mercy", "recognition", "response", "addition"),
    *("support", "favour", "favor", "honour", "honor", "memory", "spite", "light", "terms"),
    *("context", "caution", "arrest", "oath", "scrutiny", "pressure", "siege"),
}
_CHARGING = CHARGING_VERBS | {"diagnose", "die"}  # the preposition names a charge or cause
_DISTANCE_UNITS = {
    "metre",
    "meter",
    "mile",
    "kilometre",
    "kilometer",
    "yard",
    "foot",
    "feet",
    "inch",
}
_HONORIFICS = {"mr", "mrs", "ms", "miss", "dr", "sir", "dame", "lord", "lady", "prof", "professor"}
_HEDGED_COPULAS = {"seem", "appear", "look", "sound", "feel"}
_NOT_PERSONS = {"GPE", "LOC", "FAC", "DATE", "TIME", "PRODUCT", "WORK_OF_ART", "EVENT", "LAW"}
# prepositions of a scene-setting phrase before the subject ("For younger generations, X is
# best known for ..."): not what the clause asserts about its subject
_SCENE_PREPS = {"for", "to", "with", "as", "among", "about", "of", "against", "through", "within"}


@dataclass(frozen=True)
class WrittenQuestion:
    """A question whose answer is the fact's tail, with the answer's type."""

    question: str
    answer: str
    answer_type: str


@dataclass(frozen=True)
class Rejection:
    """Why no clean question could be written for a fact."""

    reason: str


@dataclass(frozen=True)
class Clause:
    """The verb the question is made from and its subject tokens."""

    verb: Any
    subject: tuple[Any, ...]
    relative: Any | None = None  # the relative pronoun the subject stands for
    forced: tuple[tuple[int, str], ...] = ()  # words put in for tokens ("whose" -> "Ann's")


def antecedent_doubtful(verb: Any, noun: Any, pronoun: Any) -> bool:
    """A relative clause whose antecedent the parse may have got wrong: "who" after a place or
    a thing, or a verb that does not agree in number ("Scottish Care and Cosla, which
    represents", "GM crops in Europe, which also cover")."""
    if pronoun.lower_ in {"who", "whom"} and noun.ent_type_ in _NOT_PERSONS:
        return True
    if noun.lower_ in {"you", "i", "we", "they"} or pronoun.tag_ == "WP$":
        return False
    plural = noun.tag_ in {"NNS", "NNPS"} or any(c.dep_ == "conj" for c in noun.children)
    auxes = [c for c in verb.children if c.dep_ in {"aux", "auxpass"} and c.i < verb.i]
    finite = auxes[0] if auxes else verb
    singular_verb = finite.tag_ == "VBZ" or finite.lower_ == "was"
    plural_verb = finite.tag_ == "VBP" or finite.lower_ == "were"
    return (plural and singular_verb) or (not plural and plural_verb)


def names_head(question: str, head: str) -> bool:
    """Whether the question names the fact's head: the whole head, its last word, or its
    first content word ("the Goods" for "Goods under the Agreement between A and B")."""
    words = [w for w in re.findall(r"\w+", head.lower()) if w not in _HEAD_SKIP]
    asked = question.lower()
    if not words:
        return False
    modified = len(words) > 1 and words[1] in _HEAD_PREPS  # "goods under the agreement ..."
    keys = {words[-1]} | ({words[0]} if modified else set())
    return head.lower() in asked or any(re.search(rf"\b{k}\b", asked) for k in keys)


def relation_fits(relation: str, clause: Clause, arg: Any) -> bool:
    """Whether the fact's relation is read from this clause (one of its words is on the answer's path)."""
    words = {w for w in re.findall(r"[a-z]+", relation.lower()) if w not in _FUNCTION}
    if not words:
        return True
    path, node = [arg], arg
    while node != clause.verb and node.head != node:
        node = node.head
        path.append(node)
    path += [c for c in clause.verb.children if c.dep_ in {"aux", "auxpass", "neg", "prt"}]
    if clause.verb.lemma_ == "be":  # "X's address is Y": the relation is named by the subject
        path += list(clause.subject)
    seen = {t.lemma_.lower() for t in path} | {t.lower_ for t in path}
    seen |= {verb_base(t, t.lemma_.lower()) for t in path}  # "prepping": "prep", not "preppe"
    return bool(words & seen)


def apposition(span: Any, head: str, relation: str) -> WrittenQuestion | None:
    """A question on an appositive description of a name ("Ann Berg, a Swedish poet, ..."):
    "Who is Ann Berg?" (the fact must be the copula one, its head the name described)."""
    root = cl.span_root(span)
    if root.dep_ != "appos" or root.pos_ not in {"NOUN", "PROPN"}:
        return None
    if {w for w in re.findall(r"[a-z]+", relation.lower()) if w not in _FUNCTION}:
        return None
    if not _plain_apposition(root, span):
        return None
    inner = {t.i for t in root.subtree}
    timed = {"DATE", "TIME"} - {root.head.ent_type_}  # "Last month Ann Berg, a poet, said"
    named = [t for t in root.head.subtree if t.i not in inner and not t.is_punct]
    named = [t for t in named if t.i > root.head.i or t.ent_type_ not in timed]
    if not cl.one_name(named, inner) or named[0].tag_ in {"PRP", "PRP$", "DT"} or len(named) > 6:
        return None
    name = cl.join(named)[:-1]
    if head and head.lower() not in name.lower() and name.lower() not in head.lower():
        return None
    if cl.answer_type(span) in {"number", "date", "money", "percent"}:
        return None
    if span[0].lower_ not in {"a", "an", "the"} and span[0].pos_ != "ADJ":
        return None  # a description ("a Swedish poet"), not a name or a score
    if sum(not t.is_stop and not t.is_punct for t in span) < 2:
        return None  # "a genre": too little to be the knowledge asked
    if _anaphoric(span) or _cut_phrase(root, span):
        return None  # "Who is Berylson? -- the sole occupant"
    honorific = named[0].lower_.rstrip(".") in _HONORIFICS
    wh = "Who" if root.head.ent_type_ == "PERSON" or honorific else "What"
    return WrittenQuestion(f"{wh} is {name}?", span.text, cl.answer_type(span))


def _plain_apposition(root: Any, span: Any) -> bool:
    """An apposition set off by a comma in a reporting sentence: not across a dash (a
    headline's "X - a trip on ..."), not inside a quotation, not in a sentence without a verb."""
    doc = root.doc
    start = min(t.i for t in root.subtree)
    if start and doc[start - 1].text in {"-", "–", "—"}:
        return False
    before = doc.text[: span.start_char]
    if before.count('"') % 2 == 1 or before.count("“") > before.count("”"):
        return False
    return any(t.tag_ in {"VBD", "VBZ", "VBP", "MD"} for t in span.sent)


def _word_class_problem(root: Any, span: Any) -> Rejection | None:
    """Answers whose head word cannot be a knowledge answer (pronoun, adjective, clause...)."""
    if root.pos_ == "PRON":
        return Rejection("pronoun answer")
    if root.pos_ in {"ADJ", "ADV", "PART"}:
        return Rejection("adjective answer")
    if span[0].lower_ in {"no", "none", "neither", "any"}:
        return Rejection("negated clause")
    if root.pos_ in {"VERB", "AUX"} and not gerund_answer(root, span):
        return Rejection("answer is a clause")
    if root.pos_ == "ADP":
        return Rejection("answer is not a whole phrase")
    return None


def _cut_phrase(root: Any, span: Any) -> bool:
    """The answer is part of a phrase: cut from its relative clause, a frequency, a title cut short."""
    cut = any(c.dep_ in {"relcl", "acl"} and c.i >= span.end for c in root.children)
    if cut and (len(span) == 1 or (len(span) == 2 and span[0].lower_ in _ARTICLES)):
        return True  # "the months" [that followed ...], "calls" [to resign]
    ranked = any(t.ent_type_ == "ORDINAL" or (t.tag_ == "JJS" and not t.ent_type_) for t in span)
    outside = any(c.dep_ in {"relcl", "acl", "prep"} and c.i >= span.end for c in root.children)
    if ranked and outside:
        return True  # "the second woman" [to lead the CBI]: a rank needs what it ranks in
    text = span.doc.text
    start, end = span.start_char, span.end_char
    if (start and text[start - 1] in "-‐–") or (end < len(text) and text[end] in "-‐–"):
        return True  # "multi" of "multi-dimensionality"
    if span[0].lower_ == "every":
        return True  # "every two years", a frequency
    before = span.doc[span.start - 1].text if span.start else ""
    after = span.doc[span.end].text if span.end < len(span.doc) else ""
    if before in _OPEN_QUOTES and after not in _OPEN_QUOTES | {"”", "’"}:
        return True
    return bool(_LIST_CUT.search(span.text))


def _anaphoric(span: Any) -> bool:
    """An answer only its passage explains: "the move", "this decision", "the same charge",
    "the road", "the injured parties" (a deictic word, or "the" + a bare common noun)."""
    words = [t.lower_ for t in span]
    if len(words) == 2 and words[0] in _ARTICLES | _DEMONSTRATIVES and words[1] in _ABSTRACT:
        return True
    pair = " ".join(words[:2])
    if words[0] in DEICTIC_ANSWER or (
        pair in DEICTIC_PAIRS and (pair != "the former" or len(words) == 2)
    ):
        return True  # "the same charge", "the former" (but "the former governor of ...")
    rest = list(span[1:])
    bare = len(rest) in {1, 2} and rest[-1].pos_ == "NOUN" and not rest[-1].ent_type_
    if words[0] in {"a", "an"}:  # "a family", "a threat": a bare noun says too little
        return len(rest) == 1 and bare and cl.span_root(span).dep_ != "attr"  # "a florist" is
    return (
        words[0] == "the" and bare and all(t.pos_ == "ADJ" and not t.ent_type_ for t in rest[:-1])
    )


def answer_pronoun_unbound(span: Any, answer: str, head: str) -> bool:
    """The answer keeps a pronoun ("the life of their little girl") that coreference did not
    resolve to the fact's head (``answer`` is the tail as resolved), or names a person only
    by a relation ("his old friend", ``template.v38``)."""
    if not any(t.tag_ in {"PRP", "PRP$"} for t in span):
        return False
    if span[0].tag_ == "PRP$" and span.root.lemma_.lower() in _ONE_OF_MANY:
        return not any(t.pos_ == "PROPN" for t in span)  # "his old friend": who? (v38)
    return not head or head.lower() not in answer.lower()


def _idiomatic_noun(span: Any, root: Any) -> bool:
    """ "the time", "a young age", "suspicion of ...", "metres from ..." (no number): the
    answer's noun forms a fixed phrase or a measure without its amount."""
    if root.lemma_.lower() in _IDIOM_NOUNS or root.lower_ in _IDIOM_NOUNS:
        return True
    unit = root.lemma_.lower() in _DISTANCE_UNITS or root.lower_ in _DISTANCE_UNITS
    return unit and not any(t.like_num for t in span)


def unbalanced_quotes(text: str) -> bool:
    """Text that opens a quotation and does not close it, or closes one it did not open
    ("the esteemed 'International Literature Award", "the Vermilion Enigma'"); a plural
    possessive ("the authors' union") is no quote."""
    if text.count('"') % 2 == 1 or text.count("“") != text.count("”"):
        return True
    pending = 0
    for match in re.finditer(r"['‘’]", text):
        at = match.start()
        before = text[at - 1] if at else " "
        after = text[at + 1] if at + 1 < len(text) else " "
        if before in " (" and after.isalnum():
            pending += 1  # an opening quote
        elif not before.isspace() and not after.isalnum():
            if pending:
                pending -= 1  # a closing quote
            elif before not in "sS":
                return True  # closes a quotation never opened ("the Vermilion Enigma'")
    return pending > 0


_VAGUE_QUANTITIES = {
    *("many", "several", "some", "numerous", "various", "multiple", "countless", "few"),
    *("much", "lots", "plenty", "myriad", "certain"),
}


def _list_continues(span: Any) -> bool:
    """Whether the answer is the first item of a list the sentence goes on with ("grief, the
    memory of rivers, and ..."), by the parse or, where the parse reads the list as
    appositions, by the words: a comma after the answer, then "and"/"or" before any verb."""
    if any(c.dep_ == "conj" and c.i >= span.end for t in span for c in t.children):
        return True
    doc = span.doc
    if span.end >= span.sent.end or doc[span.end].text != ",":
        return False
    for token in doc[span.end + 1 : span.sent.end]:
        if token.pos_ in {"VERB", "AUX"} and token.dep_ not in {"amod", "compound"}:
            return False
        if token.lower_ in {"and", "or"}:
            return True
    return False


def check_answer(span: Any) -> Rejection | None:
    """Why ``span`` cannot be the answer of a knowledge question, or None."""
    root = cl.span_root(span)
    problem = _word_class_problem(root, span)
    if problem is not None:
        return problem
    counted = any(t.tag_ == "CD" for t in span)  # "78 times" is a count, "the fourth time" not
    if _idiomatic_noun(span, root) and cl.answer_type(span) != "date" and not counted:
        return Rejection("idiomatic phrase")
    if _cut_phrase(root, span) or unbalanced_quotes(span.text) or span[-1].lower_ in _CUT_WORDS:
        return Rejection("answer is not a whole phrase")  # "a late-payment penalty of"
    if re.search(r"'s'?s\b", span.text):
        return Rejection("garbled or overlong question")
    if root.dep_ in {"appos", "conj"}:
        return Rejection("answer is an apposition or conjunct")
    if _list_continues(span):
        return Rejection("answer leaves out the rest of a list")  # "themes of A, B and C"
    if span[0].lower_ in _VAGUE_QUANTITIES:
        return Rejection("answer is a vague quantity")  # "What has X written? -- many books"
    if not cl.is_constituent(span):
        return Rejection("answer is not a whole phrase")
    if _anaphoric(span):
        return Rejection("answer not self-contained")
    if span.sent.text.rstrip().endswith("?"):
        return Rejection("question in the source")
    return None


def check_clause(clause: Clause, arg: Any, span: Any, relation: str) -> Rejection | None:
    verb = clause.verb
    if any(c.dep_ == "mark" and c.lower_ in _BAD_MARKS for c in verb.children):
        return Rejection("conditional or concessive clause")
    if verb.dep_ in {"pcomp", "pobj"}:
        return Rejection(
            "clause without a subject"
        )  # "With X predicted to be ...": no finite clause
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if len(subjects) > 1 and not cl.contiguous([t for c in subjects for t in c.subtree]):
        return Rejection("subject unclear")  # a misparse: two subjects apart
    complements = {"acomp", "attr", "xcomp", "oprd", "ccomp"}
    if verb.lemma_ in _HEDGED_COPULAS and any(c.dep_ in complements for c in verb.children):
        return Rejection("hedged claim")  # "What does the United States seem?"
    if _voice_misparsed(verb, cl.span_root(span)):
        return Rejection("subject unclear")  # "X, capped 183 times by Canada, has ..." read as past
    if _scene_setting(clause, arg, span):
        return Rejection("scene-setting phrase")
    negative = {"neither", "no", "nobody", "none", "nothing"}
    if any(c.dep_ == "neg" for c in verb.children) or any(
        t.lower_ in negative for t in clause.subject[:1]
    ):
        return Rejection("negated clause")  # what something is not has no one answer
    if relation and not relation_fits(relation, clause, arg):
        return Rejection("relation not in the clause")
    if light_verb(verb, cl.span_root(span)):
        return Rejection("idiomatic phrase")  # "What did X play? -- a role in ..."
    bare = len(span) == 1 and span[0].pos_ == "NOUN" and not span[0].ent_type_
    if arg.dep_ == "prep" and bare and verb.lemma_.lower() not in _CHARGING:
        return Rejection("idiomatic phrase")  # "set on fire", "stay in power": no one answer
    answer = set(range(span.start, span.end))
    reported = [c for c in verb.children if c.dep_ in {"ccomp", "parataxis"}]
    medium = arg.dep_ in {"prep", "dative", "npadvmod"} and arg.head == verb
    quoted = verb.lemma_ in _SAY or reported or medium
    setting = verb.lemma_ in REMARK_VERBS and arg.lower_ in SETTING_PREPS
    speech = verb.lemma_ in _SPEECH and quoted
    if (speech or setting) and not answer & {t.i for t in clause.subject}:
        return Rejection("addressee or medium of a report")  # "Where did X ask? -- the Commons"
    return None


def _voice_misparsed(verb: Any, answer_root: Any) -> bool:
    """A parse that mixes the voices: a past-tense verb with a passive agent ("Wilkinson,
    capped 183 times by Canada, has ..."), or a direct object of a passive verb ("has been
    diagnosed with stage four cancer" with "cancer" as the object)."""
    children = list(verb.children)
    passive = any(c.dep_ == "auxpass" for c in children)
    if verb.tag_ == "VBD" and not passive and any(c.dep_ == "agent" for c in children):
        return True
    return passive and answer_root.dep_ == "dobj" and answer_root.head == verb


def _scene_setting(clause: Clause, arg: Any, span: Any) -> bool:
    """The answer is in a phrase fronted before the subject that sets a scene rather than
    completing the verb ("For younger generations, X is best known for ..."); dates, places
    and numbers fronted ("In 2014, ...") are still asked."""
    if arg.dep_ != "prep" or arg.head != clause.verb or clause.relative is not None:
        return False
    if not clause.subject or arg.i > clause.subject[0].i:
        return False
    return arg.lower_ in _SCENE_PREPS and cl.answer_type(span) not in {"date", "number", "place"}
