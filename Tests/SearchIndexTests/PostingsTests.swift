import Testing

@testable import SearchIndex

/// Documents are taken in chunks, each chunk's terms added while the next one's are found.
@Suite struct PostingsTests {
    /// Over several chunks, a chunk cut short at the end included, every term lists exactly the documents that have it,
    /// in their order: in a title, or only elsewhere.
    @Test func chunksAddUpToOnePassInDocumentOrder() {
        let count = 2 * Postings.chunkSize + 5
        let documents = (0..<count).map { number in
            SearchIndexBuilderTests.document(
                "movie-\(number)", number % 3 == 0 ? "Harbour \(number)" : "Lights \(number)",
                text: number % 2 == 0 ? ["harbour"] : ["quiet"])
        }
        let terms = Postings(documents).terms
        let harbourInTitles = (0..<count).filter { $0 % 3 == 0 }
        #expect(terms["harbour"]?.title == harbourInTitles)
        #expect(terms["harbour"]?.other == (0..<count).filter { $0 % 2 == 0 && $0 % 3 != 0 })
        #expect(terms["quiet"]?.other == (0..<count).filter { $0 % 2 == 1 })
        #expect(terms["lights"]?.title == (0..<count).filter { $0 % 3 != 0 })
        #expect(terms["\(count - 1)"]?.title == [count - 1], "the last, short chunk's documents are there")
    }
}
