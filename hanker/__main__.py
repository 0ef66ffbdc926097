"""``python -m hanker`` entry point."""

from __future__ import annotations

from hanker.cli.main import main

if __name__ == "__main__":
    main()
