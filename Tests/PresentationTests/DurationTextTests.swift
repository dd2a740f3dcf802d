import Testing

@testable import Presentation

@Suite struct DurationTextTests {
    @Test(arguments: [
        (4560, "3 days 4 h", "3日4時間"), (1440, "1 day", "1日"), (1500, "1 day 1 h", "1日1時間"), (2880, "2 days", "2日"),
        (314, "5 h 14 min", "5時間14分"), (120, "2 h", "2時間"), (42, "42 min", "42分"), (0, "0 min", "0分"),
    ])
    func formats(minutes: Int, english: String, japanese: String) {
        #expect(DurationText.format(minutes: minutes, strings: .english) == english)
        #expect(DurationText.format(minutes: minutes, strings: .japanese) == japanese)
    }
}
