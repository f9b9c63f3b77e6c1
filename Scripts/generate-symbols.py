#!/usr/bin/env python3
"""Generate Galley's SF Symbol table from Bootstrap Icons.

`Image(systemName:)` in Galley is backed by an embedded table that maps SF
Symbol names onto Bootstrap Icons (MIT licence). This script holds the
hand-written mapping, reads the matching SVG files from the Debian package
`bootstrap-icons`, turns every drawable element into SVG path data and writes

  Sources/Render/Symbols/Generated/SymbolCatalog+Bootstrap.swift
  LICENSES/Bootstrap-Icons-MIT.txt

Usage (Debian 12):

  apt-get install -y --no-install-recommends bootstrap-icons
  python3 Scripts/generate-symbols.py

The output depends only on the mapping below and on the installed package, so
running the script twice gives byte-identical files. Anything in an SVG that
the converter does not understand (transforms, strokes, unknown elements or
attributes, a viewBox other than 0 0 16 16) stops the script with an error
instead of being dropped silently.

Only the Python 3 standard library is used.
"""

import argparse
import re
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
OUTPUT_SWIFT = REPO_ROOT / "Sources/Render/Symbols/Generated/SymbolCatalog+Bootstrap.swift"
OUTPUT_LICENCE = REPO_ROOT / "LICENSES/Bootstrap-Icons-MIT.txt"

DEBIAN_PACKAGE = "bootstrap-icons"
DEFAULT_SVG_DIR = Path("/usr/share/bootstrap-icons/svg")
DEFAULT_COPYRIGHT = Path("/usr/share/doc/bootstrap-icons/copyright")

SVG_NS = "{http://www.w3.org/2000/svg}"
EXPECTED_VIEWBOX = "0 0 16 16"

# Generated Swift lines are kept to this many columns.
MAX_COLUMNS = 100

