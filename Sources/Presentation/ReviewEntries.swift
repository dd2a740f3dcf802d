import Model

/// A year's items as cards with the date they were logged and their rating, and the year's favourites.
struct ReviewEntries {
    let context: PresentationContext

    /// `activity` with `card`, its item's, without its kind unless `showingKind` (a section says it).
    func entry(_ activity: OwnerActivity, card: CardItem, showingKind: Bool = false) -> ReviewItem.Entry {
        var card = card
        if !showingKind { card.kind = nil }
        let rating = EntryFormatter(context: context).rating(activity.entry.notes)
        return ReviewItem.Entry(
            card: card, date: context.dates.format(activity.date), ratingStars: rating.stars, ratingText: rating.text)
    }

    /// The items rated with the year's highest rating, in the order of their first activity, at most `limit`.
    func favourites(_ year: ReviewYear, limit: Int) -> [ReviewItem.Entry] {
        let rated = year.distinctEntries.filter { $0.entry.notes?.rating != nil }
        guard let top = rated.compactMap({ $0.entry.notes?.rating }).max() else { return [] }
        return rated.filter { $0.entry.notes?.rating == top }.prefix(limit).map { entry($0.activity, card: $0.card, showingKind: true) }
    }
}
