#!/usr/bin/env python3
"""Check that text drawn by an SVG viewer lands inside the layout's text frames.

Needs only the Python 3.11 standard library plus the viewers:

    python3 Scripts/check-text-ink.py DIR [--viewer rsvg|chromium] [--zoom 2]
        [--tolerance 1] [--alpha-threshold 64] [--ink auto|alpha|background]
        [--diff-threshold 64] [--strict-gaps] [--all-lines] [--report FILE] [--json FILE]
    python3 Scripts/check-text-ink.py DIR --compare-viewers [--zoom ...] [--tolerance ...]
        [--alpha-threshold ...] [--ink ...] [--diff-threshold ...] [--all-lines]
        [--report FILE] [--json FILE]
    python3 Scripts/check-text-ink.py --self-test [--viewer ...] [--zoom ...]

DIR holds `text-frames.json` (coordinates in SVG user units = points, origin top-left):

    {"text": "outlines",
     "screens": [{"name": "settings", "svg": "settings.text-only.svg",
                  "width": 393, "height": 852, "unchecked": {"clipped": 5, "transparent": 1},
                  "lines": [{"text": "General", "x": 16.0, "y": 100.0, "width": 61.2,
                             "height": 20.29, "baseline": 116.19, "size": 17,
                             "italic": false}]}]}

"text" says how the SVGs draw text: "outlines" (glyph outlines as paths) or "font
references" (`<text>` elements, set by the viewer in whatever font it finds); it is
only reported. Each line is the layout box of one laid-out line (width = advance
width, trailing spaces excluded), "baseline" the y of its text baseline; lines are
numbered from 1 in JSON order. "unchecked" counts, by reason, the lines the exporter
deliberately left out (e.g. "clipped", "transparent"); those counts, and the lines with
blank text, which are skipped here ("blank"), are only reported. Each SVG (relative to
DIR) draws only that screen's texts on a transparent background, so every ink pixel
is text.

Each SVG is rendered at the zoom with `rsvg-convert -z` or headless Chromium
(`chromium` or `chromium-browser`), the PNG decoded here (8-bit grey, grey+alpha,
RGB or RGBA, not interlaced), and each ink pixel placed by its centre in points.
Ink is alpha >= --alpha-threshold; on an opaque render (no alpha channel, or an
opaque top-left pixel, as when Chromium ignores the transparent background) it is
a pixel differing from the top-left pixel by more than --diff-threshold in some
channel. A pixel whose centre lies in no frame grown by --tolerance is stray ink:
it is attributed to the nearest frame, and its overflow is how far the pixel
reaches beyond that frame. Italic glyphs are slanted by skewX(-12 deg) about the
baseline, so an italic line's frame also grows by tan(12 deg) x (baseline - frame
top) on the right and tan(12 deg) x (frame bottom - baseline) on the left (by
tan(12 deg) x size on the right only, when the line has no "baseline").

A line fails when stray ink is attributed to it, or when it has visible characters
but no ink. A gap (ink left edge - frame left edge, or frame right edge - ink right
edge, over the ink inside the grown frame) above 0.25 x size is a warning, a
failure with --strict-gaps; a side whose text starts/ends with whitespace is not
judged.

--compare-viewers renders every screen with both rsvg-convert and Chromium at the
same zoom. For each line, the bounding boxes of the ink inside its grown frame in the
two renders are compared: the line's difference is the largest of the four edge
differences, in points, and the line agrees when that is at most --tolerance (a line
with ink in one render only disagrees; one with ink in neither is not compared). Ink
outside the frames is in neither box (the normal mode reports it), but it counts in
each screen's share of differing pixels: pixels whose alpha differs between the two
renders by more than --diff-threshold (on an opaque render, a pixel's alpha is taken
to be its largest channel difference from the top-left pixel).

The Markdown report goes to stdout (or --report FILE). --json FILE also writes the
per-line results (UTF-8, keys sorted, screens by name, lines by number; points rounded
to 0.01):

    {"failed": 1, "screens": [{"name": "settings", "lines": [{"line": 1, "text": "General",
      "overflow": 0.0, "left_gap": 1.5, "right_gap": -0.5, "passed": true}]}]}

where the gaps are null for a line without ink, and "failed" counts failing lines plus
screens with ink but no line to blame. With --compare-viewers each line is {"line",
"text", "difference" (null when only one render has ink), "agrees"}, each screen also
has "differing_pixels" (a share, 0-1), and "failed" counts disagreeing lines.

Exit status: 0 when every line passes (agrees), 1 when any fails (disagrees), 2 on
usage or tool errors.
"""

from __future__ import annotations

import argparse
import json
import math
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ITALIC_SLANT = math.tan(math.radians(12))
GAP_RATIO = 0.25
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # PNG colour type -> samples per pixel
Box = tuple[float, float, float, float]  # min x, min y, max x, max y (points)
VIEWERS = {"rsvg": "rsvg-convert", "chromium": "Chromium (headless)"}
EDGES = ("left", "top", "right", "bottom")


class ToolError(Exception):
    """Bad input or a failing tool: printed on stderr, exit status 2."""


# --- PNG decoding -------------------------------------------------------------------

@dataclass
class Image:
    width: int
    height: int
    channels: int  # 1 grey, 2 grey+alpha, 3 RGB, 4 RGBA; 8 bits each
    rows: list[bytes]

    def pixel(self, x: int, y: int) -> bytes:
        return self.rows[y][x * self.channels:(x + 1) * self.channels]