# ---------------------------------------------------------------------------
# Mapping table: SF Symbol name -> (Bootstrap icon name, text stand-in).
#
# The stand-in is the single character drawn on the text canvas. It has to be
# one column wide in a monospace terminal: ASCII where natural, otherwise a
# simple BMP symbol. Emoji-presentation and East-Asian-wide characters are
# rejected by `check_stand_in`.
#
# SF `.fill` variants map onto Bootstrap `-fill` icons. Entries whose
# Bootstrap file is missing from the installed package are skipped and listed
# in the summary (for example icons that only newer releases provide).
# ---------------------------------------------------------------------------
MAPPING = [
    # Editing and basic actions
    ("plus", "plus-lg", "+"),
    ("minus", "dash-lg", "-"),
    ("xmark", "x-lg", "×"),
    ("checkmark", "check-lg", "✓"),
    ("pencil", "pencil", "✎"),
    ("square.and.pencil", "pencil-square", "✎"),
    ("trash", "trash3", "⌧"),
    ("trash.fill", "trash3-fill", "⌧"),
    ("magnifyingglass", "search", "⌕"),
    ("link", "link-45deg", "∞"),
    ("paperclip", "paperclip", "§"),
    ("doc.on.doc", "files", "❐"),
    ("square.and.arrow.up", "box-arrow-up", "↥"),
    ("square.and.arrow.up.on.square", "box-arrow-up", "↥"),
    ("square.and.arrow.down", "box-arrow-in-down", "↧"),
    ("rectangle.portrait.and.arrow.right", "box-arrow-right", "⇥"),
    # Status and shapes
    ("plus.circle", "plus-circle", "⊕"),
    ("plus.circle.fill", "plus-circle-fill", "⊕"),
    ("minus.circle", "dash-circle", "⊖"),
    ("xmark.circle", "x-circle", "⊗"),
    ("xmark.circle.fill", "x-circle-fill", "⊗"),
    ("checkmark.circle", "check-circle", "✓"),
    ("checkmark.circle.fill", "check-circle-fill", "✓"),
    ("info.circle", "info-circle", "i"),
    ("info.circle.fill", "info-circle-fill", "i"),
    ("questionmark.circle", "question-circle", "?"),
    ("exclamationmark.triangle", "exclamation-triangle", "⚠"),
    ("exclamationmark.triangle.fill", "exclamation-triangle-fill", "⚠"),
    ("circle", "circle", "○"),
    ("circle.fill", "circle-fill", "●"),
    ("square", "square", "□"),
    ("square.fill", "square-fill", "■"),
    ("star", "star", "☆"),
    ("star.fill", "star-fill", "★"),
    ("heart", "heart", "♡"),
    ("heart.fill", "heart-fill", "♥"),
    ("bookmark", "bookmark", "▯"),
    ("bookmark.fill", "bookmark-fill", "▮"),
    ("flag", "flag", "⚐"),
    ("flag.fill", "flag-fill", "⚑"),
    ("tag", "tag", "#"),
    ("sparkles", "stars", "✧"),
    ("wand.and.stars", "magic", "✦"),
    # Navigation
    ("chevron.left", "chevron-left", "‹"),
    ("chevron.right", "chevron-right", "›"),
    ("chevron.up", "chevron-up", "˄"),
    ("chevron.down", "chevron-down", "˅"),
    ("chevron.backward", "chevron-left", "‹"),
    ("chevron.forward", "chevron-right", "›"),
    ("chevron.up.chevron.down", "chevron-expand", "⇕"),
    ("arrow.left", "arrow-left", "←"),
    ("arrow.right", "arrow-right", "→"),
    ("arrow.up", "arrow-up", "↑"),
    ("arrow.down", "arrow-down", "↓"),
    ("arrow.backward", "arrow-left", "←"),
    ("arrow.forward", "arrow-right", "→"),
    ("arrow.up.arrow.down", "arrow-down-up", "⇅"),
    ("arrow.clockwise", "arrow-clockwise", "↻"),
    ("arrow.counterclockwise", "arrow-counterclockwise", "↺"),
    ("arrow.triangle.2.circlepath", "arrow-repeat", "↻"),
    # Menus, lists and layout
    ("ellipsis", "three-dots", "…"),
    ("ellipsis.circle", "three-dots", "…"),
    ("line.3.horizontal", "list", "☰"),
    ("line.3.horizontal.decrease.circle", "filter-circle", "≡"),
    ("list.bullet", "list-ul", "≡"),
    ("slider.horizontal.3", "sliders", "≡"),
    ("square.grid.2x2", "grid", "⊞"),
    # Settings, system and security
    ("gear", "gear", "⚙"),
    ("gearshape", "gear", "⚙"),
    ("gearshape.fill", "gear-fill", "⚙"),
    ("power", "power", "⌽"),
    ("lock", "lock", "∩"),
    ("lock.fill", "lock-fill", "∩"),
    ("lock.open", "unlock", "∩"),
    ("eye", "eye", "◉"),
    ("eye.fill", "eye-fill", "◉"),
    ("eye.slash", "eye-slash", "⊘"),
    ("bell", "bell", "Ω"),
    ("bell.fill", "bell-fill", "Ω"),
    # People and communication
    ("person", "person", "☺"),
    ("person.fill", "person-fill", "☻"),
    ("person.circle", "person-circle", "☺"),
    ("person.crop.circle", "person-circle", "☺"),
    ("person.2", "people", "☺"),
    ("person.2.fill", "people-fill", "☻"),
    ("hand.thumbsup", "hand-thumbs-up", "+"),
    ("hand.thumbsup.fill", "hand-thumbs-up-fill", "+"),
    ("hand.raised", "hand-index", "☝"),
    ("envelope", "envelope", "✉"),
    ("envelope.fill", "envelope-fill", "✉"),
    ("paperplane", "send", "➤"),
    ("paperplane.fill", "send-fill", "➤"),
    ("tray", "inbox", "∐"),
    ("archivebox", "archive", "⊟"),
    ("phone", "telephone", "☎"),
    ("phone.fill", "telephone-fill", "☎"),
    ("message", "chat", "“"),
    ("message.fill", "chat-fill", "“"),
    ("bubble.left", "chat-left", "“"),
    ("bubble.left.fill", "chat-left-fill", "“"),
    # Media
    ("play", "play", "▷"),
    ("play.fill", "play-fill", "►"),
    ("play.circle", "play-circle", "▷"),
    ("play.circle.fill", "play-circle-fill", "►"),
    ("pause", "pause", "‖"),
    ("pause.fill", "pause-fill", "‖"),
    ("stop.fill", "stop-fill", "■"),
    ("forward.fill", "fast-forward-fill", "»"),
    ("backward.fill", "rewind-fill", "«"),
    ("shuffle", "shuffle", "⇄"),
    ("repeat", "repeat", "↻"),
    ("speaker.wave.2", "volume-up", "◁"),
    ("mic", "mic", "ψ"),
    ("mic.fill", "mic-fill", "ψ"),
    ("music.note", "music-note", "♪"),
    ("music.note.list", "music-note-list", "♫"),
    ("camera", "camera", "◙"),
    ("camera.fill", "camera-fill", "◙"),
    ("video", "camera-video", "⊳"),
    ("photo", "image", "▣"),
    ("photo.fill", "image-fill", "▣"),
    ("film", "film", "▥"),
    # Documents and storage
    ("doc", "file-earmark", "▯"),
    ("doc.fill", "file-earmark-fill", "▮"),
    ("doc.text", "file-earmark-text", "¶"),
    ("folder", "folder", "▱"),
    ("folder.fill", "folder-fill", "▰"),
    ("book", "book", "❏"),
    ("book.fill", "book-fill", "❏"),
    ("calendar", "calendar", "▦"),
    ("clock", "clock", "◷"),
    ("clock.fill", "clock-fill", "◷"),
    ("printer", "printer", "⌸"),
    ("externaldrive", "hdd", "▭"),
    # Devices and connectivity
    ("keyboard", "keyboard", "⌨"),
    ("desktopcomputer", "display", "▭"),
    ("laptopcomputer", "laptop", "▭"),
    ("iphone", "phone", "▯"),
    ("ipad", "tablet", "▯"),
    ("wifi", "wifi", "⌔"),
    ("battery.100", "battery-full", "▮"),
    ("bolt", "lightning", "↯"),
    ("bolt.fill", "lightning-fill", "↯"),
    ("lightbulb", "lightbulb", "¤"),
    ("lightbulb.fill", "lightbulb-fill", "¤"),
    # Weather and nature
    ("sun.max", "sun", "☼"),
    ("sun.max.fill", "sun-fill", "☼"),
    ("moon", "moon", "☾"),
    ("moon.fill", "moon-fill", "☾"),
    ("cloud", "cloud", "☁"),
    ("cloud.fill", "cloud-fill", "☁"),
    ("cloud.sun", "cloud-sun", "☁"),
    ("cloud.rain", "cloud-rain", "☂"),
    ("snowflake", "snow", "✻"),
    ("thermometer", "thermometer-half", "°"),
    ("drop", "droplet", "◊"),
    ("flame", "fire", "♨"),
    ("flame.fill", "fire", "♨"),
    ("leaf", "leaf", "♧"),
    ("globe", "globe", "◍"),
    # Places and travel
    ("house", "house", "⌂"),
    ("house.fill", "house-fill", "⌂"),
    ("map", "map", "▤"),
    ("mappin", "geo-fill", "Ϙ"),
    ("location", "cursor", "➚"),
    ("location.fill", "cursor-fill", "➚"),
    ("airplane", "airplane", "✈"),
    ("car", "car-front", "⊡"),
    ("fork.knife", "fork-knife", "ψ"),
    ("cup.and.saucer", "cup-hot", "⊍"),
    # Shopping and money
    ("cart", "cart", "⊔"),
    ("cart.fill", "cart-fill", "⊔"),
    ("bag", "bag", "⊔"),
    ("bag.fill", "bag-fill", "⊔"),
    ("creditcard", "credit-card", "▭"),
    ("gift", "gift", "⊞"),
    ("trophy", "trophy", "♕"),
    # Names common screens use (issue 13), added with their nearest Bootstrap icon.
    ("person.circle.fill", "person-circle", "☺"),
    ("person.crop.circle.fill", "person-circle", "☺"),
    ("person.crop.circle.badge.plus", "person-plus", "☺"),
    ("person.badge.plus", "person-plus", "☺"),
    ("person.3", "people", "☺"),
    ("person.3.fill", "people-fill", "☺"),
    ("bell.badge", "bell", "♪"),
    ("bell.badge.fill", "bell-fill", "♪"),
    ("bell.slash", "bell-slash", "♪"),
    ("bell.slash.fill", "bell-slash-fill", "♪"),
    ("antenna.radiowaves.left.and.right", "broadcast", "≋"),
    ("wifi.slash", "wifi-off", "≋"),
    ("gear.circle", "gear-wide", "⚙"),
    ("checkmark.shield", "shield-check", "✓"),
    ("lock.shield", "shield-lock", "⚿"),
    ("key", "key", "⚿"),
    ("key.fill", "key-fill", "⚿"),
    ("chevron.left.circle", "arrow-left-circle", "<"),
    ("chevron.left.circle.fill", "arrow-left-circle-fill", "<"),
    ("chevron.right.circle", "arrow-right-circle", ">"),
    ("chevron.right.circle.fill", "arrow-right-circle-fill", ">"),
    ("arrow.up.circle.fill", "arrow-up-circle-fill", "↑"),
    ("arrow.down.circle", "arrow-down-circle", "↓"),
    ("minus.circle.fill", "dash-circle-fill", "-"),
    ("questionmark.circle.fill", "question-circle-fill", "?"),
    ("exclamationmark.circle", "exclamation-circle", "!"),
    ("globe.americas", "globe-americas", "○"),
    ("tray.fill", "inbox-fill", "▭"),
    ("envelope.open", "envelope-open", "✉"),
    ("text.bubble", "chat-left-text", "…"),
    ("ellipsis.bubble", "chat-left-dots", "…"),
    ("photo.on.rectangle", "images", "▣"),
    ("clock.arrow.circlepath", "clock-history", "◷"),
    ("doc.text.fill", "file-text-fill", "▤"),
    ("folder.badge.plus", "folder-plus", "▭"),
    ("battery.50", "battery-half", "▭"),
    ("cart.badge.plus", "cart-plus", "+"),
    ("bag.badge.plus", "bag-plus", "+"),
    ("hand.thumbsdown", "hand-thumbs-down", "v"),
    ("house.circle", "house", "⌂"),
    ("calendar.badge.plus", "calendar-plus", "▦"),
    ("calendar.circle", "calendar-event", "▦"),
    ("star.leadinghalf.filled", "star-half", "☆"),
    ("person.text.rectangle", "person-vcard", "☺"),
    ("square.grid.3x3", "grid-3x3-gap", "▦"),
    ("line.3.horizontal.circle", "list-ul", "≡"),
    ("ellipsis.vertical", "three-dots-vertical", "⋮"),
    ("slider.vertical.3", "sliders2-vertical", "≡"),
    ("calendar.badge.checkmark", "calendar-check", "▦"),

]


