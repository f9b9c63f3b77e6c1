#!/usr/bin/env python3
"""Generate Galley's terminal cell-width range tables from the PyPI `wcwidth` package.

The output is Sources/Render/Text/Generated/CharacterWidth+Tables.swift, an extension of
`CharacterWidth` holding three flat `[UInt32]` arrays of inclusive (first, last) pairs:

  * wideRanges               East Asian Wide (W) and Fullwidth (F) scalars: two cells.
  * zeroWidthRanges          scalars that take no cell (combining marks, format characters).
  * emojiPresentationRanges  narrow scalars that become two cells wide when followed by VS16.

The tables are copied from wcwidth's own data modules (table_wide, table_zero, table_vs16),
using the newest Unicode version each one carries, so Galley measures text exactly as wcwidth
does. The lookup logic lives in hand-written Swift. wcwidth consults its zero-width table before
its wide table; the two are disjoint in the pinned release, but the Swift lookup should keep that
order so a future release that overlaps them still agrees (--verify assumes it too).

Reproduce the checked-in file with the pinned wcwidth release, in a venv outside the repo:

    python3 -m venv /tmp/wcvenv
    /tmp/wcvenv/bin/pip install wcwidth==0.9.4
    /tmp/wcvenv/bin/python Scripts/generate-character-widths.py --verify

Options:
    --check    do not write; exit 1 if the file on disk differs from what would be generated.
    --verify   also confirm, for every Unicode scalar, that the emitted tables give the same
               width as wcwidth.wcwidth() (control characters, which wcwidth reports as -1,
               are skipped).
    --output   write somewhere other than the default path (relative to the repo root).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import sys
from pathlib import Path

# The wcwidth release the checked-in tables were generated from. Bump deliberately, rerun the
# generator, and review the diff; LICENSES/wcwidth-MIT.txt should be re-checked at the same time.
PINNED_WCWIDTH_VERSION = "0.9.4"

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = Path("Sources/Render/Text/Generated/CharacterWidth+Tables.swift")

MAX_LINE = 100          # column limit for every emitted line
INDENT = "  "           # Swift indentation unit

Range = tuple[int, int]


def newest_version_key(table: dict[str, tuple[Range, ...]]) -> str:
    """Return the newest Unicode version key ("15.1.0", ...) of a wcwidth table dict."""
    return max(table, key=lambda version: tuple(int(part) for part in version.split(".")))


def merge_ranges(ranges: tuple[Range, ...] | list[Range]) -> list[Range]:
    """Sort inclusive ranges and merge any that overlap or touch (last + 1 == next first)."""
    merged: list[Range] = []
    for first, last in sorted(ranges):
        if first > last:
            raise ValueError(f"inverted range {first:#x}..{last:#x}")
        if merged and first <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], last))
        else:
            merged.append((first, last))
    return merged


def hex_literal(value: int) -> str:
    """Uppercase hex with at least four digits, e.g. 0x00AD, 0x1F600."""
    return f"0x{value:04X}"


def swift_array_body(ranges: list[Range], indent: str) -> list[str]:
    """Lay out the pairs as array-literal lines, never splitting a pair across two lines."""
    lines: list[str] = []
    current = ""
    for first, last in ranges:
        pair = f"{hex_literal(first)}, {hex_literal(last)},"
        if current and len(f"{current} {pair}") > MAX_LINE:
            lines.append(current)
            current = ""
        current = f"{current} {pair}" if current else indent + pair
    if current:
        lines.append(current)
    return lines


def swift_table(name: str, doc_lines: list[str], ranges: list[Range]) -> list[str]:
    """Emit one documented `static let name: [UInt32] = [...]` declaration."""
    member = INDENT
    lines = [f"{member}/// {text}" for text in doc_lines]
    lines.append(f"{member}static let {name}: [UInt32] = [")
    lines.extend(swift_array_body(ranges, member + INDENT))
    lines.append(f"{member}]")
    return lines


def load_tables() -> tuple[str, dict[str, tuple[str, list[Range]]]]:
    """Import wcwidth's data modules; return its version and {name: (unicode version, ranges)}."""
    from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE
    from wcwidth.table_wide import WIDE_EASTASIAN
    from wcwidth.table_zero import ZERO_WIDTH

    tables = {}
    for name, source in (("wide", WIDE_EASTASIAN),
                         ("zero", ZERO_WIDTH),
                         ("vs16", VS16_NARROW_TO_WIDE)):
        version = newest_version_key(source)
        tables[name] = (version, merge_ranges(source[version]))
    return importlib.metadata.version("wcwidth"), tables


