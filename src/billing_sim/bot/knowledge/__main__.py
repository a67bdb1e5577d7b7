"""``python -m billing_sim.bot.knowledge check [DIR]``: validate a folder of knowledge-base
documents.

Prints ``N sections in M files: ok`` and exits 0, or prints every problem as
``file:line: message`` and exits 1; a usage error exits 2. Without ``DIR`` the shipped
documents are checked.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from billing_sim.bot.knowledge.documents import KnowledgeError, load_sections


def main(argv: list[str] | None = None) -> int:
    """Check the documents and report."""
    parser = argparse.ArgumentParser(
        prog="python -m billing_sim.bot.knowledge", description=__doc__
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="validate the documents of a folder")
    check.add_argument("directory", nargs="?", type=Path, help="default: the shipped documents")
    args = parser.parse_args(argv)
    directory: Path | None = args.directory
    if directory is not None and not directory.is_dir():
        print(f"error: {directory} is not a folder", file=sys.stderr)
        return 2
    try:
        sections = load_sections(directory)
    except KnowledgeError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(f"{len(exc.problems)} problem(s)", file=sys.stderr)
        return 1
    files = len({section.file for section in sections})
    print(f"{len(sections)} sections in {files} files: ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