def fail(message):
    """Stop the generator with an error message (exit status 1)."""
    sys.exit(f"generate-symbols: error: {message}")


# ---------------------------------------------------------------------------
# Package metadata and licence
# ---------------------------------------------------------------------------

def debian_package_version():
    """Return the installed version of the Debian package, e.g. 1.10.3+dfsg-1."""
    try:
        result = subprocess.run(
            ["dpkg-query", "--show", "--showformat=${Version}", DEBIAN_PACKAGE],
            check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as error:
        fail(f"cannot query the version of {DEBIAN_PACKAGE} ({error}); "
             f"install it or pass --package-version")
    return result.stdout.strip()


def upstream_version(package_version):
    """Strip the epoch, the Debian revision and repack suffixes (+dfsg)."""
    match = re.fullmatch(r"(?:\d+:)?([0-9][0-9A-Za-z.]*)(?:[+~][^-]*)?(?:-[^-]+)?",
                         package_version)
    if not match:
        fail(f"unexpected package version {package_version!r}")
    return match.group(1)


def read_copyright(path):
    """Read the MIT text and the upstream copyright line from a DEP-5 file.

    Returns (holder_line, licence_lines), e.g. ("2019-2021 The Bootstrap
    Authors", [...]). The holder line comes from the `Files: *` paragraph, the
    licence text from the stand-alone `License: MIT` paragraph.
    """
    text = path.read_text(encoding="utf-8")
    paragraphs = [block for block in re.split(r"\n\s*\n", text) if block.strip()]

    def fields(block):
        # Parse "Name: value" fields with indented continuation lines.
        result, name = {}, None
        for line in block.splitlines():
            if line[:1] in (" ", "\t") and name is not None:
                result[name].append(line[1:])
            else:
                name, _, value = line.partition(":")
                result[name] = [value.strip()]
        return result

    holder, licence = None, None
    for block in paragraphs:
        entry = fields(block)
        if entry.get("Files") == ["*"]:
            holder = " ".join(line.strip() for line in entry["Copyright"] if line.strip())
        elif "Files" not in entry and entry.get("License", [None])[0] == "MIT":
            # In DEP-5 a line holding only "." stands for an empty line.
            licence = ["" if line.strip() == "." else line for line in entry["License"][1:]]
    if not holder or not licence:
        fail(f"could not find the upstream copyright and MIT text in {path}")
    return holder, licence


def licence_text(holder, licence, package_version, version, source):
    """The licence file: a short provenance note followed by the MIT text."""
    lines = [
        f"Bootstrap Icons {version}",
        f"Taken from the Debian package {DEBIAN_PACKAGE} {package_version}",
        f"({source}); upstream https://github.com/twbs/icons",
        "",
        "The MIT License (MIT)",
        "",
        f"Copyright (c) {holder}",
        "",
        *licence,
    ]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# SVG to path data
# ---------------------------------------------------------------------------

def number(text, what):
    try:
        return float(text)
    except (TypeError, ValueError):
        fail(f"{what}: {text!r} is not a number")


def fmt(value):
    """Format a coordinate compactly: 8.0 -> "8", 1.50 -> "1.5", -0 -> "0"."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def circle_path(cx, cy, rx, ry):
    """Path for an ellipse, drawn like the SVG spec: from (cx+rx, cy), clockwise."""
    return (f"M{fmt(cx + rx)} {fmt(cy)}"
            f"A{fmt(rx)} {fmt(ry)} 0 0 1 {fmt(cx - rx)} {fmt(cy)}"
            f"A{fmt(rx)} {fmt(ry)} 0 0 1 {fmt(cx + rx)} {fmt(cy)}Z")


def rect_path(x, y, width, height, rx, ry):
    """Path for a (rounded) rectangle, drawn like the SVG spec: clockwise."""
    if rx == 0 or ry == 0:
        return (f"M{fmt(x)} {fmt(y)}H{fmt(x + width)}V{fmt(y + height)}"
                f"H{fmt(x)}Z")
    corner = f"A{fmt(rx)} {fmt(ry)} 0 0 1 "
    return (f"M{fmt(x + rx)} {fmt(y)}H{fmt(x + width - rx)}"
            f"{corner}{fmt(x + width)} {fmt(y + ry)}V{fmt(y + height - ry)}"
            f"{corner}{fmt(x + width - rx)} {fmt(y + height)}H{fmt(x + rx)}"
            f"{corner}{fmt(x)} {fmt(y + height - ry)}V{fmt(y + ry)}"
            f"{corner}{fmt(x + rx)} {fmt(y)}Z")


# Attributes each element may carry; anything else is an error.
ALLOWED_ATTRIBUTES = {
    "path": {"d", "fill-rule"},
    "circle": {"cx", "cy", "r"},
    "ellipse": {"cx", "cy", "rx", "ry"},
    "rect": {"x", "y", "width", "height", "rx", "ry"},
    "g": set(),
}
ROOT_ATTRIBUTES = {"width", "height", "fill", "class", "viewBox"}
PATH_DATA = re.compile(r"[0-9A-Za-z.,+\- ]+")


def convert_element(element, where, conversions):
    """Return (even_odd, data) for one drawable element."""
    tag = element.tag[len(SVG_NS):]
    attrs = element.attrib
    what = f"{where} <{tag}>"

    if tag == "path":
        rule = attrs.get("fill-rule", "nonzero")
        if rule not in ("nonzero", "evenodd"):
            fail(f"{what}: unsupported fill-rule {rule!r}")
        data = " ".join(attrs.get("d", "").split())
        if not data:
            fail(f"{what}: empty path data")
        if not PATH_DATA.fullmatch(data):
            fail(f"{what}: unexpected characters in path data")
        return rule == "evenodd", data

    def get(name, default=None):
        value = attrs.get(name)
        if value is None:
            if default is None:
                fail(f"{what}: missing attribute {name}")
            return default
        return number(value, f"{what} {name}")

    if tag == "circle":
        r = get("r")
        data = circle_path(get("cx", 0.0), get("cy", 0.0), r, r)
    elif tag == "ellipse":
        data = circle_path(get("cx", 0.0), get("cy", 0.0), get("rx"), get("ry"))
    elif tag == "rect":
        width, height = get("width"), get("height")
        # SVG rules: a missing rx/ry copies the other; both are clamped to half
        # the side length.
        rx = attrs.get("rx", attrs.get("ry", "0"))
        ry = attrs.get("ry", attrs.get("rx", "0"))
        rx = min(number(rx, f"{what} rx"), width / 2)
        ry = min(number(ry, f"{what} ry"), height / 2)
        data = rect_path(get("x", 0.0), get("y", 0.0), width, height, rx, ry)
    else:
        fail(f"{what}: unsupported element")
    shown = " ".join(f'{key}="{value}"' for key, value in sorted(attrs.items()))
    conversions.append(f"{where}: <{tag} {shown}/>")
    return False, data


def read_icon(path, conversions):
    """Parse one Bootstrap SVG into a list of (even_odd, data) paths."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        fail(f"{path.name}: {error}")
    if root.tag != SVG_NS + "svg":
        fail(f"{path.name}: root element is not <svg>")
    unknown = set(root.attrib) - ROOT_ATTRIBUTES
    if unknown:
        fail(f"{path.name}: unsupported <svg> attributes {sorted(unknown)}")
    if root.get("viewBox") != EXPECTED_VIEWBOX:
        fail(f"{path.name}: viewBox is {root.get('viewBox')!r}, expected {EXPECTED_VIEWBOX!r}")
    if root.get("fill", "currentColor") != "currentColor":
        fail(f"{path.name}: unexpected fill {root.get('fill')!r}")

    paths = []

    def walk(parent):
        # Document order; plain <g> elements without attributes are flattened.
        for element in parent:
            if not element.tag.startswith(SVG_NS):
                fail(f"{path.name}: element {element.tag} outside the SVG namespace")
            tag = element.tag[len(SVG_NS):]
            if tag not in ALLOWED_ATTRIBUTES:
                fail(f"{path.name}: unsupported element <{tag}>")
            unknown = set(element.attrib) - ALLOWED_ATTRIBUTES[tag]
            if unknown:
                fail(f"{path.name}: <{tag}> has unsupported attributes {sorted(unknown)}")
            if (element.text or "").strip() or (element.tail or "").strip():
                fail(f"{path.name}: unexpected text inside <{tag}>")
            if tag == "g":
                walk(element)
            else:
                if len(element):
                    fail(f"{path.name}: <{tag}> has child elements")
                paths.append(convert_element(element, path.name, conversions))

    walk(root)
    if not paths:
        fail(f"{path.name}: no drawable elements")
    return paths


# ---------------------------------------------------------------------------
# Swift output
# ---------------------------------------------------------------------------

def check_stand_in(name, stand):
    """The stand-in must be one character occupying one terminal column."""
    if len(stand) != 1:
        fail(f"{name}: stand-in {stand!r} must be exactly one code point")
    code = ord(stand)
    if code > 0xFFFF:
        fail(f"{name}: stand-in {stand!r} is outside the Basic Multilingual Plane")
    if unicodedata.east_asian_width(stand) in ("W", "F"):
        fail(f"{name}: stand-in {stand!r} is wide in East Asian terminals")
    if unicodedata.category(stand)[0] in ("M", "C", "Z"):
        fail(f"{name}: stand-in U+{code:04X} is not a visible spacing character")


def swift_escape(text):
    """Escape text for the inside of a Swift string literal."""
    out = []
    for char in text:
        if char == "\\":
            out.append("\\\\")
        elif char == '"':
            out.append('\\"')
        elif char == "\n":
            out.append("\\n")
        elif char == "\r":
            out.append("\\r")
        elif char == "\t":
            out.append("\\t")
        elif unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            out.append(f"\\u{{{ord(char):X}}}")
        else:
            out.append(char)
    return "".join(out)


def split_data(data, width):
    """Split path data into pieces of at most `width` escaped characters.

    Pieces are cut just before a path command letter where possible, and never
    next to a space, so no line of the multi-line literal starts or ends with
    whitespace. Joining the pieces gives back `data` exactly.
    """
    pieces, start = [], 0
    while len(swift_escape(data[start:])) > width:
        best = None
        for end in range(start + 1, len(data)):
            if len(swift_escape(data[start:end])) > width:
                break
            if data[end - 1] == " " or data[end] == " ":
                continue
            if best is None or data[end].isalpha() or not data[best].isalpha():
                best = end
        if best is None:
            fail(f"cannot split path data near {data[start:start + 20]!r}")
        pieces.append(data[start:best])
        start = best
    pieces.append(data[start:])
    return pieces


def path_lines(even_odd, data):
    """Swift source lines for one SymbolPath inside the `paths:` array."""
    indent = " " * 8
    flag = "true" if even_odd else "false"
    line = f'{indent}SymbolPath(evenOdd: {flag}, data: "{swift_escape(data)}"),'
    if len(line) <= MAX_COLUMNS:
        return [line]
    # Too long: a multi-line literal whose lines are joined by trailing
    # backslashes, so the value has no newlines in it.
    inner = " " * 10
    lines = [f'{indent}SymbolPath(evenOdd: {flag}, data: """']
    pieces = split_data(data, MAX_COLUMNS - len(inner) - 1)
    for index, piece in enumerate(pieces):
        tail = "\\" if index < len(pieces) - 1 else ""
        lines.append(f"{inner}{swift_escape(piece)}{tail}")
    lines.append(f'{inner}"""),')
    return lines


def render_swift(glyphs, version, package_version, holder):
    out = [
        "// swift-format-ignore-file",
        "// Generated by Scripts/generate-symbols.py. Do not edit by hand.",
        f"// Icons: Bootstrap Icons {version} (Debian package {DEBIAN_PACKAGE} {package_version}),",
        f"// Copyright (c) {holder}, MIT licence (LICENSES/Bootstrap-Icons-MIT.txt).",
        "// Every icon is drawn in a 16×16 box.",
        "",
        "extension SymbolCatalog {",
        "  /// SF Symbol names mapped onto Bootstrap Icons, sorted by name.",
        "  static let bootstrap: [SymbolGlyph] = [",
    ]
    for name, source, stand, paths in glyphs:
        out.append("    SymbolGlyph(")
        out.append(f'      name: "{swift_escape(name)}", source: "{swift_escape(source)}", '
                   f'stand: "{swift_escape(stand)}",')
        out.append("      paths: [")
        for even_odd, data in paths:
            out.extend(path_lines(even_odd, data))
        out.append("      ]),")
    out += ["  ]", "}"]
    for index, line in enumerate(out, 1):
        if len(line) > MAX_COLUMNS:
            fail(f"generated line {index} is {len(line)} columns long")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--svg-dir", type=Path, default=DEFAULT_SVG_DIR,
                        help=f"directory holding the icon SVGs (default {DEFAULT_SVG_DIR})")
    parser.add_argument("--copyright", type=Path, default=DEFAULT_COPYRIGHT,
                        help=f"Debian copyright file (default {DEFAULT_COPYRIGHT})")
    parser.add_argument("--package-version",
                        help="version of the Debian package (default: ask dpkg-query)")
    args = parser.parse_args()

    if not args.svg_dir.is_dir():
        fail(f"{args.svg_dir} does not exist; apt-get install {DEBIAN_PACKAGE}")
    package_version = args.package_version or debian_package_version()
    version = upstream_version(package_version)
    holder, licence = read_copyright(args.copyright)

    names = [entry[0] for entry in MAPPING]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        fail(f"SF names listed more than once: {', '.join(duplicates)}")

    glyphs, skipped, conversions = [], [], []
    for name, source, stand in sorted(MAPPING, key=lambda entry: entry[0].encode("utf-8")):
        check_stand_in(name, stand)
        svg = args.svg_dir / f"{source}.svg"
        if not svg.is_file():
            skipped.append(f"{name} -> {source}")
            continue
        glyphs.append((name, source, stand, read_icon(svg, conversions)))

    swift = render_swift(glyphs, version, package_version, holder)
    OUTPUT_SWIFT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT_SWIFT.write_text(swift, encoding="utf-8")
    OUTPUT_LICENCE.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT_LICENCE.write_text(licence_text(holder, licence, package_version, version,
                                           args.copyright),
                              encoding="utf-8")

    print(f"Bootstrap Icons {version} (Debian package {DEBIAN_PACKAGE} {package_version})")
    print(f"Wrote {len(glyphs)} symbols ({sum(len(g[3]) for g in glyphs)} paths, "
          f"{len(swift.encode('utf-8'))} bytes) to {OUTPUT_SWIFT.relative_to(REPO_ROOT)}")
    print(f"Wrote {OUTPUT_LICENCE.relative_to(REPO_ROOT)}")
    if conversions:
        print(f"Converted {len(conversions)} non-path element(s) to path data:")
        for entry in sorted(set(conversions)):
            print(f"  {entry}")
    if skipped:
        print(f"Skipped {len(skipped)} name(s), Bootstrap file missing:")
        for entry in skipped:
            print(f"  {entry}")
    else:
        print("Skipped 0 names.")


if __name__ == "__main__":
    main()
