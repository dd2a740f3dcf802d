// libFuzzer target: JSONParser.parse, then every kind's decoder on the parsed value.
//
// One target for the three kinds: the parser is shared, and running all three decoders on every
// parsed document lets coverage found for one kind (a TMDB-shaped seed) feed the others. Each
// decoder runs twice: without an expected id and with one (the file-name check).
//
// Invariant (abort when violated): a decoder that returns a value has recorded no error.
import Glibc
import JSON
import Model
import Support

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? JSONParser.parse(bytes) else { return 0 }
    for expected in [false, true] {
        let movieReader = JSONFieldReader(file: "movies/550.json")
        let movie = MovieDecoder().decode(document, expectedID: expected ? Movie.ID(550) : nil, reader: movieReader)
        check(movie != nil, movieReader, "MovieDecoder")

        let bookReader = JSONFieldReader(file: "books/zyTCAlFPjgYC.json")
        let book = BookDecoder().decode(document, expectedID: expected ? Book.ID("zyTCAlFPjgYC") : nil, reader: bookReader)
        check(book != nil, bookReader, "BookDecoder")

        let comicReader = JSONFieldReader(file: "comics/353.json")
        let comic = ComicDecoder().decode(document, expectedID: expected ? Comic.ID(353) : nil, reader: comicReader)
        check(comic != nil, comicReader, "ComicDecoder")
        // Touch the decoded values so nothing is optimised away.
        _ = movie?.title.count ?? 0 &+ (book?.title.count ?? 0) &+ (comic?.title.count ?? 0)
    }
    return 0
}

private func check(_ decoded: Bool, _ reader: JSONFieldReader, _ name: String) {
    if decoded && reader.hasErrors {
        report("\(name) returned a value but recorded errors: \(reader.diagnostics)")
        abort()
    }
    for diagnostic in reader.diagnostics where diagnostic.line < 1 || diagnostic.column < 1 {
        report("\(name): diagnostic without a position: \(diagnostic)")
        abort()
    }
}

/// Writes a line to standard error unbuffered, so it is not lost when the process aborts.
private func report(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
