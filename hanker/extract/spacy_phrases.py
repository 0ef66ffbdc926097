"""Phrase helpers of the spaCy extractor: noun-phrase spans, conjuncts, verb relations, word lists."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from hanker.extract.aside_participles import aside_participle
from hanker.extract.place_pairs import is_pair_noun, pair_noun
from hanker.extract.relation_garbles import repaired_lemma
from hanker.extract.subject_asides import closes_subject_aside
from hanker.extract.value_phrases import in_range, range_end
from hanker.text.connectives import opening_connective

_KEEP_IN_PHRASE = {
    "det",
    "amod",
    "compound",
    "nummod",
    "poss",
    "case",
    "prep",
    "pobj",
    "pcomp",  # "the business of supplying climbing ropes"
    "quantmod",
    "nmod",
    "npadvmod",
    "advmod",
    "neg",
    "num",
    "punct",
    "hmod",
    "hyph",
}
_SKIP_CHILDREN = {"relcl", "acl", "appos", "conj", "cc", "advcl", "parataxis", "ccomp", "mark"}
VALUE_LABELS = {"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "CARDINAL"}
PRONOUNS = {
    "it",
    "its",
    "he",
    "she",
    "they",
    "them",
    "this",
    "that",
    "these",
    "those",
    "which",
    "who",
    "whom",
    "i",
    "we",
    "you",
    "there",
    *("ye", "thou", "thee", "thy", "thine"),  # archaic second person: as unnamed as "you"
}
# words that are no whole constituent on their own: a fact's head or tail is never one of these
FUNCTION_WORDS = PRONOUNS | {
    "what",
    "whatever",
    "whoever",
    "something",
    "anything",
    "nothing",
    "everything",
    "someone",
    "anyone",
    "everyone",
    "somebody",
    "anybody",
    "nobody",
    "one",
    "ones",
    "all",
    "both",
    "some",
    "many",
    "much",
    "most",
    "none",
    "few",
    "several",
    "here",
    "him",
    "her",
    "his",
    "hers",
    "us",
    "me",
    "my",
    "our",
    "your",
    "their",
    "theirs",
    "itself",
    "himself",
    "herself",
    "themselves",
    "such",
    "same",
    "other",
    "others",
    "another",
    "each",
    "either",
    "neither",
    "more",
    "less",
    "lot",
    "way",
    "thing",
    "things",
    "part",
    "kind",
    "sort",
}
MAX_HEAD_TOKENS = 12
LABEL_LINE = re.compile(r"^\s*([A-Z][^:\n\d]{2,60}):\s+(\S.{0,200})$")
MAX_TOKENS = 16
HONORIFICS = frozenset(
    {"mr", "mrs", "ms", "miss", "mx", "dr", "sir", "dame", "lord", "lady", "prof"}
)
CUT_ENDINGS = frozenset(
    [
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "into",
        "about",
        "as",
        "than",
        "and",
        "or",
        "but",
        "not",  # "financial stability, not [economic growth]": a contrast cut off
        "the",
        "a",
        "an",
        "worth",
    ]
)  # a tail ending on one is cut
ALWAYS_CUT = frozenset(
    {"the", "a", "an", "of", "and", "or"}
)  # cut on every pattern, not only strict
HEADING = re.compile(r"^(?:\d+[.)]?\s*)?[^a-z]*$")  # "2. GOODS, QUANTITY AND PRICE", "13."


def _joined_name(current: Any, child: Any, root: Any) -> bool:
    """A name coordinated inside the phrase (``the laws of England and Wales``): one value, kept whole.

    Only below the phrase's own head (conjuncts of the head are separate objects) and only
    between proper nouns; ``cc`` is the ``and`` of such a pair.
    """
    if current is root or current.pos_ != "PROPN":
        return False
    if child.dep_ == "conj":
        return bool(child.pos_ == "PROPN")
    return child.dep_ == "cc" and any(
        c.dep_ == "conj" and c.pos_ == "PROPN" for c in current.children
    )


def _date_year(current: Any, child: Any) -> bool:
    """The year of a date after a comma (``the 10th of April, 1963``), which the parser hangs
    on the month as an apposition: part of the date, not an aside."""
    return (
        child.dep_ in {"appos", "npadvmod"}
        and current.ent_type_ == "DATE"
        and child.ent_type_ == "DATE"
        and child.ent_iob_ == "I"
        and len(child.text) == 4
        and child.text.isdigit()
    )


def _in_phrase(current: Any, child: Any, root: Any) -> bool:
    """Whether ``child`` of ``current`` belongs to the noun phrase headed by ``root``."""
    if _joined_name(current, child, root) or in_range(current, child):
        return True  # a name; the second end of "between 2010 and 2022"
    if (
        child.dep_ == "appos"
        and child.pos_ == "PROPN"
        and current.pos_ == "NOUN"
        and child.left_edge.i == current.i + 1
    ):  # "her pop anthem Tattoo": a name right after its noun, no comma
        return True
    if _date_year(current, child) or (child.dep_ == "appos" and is_pair_noun(current, child)):
        return True  # "the 10th of April, 1963"; "the Dayton, Ohio, library system"
    if child.dep_ in _SKIP_CHILDREN or (
        child.dep_ == "punct" and child.text in {",", ";", "(", ")", '"'}
    ):
        return False
    return child.dep_ in _KEEP_IN_PHRASE or child.dep_ in {"pobj", "dobj"}


def phrase_span(
    token: Any, entities: Sequence[tuple[int, int]] = (), cut: Collection[int] = ()
) -> tuple[int, int]:
    """Character span of the noun phrase headed by ``token``, widened to whole known entities;
    ``cut``: indices of tokens whose subtrees are no part of it (phrases read as the verb's)."""
    tokens = [token]
    stack = [token]
    while stack:
        current = stack.pop()
        for child in current.children:
            if child.i not in cut and _in_phrase(current, child, token):
                tokens.append(child)
                stack.append(child)
    stop = min((i for i in cut if i > token.i), default=None)
    if stop is not None:  # what follows a phrase read as the verb's is no part of this one
        tokens = [t for t in tokens if t.i < stop]
    tokens = _before_dash(token, tokens)
    left = min(t.idx for t in tokens)
    right_token = max(tokens, key=lambda t: t.idx)
    if stop is None:
        right_token = _name_end(right_token)
    right = right_token.idx + len(right_token.text)
    text = token.doc.text
    while right > left and text[right - 1] in ",;:.( \"'-–—":
        right -= 1
    while left < right and text[left] in ",;:)( \"'-–—":
        left += 1
    paren = text.find("(", left, right)
    if paren > left:  # a parenthetical (a definition, an aside) is not part of the phrase
        right = paren
        while right > left and text[right - 1] in " ,":
            right -= 1
    for start, end in entities:
        if start < right and left < end:
            left, right = min(left, start), max(right, end)
    return _whole_words(text, _after_connective(token.doc, left, right), right)


def _after_connective(doc: Any, left: int, right: int) -> int:
    """``left`` past a sentence's opening connective that the parser (and the entity
    recogniser) read into the name after it (``Whereupon Stubb``, ``Thereupon Ahab``)."""
    first = next((t for t in doc if t.idx == left), None)
    if first is None or not opening_connective(first) or first.nbor(1).idx >= right:
        return left
    return int(first.nbor(1).idx)


def _spaced_dash(token: Any) -> bool:
    """A dash between words (``June - their``, ``June—their``), not a hyphen inside a word."""
    if token.text not in {"-", "–", "—", "--"}:
        return False
    before = token.doc[token.i - 1] if token.i > 0 else None
    spaced = bool(token.whitespace_) or (before is not None and bool(before.whitespace_))
    return token.text != "-" or spaced


def _before_dash(root: Any, tokens: list[Any]) -> list[Any]:
    """The phrase's tokens on the root's side of a dash: what a dash sets off is an aside."""
    dashes = [t.i for t in tokens if _spaced_dash(t)]
    after = min((i for i in dashes if i > root.i), default=len(root.doc))
    before = max((i for i in dashes if i < root.i), default=-1)
    return [t for t in tokens if before < t.i < after]


def _name_end(last: Any) -> Any:
    """The phrase's last token, or the end of the name it cuts: ``County`` of ``County Down
    band Ash`` (a name the parser split) reaches over the name to the noun it qualifies."""
    doc = last.doc
    if last.i + 1 >= len(doc) or not last.whitespace_ or last.pos_ != "PROPN":
        return last
    nxt = doc[last.i + 1]
    if nxt.pos_ != "PROPN" or nxt.ent_iob_ == "B":  # "In March Apple shares ...": two names
        return last
    end = nxt
    while (
        end.i + 1 < len(doc) and doc[end.i + 1].ent_iob_ == "I" and doc[end.i + 1].pos_ == "PROPN"
    ):
        end = doc[end.i + 1]
    while end.dep_ == "compound" and end.i < end.head.i <= end.i + 3:
        end = end.head  # "County Down band Ash": the compounds up to their noun
    return end if end.i - last.i <= 6 else last


def _whole_words(text: str, left: int, right: int) -> tuple[int, int]:
    """The span widened to whole hyphenated words: ``post`` of ``post-Brexit`` is no word."""
    hyphens = "-‐"
    while (
        right + 1 < len(text)
        and text[right] in hyphens
        and text[right - 1 : right].isalnum()
        and text[right + 1].isalnum()
    ):
        right += 1
        while right < len(text) and (text[right].isalnum() or text[right] in "'’"):
            right += 1
    while (
        left >= 2
        and text[left - 1] in hyphens
        and text[left - 2].isalnum()
        and text[left : left + 1].isalnum()
    ):
        left -= 1
        while left > 0 and text[left - 1].isalnum():
            left -= 1
    return left, right


def expand_conj(token: Any) -> list[Any]:
    """The token and its conjuncts (list items); the ends of a range are one item."""
    out = [token]
    if range_end(token) or pair_noun(token) is not None:
        return out  # "between 2010 and 2022"; "the Dayton, Ohio, library system"
    for child in token.children:
        if child.dep_ == "conj":
            out.extend(expand_conj(child))
    return out


def verb_relation(verb: Any) -> str:
    """Lemma chain of a verb: auxiliaries of passive/negation, particles, xcomp heads."""
    parts = []
    if any(c.dep_ == "neg" for c in verb.children):
        parts.append("not")
    first = verb  # "has sold" in "was introduced but has sold ...": an active of its own
    shared = verb.tag_ == "VBN" and not any(c.dep_ == "aux" for c in verb.children)
    while first.dep_ == "conj" and shared and first.head.i != first.i:
        first = first.head  # "has been raised, extended or revised": the passive is shared
    if (
        any(c.dep_ == "auxpass" for c in verb.children)
        or (first is not verb and any(c.dep_ == "auxpass" for c in first.children))
        or reduced_passive(verb)  # "Zeta Labs, founded by X", "X, considered one of ..."
        or aside_participle(verb)  # "X - the engineer hired by Y and sent to Z - was ..."
    ):
        parts.append("be")
        parts.append(verb.text.lower())
    else:
        parts.append(repaired_lemma(verb))  # relation_garbles: "trialle" -> "trial"
    parts.extend(c.text.lower() for c in verb.children if c.dep_ == "prt" or _loose_particle(c))
    return " ".join(parts)


_LOOSE_PARTICLES = frozenset({"off", "out", "up", "down"})


def _loose_particle(token: Any) -> bool:
    """A particle the parser read as an adverb after the object (``turned the lights back
    off``), with nothing of its own after it (``spacy-patterns.v27``)."""
    return (
        token.dep_ == "advmod"
        and token.lower_ in _LOOSE_PARTICLES
        and token.i > token.head.i
        and not any(c.dep_ in {"prep", "pobj", "dobj"} for c in token.children)
        and any(c.dep_ == "dobj" and c.i < token.i for c in token.head.children)
    )


_FINITE = frozenset({"VBD", "VBZ", "VBP", "VBN", "MD"})
# verbs of a picture's caption: "X pictured with Y", "X seen leaving court"
_CAPTION_VERBS = frozenset({"picture", "photograph", "film", "snap", "capture", "depict"})


def caption_verb(verb: Any, subject: Any) -> bool:
    """A caption's participle right after its subject, with no object (``Ana Ruiz pictured
    with her team``): a passive with no auxiliary, never the subject's own act."""
    right_after = max(t.i for t in subject.subtree) + 1 == verb.i
    objects = any(c.dep_ in {"dobj", "attr"} for c in verb.children)
    return right_after and not objects and verb.lemma_.lower() in _CAPTION_VERBS


def reduced_passive(verb: Any) -> bool:
    """A past participle that describes a noun, passive with no auxiliary: ``Zeta Labs, founded
    by X``, and ``X, considered one of Y, directed ...`` (a participle between commas right
    after its noun, which the parser may take for the main verb with the noun its subject),
    and a caption's ``X pictured with Y``."""
    if verb.tag_ not in {"VBN", "VBD"} or any(
        c.dep_ in {"aux", "auxpass", "nsubjpass"} for c in verb.children
    ):
        return False
    own_subject = any(c.dep_ == "nsubj" for c in verb.children)
    if verb.dep_ in {"acl", "relcl"} and not own_subject:
        return True
    doc = verb.doc
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i]
    if len(subjects) == 1 and caption_verb(verb, subjects[0]):
        return True  # "Jennifer Lawrence pictured at Cannes": a caption's passive
    if len(subjects) != 1 or doc[verb.i - 1].text != ",":
        return False
    if closes_subject_aside(subjects[0], verb):
        return False  # subject_asides: "Ann Roe, 61, founded the firm ..."
    if max(t.i for t in subjects[0].subtree if not t.is_punct) + 2 != verb.i:
        return False
    return any(
        doc[i].text == "," and doc[i + 1].tag_ in _FINITE and doc[i + 1].pos_ in {"VERB", "AUX"}
        for i in range(verb.i + 1, len(doc) - 1)
    )  # "..., directed his followers": the main verb comes after the participle's phrase
