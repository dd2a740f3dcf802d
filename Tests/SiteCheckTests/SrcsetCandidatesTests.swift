import Testing

@testable import SiteCheck

@Suite struct SrcsetCandidatesTests {
    @Test func splitsCandidatesAtCommasAndDropsDescriptors() {
        #expect(SrcsetCandidates.urls("a.jpg 1x, b.jpg 2x") == ["a.jpg", "b.jpg"])
        #expect(SrcsetCandidates.urls("  /w/154.jpg 154w,/w/342.jpg 342w ") == ["/w/154.jpg", "/w/342.jpg"])
        #expect(SrcsetCandidates.urls("a.jpg") == ["a.jpg"])
        #expect(SrcsetCandidates.urls("") == [])
    }

    @Test func aURLMayHoldCommasAndTrailingCommasEndACandidate() {
        #expect(SrcsetCandidates.urls("img,1.jpg 1x, b.jpg,, c.jpg") == ["img,1.jpg", "b.jpg", "c.jpg"])
        #expect(SrcsetCandidates.urls("a.jpg (x, y) 1x, b.jpg") == ["a.jpg", "b.jpg"])
    }
}
