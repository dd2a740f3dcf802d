#!/usr/bin/env python3
"""Writes the Swift files that compile folders of this repository into sitegen, so that a binary
copied alone to another folder still has them:

- Templates/ (the default theme)  ->  Sources/Build/DefaultThemeFiles.swift and DefaultThemeFiles/
- Skeleton/ (the site `sitegen new` writes)  ->  Sources/Build/SiteSkeletonFiles.swift and SiteSkeletonFiles/

Run it after changing anything in either folder (DefaultThemeTests or SiteSkeletonTests fails until
you do):

    python3 Scripts/embed-files.py

Templates/README.md documents the template language for sitegen's own developers and users; it is
not part of the theme (no page reads it), so it is not embedded, and neither are the theme's hidden
files. The skeleton keeps its hidden files (.gitignore, .github/): a new site needs them, and its
README.md is the new site's own.
A text file becomes a raw multi-line string literal, so a change to a file shows as the same
change in the generated file; a file that cannot be one (not UTF-8, carriage returns, control
characters) is stored as base64. A long text file (the stylesheet, the search script) is cut into
parts of at most PART_LINES lines, each in its own Swift file, at a blank line between two of its
sections where there is one: a generated file stays as small as a source file should be.
"""
import base64
import os
import shutil
import sys
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What a file browser leaves behind, never part of a folder's meaning.
NEVER_EMBEDDED = {".DS_Store"}
# The most lines of a text file one generated Swift file holds.
PART_LINES = 180


@dataclass(frozen=True)
class Embedding:
    """One folder compiled into sitegen as `enum <type_name> { static let files }`."""
    folder: str
    output: str
    type_name: str
    doc: str
    test: str
    not_embedded: frozenset = frozenset()
    hidden: bool = False


EMBEDDINGS = [
    Embedding(
        folder="Templates", output="Sources/Build/DefaultThemeFiles.swift", type_name="DefaultThemeFiles",
        doc="The default theme's files, by path relative to `Templates/`.", test="DefaultThemeTests",
        not_embedded=frozenset({"README.md"})),
    Embedding(
        folder="Skeleton", output="Sources/Build/SiteSkeletonFiles.swift", type_name="SiteSkeletonFiles",
        doc="The files of the site `sitegen new` writes, by path relative to `Skeleton/`.", test="SiteSkeletonTests",
        hidden=True),
]


def folder_files(embedding):
    """Paths relative to the embedding's folder, '/'-separated, sorted."""
    top = os.path.join(ROOT, embedding.folder)
    found = []
    for folder, subfolders, files in os.walk(top):
        if not embedding.hidden:
            subfolders[:] = [name for name in subfolders if not name.startswith(".")]
        for name in files:
            relative = os.path.relpath(os.path.join(folder, name), top).replace(os.sep, "/")
            hidden = name.startswith(".") and not embedding.hidden
            if hidden or name in NEVER_EMBEDDED or relative in embedding.not_embedded:
                continue
            found.append(relative)
    return sorted(found)


def as_text(data):
    """The text of `data` when a raw multi-line Swift string literal can hold it exactly, else None."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    # Swift turns \r\n into \n in multi-line literals and refuses other control characters.
    if text.startswith("\ufeff") or any((ord(c) < 0x20 and c not in "\n\t") or ord(c) == 0x7F for c in text):
        return None
    return text


def swift_literal(text):
    """A raw multi-line string literal (closing delimiter at column 0, so nothing is stripped) whose value is `text`."""
    hashes = "#"
    while ('"""' + hashes) in text or ("\\" + hashes) in text:
        hashes += "#"
    # The newline before the closing delimiter is not part of the value.
    return hashes + '"""\n' + text + '\n"""' + hashes


