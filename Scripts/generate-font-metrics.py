#!/usr/bin/env python3
"""Generate Galley's embedded Inter metric tables.

Galley lays out text without a font engine at run time, so the metrics it
needs (vertical metrics, advance widths and kerning) are baked into Swift
source files. This script produces them from the Inter 4 variable font shipped
in the PyPI package ``fontpkg-inter``.

How to run (from the repository root; keep the virtual environment outside
the repository):

    python3 -m venv /tmp/fontvenv
    /tmp/fontvenv/bin/pip install fonttools==4.68.0 fontpkg-inter==4.1.post1
    /tmp/fontvenv/bin/python3 Scripts/generate-font-metrics.py

(or activate the venv and run ``python3 Scripts/generate-font-metrics.py``).
Pass ``--check`` to compare the generated text with the files on disk without
writing anything; the exit status is 1 when they differ.

What it does, for each of the nine weights 100, 200, ..., 900:

1. Makes a static instance of ``Inter[opsz,wght].ttf`` with
   ``fontTools.varLib.instancer`` at opsz=14 and that wght.
2. Reads unitsPerEm, the hhea ascender/descender/lineGap, OS/2 sCapHeight and
   sxHeight, and the name ID 5 version string.
3. Collects the advance width (font units) of every Unicode scalar in
   ``ADVANCE_RANGES`` that the cmap maps (unmapped scalars are skipped).
4. Collects kerning pairs from the lookups of every GPOS 'kern' feature
   (PairPos formats 1 and 2, extension lookups of type 9 resolved), taking
   lookups in LookupList order and subtables in order; for each pair the first
   non-zero XAdvance of Value1 wins. A legacy 'kern' table (format 0), if the
   font has one, is read afterwards with the same rule. Only pairs whose two
   characters both lie in ``KERNING_RANGES`` are kept; glyphs are mapped back
   to scalars through the cmap (a glyph reached from several scalars yields a
   pair for each), and zero adjustments are dropped.
5. Writes ``Sources/Render/Text/Generated/FontFace+Inter<WeightName>.swift``.

Binary encoding of the two record strings (both standard base64, RFC 4648,
with padding, no line breaks inside the value):

* ``advanceRecords``: consecutive 6-byte records, sorted by scalar:
  UInt32 little-endian Unicode scalar, UInt16 little-endian advance width.
* ``kerningRecords``: consecutive 6-byte records, sorted by (left, right):
  UInt16 little-endian left scalar, UInt16 little-endian right scalar,
  Int16 little-endian adjustment in font units (negative pulls closer).

In the Swift file each base64 value is a multi-line string literal whose
lines end with a backslash (line continuation), so no newline or indentation
enters the value. The output is deterministic: the same inputs give the same
bytes on every run.
"""

from __future__ import annotations

import argparse
import base64
import importlib.metadata
import struct
import sys
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

# Versions the checked-in output was generated with. Other versions may
# round or merge differently, so they are refused unless --force is given.
PINNED_VERSIONS = {"fonttools": "4.68.0", "fontpkg-inter": "4.1.post1"}

FONT_FILE_NAME = "Inter[opsz,wght].ttf"
OPTICAL_SIZE = 14

# (wght, Swift name) in SwiftUI's Font.Weight naming.
WEIGHTS = [
    (100, "UltraLight"),
    (200, "Thin"),
    (300, "Light"),
    (400, "Regular"),
    (500, "Medium"),
    (600, "Semibold"),
    (700, "Bold"),
    (800, "Heavy"),
    (900, "Black"),
]

# Inclusive Unicode ranges whose advance widths are recorded.
ADVANCE_RANGES = [
    (0x0020, 0x007E),  # Basic Latin (printable)
    (0x00A0, 0x017F),  # Latin-1 Supplement, Latin Extended-A
    (0x0370, 0x03FF),  # Greek and Coptic
    (0x0400, 0x04FF),  # Cyrillic
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20BF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators
    (0x25A0, 0x25FF),  # Geometric Shapes
]

# Inclusive Unicode ranges whose kerning pairs are recorded (both sides).
KERNING_RANGES = [
    (0x0020, 0x007E),
    (0x00A0, 0x00FF),
]

REPO_ROOT = Path(__file__).resolve().parent.parent
OUTPUT_DIR = REPO_ROOT / "Sources" / "Render" / "Text" / "Generated"

# Base64 characters per line inside the Swift literal: 11 records of 8
# characters each, so a line is 6 (indent) + 88 + 1 (backslash) = 95 columns.
BASE64_LINE_LENGTH = 88
LITERAL_INDENT = " " * 6

GPOS_PAIR_ADJUSTMENT = 2
GPOS_EXTENSION = 9


def check_versions(force: bool) -> None:
    """Refuse to run with package versions other than the pinned ones."""
    mismatches = []
    for package, wanted in PINNED_VERSIONS.items():
        found = importlib.metadata.version(package)
        if found != wanted:
            mismatches.append(f"{package} {found} (pinned {wanted})")
    if mismatches:
        message = "unexpected package versions: " + ", ".join(mismatches)
        if not force:
            sys.exit(f"error: {message}; install the pinned versions or pass --force")
        print(f"warning: {message}", file=sys.stderr)


