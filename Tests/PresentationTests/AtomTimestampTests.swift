import Model
import Presentation
import Testing

@Suite struct AtomTimestampTests {
    @Test func aDateIsMidnightUTCOfItsFirstDay() {
        #expect(AtomTimestamp.string(date("2008-05-14")) == "2008-05-14T00:00:00Z")
        #expect(AtomTimestamp.string(date("2008-05")) == "2008-05-01T00:00:00Z")
        #expect(AtomTimestamp.string(date("2008")) == "2008-01-01T00:00:00Z")
        #expect(AtomTimestamp.string(date("800")) == "0800-01-01T00:00:00Z")
    }

    @Test func aDateBeforeTheCommonEraHasNone() {
        #expect(AtomTimestamp.string(date("-750")) == nil)
    }
}
