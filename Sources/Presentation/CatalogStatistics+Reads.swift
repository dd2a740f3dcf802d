import Model

extension CatalogStatistics {
    /// Notes every value the statistics hold, each list after its length, so that the statistics page's digest
    /// changes exactly when something it shows does: a rating, a date, a runtime, a record's title or address,
    /// a count of a top list. An edit that changes none of them (an overview, the notes' text) leaves it alone.
    func note(into reads: inout some PageReads) {
        reads.note(list: itemCounts)
        reads.note(ratings.count)
        for counts in ratings { reads.note(list: counts) }
        reads.note(releaseYears.count)
        for entry in releaseYears { reads.note(numbers: entry.year, entry.count) }
        reads.note(undated)
        reads.note(activityMonths.count)
        for entry in activityMonths {
            reads.note(numbers: entry.year, entry.month)
            reads.note(list: entry.counts)
        }
        reads.note(activityYears.count)
        for entry in activityYears {
            reads.note(entry.year)
            reads.note(list: entry.counts)
        }
        reads.note(activityYearOnly)
        for total in [watchTime, pagesRead] { reads.note(numbers: total.amount, total.items, total.missing) }
        reads.note(top.count)
        for list in top {
            reads.note(numbers: list.kind.rawValue, list.entries.count)
            for entry in list.entries {
                reads.note(entry.name)
                reads.note(entry.url)
                reads.note(entry.count)
            }
        }
        for extreme in [longest, shortest, oldest, newest] {
            guard let extreme else {
                reads.note(0)
                continue
            }
            reads.note(1)
            reads.note(extreme.title)
            reads.note(extreme.url)
            reads.note(extreme.minutes ?? -1)
            reads.note(extreme.date?.description ?? "")
        }
    }
}

extension PageReads {
    /// Notes `values` after their number.
    mutating func note(list values: [Int]) {
        note(values.count)
        for value in values { note(value) }
    }

    /// Notes what `card` shows: its texts and addresses, each absent one as a NUL, which no text holds.
    mutating func note(_ card: CardItem) {
        for text in [
            card.title, card.url, card.year, card.posterURL, card.posterAlt, card.kind, card.byline, card.posterSrcset, card.posterSizes,
        ] {
            note(text ?? "\u{0}")
        }
    }

    /// Notes each of `values`.
    mutating func note(numbers values: Int...) {
        for value in values { note(value) }
    }
}