def render(wcwidth_version: str, tables: dict[str, tuple[str, list[Range]]]) -> str:
    """Build the complete Swift source text."""
    unicode_version = tables["wide"][0]
    lines = [
        "// swift-format-ignore-file",
        "// Generated by Scripts/generate-character-widths.py. Do not edit by hand.",
        f"// Source: wcwidth {wcwidth_version} (PyPI), Unicode {unicode_version} tables;"
        " MIT licence,",
        "// Copyright (c) 2014 Jeff Quast (LICENSES/wcwidth-MIT.txt).",
        "",
        "extension CharacterWidth {",
    ]
    lines += swift_table(
        "wideRanges",
        ["East Asian Wide and Fullwidth scalars, as inclusive (first, last) pairs, sorted."],
        tables["wide"][1])
    lines.append("")
    lines += swift_table(
        "zeroWidthRanges",
        ["Scalars that take no cell (combining marks, zero-width format characters), as"
         " inclusive",
         "(first, last) pairs, sorted."],
        tables["zero"][1])
    lines.append("")
    lines += swift_table(
        "emojiPresentationRanges",
        ["Scalars that become two cells wide when followed by VS16 (U+FE0F), as inclusive"
         " pairs."],
        tables["vs16"][1])
    lines.append("}")

    too_long = [line for line in lines if len(line) > MAX_LINE]
    if too_long:
        raise RuntimeError(f"line exceeds {MAX_LINE} columns: {too_long[0]!r}")
    return "\n".join(lines) + "\n"


def contains(ranges: list[Range], scalar: int) -> bool:
    """Binary search over merged, sorted inclusive ranges."""
    low, high = 0, len(ranges) - 1
    while low <= high:
        mid = (low + high) // 2
        first, last = ranges[mid]
        if scalar < first:
            high = mid - 1
        elif scalar > last:
            low = mid + 1
        else:
            return True
    return False


def verify(tables: dict[str, tuple[str, list[Range]]]) -> int:
    """Compare table-derived widths with wcwidth.wcwidth() for every scalar; return mismatches."""
    import wcwidth

    zero, wide = tables["zero"][1], tables["wide"][1]
    mismatches = 0
    for scalar in range(0x110000):
        if 0xD800 <= scalar <= 0xDFFF:
            continue                      # surrogates are not Unicode scalars
        expected = wcwidth.wcwidth(chr(scalar))
        if expected < 0:
            continue                      # C0/C1 controls: wcwidth's -1, handled by hand in Swift
        # Zero width takes precedence over wide, exactly as in wcwidth.
        actual = 0 if contains(zero, scalar) else 2 if contains(wide, scalar) else 1
        if actual != expected:
            mismatches += 1
            if mismatches <= 20:
                print(f"mismatch U+{scalar:04X}: tables {actual}, wcwidth {expected}",
                      file=sys.stderr)
    return mismatches


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="output path, relative to the repo root unless absolute")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the output file is out of date instead of writing it")
    parser.add_argument("--verify", action="store_true",
                        help="cross-check every scalar against wcwidth.wcwidth()")
    args = parser.parse_args()

    try:
        wcwidth_version, tables = load_tables()
    except ImportError:
        print(f"wcwidth is not installed; pip install wcwidth=={PINNED_WCWIDTH_VERSION}",
              file=sys.stderr)
        return 2
    if wcwidth_version != PINNED_WCWIDTH_VERSION:
        print(f"wcwidth {wcwidth_version} is installed, but the tables are pinned to "
              f"{PINNED_WCWIDTH_VERSION}; install that or update PINNED_WCWIDTH_VERSION",
              file=sys.stderr)
        return 2

    text = render(wcwidth_version, tables)
    output = args.output if args.output.is_absolute() else REPO_ROOT / args.output
    shown = output.relative_to(REPO_ROOT) if output.is_relative_to(REPO_ROOT) else output

    if args.verify:
        mismatches = verify(tables)
        if mismatches:
            print(f"{mismatches} scalars differ from wcwidth.wcwidth()", file=sys.stderr)
            return 1
        print("verify: every non-control scalar matches wcwidth.wcwidth()")

    if args.check:
        current = output.read_text(encoding="utf-8") if output.exists() else None
        if current != text:
            print(f"{shown} is out of date; rerun the generator",
                  file=sys.stderr)
            return 1
        print(f"{shown} is up to date")
        return 0

    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8")
    counts = ", ".join(f"{name} {len(ranges)} ranges (Unicode {version})"
                       for name, (version, ranges) in tables.items())
    print(f"wrote {shown}: wcwidth {wcwidth_version}; {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
