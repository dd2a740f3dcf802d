import Model
import Testing

@testable import Presentation

@Suite struct ActivityTimelineTests {
    let context = makeContext()

    @Test func monthsUpToTheLimitThenQuartersThenYears() {
        let months = ActivityTimeline(from: (2023, 11), to: (2024, 2), limit: 240)
        #expect(months.unit == .month)
        #expect(
            months.periods.map { months.label($0, context: context) } == [
                "November 2023", "December 2023", "January 2024", "February 2024",
            ])
        #expect(months.periods.map { months.axisLabel($0, context: context) } == ["Nov", "Dec", "Jan", "Feb"], "few months: each named")
        let quarters = ActivityTimeline(from: (2000, 2), to: (2030, 12), limit: 240)
        #expect(quarters.unit == .quarter)
        #expect(quarters.periods.count == 124)
        #expect(quarters.label(quarters.periods[0], context: context) == "Q1 2000")
        #expect(quarters.axisLabel(quarters.periods[1], context: context) == nil)
        #expect(quarters.axisLabel(quarters.periods[4], context: context) == "2001")
        let years = ActivityTimeline(from: (1900, 1), to: (2024, 1), limit: 240)
        #expect(years.unit == .year)
        #expect(years.periods.count == 125)
        #expect(years.period(of: (1950, 7)) == 1950)
    }

    @Test func aLongRunOfMonthsNamesOnlyEachYearsJanuary() {
        let timeline = ActivityTimeline(from: (2022, 6), to: (2024, 3), limit: 240)
        let named = timeline.periods.compactMap { timeline.axisLabel($0, context: context) }
        #expect(named == ["2023", "2024"])
        #expect(timeline.period(of: (2023, 1)) == 2023 * 12)
    }
}
