import Support
import Testing

@testable import Model

/// A movie's recommendations come back from their packed form exactly as they were given.
@Suite struct PackedRecommendationsTests {
    @Test func recommendationsComeBackAsTheyWereGiven() throws {
        let given = [
            Movie.Recommendation(
                id: .init(550), title: "Fight Club", releaseDate: PartialDate(year: 1999, month: 10, day: 15), posterPath: "/a.jpg"),
            Movie.Recommendation(id: .init(1), title: "", releaseDate: nil, posterPath: nil),
            Movie.Recommendation(id: .init(2), title: "千と千尋の神隠し", releaseDate: PartialDate(year: 2001, month: 7), posterPath: ""),
            Movie.Recommendation(id: .init(Int(Int32.max) + 7), title: "Year only", releaseDate: PartialDate(year: -750), posterPath: nil),
            Movie.Recommendation(id: .init(3), title: String(repeating: "long ", count: 20_000), releaseDate: nil, posterPath: "/b.jpg"),
        ]
        #expect(PackedRecommendations(given).unpacked == given)
        #expect(PackedRecommendations(given).ids == given.map(\.id))
        expectEveryIDFoundInPlace(given)
        #expect(PackedRecommendations([]).unpacked.isEmpty)
    }

    @Test func randomRecommendationsComeBackAsTheyWereGiven() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let given = (0..<Int.random(in: 0...25, using: &generator)).map { index in
                Movie.Recommendation(
                    id: .init(Int.random(in: 1...Int(Int64.max), using: &generator)),
                    title: String((0..<Int.random(in: 0...40, using: &generator)).map { _ in "aé漢 \"\t\n".randomElement()! }),
                    releaseDate: Bool.random()
                        ? nil : PartialDate(year: Int.random(in: 1...9999), month: index % 13 == 0 ? nil : index % 12 + 1),
                    posterPath: Bool.random() ? nil : "/\(index).jpg")
            }
            #expect(PackedRecommendations(given).unpacked == given)
            #expect(PackedRecommendations(given).ids == given.map(\.id))
            expectEveryIDFoundInPlace(given)
        }
    }

    /// Packed bytes a store kept come back as the recommendations they were, wherever they sit in the store; cut short
    /// anywhere but between two recommendations, followed by a stray byte, or with a flag no recommendation sets, they
    /// are refused rather than walked.
    @Test func packedBytesAreTakenBackWholeOrRefused() {
        let given = [
            Movie.Recommendation(
                id: .init(550), title: "Fight Club", releaseDate: PartialDate(year: 1999, month: 10), posterPath: "/a.jpg"),
            Movie.Recommendation(id: .init(1), title: "", releaseDate: nil, posterPath: nil),
            Movie.Recommendation(id: .init(2), title: "千と千尋", releaseDate: nil, posterPath: ""),
        ]
        let packed = Array(PackedRecommendations(given).packed)
        let store = ByteStore([9, 9] + packed + [9])
        #expect(PackedRecommendations(packed: 2..<(2 + packed.count), in: store)?.unpacked == given)
        let boundaries = Set((0...given.count).map { PackedRecommendations(Array(given.prefix($0))).packed.count })
        for length in 0...packed.count {
            let kept = PackedRecommendations(packed: 2..<(2 + length), in: store)
            #expect((kept != nil) == boundaries.contains(length), "\(length) bytes")
            if let kept { #expect(given.starts(with: kept.unpacked)) }
        }
        #expect(PackedRecommendations(packed: 2..<(3 + packed.count), in: store) == nil)
        #expect(PackedRecommendations(packed: 0..<(packed.count + 4), in: store) == nil, "past the store's end")
        var flagged = packed
        flagged[8] |= 4
        #expect(PackedRecommendations(packed: 0..<flagged.count, in: ByteStore(flagged)) == nil)
    }

    /// Each id is found read in place, whatever dates and texts the recommendations before it have; an id that is not
    /// there is not, and every id is offered to the predicate, in order.
    private func expectEveryIDFoundInPlace(_ given: [Movie.Recommendation]) {
        let packed = PackedRecommendations(given)
        for recommendation in given { #expect(packed.containsID { $0 == recommendation.id }) }
        #expect(!packed.containsID { $0 == .init(0) })
        var offered: [Movie.ID] = []
        #expect(
            !packed.containsID {
                offered.append($0)
                return false
            })
        #expect(offered == given.map(\.id))
    }

    @Test func aMovieKeepsItsRecommendationsPacked() {
        let recommendation = Movie.Recommendation(
            id: .init(13), title: "Forrest Gump", releaseDate: PartialDate(year: 1994), posterPath: "/f.jpg")
        var movie = Movie(id: .init(550), title: "Fight Club", recommendations: [recommendation])
        #expect(movie.recommendations == [recommendation] && movie.recommendedIDs == [Movie.ID(13)])
        let copy = movie
        movie.recommendations = []
        #expect(movie.recommendations.isEmpty && copy.recommendations == [recommendation])
        #expect(movie != copy)
    }
}
