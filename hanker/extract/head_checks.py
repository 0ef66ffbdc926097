"""Which noun a clause is about: heads of the spaCy extractor read through the parser's attachments.

The parser attaches a relative clause, a participle or a conjunct to the nearest noun; on
prose that noun is often inside a phrase of the real subject. These checks find the noun the
clause is about, or tell that it cannot be known, with the drop reason (counted in the KG
manifest):

* ``head is a modifier of the subject``: ``the stars of the new film, who walked off ...``
  is about the stars, not the film; the head is the whole phrase (``the stars of the new
  film``) or, when either noun could be meant (``the son of Mr Reid, who died ...``), the
  fact is dropped (head-checks.v2: after any preposition, ``a figure in the arts community
  who was born in Baku`` is about the figure, and about the person ``Ann Roe, a figure ...``
  names). ``The home of Ms Ray and Mr Cole was searched`` has one subject (a verb
  in the singular), the whole phrase, not ``Mr Cole``; an age or role after such a name
  (``The wife of Senator Ruiz, 54,``) is dropped;
* ``participle attachment unclear``: ``A rally was held at the Guildhall, organised by the
  union``: a participle after a comma that the parser hung on the object of a preposition
  describes the subject of a passive clause about a common noun (the rally); a present
  participle there could describe either noun and is dropped;
* ``complement clause read as an object`` (head-checks.v2): ``X understands a strike by
  writers is one of the factors`` read as ``understands a strike`` + ``is one of ...`` with
  no subject: neither fact is X's;
* a fronted ``Originally from X,`` describes the subject: ``(S, be originally from, X)``,
  never a prepositional object of the main verb (``teach history from X``).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.chain_checks import second_appositive
from hanker.extract.clauses import REPORTING
from hanker.extract.head_kinds import person_noun, run_on_complement
from hanker.extract.head_phrases import SENTENTIAL_WHICH, sentential_which
from hanker.extract.name_heads import named_person, unnamed_antecedent
from hanker.extract.relative_conjuncts import conjunct_antecedent
from hanker.extract.spacy_phrases import HONORIFICS

HEAD_CHECKS_VERSION = "head-checks.v2"

MODIFIER_HEAD = "head is a modifier of the subject"
PARTICIPLE_UNCLEAR = "participle attachment unclear"
COMPLEMENT_MISPARSED = "complement clause read as an object"
_FINITE_TAGS = frozenset({"VBZ", "VBD", "VBP"})

_PERSON_PRONOUNS = frozenset({"who", "whom"})
_THING_PRONOUNS = frozenset({"which"})
_ORIGIN_ADVERBS = frozenset({"originally", "formerly"})
_SINGULAR_VERBS = frozenset({"VBZ"})
_SINGULAR_AUX = frozenset({"was", "is", "has", "does"})
_PLURAL_AUX = frozenset({"were", "are", "have", "do"})


def _is_person(token: Any) -> bool:
    """A noun that names a person: a person entity, or a name with an honorific (``Mr Okafor``)."""
    if token.ent_type_ == "PERSON":
        return True
    return token.pos_ == "PROPN" and any(
        c.dep_ == "compound" and c.lower_.rstrip(".") in HONORIFICS for c in token.children
    )


def _of_governor(token: Any, any_prep: bool = False) -> Any | None:
    """The common noun whose ``of`` phrase (``any_prep``: any prepositional phrase) ``token`` is
    the object of (``stars`` of ``the stars of the new film``, ``figure`` of ``a figure in the
    arts community``), else None."""
    if token.dep_ not in {"pobj", "conj"}:
        return None
    while token.dep_ == "conj":
        token = token.head
    prep = token.head
    if token.dep_ != "pobj" or prep.dep_ != "prep" or (prep.lower_ != "of" and not any_prep):
        return None
    governor = prep.head
    if governor.pos_ != "NOUN":
        return None
    determined = any(c.dep_ in {"det", "poss", "nummod", "amod"} for c in governor.children)
    if governor.tag_ == "NN" and not determined:
        return None  # "in front of", "on top of": a preposition, not a noun of its own
    return governor


def described_inner_name(name_root: Any) -> bool:
    """A name in the ``of`` phrase of a common noun that is a clause's subject (``The wife of
    Senator Ruiz, 54, was ...``, ``The brother of Dana Wells, a teacher, ...``): an age or role
    after it could describe either noun (after an object, ``the killing of Ann Roe, a
    teacher``, it is the name's)."""
    governor = _of_governor(name_root)
    return governor is not None and governor.dep_ in {"nsubj", "nsubjpass"}


def relative_antecedent(relative: Any, pronoun: Any) -> tuple[Any | None, str | None]:
    """The noun a relative clause is about: ``(token, None)`` to read, ``(None, reason)`` to drop.

    The parser hangs ``, who ...`` on the nearest noun; when that noun is the object of an
    ``of`` phrase of a common noun, the clause is about the one noun its verb agrees with in
    number (``a list of states which have ...``), else about the whole phrase when the pronoun
    fits only it (``who`` after a thing, ``which`` after a person), and either otherwise.
    """
    if sentential_which(relative, pronoun):  # "..., which has angered the government"
        return None, SENTENTIAL_WHICH
    antecedent, unclear = conjunct_antecedent(relative)  # "A and B, which runs": B
    if antecedent is None:
        return None, unclear
    unnamed = unnamed_antecedent(antecedent, relative)  # "the real name of the painter who"
    if unnamed is not None:
        return None, unnamed
    governor = _of_governor(antecedent, any_prep=True)
    if governor is None:
        return _named(antecedent), None
    agreeing = [t for t in (antecedent, governor) if _agrees(t, relative)]
    if len(agreeing) == 1:
        return _named(agreeing[0]), None  # "a list of states which have copied ...": the states
    word = pronoun.lower_
    person = _is_person(antecedent) or person_noun(antecedent, governor)  # "a British national who"
    if word in _PERSON_PRONOUNS and not person and antecedent.pos_ != "PROPN":
        return _named(governor), None  # "the stars of the new film, who ...", "a figure in
        # the arts community who ...": never the community
    if word in _THING_PRONOUNS and _is_person(antecedent):
        return _named(governor), None  # "the house of Mr Patel, which ..."
    return None, MODIFIER_HEAD


def _named(noun: Any) -> Any:
    """The person a common noun in apposition describes (``Ann Roe, a painter who ...``: Ann
    Roe), else the noun."""
    if second_appositive(noun):  # "Tom Bell, a lawyer, a move that ...": the move
        return noun
    if noun.dep_ == "appos" and noun.pos_ == "NOUN" and _is_person(noun.head):
        return noun.head
    return noun


def _agrees(noun: Any, verb: Any) -> bool:
    """Whether the noun agrees in number with a verb that shows it (``has``/``have``, ``was``/
    ``were``, ``runs``/``run``); False when the verb shows no number (``walked``)."""
    words = [verb] + [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    singular = any(w.tag_ == "VBZ" or w.lower_ in _SINGULAR_AUX for w in words)
    plural = any(w.tag_ == "VBP" or w.lower_ in _PLURAL_AUX for w in words)
    if singular == plural:
        return False
    return (noun.tag_ in {"NNS", "NNPS"}) == plural


def _singular(verb: Any) -> bool:
    """Whether the verb (or its auxiliary) is in the singular: ``was``, ``has``, ``runs``."""
    if verb.tag_ in _SINGULAR_VERBS:
        return True
    return any(c.dep_ in {"aux", "auxpass"} and c.lower_ in _SINGULAR_AUX for c in verb.children)


def conjunct_in_modifier(subject: Any, conjunct: Any, verb: Any) -> bool:
    """A name the parser joined to the subject that belongs to its ``of`` phrase: ``The home of
    Ms Ray and Mr Cole was searched`` (one subject, a singular verb)."""
    if conjunct is subject or subject.pos_ != "NOUN" or conjunct.pos_ != "PROPN":
        return False
    of_phrase = any(
        c.dep_ == "prep" and c.lower_ == "of" and c.i < conjunct.i for c in subject.children
    )
    return of_phrase and _singular(verb)


def participle_head(participle: Any) -> tuple[Any | None, str | None]:
    """The noun a participle after a comma is about: ``(token, None)`` or ``(None, reason)``.

    Only a participle (``acl``) the parser hung on the object of a preposition of the clause's
    verb (not its agent, ``won by X, ridden by Y``), after a comma, is in doubt. In a passive
    clause about a common noun (an event: ``A rally was held at the Guildhall, organised by
    ...``) a past participle describes that subject; any other participle there could describe
    either noun and the fact is dropped. Elsewhere (``went to Zeta Labs, founded by ...``) the
    parser's noun is kept.
    """
    noun = participle.head
    unnamed = unnamed_antecedent(noun, participle)  # "quit her post heading the agency"
    if unnamed is not None:
        return None, unnamed
    if named_person(noun) is not noun:  # "Ana Ruiz, a painter known for ...": Ana Ruiz
        return named_person(noun), None
    doc = participle.doc
    after_comma = participle.i > 0 and doc[participle.i - 1].text == ","
    if participle.dep_ != "acl" or not after_comma or noun.dep_ != "pobj":
        return noun, None
    prep = noun.head
    verb = prep.head
    if prep.dep_ != "prep" or verb.pos_ not in {"VERB", "AUX"}:
        return noun, None  # "was won by X, ridden by Y": the agent is the one described
    subjects = [c for c in verb.children if c.dep_ == "nsubjpass"]
    if not subjects or any(s.pos_ != "NOUN" for s in subjects):
        return noun, None  # "went to Zeta Labs, founded by ...": the name is described
    if len(subjects) == 1 and participle.tag_ == "VBN":
        return subjects[0], None
    return None, PARTICIPLE_UNCLEAR


def fronted_origin(verb: Any, prep: Any) -> str | None:
    """``be originally from``, for ``Originally from X, S V ...`` (a phrase before the subject,
    set off by a comma, that says where the subject comes from), else None."""
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects or prep.i > min(s.i for s in subjects) or prep.i == 0:
        return None
    adverb = prep.doc[prep.i - 1]
    if adverb.lower_ not in _ORIGIN_ADVERBS or adverb.head.i not in {verb.i, prep.i}:
        return None
    last = prep.right_edge  # the comma itself, or the word before it
    comma = last if last.text == "," else prep.doc[min(last.i + 1, len(prep.doc) - 1)]
    if comma.text != ",":
        return None
    return f"be {adverb.lower_} {prep.lower_}"


def _subjectless_verb_after(obj: Any) -> Any | None:
    """A finite verb right after the object's phrase, joined to the object's verb as a conjunct
    with no subject and no ``and`` or comma between, else None."""
    verb = obj.head
    for conj in (c for c in verb.children if c.dep_ == "conj" and c.pos_ in {"VERB", "AUX"}):
        own = any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in conj.children)
        finite = conj.tag_ in _FINITE_TAGS or any(
            c.dep_ in {"aux", "auxpass"} for c in conj.children
        )
        if not own and finite and _joined_without_and(obj, conj):
            return conj
    return None


def _joined_without_and(obj: Any, conj: Any) -> bool:
    """The conjunct starts right after the object's phrase, or after a phrase the commas set
    off with no coordinator or verb in it under a verb of saying (``confirmed the man, from
    Leeds, was arrested``: the man is the arrested one, not the police)."""
    end = obj.right_edge.i
    if conj.left_edge.i == end + 1:
        return True
    gap = obj.doc[end if obj.right_edge.text == "," else end + 1 : conj.left_edge.i]
    listed = any(c.dep_ in {"cc", "conj"} for c in conj.children)  # "paid the fine and left"
    tensed = any(c.dep_ in {"aux", "auxpass"} for c in conj.children)  # "was arrested"
    set_off = len(gap) >= 3 and gap[0].text == "," and gap[-1].text == "," and tensed
    set_off = set_off and not listed
    plain = all(t.tag_ != "CC" and t.pos_ not in {"VERB", "AUX"} for t in gap)
    return set_off and plain and obj.head.lemma_.lower() in REPORTING


def misparsed_complement(verb: Any) -> bool:
    """A complement clause the parser read as the verb's object plus a conjunct verb (``BBC
    News NI understands a strike by writers is one of the factors``: the strike is the subject
    of ``is``): neither the object nor the conjunct's facts stand; ``verb`` is either one."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    if any(_subjectless_verb_after(o) is not None for o in objects) or run_on_complement(verb):
        return True  # run_on_complement: "had been wrong to rule the plan was lawful"
    if verb.dep_ != "conj":
        return False
    objects = [c for c in verb.head.children if c.dep_ == "dobj"]
    after = [_subjectless_verb_after(o) for o in objects]
    return any(a is not None and a.i == verb.i for a in after)