def locate_variable_font() -> Path:
    """Find the upright variable TTF inside the installed fontpkg_inter package."""
    import fontpkg_inter  # imported here so a missing package gives a clear error

    package_dir = Path(fontpkg_inter.__file__).resolve().parent
    # Compare names directly: the brackets in the file name are glob syntax.
    matches = sorted(path for path in package_dir.rglob("*.ttf") if path.name == FONT_FILE_NAME)
    if len(matches) != 1:
        sys.exit(f"error: expected one {FONT_FILE_NAME} under {package_dir}, found {matches}")
    return matches[0]


def in_ranges(scalar: int, ranges: list[tuple[int, int]]) -> bool:
    return any(low <= scalar <= high for low, high in ranges)


def version_string(font: TTFont) -> str:
    """Name ID 5, preferring the Windows English record."""
    record = font["name"].getName(5, 3, 1, 0x409)
    text = record.toUnicode() if record is not None else font["name"].getDebugName(5)
    if not text:
        sys.exit("error: the font has no name ID 5")
    return text


def short_version(full: str) -> str:
    """'Version 4.001;git-66647c0bb' -> '4.001'."""
    first = full.split(";")[0].strip()
    return first.removeprefix("Version").strip()


def collect_advances(font: TTFont, cmap: dict[int, str]) -> list[tuple[int, int]]:
    hmtx = font["hmtx"]
    return [
        (scalar, hmtx[glyph][0])
        for scalar, glyph in sorted(cmap.items())
        if in_ranges(scalar, ADVANCE_RANGES)
    ]


def x_advance(value_record) -> int:
    """XAdvance of a ValueRecord, 0 when absent."""
    if value_record is None:
        return 0
    return getattr(value_record, "XAdvance", 0) or 0


def kern_lookup_indices(gpos_table) -> list[int]:
    """Lookups referenced by any 'kern' feature, in LookupList order."""
    indices: set[int] = set()
    if gpos_table.FeatureList is not None:
        for record in gpos_table.FeatureList.FeatureRecord:
            if record.FeatureTag == "kern":
                indices.update(record.Feature.LookupListIndex)
    return sorted(indices)


def pair_subtables(lookup):
    """Yield the PairPos subtables of a lookup, looking through extensions."""
    for subtable in lookup.SubTable:
        lookup_type = lookup.LookupType
        if lookup_type == GPOS_EXTENSION:
            lookup_type = subtable.ExtensionLookupType
            subtable = subtable.ExtSubTable
        if lookup_type == GPOS_PAIR_ADJUSTMENT:
            yield subtable


def gpos_pair_values(subtable, left_glyphs: list[str], right_glyphs: list[str]):
    """Yield (left glyph, right glyph, XAdvance) for the glyphs of interest."""
    covered = {glyph: index for index, glyph in enumerate(subtable.Coverage.glyphs)}
    right_set = set(right_glyphs)
    if subtable.Format == 1:
        for left in left_glyphs:
            index = covered.get(left)
            if index is None:
                continue
            for record in subtable.PairSet[index].PairValueRecord:
                if record.SecondGlyph in right_set:
                    yield left, record.SecondGlyph, x_advance(record.Value1)
    elif subtable.Format == 2:
        first_classes = subtable.ClassDef1.classDefs
        second_classes = subtable.ClassDef2.classDefs
        for left in left_glyphs:
            if left not in covered:
                continue
            class1_record = subtable.Class1Record[first_classes.get(left, 0)]
            for right in right_glyphs:
                class2 = second_classes.get(right, 0)
                yield left, right, x_advance(class1_record.Class2Record[class2].Value1)


def legacy_kern_values(font: TTFont):
    """Yield (left glyph, right glyph, value) from a legacy 'kern' table."""
    if "kern" not in font:
        return
    for subtable in font["kern"].kernTables:
        if getattr(subtable, "format", None) != 0:
            continue
        coverage = getattr(subtable, "coverage", 1)
        # OpenType version 0 coverage bits: 0 horizontal, 1 minimum, 2 cross-stream.
        if font["kern"].version == 0 and (not coverage & 1 or coverage & 0b110):
            continue
        for (left, right), value in sorted(subtable.kernTable.items()):
            yield left, right, value


def collect_kerning(font: TTFont, cmap: dict[int, str]) -> list[tuple[int, int, int]]:
    # Glyph -> scalars in the kerning ranges (several scalars may share a glyph).
    scalars_of: dict[str, list[int]] = {}
    for scalar, glyph in sorted(cmap.items()):
        if in_ranges(scalar, KERNING_RANGES):
            scalars_of.setdefault(glyph, []).append(scalar)
    glyphs = sorted(scalars_of)

    # Glyph pair -> adjustment; the first non-zero value seen wins.
    glyph_pairs: dict[tuple[str, str], int] = {}

    def offer(left: str, right: str, value: int) -> None:
        if value != 0 and (left, right) not in glyph_pairs:
            glyph_pairs[(left, right)] = value

    if "GPOS" in font:
        gpos_table = font["GPOS"].table
        for lookup_index in kern_lookup_indices(gpos_table):
            lookup = gpos_table.LookupList.Lookup[lookup_index]
            for subtable in pair_subtables(lookup):
                for left, right, value in gpos_pair_values(subtable, glyphs, glyphs):
                    offer(left, right, value)
    for left, right, value in legacy_kern_values(font):
        if left in scalars_of and right in scalars_of:
            offer(left, right, value)

    pairs = [
        (left_scalar, right_scalar, value)
        for (left, right), value in glyph_pairs.items()
        for left_scalar in scalars_of[left]
        for right_scalar in scalars_of[right]
    ]
    return sorted(pairs)


