"""A "What is X?" question answered by a description that leans on the passage (``template.v45``).

An apposition or a copula describes a named thing against something the passage set up:
"the collapse of Orvik Bank, the region's third-largest lender" gives "What is Orvik Bank?"
-- "the region's third-largest lender". The question is vague (a lender, a bank that
collapsed, a firm in the region all fit), and the answer keeps a possessive of a bare
definite common noun ("the region's", "the country's", "the company's") that only the
passage resolves. Such a case is rejected (``definition leans on the passage``). "the
world's" names its owner outright and stays; "Who is X? -- the club's coach" asks a person's
role, which readers take as one answer, and is not touched.
"""

from __future__ import annotations

import re

_WHAT_IS = re.compile(r"^What (?:is|was|are|were|has been|have been|had been) [A-Z][^?,]*\?$")
_BARE_OWNER = re.compile(r"\bthe (?!world['’]s)(?!universe['’]s)[a-z]+['’]s\b")


def passage_definition(question: str, answer: str) -> str | None:
    """Why a definition question's answer leans on the passage, or None."""
    if _WHAT_IS.match(question) and _BARE_OWNER.search(answer):
        return "definition leans on the passage"
    return None
