/// A length of time in words of the strings table: "3 days 4 h", "5 h 12 min", "42 min" (in Japanese
/// "3日4時間"). Days and hours for a long total, hours and minutes below a day.
enum DurationText {
    static func format(minutes: Int, strings: UIStrings) -> String {
        let (days, hours, rest) = (minutes / 1440, minutes % 1440 / 60, minutes % 60)
        switch (days, hours, rest) {
        case (1..., 0, _): return strings.count(.durationDays, days)
        case (1..., _, _): return strings.count(.durationDaysHours, days, ["hours": String(hours)])
        case (_, 1..., 0): return strings.format(.durationHours, ["hours": String(hours)])
        case (_, 1..., _): return strings.format(.durationHoursMinutes, ["hours": String(hours), "minutes": String(rest)])
        default: return strings.format(.durationMinutes, ["minutes": String(max(0, rest))])
        }
    }
}
