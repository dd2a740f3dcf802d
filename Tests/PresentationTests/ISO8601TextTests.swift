import Model
import Presentation
import Testing

@Suite struct ISO8601TextTests {
    @Test func durations() {
        #expect(ISO8601Text.duration(minutes: 112) == "PT1H52M")
        #expect(ISO8601Text.duration(minutes: 45) == "PT45M")
        #expect(ISO8601Text.duration(minutes: 120) == "PT2H")
        #expect(ISO8601Text.duration(minutes: 1) == "PT1M")
        #expect(ISO8601Text.duration(minutes: 0) == nil)
        #expect(ISO8601Text.duration(minutes: -5) == nil)
    }

    @Test func datesAtThePrecisionKnown() {
        #expect(ISO8601Text.date(date("1922")) == "1922")
        #expect(ISO8601Text.date(date("1922-03")) == "1922-03")
        #expect(ISO8601Text.date(date("1922-03-04")) == "1922-03-04")
        #expect(ISO8601Text.date(date("800")) == "0800")
        #expect(ISO8601Text.date(date("1")) == "0001")
    }

    /// ISO 8601 would need `-0749` (astronomical, expanded) for 750 BC: left out rather than risked.
    @Test func noDateBeforeTheCommonEra() {
        #expect(ISO8601Text.date(date("-750")) == nil)
        #expect(ISO8601Text.date(date("-1")) == nil)
    }
}
