import Testing

@testable import Presentation

/// An image's `srcset` lists each candidate with its width; a candidate a `srcset` cannot hold leaves it out.
struct ImageSourceTests {
    @Test func theCandidatesAreListedWithTheirWidths() {
        let source = ImageSource(
            url: "https://x.org/w342/a.jpg", candidates: [("https://x.org/w185/a.jpg", 185), ("https://x.org/w342/a.jpg", 342)],
            slot: .card)
        #expect(source.url == "https://x.org/w342/a.jpg")
        #expect(source.srcset == "https://x.org/w185/a.jpg 185w, https://x.org/w342/a.jpg 342w")
        #expect(source.sizes == ImageSlot.card.sizes)
    }

    @Test(arguments: ["https://x.org/a,b.jpg", "https://x.org/a b.jpg", "https://x.org/a\tb.jpg", "https://x.org/a\u{1}.jpg"])
    func aURLWithACommaOrWhiteSpaceLeavesNoSrcset(url: String) {
        let source = ImageSource(url: "https://x.org/a.jpg", candidates: [("https://x.org/a.jpg", 185), (url, 342)], slot: .card)
        #expect(source.srcset == nil)
        #expect(source.sizes == nil)
        #expect(source.url == "https://x.org/a.jpg")
    }

    @Test func oneCandidateLeavesNoSrcset() {
        #expect(ImageSource(url: "https://x.org/a.jpg", candidates: [("https://x.org/a.jpg", 185)], slot: .card).srcset == nil)
    }

    /// TMDB's candidates written from their parts are those written from the URLs they make, for every slot.
    @Test(arguments: [ImageSlot.card, .detail, .backdrop])
    func tmdbCandidatesAreTheURLsTheirPartsMake(slot: ImageSlot) {
        let base = "https://image.tmdb.org/t/p/"
        let fromParts = ImageSource(url: base + "w342/x.jpg", base: base, path: "/x.jpg", slot: slot)
        let fromURLs = ImageSource(
            url: base + "w342/x.jpg", candidates: slot.tmdbWidths.map { (base + "w\($0)" + "/x.jpg", $0) }, slot: slot)
        #expect(fromParts == fromURLs)
        #expect(fromParts.srcset?.hasPrefix(base + "w\(slot.tmdbWidths[0])/x.jpg \(slot.tmdbWidths[0])w, ") == true)
    }

    @Test(arguments: [("https://x.org/a b/", "/x.jpg"), ("https://x.org/", "/x,y.jpg"), ("https://x.org/\t", "/x.jpg")])
    func tmdbPartsWithACommaOrWhiteSpaceLeaveNoSrcset(base: String, path: String) {
        let source = ImageSource(url: "https://x.org/a.jpg", base: base, path: path, slot: .card)
        #expect(source.srcset == nil && source.sizes == nil)
    }
}
