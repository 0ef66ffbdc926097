"""``none``: no coreference resolution."""

from __future__ import annotations

from collections.abc import Sequence

from hanker.text.coref.base import CorefResult
from hanker.text.segment import Sentence


class NoCoref:
    """Leaves every mention as written."""

    name = "none"
    version = "none.v1"

    def resolve(self, doc_id: str, text: str, sentences: Sequence[Sentence]) -> CorefResult:
        """Nothing to replace."""
        return CorefResult()
