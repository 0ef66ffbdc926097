"""Template multi-hop questions written out for each relation shape, and the paths left unasked."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from hanker.core.fact import ExtractorInfo, Fact, Source, make_fact
from hanker.synth.base import SynthesisInput
from hanker.synth.multihop import TemplateHopWriter, hop_pairs, multihop_cases, red_flag
from hanker.synth.multihop_grammar import shape
from hanker.synth.multihop_paths import HopInput
from hanker.synth.multihop_template import in_slot

K1 = "sales contract between Bjpvlj LLP and Eskaqk SAS"
K2 = "sales contract between Wwifex LLC and Eskaqk SAS"


def _kg(triples: list[tuple[str, str, str, str]]) -> tuple[list[Fact], dict[str, SynthesisInput]]:
    """Facts (head, relation, tail) with their evidence sentence, each in its own document
    named by the head's contract (the document a fact's sentence comes from)."""
    extractor = ExtractorInfo(name="test", model=None, version="v")
    facts, inputs = [], {}
    for head, relation, tail, sentence in triples:
        doc = "K2" if "Wwifex" in head else "K1"
        fact = make_fact(
            head, relation, tail, [Source("c", doc, None, 0, len(sentence), sentence)], extractor
        )
        facts.append(fact)
        inputs[fact.fact_id] = SynthesisInput(
            fact.fact_id, head, relation, tail, sentence, sentence, {"doc_id": doc}
        )
    return facts, inputs


def _asked(triples: list[tuple[str, str, str, str]], answered: str, via: str) -> str:
    """The template question of the path whose first fact has relation ``via`` and whose
    second fact has relation ``answered`` (its rejection reason when it has none)."""
    facts, inputs = _kg(triples)
    hops = [h for pair in hop_pairs(facts, inputs) for h in pair if h is not None]
    hop = next(h for h in hops if h.second.relation == answered and h.first.relation == via)
    if hop.problem:
        return hop.problem
    candidate = TemplateHopWriter().write([hop])[0][0]
    return candidate.question or f"rejected: {candidate.rejected}"


_CONTRACT = [
    (K1, "total price", "$64,449", "The total price is $64,449."),
    (K1, "goods sold", "standing desks", "The Seller sells standing desks to the Customer."),
    (K1, "total price in dollars", "64449", "Total price in dollars: 64449"),
    (K1, "warranty period in years", "2", "The Seller warrants the Goods for 2 years."),
    (K1, "invoice due days after delivery", "5", "An invoice is sent 5 days after delivery."),
    (K1, "late penalty after days", "60", "Any amount unpaid after 60 days bears a penalty."),
    (K1, "defect notice days", "21", "The Customer must report defects within 21 days."),
    (K1, "shipping costs paid by", "Seller", "The costs of shipping are paid by the Seller."),
    (K1, "seller", "Bjpvlj LLP", "It is made between Bjpvlj LLP and Eskaqk SAS."),
    ("Bjpvlj LLP", "address", "795 Xflouc Avenue", "Bjpvlj LLP's address is 795 Xflouc Avenue."),
]


@pytest.mark.parametrize(
    ("answered", "via", "expected"),
    [
        # possessive / attribute facts: (K, total price, $X)
        (
            "total price",
            "goods sold",
            "What is the total price of the sales contract whose goods sold are standing desks?",
        ),
        (
            "goods sold",
            "total price",
            "What are the goods sold under the sales contract whose total price is $64,449?",
        ),
        (
            "warranty period in years",
            "total price in dollars",
            "How many years is the warranty period of the sales contract whose total price is "
            "64449 dollars?",
        ),
        (
            "invoice due days after delivery",
            "late penalty after days",
            "How many days after delivery is the invoice due under the sales contract under "
            "which a late penalty applies after 60 days?",
        ),
        (
            "late penalty after days",
            "defect notice days",
            "After how many days does a late penalty apply under the sales contract with 21 "
            "defect notice days?",
        ),
        (
            "shipping costs paid by",
            "warranty period in years",
            "By whom are the shipping costs paid under the sales contract whose warranty period "
            "is 2 years?",
        ),
        (
            "defect notice days",
            "shipping costs paid by",
            "How many defect notice days does the sales contract under which the shipping costs "
            "are paid by the Seller have?",
        ),
        # "... whose seller is Bjpvlj LLP?" would name the answer (the Seller)
        (
            "shipping costs paid by",
            "seller",
            "By whom are the shipping costs paid under Bjpvlj LLP's sales contract?",
        ),
        # the answer is the head: the bridge described by its own attribute
        (
            "seller",
            "address",
            "Of which sales contract is the company whose address is 795 Xflouc Avenue the seller?",
        ),
        (
            "address",
            "seller",
            "What is the address of the seller of Eskaqk SAS's sales contract?",
        ),
    ],
)
def test_attribute_questions(answered: str, via: str, expected: str) -> None:
    assert _asked(_CONTRACT, answered, via) == expected


_COMPANY = [
    ("Mara Lind", "founded", "Qpubwe", "Mara Lind founded Qpubwe in 1998."),
    ("Qpubwe", "acquired", "Tollbridge", "In 2004 Qpubwe acquired Tollbridge."),
    ("Qpubwe", "is located in", "Paris", "Qpubwe is located in Paris."),
]
_FOUNDED_BY = [
    ("Qpubwe", "was founded by", "Mara Lind", "Qpubwe was founded by Mara Lind in 1998."),
    ("Qpubwe", "acquired", "Tollbridge", "In 2004 Qpubwe acquired Tollbridge."),
]


@pytest.mark.parametrize(
    ("triples", "answered", "via", "expected"),
    [
        # verb facts
        (
            _COMPANY,
            "acquired",
            "founded",
            "What did the organisation that Mara Lind founded acquire?",
        ),
        (
            _COMPANY,
            "founded",
            "acquired",
            "Which person founded the organisation that acquired Tollbridge?",
        ),
        # passive facts
        (
            _COMPANY,
            "is located in",
            "founded",
            "Where is the organisation that Mara Lind founded located?",
        ),
        (
            _FOUNDED_BY,
            "acquired",
            "was founded by",
            "What did the organisation that was founded by Mara Lind acquire?",
        ),
    ],
)
def test_verb_and_passive_questions(
    triples: list[tuple[str, str, str, str]], answered: str, via: str, expected: str
) -> None:
    assert _asked(triples, answered, via) == expected


_TWO_CONTRACTS = [
    (K1, "customer", "Eskaqk SAS", "It is made between Bjpvlj LLP and Eskaqk SAS."),
    (K2, "customer", "Eskaqk SAS", "It is made between Wwifex LLC and Eskaqk SAS."),
    (K1, "effective date", "14-10-1990", "This Agreement takes effect on 14-10-1990."),
    (K1, "defect notice days", "21", "The Customer must report defects within 21 days."),
    (K2, "defect notice days", "21", "The Customer must report defects within 21 days."),
    (K1, "shipping costs paid by", "Seller", "The costs of shipping are paid by the Seller."),
    (K2, "shipping costs paid by", "Seller", "The costs of shipping are paid by the Seller."),
]


def test_a_shared_node_is_asked_through_the_same_attribute() -> None:
    assert (
        _asked(_TWO_CONTRACTS, "customer", "customer")
        == "Which other sales contract has the same customer as Bjpvlj LLP's sales contract?"
        or _asked(_TWO_CONTRACTS, "customer", "customer")
        == "Which other sales contract has the same customer as Wwifex LLC's sales contract?"
    )
    assert _asked(_TWO_CONTRACTS, "defect notice days", "defect notice days").startswith(
        "Which other sales contract has as many defect notice days as the sales contract between"
    )


def test_paths_with_no_one_answer_are_dropped_with_their_reason() -> None:
    # both contracts have customer Eskaqk SAS: "the contract whose customer is Eskaqk SAS" is two
    assert (
        _asked(_TWO_CONTRACTS, "effective date", "customer")
        == "the first fact does not single out the bridge"
    )
    assert (
        _asked(_TWO_CONTRACTS, "customer", "effective date")
        == "Who is the customer of the sales contract whose effective date is 14-10-1990?"
    )
    # 21 is K1's defect notice days and K2's: asked as the same attribute only
    shared = [*_TWO_CONTRACTS, (K2, "cooling-off period in days", "21", "Cancel within 21 days.")]
    assert (
        _asked(shared, "cooling-off period in days", "defect notice days")
        == "rejected: a number that two different attributes share"
    )
    # "the Seller" of one contract is not the Seller of the other
    assert (
        _asked(_TWO_CONTRACTS, "shipping costs paid by", "shipping costs paid by")
        == "the bridge is a term each document defines for itself"
    )
    facts, inputs = _kg(_TWO_CONTRACTS)
    pairs = hop_pairs(facts, inputs)
    counts: Counter[str] = Counter()
    dropped: list[dict[str, Any]] = []
    cases = multihop_cases(pairs, TemplateHopWriter(), counts, dropped=dropped)
    assert len(cases) + len(dropped) == len(pairs)
    # customer + defect notice days of K1: neither singles K1 out
    assert {d["reason"] for d in dropped} == {
        "the first fact does not single out the bridge",
        "the bridge is a term each document defines for itself",
    }
    assert sum(v for k, v in counts.items() if k.startswith("multi-hop pair dropped:")) == len(
        dropped
    )


def test_relation_shapes() -> None:
    kinds = {
        "total price": "plain",
        "place of birth": "plain",
        "goods sold": "participle",
        "shipping method chosen by": "by",
        "unit price in dollars": "in_unit",
        "cooling-off period in days": "in_unit",
        "defect notice days": "unit",
        "payment due days": "due",
        "late penalty after days": "after",
        "founded": "verb",
        "works for": "verb",
        "was born in": "passive",
        "be delivered to": "passive",
    }
    for relation, kind in kinds.items():
        found = shape(relation)
        assert found is not None and found.kind == kind, (relation, found)
    for fragment in ("The warranty cover", "Uxnpoq SpA supply", "end of", "Either party cancel"):
        assert shape(fragment) is None, fragment


def test_description_only_goes_into_a_noun_phrase_slot() -> None:
    phrase = "the organisation that Mara Lind founded"
    assert (
        in_slot("What did Qpubwe acquire?", "Qpubwe", phrase)
        == "What did the organisation that Mara Lind founded acquire?"
    )
    assert in_slot("Under Qpubwe, who pays?", "Qpubwe", phrase) == f"Under {phrase}, who pays?"
    assert in_slot("What is Qpubwe's address?", "Qpubwe", phrase) is None  # a possessor
    assert in_slot("What shall the Customer pay within 90 days Qpubwe?", "Qpubwe", phrase) is None
    assert in_slot("What do Qpubwe guarantee?", "Qpubwe", phrase) is None  # "do" + singular


def test_red_flags() -> None:
    assert red_flag("What is the total price in dollars of the end of either Party?")
    assert red_flag("Under the contract, what does 7.1 This Agreement constitute?")
    assert red_flag("What is the shipping method chosen by of the contract?")
    assert red_flag("What is the the price?")
    assert red_flag("How many units does the Customer buy whereas?")
    assert red_flag("What did the organisation that Mara Lind founded acquire?") is None


def test_every_path_a_writer_gets_has_no_problem() -> None:
    facts, inputs = _kg(_TWO_CONTRACTS)

    class Recorder(TemplateHopWriter):
        seen: list[HopInput] = []  # noqa: RUF012

        def write(self, items: Any) -> Any:
            self.seen.extend(items)
            return super().write(items)

    writer = Recorder()
    multihop_cases(hop_pairs(facts, inputs), writer, Counter())
    assert writer.seen and not any(h.problem for h in writer.seen)


def test_pairs_over_the_per_bridge_cap_are_listed() -> None:
    facts, inputs = _kg(_CONTRACT)
    capped: list[list[str]] = []
    pairs = hop_pairs(facts, inputs, 3, capped)
    every = hop_pairs(facts, inputs)
    assert capped and len(pairs) + len(capped) == len(every)
    assert {frozenset(p) for p in capped}.isdisjoint({frozenset(p[0].path) for p in pairs})


_AUTHOR = [
    ("Ann Berg", "be born in", "Paris", "Ann Berg was born in Paris, France."),
    (
        "Ann Berg",
        "be honored with",
        "the Prix Goncourt",
        "Ann Berg has been honored with the Prix Goncourt.",
    ),
    ("Ann Berg", "wrote", "Night Rain", "Ann Berg wrote Night Rain in 1990."),
]


@pytest.mark.parametrize(
    ("answered", "via", "expected"),
    [
        # a passive relation written with "be" takes the tense its sentence has
        ("wrote", "be born in", "What did the person that was born in Paris write?"),
        (
            "be born in",
            "be honored with",
            "Where was the person that has been honored with the Prix Goncourt born?",
        ),
        (
            "be honored with",
            "wrote",
            "With what has the person that wrote Night Rain been honored?",
        ),
    ],
)
def test_passive_tense_follows_the_sentence(answered: str, via: str, expected: str) -> None:
    assert _asked(_AUTHOR, answered, via) == expected