def paeth(left: int, up: int, upleft: int) -> int:
    estimate = left + up - upleft
    d_left, d_up, d_upleft = abs(estimate - left), abs(estimate - up), abs(estimate - upleft)
    if d_left <= d_up and d_left <= d_upleft:
        return left
    return up if d_up <= d_upleft else upleft


def unfilter_row(kind: int, line: bytearray, prior: bytes, bpp: int) -> None:
    """Undo PNG filter `kind` on `line` in place; `prior` is the decoded row above."""
    if kind == 1:  # Sub
        for i in range(bpp, len(line)):
            line[i] = (line[i] + line[i - bpp]) & 0xFF
    elif kind == 2:  # Up
        for i in range(len(line)):
            line[i] = (line[i] + prior[i]) & 0xFF
    elif kind == 3:  # Average
        for i in range(len(line)):
            left = line[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + ((left + prior[i]) >> 1)) & 0xFF
    elif kind == 4:  # Paeth
        for i in range(len(line)):
            left, upleft = (line[i - bpp], prior[i - bpp]) if i >= bpp else (0, 0)
            line[i] = (line[i] + paeth(left, prior[i], upleft)) & 0xFF
    elif kind != 0:
        raise ToolError(f"PNG: unknown filter type {kind}")


def decode_png(data: bytes) -> Image:
    if not data.startswith(PNG_SIGNATURE):
        raise ToolError("not a PNG file")
    pos, header, idat = 8, None, []
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length  # length, type, body, CRC
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise ToolError("PNG: no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if interlace:
        raise ToolError("PNG: interlaced images are not supported")
    if depth != 8 or colour not in CHANNELS:
        raise ToolError(f"PNG: bit depth {depth}, colour type {colour} not supported "
                        "(need 8-bit grey, grey+alpha, RGB or RGBA)")
    bpp = CHANNELS[colour]
    stride = width * bpp
    try:
        raw = zlib.decompress(b"".join(idat))
    except zlib.error as error:
        raise ToolError(f"PNG: image data is corrupt ({error})") from None
    if len(raw) < height * (stride + 1):
        raise ToolError("PNG: image data is truncated")
    rows, prior = [], bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        line = bytearray(raw[start + 1:start + 1 + stride])
        unfilter_row(raw[start], line, prior, bpp)
        prior = bytes(line)
        rows.append(prior)
    return Image(width, height, bpp, rows)


def ink_mode(image: Image, requested: str) -> str:
    """'alpha' or 'background': how ink is told from the rest of the render."""
    has_alpha = image.channels in (2, 4)
    if requested == "alpha" and not has_alpha:
        raise ToolError("--ink alpha needs a PNG with an alpha channel")
    if requested != "auto":
        return requested
    return "alpha" if has_alpha and image.pixel(0, 0)[-1] < 255 else "background"


def ink_rows(image: Image, mode: str, alpha_threshold: int,
             diff_threshold: int) -> Iterator[tuple[int, list[int]]]:
    """Yield (y, xs) for each pixel row holding ink, xs the ink columns."""
    c = image.channels
    if mode == "alpha":
        for y, row in enumerate(image.rows):
            alphas = row[c - 1::c]
            if alphas and max(alphas) >= alpha_threshold:
                yield y, [x for x, a in enumerate(alphas) if a >= alpha_threshold]
        return
    background = image.pixel(0, 0)
    blank = background * image.width
    for y, row in enumerate(image.rows):
        if row == blank:
            continue
        pixels = (row[x * c:(x + 1) * c] for x in range(image.width))
        xs = [x for x, pixel in enumerate(pixels) if pixel != background
              and max(abs(p - b) for p, b in zip(pixel, background, strict=True)) > diff_threshold]
        if xs:
            yield y, xs


def ink_strength(image: Image, mode: str, width: int, height: int) -> list[bytes]:
    """Each pixel's alpha (0-255), row by row, padded with 0 to width x height pixels.
    On an opaque render a pixel's alpha is its largest channel difference from the
    top-left pixel."""
    c = image.channels
    if mode == "alpha":
        rows = [row[c - 1::c] for row in image.rows]
    else:
        background = image.pixel(0, 0)
        blank = background * image.width
        rows = []
        for row in image.rows:
            if row == blank:
                rows.append(bytes(image.width))
                continue
            pixels = (row[x * c:(x + 1) * c] for x in range(image.width))
            rows.append(bytes(max(abs(p - b) for p, b in zip(pixel, background, strict=True))
                              for pixel in pixels))
    padding = bytes(width - image.width)
    return [row + padding for row in rows] + [bytes(width)] * (height - image.height)


def differing_pixels(first: list[bytes], second: list[bytes], threshold: int) -> int:
    """How many pixels' alphas differ by more than `threshold` (same-sized row lists)."""
    return sum(sum(1 for a, b in zip(row_a, row_b, strict=True) if abs(a - b) > threshold)
               for row_a, row_b in zip(first, second, strict=True) if row_a != row_b)


# --- Checking -----------------------------------------------------------------------

def grow(box: Box | None, other: Box) -> Box:
    if box is None:
        return other
    return (min(box[0], other[0]), min(box[1], other[1]),
            max(box[2], other[2]), max(box[3], other[3]))


@dataclass
class Line:
    number: int  # 1-based position in the screen's "lines"
    text: str
    frame: Box
    size: float
    italic: bool
    lean: tuple[float, float]  # how far slanted italic ink may reach left and right (points)
    allowed: Box  # frame grown by the tolerance and the italic lean
    ink: Box | None = None  # ink whose pixel centres lie in `allowed`
    stray: int = 0
    stray_box: Box | None = None
    overflow: float = 0.0
    failures: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def reach(self, pixel: Box) -> float:
        """How far the pixel reaches beyond the frame, in points (0 when inside)."""
        dx = max(self.frame[0] - pixel[0], pixel[2] - self.frame[2], 0.0)
        dy = max(self.frame[1] - pixel[1], pixel[3] - self.frame[3], 0.0)
        return math.hypot(dx, dy)

    def gaps(self) -> tuple[float, float]:
        assert self.ink is not None
        return self.ink[0] - self.frame[0], self.frame[2] - self.ink[2]

    def judged_gaps(self) -> list[tuple[str, float]]:
        if self.ink is None:
            return []
        left, right = self.gaps()
        sides = [] if self.text[0].isspace() else [("left", left)]
        return sides + ([] if self.text[-1].isspace() else [("right", right)])


@dataclass
class Screen:
    name: str
    lines: list[Line]  # the lines checked: those with visible text
    unchecked: Counter[str]  # lines not checked, by reason
    unattributed: int = 0  # stray ink pixels on a screen with no line to blame
    notes: list[str] = field(default_factory=list)

    def failing(self) -> list[Line]:
        return [line for line in self.lines if line.failures]

    def failure_count(self) -> int:
        """Failing lines, plus 1 for ink on a screen without a line to blame."""
        return len(self.failing()) + (1 if self.unattributed else 0)


def italic_lean(frame: Box, size: float, baseline: float | None) -> tuple[float, float]:
    """(left, right): how far glyphs slanted by skewX(-12 deg) about the baseline may
    reach beyond the frame; tan(12 deg) x size on the right without a baseline."""
    if baseline is None:
        return 0.0, ITALIC_SLANT * size
    return (ITALIC_SLANT * max(frame[3] - baseline, 0.0),
            ITALIC_SLANT * max(baseline - frame[1], 0.0))


def make_line(number: int, entry: dict[str, Any], tolerance: float) -> Line:
    x, y = float(entry["x"]), float(entry["y"])
    frame = (x, y, x + float(entry["width"]), y + float(entry["height"]))
    size, italic = float(entry["size"]), bool(entry.get("italic", False))
    baseline = None if entry.get("baseline") is None else float(entry["baseline"])
    lean = italic_lean(frame, size, baseline) if italic else (0.0, 0.0)
    allowed = (frame[0] - tolerance - lean[0], frame[1] - tolerance,
               frame[2] + tolerance + lean[1], frame[3] + tolerance)
    return Line(number, str(entry["text"]), frame, size, italic, lean, allowed)


def unchecked_counts(spec: dict[str, Any]) -> Counter[str]:
    """The screen's "unchecked" counts, plus its lines with blank text as "blank"."""
    counts = Counter({str(reason): int(n) for reason, n in spec.get("unchecked", {}).items()})
    counts["blank"] += sum(1 for entry in spec["lines"] if not str(entry["text"]).strip())
    return +counts  # drops zero counts


def check_screen(spec: dict[str, Any], image: Image, options: argparse.Namespace) -> Screen:
    entries = enumerate(spec["lines"], start=1)
    lines = [make_line(n, e, options.tolerance) for n, e in entries if str(e["text"]).strip()]
    screen = Screen(str(spec["name"]), lines, unchecked_counts(spec))
    zoom = options.zoom
    mode = ink_mode(image, options.ink)
    if mode == "background":
        colour = image.pixel(0, 0).hex()
        screen.notes.append(f"opaque render: ink is what differs from the top-left #{colour}")
    expected = (round(float(spec["width"]) * zoom), round(float(spec["height"]) * zoom))
    if abs(image.width - expected[0]) > 1 or abs(image.height - expected[1]) > 1:
        screen.notes.append(f"rendered {image.width}x{image.height} px, "
                            f"expected {expected[0]}x{expected[1]} px")
    for py, xs in ink_rows(image, mode, options.alpha_threshold, options.diff_threshold):
        centre_y = (py + 0.5) / zoom
        row_lines = [line for line in lines if line.allowed[1] <= centre_y <= line.allowed[3]]
        for px in xs:
            centre_x = (px + 0.5) / zoom
            pixel = (px / zoom, py / zoom, (px + 1) / zoom, (py + 1) / zoom)
            inside = [ln for ln in row_lines if ln.allowed[0] <= centre_x <= ln.allowed[2]]
            for line in inside:
                line.ink = grow(line.ink, pixel)
            if inside:
                continue
            if not lines:
                screen.unattributed += 1
                continue
            nearest = min(lines, key=lambda ln: (ln.reach(pixel), ln.number))
            nearest.stray += 1
            nearest.stray_box = grow(nearest.stray_box, pixel)
            nearest.overflow = max(nearest.overflow, nearest.reach(pixel))
    for line in lines:
        judge(line, options.strict_gaps)
    return screen


def judge(line: Line, strict_gaps: bool) -> None:
    line.failures, line.warnings = [], []
    if line.stray:
        line.failures.append(f"{line.stray} stray ink pixels reaching {fmt(line.overflow)} pt "
                             f"beyond the frame (stray ink {box_text(line.stray_box)})")
    if line.ink is None:
        line.failures.append("no ink found in the frame")
    limit = GAP_RATIO * line.size
    for side, gap in line.judged_gaps():
        if gap > limit:
            message = f"{side} gap {fmt(gap)} pt > {fmt(limit)} pt (0.25 x size)"
            (line.failures if strict_gaps else line.warnings).append(message)


# --- Comparing viewers --------------------------------------------------------------

@dataclass
class Agreement:
    line: Line  # as checked on the rsvg-convert render
    other: Box | None  # the line's ink in its grown frame on the Chromium render

    def difference(self) -> tuple[float, str] | None:
        """The largest edge difference (points) and its edge; None unless both have ink."""
        if self.line.ink is None or self.other is None:
            return None
        edges = zip((abs(a - b) for a, b in zip(self.line.ink, self.other)), EDGES)
        return max(edges, key=lambda edge: edge[0])  # the first of equal edges

    def agrees(self, tolerance: float) -> bool:
        difference = self.difference()
        return difference is not None and difference[0] <= tolerance


@dataclass
class Comparison:
    name: str
    lines: list[Agreement]  # lines with visible text and ink in at least one render
    unchecked: Counter[str]
    differing: int  # pixels whose alpha differs by more than the threshold
    pixels: int
    notes: list[str] = field(default_factory=list)

    def disagreeing(self, tolerance: float) -> list[Agreement]:
        return [pair for pair in self.lines if not pair.agrees(tolerance)]

    def largest(self) -> float:
        differences = (pair.difference() for pair in self.lines)
        return max((d[0] for d in differences if d is not None), default=0.0)


def compare_screen(spec: dict[str, Any], rsvg: Image, chromium: Image,
                   options: argparse.Namespace) -> Comparison:
    first, second = check_screen(spec, rsvg, options), check_screen(spec, chromium, options)
    pairs = [Agreement(a, b.ink) for a, b in zip(first.lines, second.lines, strict=True)]
    width, height = max(rsvg.width, chromium.width), max(rsvg.height, chromium.height)
    alphas = [ink_strength(image, ink_mode(image, options.ink), width, height)
              for image in (rsvg, chromium)]
    differing = differing_pixels(*alphas, options.diff_threshold)
    inked = [p for p in pairs if p.line.ink is not None or p.other is not None]
    notes = [f"{VIEWERS['rsvg']}: {note}" for note in first.notes]
    notes += [f"{VIEWERS['chromium']}: {note}" for note in second.notes]
    notes += [f"line {p.line.number} {quoted(p.line.text)}: no ink in either render"
              for p in pairs if p.line.ink is None and p.other is None]
    return Comparison(first.name, inked, first.unchecked, differing, width * height, notes)


# --- Rendering ----------------------------------------------------------------------

def render(svg: Path, png: Path, spec: dict[str, Any], viewer: str, zoom: float,
           tmp: Path) -> None:
    scale = f"{zoom:g}"
    if viewer == "rsvg":
        tool = shutil.which("rsvg-convert")
        if tool is None:
            raise ToolError("rsvg-convert not found (Debian package librsvg2-bin)")
        command = [tool, "-z", scale, "-o", str(png), str(svg)]
    else:
        tool = shutil.which("chromium") or shutil.which("chromium-browser")
        if tool is None:
            raise ToolError("Chromium not found (looked for chromium and chromium-browser)")
        size = f"{math.ceil(float(spec['width']))},{math.ceil(float(spec['height']))}"
        command = [tool, "--headless=new", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
                   f"--force-device-scale-factor={scale}", "--default-background-color=00000000",
                   f"--window-size={size}", f"--user-data-dir={tmp / 'chromium-profile'}",
                   f"--screenshot={png}", svg.resolve().as_uri()]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=180)
    except subprocess.TimeoutExpired:
        raise ToolError(f"{Path(tool).name} timed out on {svg}") from None
    if done.returncode != 0 or not png.exists():
        raise ToolError(f"{Path(tool).name} failed on {svg}:\n{done.stderr.strip()[-2000:]}")


