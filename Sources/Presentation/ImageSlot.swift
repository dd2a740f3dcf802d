/// A place where the default theme draws a catalog image, with the `sizes` value that tells a browser how
/// wide the image is drawn there before it has laid the page out, so that it picks the smallest `srcset`
/// candidate that is sharp on its screen. Each value is worked out from `Templates/assets/style.css`
/// (1rem = 16px, the browsers' default); a change to the widths there changes these too.
public enum ImageSlot: Sendable, CaseIterable {
    /// A poster, cover or comic in a card grid.
    case card
    /// A movie's poster or a book's cover beside its facts, on its own page.
    case detail
    /// A movie's backdrop across the top of its page.
    case backdrop

    /// The `sizes` attribute for this slot.
    public var sizes: String {
        switch self {
        case .card: Self.cardSizes
        case .detail: "15.625rem"
        case .backdrop: "(max-width: 25rem) calc(100vw - 2rem), (max-width: 50rem) 92vw, (max-width: 72rem) calc(100vw - 4rem), 68rem"
        }
    }

    /// TMDB's sizes worth offering here (`w185` …), by width: the smallest that any screen picks in this slot
    /// up to the largest TMDB serves for the kind of image. A card is at least 150px wide, so `w92` and
    /// `w154` would never be picked; backdrops come in `w300`, `w780` and `w1280` only.
    var tmdbWidths: [Int] {
        switch self {
        case .card, .detail: [185, 342, 500, 780]
        case .backdrop: [300, 780, 1280]
        }
    }

    /// `.card-grid` fills `.wrap`'s content (the page, at most 72rem, less `clamp(1rem, 4vw, 2rem)` each side)
    /// with as many columns of at least 150px, 1.25rem apart, as fit: one below 352px, then 2, 3, 4, 5 and 6
    /// (from 1064px; 1088px of content, 165px a card, from 1152px). Each range gives the column's width.
    private static let cardSizes = [
        "(max-width: 351px) calc(100vw - 32px)",
        "(max-width: 400px) calc(50vw - 26px)",
        "(max-width: 532px) calc(46vw - 10px)",
        "(max-width: 717px) calc(30.67vw - 13.33px)",
        "(max-width: 800px) calc(23vw - 15px)",
        "(max-width: 893px) calc(25vw - 31px)",
        "(max-width: 1063px) calc(20vw - 28.8px)",
        "(max-width: 1151px) calc(16.67vw - 27.33px)",
        "165px",
    ].joined(separator: ", ")
}
