"""Plain text files and folders of them (``.txt``, ``.md``); one document per file."""

from __future__ import annotations

from pathlib import Path

from hanker.core.errors import InputError
from hanker.core.io import read_text
from hanker.corpora.base import Corpus, Document, ReaderOptions

TEXT_SUFFIXES = (".txt", ".md", ".text")


def read_text_corpus(source: str, options: ReaderOptions) -> Corpus:
    """Read a text file, or every text file under a folder (sorted; ids are relative paths)."""
    path = Path(source)
    if not path.exists():
        raise InputError(path, "no such file or folder")
    if path.is_dir():
        files = sorted(
            p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES
        )
        if not files:
            raise InputError(path, f"folder holds no text files ({', '.join(TEXT_SUFFIXES)})")
        pairs = [(str(p.relative_to(path)), p) for p in files]
    else:
        pairs = [(path.name, path)]
    docs = []
    for doc_id, file in pairs:
        text = read_text(file)
        if text.strip():
            docs.append(Document(doc_id=doc_id, text=text, meta={"path": str(file)}))
    if not docs:
        raise InputError(path, "corpus is empty (only blank files)")
    return Corpus(
        name=options.name or path.stem, source=str(path), reader="text", documents=tuple(docs)
    )
