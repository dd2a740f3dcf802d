import Model

/// The statistics page's "At a glance": total watch time and pages read, the longest and shortest movie, the
/// oldest and newest item; and what it lacks for them.
struct StatsFacts {
    let context: PresentationContext

    func facts(_ stats: CatalogStatistics) -> [StatsItem.Fact] {
        let strings = context.strings
        var facts: [StatsItem.Fact] = []
        if stats.watchTime.items > 0 {
            let duration = DurationText.format(minutes: stats.watchTime.amount, strings: strings)
            facts.append(
                .init(
                    label: strings[.statsWatchTime],
                    value: strings.count(.statsWatchTimeDetail, stats.watchTime.items, ["duration": duration])))
        }
        if stats.pagesRead.items > 0 {
            let pages = context.count(stats.pagesRead.amount, .countPages)
            facts.append(
                .init(label: strings[.statsPagesRead], value: strings.count(.statsPagesReadDetail, stats.pagesRead.items, ["pages": pages]))
            )
        }
        let runtime = { (minutes: Int?) in minutes.map { MovieFormatter.runtime($0, strings: strings) } }
        let date = { (date: PartialDate?) in date.map(context.dates.format) }
        let records: [(UIStringKey, CatalogStatistics.Extreme?, String?)] = [
            (.statsLongestMovie, stats.longest, runtime(stats.longest?.minutes)),
            (.statsShortestMovie, stats.shortest, runtime(stats.shortest?.minutes)),
            (.statsOldestItem, stats.oldest, date(stats.oldest?.date)),
            (.statsNewestItem, stats.newest, date(stats.newest?.date)),
        ]
        for (label, record, detail) in records {
            guard let record else { continue }
            facts.append(.init(label: strings[label], link: LinkItem(title: record.title, url: record.url), detail: detail))
        }
        return facts
    }

    /// Sentences about what the totals leave out: nothing watched, runtimes and page counts the data lacks.
    func notes(_ stats: CatalogStatistics) -> [String] {
        let strings = context.strings
        var notes: [String] = []
        if stats.itemCounts[0] > 0 && stats.watchTime.items + stats.watchTime.missing == 0 {
            notes.append(strings[.statsNothingWatched])
        }
        if stats.watchTime.missing > 0 { notes.append(strings.count(.statsNoRuntime, stats.watchTime.missing)) }
        if stats.pagesRead.missing > 0 { notes.append(strings.count(.statsNoPageCount, stats.pagesRead.missing)) }
        return notes
    }
}