def encode_advances(advances: list[tuple[int, int]]) -> str:
    data = b"".join(struct.pack("<IH", scalar, width) for scalar, width in advances)
    return base64.b64encode(data).decode("ascii")


def encode_kerning(pairs: list[tuple[int, int, int]]) -> str:
    data = b"".join(struct.pack("<HHh", left, right, value) for left, right, value in pairs)
    return base64.b64encode(data).decode("ascii")


def swift_literal(text: str) -> str:
    """A multi-line Swift string literal whose value is exactly `text`.

    Every content line but the last ends with a backslash, which joins it to
    the next line; the closing delimiter's indentation is stripped from each
    line, so the value contains neither newlines nor spaces.
    """
    if not text:
        return '""'
    chunks = [text[i : i + BASE64_LINE_LENGTH] for i in range(0, len(text), BASE64_LINE_LENGTH)]
    body = "\\\n".join(LITERAL_INDENT + chunk for chunk in chunks)
    return f'"""\n{body}\n{LITERAL_INDENT}"""'


def render_swift(
    weight: int,
    name: str,
    version: str,
    metrics: dict[str, int],
    advances: list[tuple[int, int]],
    kerning: list[tuple[int, int, int]],
) -> str:
    package_version = PINNED_VERSIONS["fontpkg-inter"]
    lines = [
        "// swift-format-ignore-file",
        "// Generated by Scripts/generate-font-metrics.py. Do not edit by hand.",
        f'// Source: Inter {short_version(version)} ("{version}"), {FONT_FILE_NAME}',
        f"// from PyPI fontpkg-inter {package_version}, "
        f"instanced at opsz={OPTICAL_SIZE}, wght={weight}.",
        "// Derived from Inter, Copyright 2020 The Inter Project Authors, licensed under the",
        "// SIL Open Font License 1.1 (LICENSES/Inter-OFL.txt).",
        "",
        "extension FontFace {",
        f"  /// Inter {name} (weight {weight}): advances and kerning in font units.",
        f"  static let inter{name} = FontFace(",
        f"    weight: {weight},",
        f"    unitsPerEm: {metrics['unitsPerEm']},",
        f"    ascender: {metrics['ascender']},",
        f"    descender: {metrics['descender']},",
        f"    lineGap: {metrics['lineGap']},",
        f"    capHeight: {metrics['capHeight']},",
        f"    xHeight: {metrics['xHeight']},",
        f"    advanceRecords: {swift_literal(encode_advances(advances))},",
        f"    kerningRecords: {swift_literal(encode_kerning(kerning))}",
        "  )",
        "}",
    ]
    return "\n".join(lines) + "\n"


def generate(variable_font: TTFont, weight: int, name: str) -> tuple[str, int, int]:
    """Return (Swift source, advance count, kerning pair count) for one weight."""
    font = instancer.instantiateVariableFont(
        variable_font, {"opsz": OPTICAL_SIZE, "wght": weight}, inplace=False, static=True
    )
    cmap = font.getBestCmap()
    metrics = {
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": font["hhea"].ascent,
        "descender": font["hhea"].descent,
        "lineGap": font["hhea"].lineGap,
        "capHeight": font["OS/2"].sCapHeight,
        "xHeight": font["OS/2"].sxHeight,
    }
    advances = collect_advances(font, cmap)
    kerning = collect_kerning(font, cmap)
    source = render_swift(weight, name, version_string(font), metrics, advances, kerning)
    return source, len(advances), len(kerning)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="compare with the files on disk, write nothing"
    )
    parser.add_argument(
        "--force", action="store_true", help="run even with unpinned package versions"
    )
    args = parser.parse_args()

    check_versions(args.force)
    font_path = locate_variable_font()
    print(f"source: {font_path}")
    variable_font = TTFont(font_path)

    stale = []
    print(f"{'weight':>6}  {'name':<10}  {'advances':>8}  {'kern pairs':>10}  {'bytes':>7}  file")
    for weight, name in WEIGHTS:
        source, advance_count, pair_count = generate(variable_font, weight, name)
        path = OUTPUT_DIR / f"FontFace+Inter{name}.swift"
        data = source.encode("utf-8")
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        relative = path.relative_to(REPO_ROOT)
        print(
            f"{weight:>6}  {name:<10}  {advance_count:>8}  {pair_count:>10}  "
            f"{len(data):>7}  {relative}"
        )

    if stale:
        for path in stale:
            print(f"out of date: {path.relative_to(REPO_ROOT)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
