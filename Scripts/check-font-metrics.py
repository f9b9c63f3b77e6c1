#!/usr/bin/env python3
"""Decode the generated Inter metric tables and print a few sanity numbers.

Needs only the Python standard library; run from anywhere:

    python3 Scripts/check-font-metrics.py

It reads Sources/Render/Text/Generated/FontFace+Inter*.swift, decodes the
base64 records (layout documented in Scripts/generate-font-metrics.py) and
prints advances and kerned string widths at 17 pt.
"""

from __future__ import annotations

import base64
import re
import struct
from pathlib import Path

GENERATED = Path(__file__).resolve().parent.parent / "Sources/Render/Text/Generated"
POINT_SIZE = 17.0


def literal_value(source: str, label: str) -> str:
    """The value of a multi-line `label:` literal, backslash-newline joins removed."""
    match = re.search(label + r': (?:"""\n(.*?)\n\s*"""|"")', source, re.S)
    if match is None:
        raise ValueError(f"no {label} in file")
    body = match.group(1) or ""
    return "".join(line.strip().removesuffix("\\") for line in body.split("\n"))


def load(name: str) -> dict:
    source = (GENERATED / f"FontFace+Inter{name}.swift").read_text()
    face = {
        key: int(re.search(rf"    {key}: (-?\d+),", source).group(1))
        for key in ("weight", "unitsPerEm", "ascender", "descender", "lineGap",
                    "capHeight", "xHeight")
    }
    advances = base64.b64decode(literal_value(source, "advanceRecords"), validate=True)
    kerning = base64.b64decode(literal_value(source, "kerningRecords"), validate=True)
    assert len(advances) % 6 == 0 and len(kerning) % 6 == 0
    face["advances"] = dict(struct.iter_unpack("<IH", advances))
    face["kerning"] = {(l, r): v for l, r, v in struct.iter_unpack("<HHh", kerning)}
    assert list(face["advances"]) == sorted(face["advances"])
    assert list(face["kerning"]) == sorted(face["kerning"])
    return face


def width_units(face: dict, text: str, kern: bool = True) -> int:
    total = sum(face["advances"][ord(c)] for c in text)
    if kern:
        total += sum(face["kerning"].get((ord(a), ord(b)), 0) for a, b in zip(text, text[1:]))
    return total


def points(face: dict, units: int) -> float:
    return units * POINT_SIZE / face["unitsPerEm"]


def main() -> None:
    regular = load("Regular")
    semibold = load("Semibold")
    print(f"Regular: unitsPerEm {regular['unitsPerEm']}, ascender {regular['ascender']}, "
          f"descender {regular['descender']}, lineGap {regular['lineGap']}, "
          f"capHeight {regular['capHeight']}, xHeight {regular['xHeight']}")
    for char in "Mi ":
        units = regular["advances"][ord(char)]
        print(f"Regular {char!r}: {units} units = {points(regular, units):.3f} pt at 17 pt")
    for text in ("Hello, World",):
        plain = width_units(regular, text, kern=False)
        kerned = width_units(regular, text)
        print(f"Regular {text!r}: {kerned} units = {points(regular, kerned):.3f} pt kerned "
              f"({points(regular, plain):.3f} pt unkerned)")
    units = semibold["advances"][ord("M")]
    print(f"Semibold 'M': {units} units = {points(semibold, units):.3f} pt at 17 pt")


if __name__ == "__main__":
    main()
