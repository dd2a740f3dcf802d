// libFuzzer target: front matter of Markdown content files, through both parsers that read it:
// `OwnerNotesParser` (movie/book/comic notes) and `FreePageParser` (free pages). The input bytes
// are decoded as UTF-8 with replacement, as the repositories do after reading a file.
//
// Invariants (abort when violated): a parser that returns a value has reported no error, and
// a parser that returns nothing has reported at least one.
import Glibc
import Model
import Support

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)

    let notes = OwnerNotesParser(dateKeys: ["watched", "purchased", "read"]).parse(text, file: "content/movies/550.md")
    check(notes.notes != nil, notes.diagnostics, "OwnerNotesParser")

    let page = FreePageParser().parse(text, stem: "about", file: "content/pages/about.md")
    check(page.page != nil, page.diagnostics, "FreePageParser")
    if let page = page.page, !FreePage.isValidSlug(page.slug) {
        report("FreePageParser accepted an invalid slug: \(page.slug)")
        abort()
    }
    return 0
}

private func check(_ parsed: Bool, _ diagnostics: [Diagnostic], _ name: String) {
    let hasErrors = diagnostics.contains(where: \.isError)
    if parsed == hasErrors {
        report("\(name): result \(parsed ? "present" : "absent") but errors \(hasErrors ? "reported" : "not reported"): \(diagnostics)")
        abort()
    }
}

/// Writes a line to standard error unbuffered, so it is not lost when the process aborts.
private func report(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
