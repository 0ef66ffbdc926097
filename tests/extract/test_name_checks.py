"""Names, titles and word edges (hanker.extract.name_checks): a title is a real role, no head or
tail is a piece of a name or a hyphenated word, heads lose stray edges."""

from __future__ import annotations

from hanker.extract.name_checks import TITLE_NOT_ROLE, clean_edges, closed_quote
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def _titles(triples: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    return [t for t in triples if t[1] == "title"]


def test_titles_are_roles_not_the_first_words_of_a_name(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Director Helen Ashby filmed the series in Malta.")
    assert ("Helen Ashby", "title", "Director") in triples
    triples, _ = run_sentence(
        extractor, "Chelsea manager Emma Hayes praised her players after the match."
    )
    assert ("Emma Hayes", "title", "Chelsea manager") in triples
    triples, _ = run_sentence(
        extractor, "Former Foreign Minister Anna Lindqvist visited Oslo in March."
    )
    assert ("Anna Lindqvist", "title", "Former Foreign Minister") in triples
    # a role capitalised only because it opens the sentence
    triples, _ = run_sentence(extractor, "Actress Mara Quinn walked off stage on Friday.")
    assert ("Mara Quinn", "title", "Actress") in triples
    # a place before a name the recognizer took for a person: no title
    triples, dropped = run_sentence(
        extractor, "A Ryanair flight from London Heathrow was diverted to Shannon on Monday."
    )
    assert not _titles(triples), triples
    assert dropped.get(TITLE_NOT_ROLE, 0) >= 1, dropped
    # a thing or an abstract noun before a name is no title; a person's epithet is
    triples, _ = run_sentence(extractor, "Cycling legend Bea Olsen opened the track in Derby.")
    assert ("Bea Olsen", "title", "Cycling legend") in triples
    triples, _ = run_sentence(extractor, "The railway network Ann Berg built opened in May.")
    assert not _titles(triples), triples
    triples, _ = run_sentence(extractor, "Rina Vos values the quiet honesty Tom Hale brings.")
    assert not _titles(triples), triples
    # the first word of a play's name
    triples, dropped = run_sentence(
        extractor, "Her solo play, Prima Facie, continued after the understudy stepped in."
    )
    assert not _titles(triples), triples


def test_heads_lose_stray_edges(extractor: SpacyExtractor) -> None:
    assert clean_edges("Mr Okoro]", True, None) == ("Mr Okoro", None)
    assert clean_edges("Wang Yi -", True, None) == ("Wang Yi", None)
    assert clean_edges("the Party (SNP)", False, None) == ("the Party (SNP)", None)
    assert clean_edges("-5C", False, None) == ("-5C", None)
    assert clean_edges("Hotel Lumen'd", True, None)[1] == "head is a fragment"
    assert clean_edges("St Mary's", True, None) == ("St Mary's", None)
    triples, _ = run_sentence(
        extractor, "Meanwhile Canadians have mixed feelings about the new carbon tax."
    )
    assert all(not h.startswith("Meanwhile") for h, _, _ in triples), triples


def test_no_head_inside_an_adjective(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "The Bafta-award winning Heartland is a big hit and is shown in 40 countries.",
    )
    assert all("award" not in h.lower() or "Heartland" in h for h, _, _ in triples), triples


def test_hyphenated_role_is_one_word(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "The panel heard from Rosa Diaz, the ex-wife of novelist Karl Ove Berg."
    )
    assert all(not t.startswith("-") and t != "the ex" for _, _, t in triples), triples
    assert ("Rosa Diaz", "be ex-wife of", "novelist Karl Ove Berg") in triples
    triples, _ = run_sentence(
        extractor, "Anna Reyes, the ex-girlfriend of actor Tom Hardy, lives in Madrid."
    )
    assert ("Anna Reyes", "live in", "Madrid") in triples
    assert all(h == "Anna Reyes" for h, _, _ in triples), triples


def test_a_name_is_never_folded_into_a_relation(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Chancellor Olaf Berger met President Ana Silva in Lisbon."
    )
    assert ("Chancellor Olaf Berger", "meet", "President Ana Silva") in triples
    # the name folds whole, as written, or not at all
    assert ("Chancellor Olaf Berger", "meet silva in", "Lisbon") not in triples
    assert ("Chancellor Olaf Berger", "meet President Ana Silva in", "Lisbon") in triples
    # a name the parse cut in two gives none of the verb's facts
    triples, dropped = run_sentence(extractor, "Mark Denton founded Books for Schools in 2011.")
    assert not any(r.startswith("found") for _, r, _ in triples), triples
    assert dropped.get("name split", 0) >= 1, dropped
    triples, _ = run_sentence(
        extractor,
        "Speaking to BBC Radio Five Live on Monday, Tom Hale said the deal was done.",
    )
    assert not any(t.startswith("Live") for _, _, t in triples), triples
    # a name before a noun it qualifies is no object of its own
    triples, _ = run_sentence(
        extractor, "In May 2018 Dale Greaves attacked Oxford University students at a party."
    )
    assert ("Dale Greaves", "attack", "Oxford University") not in triples
    assert not any("university" in r.lower() for _, r, _ in triples), triples


def test_names_kept_whole_are_not_split(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Sir Ian Holm narrated the series Green Earth for the BBC."
    )
    assert ("Sir Ian Holm", "narrate", "the series Green Earth") in triples
    triples, _ = run_sentence(
        extractor, "Singer Dua Reyes released her album Nightfall in October 2021."
    )
    assert ("Singer Dua Reyes", "release", "her album Nightfall") in triples


def test_a_title_mark_the_span_left_out_is_put_back() -> None:
    text = '"Salt Roads" by Ana Ruiz was published in 2001, as was "Grey Tide," her second book.'
    assert closed_quote('Salt Roads" by Ana Ruiz', text) == '"Salt Roads" by Ana Ruiz'
    assert closed_quote('her second book, "Grey Tide', 'her second book, "Grey Tide" in 2003') == (
        'her second book, "Grey Tide"'
    )
    after_comma = 'her second book, "Grey Tide," in 2003'  # the repaired phrase is not in the text
    assert closed_quote('her second book, "Grey Tide', after_comma) == 'her second book, "Grey Tide'

    assert closed_quote('"Grey Tide" and more', text) == '"Grey Tide" and more'  # balanced
    assert closed_quote('a "quote that runs on', 'a "quote that runs on and on"') == (
        'a "quote that runs on'
    )


def test_ambiguous_role_nouns_are_titles_before_a_name(extractor: SpacyExtractor) -> None:
    """``guide``, ``guard``, ``agent`` are as often things, yet a role right before a name."""
    triples, _ = run_sentence(extractor, "In Paris, tour guide Anna Weber, 41, told reporters.")
    assert ("Anna Weber", "title", "tour guide") in triples
    triples, _ = run_sentence(extractor, "Security guard Tom Hale found the door open.")
    assert ("Tom Hale", "title", "Security guard") in triples
    # before a name that is no person's, nothing is a title
    triples, _ = run_sentence(extractor, "The guide Lonely Planet recommends the museum.")
    assert not _titles(triples)


def test_a_status_word_before_a_name_is_no_title(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Resident Helen Thorne said the plans had divided locals.")
    assert not _titles(triples), triples
    triples, _ = run_sentence(extractor, "Local resident Jessica Wynn stood outside the town hall.")
    assert not _titles(triples), triples
    triples, _ = run_sentence(
        extractor, "Oxford resident Jessica Wynn stood outside the town hall."
    )
    assert ("Jessica Wynn", "title", "Oxford resident") in triples, triples


def test_a_fan_is_no_title(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Among the crowd was royal fan Sheila Clark, from Leeds.")
    assert not [t for t in triples if t[1] == "title"], triples


def test_a_title_cut_from_a_name_it_continues() -> None:
    from hanker.extract.name_checks import title_tokens
    from hanker.text.nlp import load_spacy

    nlp = load_spacy()
    doc = nlp("The riders included 2016 Tour de France winner Lars Berg and Giro winner Ivo Sims.")
    lars = next(t.i for t in doc if t.text == "Lars")
    assert title_tokens(doc, lars) == []  # not "France winner"
    doc = nlp("Health Secretary Steve Barclay said the offer was fair.")
    steve = next(t.i for t in doc if t.text == "Steve")
    assert [t.text for t in title_tokens(doc, steve)] == ["Health", "Secretary"]


def test_a_bare_noun_is_no_speaker() -> None:
    from hanker.extract.triple_context import UNNAMED_SPEAKER, triple_problem

    assert triple_problem("the figures", "be (according to expert)", "pure invention", None) == (
        UNNAMED_SPEAKER
    )
    assert triple_problem("Acme", "close (according to police)", "the depot", None) != (
        UNNAMED_SPEAKER
    )
    assert triple_problem("Acme", "close (according to officials)", "the depot", None) != (
        UNNAMED_SPEAKER
    )


def test_a_speaker_cut_after_a_preposition() -> None:
    from hanker.extract.triple_context import UNNAMED_SPEAKER, triple_problem

    relation = "run (according to a report from)"
    assert triple_problem("Acme", relation, "a secret programme", None) == UNNAMED_SPEAKER
    named = "run (according to a report from Unicef)"
    assert triple_problem("Acme", named, "a secret programme", None) != UNNAMED_SPEAKER


def test_a_speaker_cut_inside_a_quotation() -> None:
    from hanker.extract.triple_context import UNNAMED_SPEAKER, triple_problem

    relation = 'make (according to The reception of the "Harbour Prize)'
    assert triple_problem("Ana Ruiz", relation, "a lasting contribution", None) == UNNAMED_SPEAKER


def test_a_tail_that_stops_inside_a_name_is_dropped() -> None:
    from hanker.extract.triple_context import NAME_SPLIT, triple_problem
    from hanker.text.nlp import load_spacy

    doc = load_spacy()("Ana Ruiz spoke to the BBC's Access All podcast about the shoot.")
    assert triple_problem("Ana Ruiz", "speak to", "the BBC's Access", doc) == NAME_SPLIT
    whole = load_spacy()("Mariupol was captured by Russia in May.")
    assert triple_problem("Mariupol", "be captured by", "Russia", whole) is None