@contextmanager
def reading(manifest: Path) -> Iterator[None]:
    """Turn a malformed manifest (or a file error) into a ToolError naming it."""
    try:
        yield
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise ToolError(f"{manifest}: {type(error).__name__}: {error}") from None


def load_manifest(directory: Path) -> tuple[str, list[dict[str, Any]]]:
    """How the SVGs draw text ("text") and the screens, sorted by name."""
    data = json.loads((directory / "text-frames.json").read_text(encoding="utf-8"))
    specs = sorted(data["screens"], key=lambda spec: str(spec["name"]))
    return str(data.get("text", "not stated")), specs


def renders(directory: Path, specs: list[dict[str, Any]], viewers: tuple[str, ...],
            zoom: float) -> Iterator[tuple[dict[str, Any], list[Image]]]:
    """Each screen's spec with its renders, one per viewer."""
    with tempfile.TemporaryDirectory(prefix="check-text-ink-") as tmp:
        for index, spec in enumerate(specs):
            svg = directory / str(spec["svg"])
            if not svg.is_file():
                raise ToolError(f"{svg}: no such SVG file")
            images = []
            for viewer in viewers:
                png = Path(tmp) / f"screen-{index}-{viewer}.png"
                render(svg, png, spec, viewer, zoom, Path(tmp))
                try:
                    images.append(decode_png(png.read_bytes()))
                except ToolError as error:
                    raise ToolError(f"{svg} ({VIEWERS[viewer]}): {error}") from None
            yield spec, images


