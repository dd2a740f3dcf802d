/// One of the cover images Google Books lists for a volume in `volumeInfo.imageLinks`, under the size it
/// was listed as. A volume lists up to six; pages offer them to the browser to pick from by width.
public struct BookCover: Sendable, Equatable {
    /// An `imageLinks` key, smallest first. Google serves each size at the `zoom` its links carry:
    /// `smallThumbnail` 5, `thumbnail` 1, `small` 2, `medium` 3, `large` 4, `extraLarge` 6.
    public enum Size: String, Sendable, CaseIterable, Comparable {
        case smallThumbnail, thumbnail, small, medium, large, extraLarge

        /// The width Google's API reference gives for the size, in pixels: about 80, 128, 300, 575, 800 and
        /// 1280. A cover is scaled to fit that width, so its height depends on the book's proportions.
        public var width: Int {
            switch self {
            case .smallThumbnail: 80
            case .thumbnail: 128
            case .small: 300
            case .medium: 575
            case .large: 800
            case .extraLarge: 1280
            }
        }

        public static func < (lhs: Size, rhs: Size) -> Bool { lhs.width < rhs.width }
    }

    public var size: Size
    /// An http(s) link, upgraded to https.
    public var url: String

    public init(size: Size, url: String) {
        self.size = size
        self.url = url
    }
}