def parts(text):
    """`text` in consecutive pieces of at most PART_LINES lines that join back into it, each cut after the last blank
    line of its second half (between two sections), or at PART_LINES lines when that half has none."""
    lines = text.splitlines(keepends=True)
    pieces = []
    while len(lines) > PART_LINES:
        blank = [i for i in range(PART_LINES // 2, PART_LINES) if lines[i].strip() == ""]
        cut = blank[-1] + 1 if blank else PART_LINES
        pieces.append("".join(lines[:cut]))
        lines = lines[cut:]
    pieces.append("".join(lines))
    return pieces


def swift_literal_key(embedding, relative):
    if any(c in relative for c in '"\\') or any(ord(c) < 0x20 for c in relative):
        sys.exit(f"{embedding.folder}/{relative}: an embedded file's name cannot hold quotes, backslashes or control characters")
    return '"' + relative + '"'


def identifier(relative):
    """A Swift name for the file at `relative`: `style_css` for `assets/style.css`, prefixed so it never starts with a digit."""
    return "file_" + "".join(c if c.isascii() and c.isalnum() else "_" for c in relative)


def write(embedding):
    """One Swift file per embedded file, beside the type's own file that lists them, so that no generated file
    holds a whole folder (the theme's was 1,771 lines; its largest file now is the stylesheet's)."""
    folder = os.path.join(ROOT, os.path.dirname(embedding.output), embedding.type_name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    header = [
        "// swift-format-ignore-file",
        f"// Generated by Scripts/embed-files.py from {embedding.folder}/; do not edit. {embedding.test} checks it is current.",
        "",
    ]
    names = []
    for relative in folder_files(embedding):
        with open(os.path.join(ROOT, embedding.folder, relative), "rb") as handle:
            data = handle.read()
        text = as_text(data)
        name = identifier(relative)
        if name in names:
            sys.exit(f"{embedding.folder}/{relative}: two embedded files would share the Swift name {name}")
        names.append(name)
        pieces = parts(text) if text is not None else []
        if len(pieces) > 1:
            part_names = [f"{name}_part{number}" for number in range(1, len(pieces) + 1)]
            for number, (part_name, piece) in enumerate(zip(part_names, pieces), 1):
                write_swift(folder, part_name, header + [
                    f"extension {embedding.type_name} {{",
                    f"    /// {embedding.folder}/{relative}, part {number} of {len(pieces)}",
                    f"    static let {part_name} = {swift_literal(piece)}",
                    "}",
                    "",
                ])
            value = "Array((" + " + ".join(part_names) + ").utf8)"
        elif text is not None:
            value = "Array(" + swift_literal(text) + ".utf8)"
        else:
            value = '[UInt8](Data(base64Encoded: "' + base64.b64encode(data).decode("ascii") + '") ?? Data())'
        source = header + [
            "import Foundation",
            "",
            f"extension {embedding.type_name} {{",
            f"    /// {embedding.folder}/{relative}",
            f"    static let {name}: (path: String, bytes: [UInt8]) = ({swift_literal_key(embedding, relative)}, {value})",
            "}",
            "",
        ]
        write_swift(folder, name, source)
    listing = header + [
        f"/// {embedding.doc} Each file's bytes are in `{embedding.type_name}/`, one Swift file per file.",
        f"enum {embedding.type_name} {{",
        "    static let files: [String: [UInt8]] = Dictionary(",
        "        uniqueKeysWithValues: [",
        *[f"            {name}," for name in names],
        "        ].map { ($0.path, $0.bytes) })",
        "}",
        "",
    ]
    with open(os.path.join(ROOT, embedding.output), "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(listing))
    print(f"{embedding.output}: {len(names)} files of {embedding.folder}/, in {os.path.relpath(folder, ROOT)}/")


def write_swift(folder, name, lines):
    # Named after the Swift name: a file named after `.gitignore` would be hidden, and SwiftPM skips those.
    with open(os.path.join(folder, name[len("file_"):] + ".swift"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(lines))


def main():
    for embedding in EMBEDDINGS:
        write(embedding)


if __name__ == "__main__":
    main()