def run_checks(directory: Path, options: argparse.Namespace) -> tuple[str, list[Screen]]:
    with reading(directory / "text-frames.json"):
        drawing, specs = load_manifest(directory)
        return drawing, [check_screen(spec, images[0], options) for spec, images
                         in renders(directory, specs, (options.viewer,), options.zoom)]


def run_comparison(directory: Path,
                   options: argparse.Namespace) -> tuple[str, list[Comparison]]:
    with reading(directory / "text-frames.json"):
        drawing, specs = load_manifest(directory)
        return drawing, [compare_screen(spec, *images, options) for spec, images
                         in renders(directory, specs, ("rsvg", "chromium"), options.zoom)]


# --- Reporting ----------------------------------------------------------------------

def fmt(value: float) -> str:
    text = f"{value:.2f}"
    return "0.00" if text == "-0.00" else text


def points(value: float) -> float:
    """A value for the JSON output: rounded to 0.01, never -0.0."""
    rounded = round(value, 2)
    return 0.0 if rounded == 0 else rounded


def box_text(box: Box | None) -> str:
    if box is None:
        return "none"
    return f"x {fmt(box[0])}-{fmt(box[2])}, y {fmt(box[1])}-{fmt(box[3])}"


def cell(text: str) -> str:
    """Text made safe for a Markdown table cell."""
    return text.replace("|", "\\|")


def quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def unchecked_text(counts: Counter[str]) -> str:
    """E.g. "5 clipped, 1 transparent"; "none" when empty."""
    return ", ".join(f"{n} {reason}" for reason, n in sorted(counts.items())) or "none"


def describe(screen_name: str, line: Line) -> str:
    head = f"- `{screen_name}` line {line.number} {quoted(line.text)} (size {fmt(line.size)}"
    if line.italic:
        head += (f", italic: {fmt(line.lean[0])} pt extra allowed on the left, "
                 f"{fmt(line.lean[1])} pt on the right")
    return f"{head}): frame {box_text(line.frame)}"


def summary(drawing: str, unchecked: Counter[str]) -> str:
    return f"text drawn as {drawing}; lines not checked: {unchecked_text(unchecked)}"


def report(drawing: str, screens: list[Screen], options: argparse.Namespace) -> str:
    out = ["# Text ink check", "",
           f"Viewer {VIEWERS[options.viewer]} at zoom {options.zoom:g}; text drawn as "
           f"{drawing}; ink is alpha >= {options.alpha_threshold} (opaque renders: a channel "
           f"differing by > {options.diff_threshold} from the top-left pixel); tolerance "
           f"{fmt(options.tolerance)} pt; italic lines may lean tan(12 deg) x (baseline - top) "
           "further right and tan(12 deg) x (bottom - baseline) further left; gaps above "
           f"{GAP_RATIO:g} x size are " + ("failures." if options.strict_gaps else "warnings."),
           "", "| Screen | Lines checked | Lines outside their frame | Largest overflow (pt) "
           "| Largest gap (pt) | Failing lines | Not checked |",
           "| --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for s in screens:
        outside = sum(1 for line in s.lines if line.stray)
        overflow = max((line.overflow for line in s.lines), default=0.0)
        gap = max((g for line in s.lines for _, g in line.judged_gaps()), default=0.0)
        out.append(f"| {cell(s.name)} | {len(s.lines)} | {outside} | {fmt(overflow)} | {fmt(gap)} "
                   f"| {s.failure_count()} | {unchecked_text(s.unchecked)} |")
    notes = [f"- `{s.name}`: {note}" for s in screens for note in s.notes]
    out += ["", "Notes:", "", *notes] if notes else []
    failures = [f"- `{s.name}`: {s.unattributed} ink pixels but no line with visible text"
                for s in screens if s.unattributed]
    warnings = []
    for s in screens:
        for line in s.lines:
            gaps = "gaps n/a" if line.ink is None else "gaps left {}, right {}".format(
                *map(fmt, line.gaps()))
            text = f"{describe(s.name, line)}; ink in frame {box_text(line.ink)}; {gaps}"
            if line.failures:
                failures.append(text + "\n  - " + "\n  - ".join(line.failures))
            if line.warnings:
                warnings.append(text + "\n  - " + "\n  - ".join(line.warnings))
    out += ["", "## Failing lines", "", *(failures or ["None."])]
    out += ["", "## Gap warnings", "", *(warnings or ["None."])]
    if options.all_lines:
        out += ["", "## All lines", "", "| Screen | Line | Text | Left gap (pt) | Right gap (pt) "
                "| Overflow (pt) | Result |", "| --- | ---: | --- | ---: | ---: | ---: | --- |"]
        for s in screens:
            for line in s.lines:
                gaps = ("-", "-") if line.ink is None else tuple(map(fmt, line.gaps()))
                result = "fail" if line.failures else "warn" if line.warnings else "pass"
                out.append(f"| {cell(s.name)} | {line.number} | {cell(quoted(line.text))} "
                           f"| {gaps[0]} | {gaps[1]} | {fmt(line.overflow)} | {result} |")
    total = sum(len(s.lines) for s in screens)
    failing = sum(len(s.failing()) for s in screens)
    overflow = max((line.overflow for s in screens for line in s.lines), default=0.0)
    stray_screens = sum(1 for s in screens if s.unattributed)
    unchecked = sum((s.unchecked for s in screens), Counter())
    out += ["", f"Result: {failing} of {total} lines fail on {len(screens)} screen(s)"
            + (f", {stray_screens} screen(s) have ink but no line" if stray_screens else "")
            + f"; largest overflow {fmt(overflow)} pt; {summary(drawing, unchecked)}.", ""]
    return "\n".join(out)


def comparison_report(drawing: str, screens: list[Comparison],
                      options: argparse.Namespace) -> str:
    tolerance = options.tolerance
    first, second = VIEWERS["rsvg"], VIEWERS["chromium"]
    out = ["# Viewer comparison", "",
           f"{first} and {second} at zoom {options.zoom:g}; text drawn as {drawing}; ink is "
           f"alpha >= {options.alpha_threshold}. For each line, the bounding boxes of the ink in "
           f"its frame (grown by the tolerance {fmt(tolerance)} pt and any italic lean) are "
           f"compared edge by edge; a line agrees when no edge moves more than "
           f"{fmt(tolerance)} pt. A pixel differs when its alpha differs by more than "
           f"{options.diff_threshold} between the two renders.", "",
           "| Screen | Lines compared | Lines disagreeing | Largest edge difference (pt) "
           "| Differing pixels | Not checked |",
           "| --- | ---: | ---: | ---: | ---: | --- |"]
    for s in screens:
        out.append(f"| {cell(s.name)} | {len(s.lines)} | {len(s.disagreeing(tolerance))} "
                   f"| {fmt(s.largest())} | {share_text(s.differing, s.pixels)} "
                   f"| {unchecked_text(s.unchecked)} |")
    notes = [f"- `{s.name}`: {note}" for s in screens for note in s.notes]
    out += ["", "Notes:", "", *notes] if notes else []
    disagreeing = [f"{describe(s.name, pair.line)}; ink in frame {first} "
                   f"{box_text(pair.line.ink)}, {second} {box_text(pair.other)}; "
                   f"{difference_text(pair)}"
                   for s in screens for pair in s.disagreeing(tolerance)]
    out += ["", "## Disagreeing lines", "", *(disagreeing or ["None."])]
    if options.all_lines:
        out += ["", "## All lines", "", f"| Screen | Line | Text | {first} ink | {second} ink "
                "| Difference (pt) | Result |", "| --- | ---: | --- | --- | --- | ---: | --- |"]
        for s in screens:
            for pair in s.lines:
                difference = pair.difference()
                out.append(f"| {cell(s.name)} | {pair.line.number} "
                           f"| {cell(quoted(pair.line.text))} | {box_text(pair.line.ink)} "
                           f"| {box_text(pair.other)} "
                           f"| {'-' if difference is None else fmt(difference[0])} "
                           f"| {'agree' if pair.agrees(tolerance) else 'disagree'} |")
    total = sum(len(s.lines) for s in screens)
    failing = sum(len(s.disagreeing(tolerance)) for s in screens)
    largest = max((s.largest() for s in screens), default=0.0)
    differing, pixels = sum(s.differing for s in screens), sum(s.pixels for s in screens)
    unchecked = sum((s.unchecked for s in screens), Counter())
    out += ["", f"Result: {failing} of {total} lines disagree on {len(screens)} screen(s); "
            f"largest edge difference {fmt(largest)} pt; differing pixels "
            f"{share_text(differing, pixels)}; {summary(drawing, unchecked)}.", ""]
    return "\n".join(out)


def share_text(part: int, whole: int) -> str:
    return f"{100 * part / whole if whole else 0.0:.3f}% ({part} px)"


def difference_text(pair: Agreement) -> str:
    difference = pair.difference()
    if difference is None:
        return "ink in one render only"
    return f"difference {fmt(difference[0])} pt ({difference[1]} edge)"


def results_json(screens: list[Screen]) -> dict[str, Any]:
    def line_result(line: Line) -> dict[str, Any]:
        left, right = (None, None) if line.ink is None else map(points, line.gaps())
        return {"line": line.number, "text": line.text, "overflow": points(line.overflow),
                "left_gap": left, "right_gap": right, "passed": not line.failures}

    return {"screens": [{"name": s.name, "lines": [line_result(ln) for ln in s.lines]}
                        for s in screens],
            "failed": sum(s.failure_count() for s in screens)}


def comparison_json(screens: list[Comparison], tolerance: float) -> dict[str, Any]:
    def line_result(pair: Agreement) -> dict[str, Any]:
        difference = pair.difference()
        return {"line": pair.line.number, "text": pair.line.text,
                "difference": None if difference is None else points(difference[0]),
                "agrees": pair.agrees(tolerance)}

    return {"screens": [{"name": s.name, "lines": [line_result(pair) for pair in s.lines],
                         "differing_pixels": round(s.differing / s.pixels, 6) if s.pixels else 0}
                        for s in screens],
            "failed": sum(len(s.disagreeing(tolerance)) for s in screens)}


def write_json(path: Path, data: dict[str, Any]) -> None:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n",
                    encoding="utf-8")


# --- Self-test ----------------------------------------------------------------------

def encode_png(width: int, channels: int, rows: list[bytes]) -> bytes:
    """A PNG whose rows cycle through filter types 0-4 (written independently of the
    decoder, so a round trip checks both)."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + body))
        return struct.pack(">I", len(body)) + kind + body + crc

    predictors = [lambda a, b, c: 0, lambda a, b, c: a, lambda a, b, c: b,
                  lambda a, b, c: (a + b) // 2, paeth]
    raw, prior = bytearray(), bytes(width * channels)
    for y, row in enumerate(rows):
        kind = y % 5
        raw.append(kind)
        for i, value in enumerate(row):
            a, c = (row[i - channels], prior[i - channels]) if i >= channels else (0, 0)
            raw.append((value - predictors[kind](a, prior[i], c)) & 0xFF)
        prior = row
    colour = {v: k for k, v in CHANNELS.items()}[channels]
    header = struct.pack(">IIBBBBB", width, len(rows), 8, colour, 0, 0, 0)
    return (PNG_SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw)))
            + chunk(b"IEND", b""))


def ink_pixel_box(image: Image, options: argparse.Namespace) -> tuple[int, int, int, int]:
    mode = ink_mode(image, "auto")
    cells = [(x, y) for y, xs in ink_rows(image, mode, options.alpha_threshold,
                                          options.diff_threshold) for x in xs]
    return (min(x for x, _ in cells), min(y for _, y in cells),
            max(x for x, _ in cells), max(y for _, y in cells))


def rgba_image(width: int, height: int, rects: list[tuple[int, int, int, int]]) -> Image:
    """A transparent RGBA image with opaque black rects (x, y, width, height in pixels)."""
    def inked(x: int, y: int) -> bool:
        return any(rx <= x < rx + rw and ry <= y < ry + rh for rx, ry, rw, rh in rects)

    rows = [bytes(v for x in range(width) for v in ((0, 0, 0, 255) if inked(x, y) else (0,) * 4))
            for y in range(height)]
    return Image(width, height, 4, rows)


SELF_TEST_LINES = [  # text, frame (x, y, width, height), size, italic, baseline, ink rect
    ("Inside", (10, 10, 60, 20), 17, False, 26, (12, 14, 54, 14)),  # passes, gaps 2 and 4
    ("Outside", (10, 40, 60, 20), 17, False, 56, (12, 44, 63, 14)),  # 5 pt past the right
    # Italic: 3 pt past the right, within tan(12 deg) x (86 - 70) = 3.40 pt (+ tolerance).
    ("Slanted", (10, 70, 60, 20), 20, True, 86, (12, 74, 61, 14)),
    # Italic: 2 pt past the left, within tan(12 deg) x (120 - 110) = 2.13 pt (+ tolerance).
    ("Leaning", (10, 100, 60, 20), 20, True, 110, (8, 104, 60, 14)),
    # Italic: 3 pt past the left, beyond tan(12 deg) x (150 - 146) = 0.85 pt (+ tolerance).
    ("Too far", (10, 130, 60, 20), 20, True, 146, (7, 134, 60, 14)),
    # Italic without a baseline: 3 pt past the right, within tan(12 deg) x size = 4.25 pt.
    ("No baseline", (10, 160, 60, 20), 20, True, None, (12, 164, 61, 14)),
    ("Narrow", (10, 190, 60, 20), 10, False, 206, (10, 194, 30, 14)),  # right gap 30: warning
    (" ", (10, 220, 60, 20), 17, False, 236, None),  # blank: skipped
]


def self_test_compare(options: argparse.Namespace) -> None:
    """compare_screen on two made-up renders at zoom 1: "Same" has the same ink in both,
    "Wider" 2 px more on the right in the second (10 pixels differ)."""
    spec = {"name": "compare", "width": 60, "height": 20, "unchecked": {"clipped": 2},
            "lines": [{"text": "Same", "x": 4, "y": 4, "width": 20, "height": 10, "size": 10},
                      {"text": "Wider", "x": 32, "y": 4, "width": 20, "height": 10, "size": 10},
                      {"text": "Empty", "x": 4, "y": 16, "width": 20, "height": 4, "size": 4}]}
    first = rgba_image(60, 20, [(6, 5, 10, 5), (34, 5, 10, 5)])
    second = rgba_image(60, 20, [(6, 5, 10, 5), (34, 5, 12, 5)])
    compare_options = argparse.Namespace(**{**vars(options), "zoom": 1.0, "ink": "auto"})
    result = compare_screen(spec, first, second, compare_options)
    assert [pair.line.text for pair in result.lines] == ["Same", "Wider"]
    assert [pair.difference() for pair in result.lines] == [(0.0, "left"), (2.0, "right")]
    assert [pair.line.text for pair in result.disagreeing(1.0)] == ["Wider"]
    assert (result.differing, result.pixels) == (10, 1200), (result.differing, result.pixels)
    assert result.notes == ['line 3 "Empty": no ink in either render'], result.notes
    data = comparison_json([result], 1.0)
    assert data["failed"] == 1 and data["screens"][0]["differing_pixels"] == 0.008333, data
    text = comparison_report("outlines", [result], compare_options)
    assert "| compare | 2 | 1 | 2.00 | 0.833% (10 px) | 2 clipped |" in text, text


def self_test(options: argparse.Namespace) -> int:
    if not __debug__:
        raise ToolError("the self-test checks with assert: run it without -O")
    # 1. Decoder round trip: grey, grey+alpha, RGB and RGBA rows through all five filters.
    for channels in CHANNELS.values():
        rows = [bytes((x * 37 + y * 91 + x * y) % 256 for x in range(7 * channels))
                for y in range(10)]
        assert decode_png(encode_png(7, channels, rows)).rows == rows, channels
    # 2. An opaque RGB render with a dark rect: background mode finds exactly the rect.
    rows = [bytes(0 if 2 <= x < 5 and 3 <= y < 6 else 255 for x in range(8) for _ in "rgb")
            for y in range(9)]
    assert ink_pixel_box(decode_png(encode_png(8, 3, rows)), options) == (2, 3, 4, 5)
    # 3. The italic allowance: tan(12 deg) x (baseline - top) right, x (bottom - baseline) left.
    slanted = make_line(1, {"text": "x", "x": 10, "y": 70, "width": 60, "height": 20,
                            "baseline": 86, "size": 20, "italic": True}, 1.0)
    assert all(abs(a - b) < 1e-9 for a, b in zip(slanted.lean, (4 * ITALIC_SLANT,
                                                                16 * ITALIC_SLANT))), slanted
    # 4. Comparing two renders.
    self_test_compare(options)
    with tempfile.TemporaryDirectory(prefix="check-text-ink-self-test-") as tmp:
        directory = Path(tmp)
        # 5. The viewer's render of a known rect, decoded, gives its pixel box at zoom 1 and 2.
        (directory / "rect.svg").write_text(
            '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">'
            '<rect x="12" y="8" width="30" height="10" fill="#333"/></svg>')
        for zoom in (1.0, 2.0):
            spec = {"width": 64, "height": 32}
            png = directory / f"rect-{zoom:g}.png"
            render(directory / "rect.svg", png, spec, options.viewer, zoom, directory)
            image = decode_png(png.read_bytes())
            box = (round(12 * zoom), round(8 * zoom), round(42 * zoom) - 1, round(18 * zoom) - 1)
            assert (image.width, image.height) == (64 * zoom, 32 * zoom), image.width
            assert ink_pixel_box(image, options) == box, (zoom, ink_pixel_box(image, options))
        # 6. A whole check: "Outside" and "Too far" fail, "Narrow" has a gap warning.
        rects = "".join(f'<rect x="{r[0]}" y="{r[1]}" width="{r[2]}" height="{r[3]}"/>'
                        for *_, r in SELF_TEST_LINES if r)
        (directory / "t.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" '
                                         f'width="200" height="250">{rects}</svg>')
        lines = [{"text": t, "x": f[0], "y": f[1], "width": f[2], "height": f[3], "size": s,
                  "italic": i} | ({} if b is None else {"baseline": b})
                 for t, f, s, i, b, _ in SELF_TEST_LINES]
        screen_spec = {"name": "self-test", "svg": "t.svg", "width": 200, "height": 250,
                       "unchecked": {"clipped": 2}, "lines": lines}
        (directory / "text-frames.json").write_text(
            json.dumps({"text": "outlines", "screens": [screen_spec]}))
        drawing, screens = run_checks(directory, options)
        screen = screens[0]
        failing = [(line.text, round(line.overflow)) for line in screen.failing()]
        assert drawing == "outlines" and failing == [("Outside", 5), ("Too far", 3)], failing
        assert [line.text for line in screen.lines if line.warnings] == ["Narrow"]
        assert len(screen.lines) == 7 and screen.unchecked == Counter(blank=1, clipped=2)
        for line in screen.lines:
            judge(line, strict_gaps=True)
        assert [line.text for line in screen.failing()] == ["Outside", "Too far", "Narrow"]
        status = main([str(directory), "--report", str(directory / "report.md"),
                       "--json", str(directory / "results.json"),
                       "--viewer", options.viewer, "--zoom", f"{options.zoom:g}"])
        assert status == 1, status
        text = (directory / "report.md").read_text(encoding="utf-8")
        assert "| 2 | 1 blank, 2 clipped |" in text and "text drawn as outlines" in text
        results = json.loads((directory / "results.json").read_text(encoding="utf-8"))
        assert results["failed"] == 2, results
        assert [ln["text"] for ln in results["screens"][0]["lines"] if not ln["passed"]] == [
            "Outside", "Too far"], results
        inside = results["screens"][0]["lines"][0]
        assert (inside["left_gap"], inside["right_gap"]) == (2.0, 4.0), inside
        print(text)
    print("self-test passed")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory", nargs="?", type=Path, help="folder with text-frames.json")
    parser.add_argument("--viewer", choices=("rsvg", "chromium"),
                        help="the viewer to render with (default rsvg)")
    parser.add_argument("--compare-viewers", action="store_true",
                        help="render with both viewers and compare the ink line by line")
    parser.add_argument("--zoom", type=float, default=2.0, help="pixels per point (default 2)")
    parser.add_argument("--tolerance", type=float, default=1.0,
                        help="points a frame grows by before ink counts as stray, and the "
                        "largest edge difference of agreeing viewers (default 1)")
    parser.add_argument("--alpha-threshold", type=int, default=64,
                        help="alpha at or above which a pixel is ink (default 64)")
    parser.add_argument("--ink", choices=("auto", "alpha", "background"), default="auto",
                        help="tell ink by alpha, by difference from the top-left pixel, "
                        "or choose from the PNG (default auto)")
    parser.add_argument("--diff-threshold", type=int, default=64,
                        help="background mode: channel difference above which a pixel is ink; "
                        "--compare-viewers: alpha difference above which pixels differ "
                        "(default 64)")
    parser.add_argument("--strict-gaps", action="store_true", help="gap warnings fail lines")
    parser.add_argument("--all-lines", action="store_true",
                        help="also list every checked line's results")
    parser.add_argument("--report", type=Path, help="write the Markdown report here")
    parser.add_argument("--json", type=Path, help="also write the per-line results here")
    parser.add_argument("--self-test", action="store_true", help="check this script and exit")
    options = parser.parse_args(argv)
    if options.zoom <= 0 or options.tolerance < 0:
        parser.error("--zoom must be positive and --tolerance not negative")
    if options.compare_viewers and (options.viewer or options.strict_gaps):
        parser.error("--compare-viewers uses both viewers and judges no gaps: "
                     "drop --viewer and --strict-gaps")
    options.viewer = options.viewer or "rsvg"
    try:
        if options.self_test:
            return self_test(options)
        if options.directory is None:
            parser.error("a directory (or --self-test) is needed")
        if options.compare_viewers:
            drawing, comparisons = run_comparison(options.directory, options)
            text = comparison_report(drawing, comparisons, options)
            data = comparison_json(comparisons, options.tolerance)
        else:
            drawing, screens = run_checks(options.directory, options)
            text = report(drawing, screens, options)
            data = results_json(screens)
        if options.json:
            write_json(options.json, data)
        if options.report:
            options.report.write_text(text, encoding="utf-8")
        else:
            sys.stdout.write(text)
    except (ToolError, OSError) as error:
        print(f"check-text-ink: {error}", file=sys.stderr)
        return 2
    return 1 if data["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
