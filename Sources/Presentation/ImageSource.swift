/// An image as an `<img>` takes it: its address, and for a remote image that its host serves in several
/// widths, a `srcset` of width candidates (`…/w342/x.jpg 342w`) with the `sizes` of the slot it fills. A
/// local image (a file copied beside the page) exists in one size and has neither.
public struct ImageSource: Sendable, Equatable {
    /// The `src`: what a browser shows that does not read `srcset`, and what link previews name.
    public var url: String
    public var srcset: String?
    /// Set exactly when `srcset` is: `sizes` without `srcset` is invalid HTML.
    public var sizes: String?

    public init(url: String, srcset: String? = nil, sizes: String? = nil) {
        self.url = url
        self.srcset = srcset
        self.sizes = srcset == nil ? nil : sizes
    }

    /// `url` with the candidates `(url, width)` offered for `slot`; without a `srcset` when fewer than two are
    /// left or any candidate's URL has a comma or white space in it (a `srcset` could not hold it).
    init(url: String, candidates: [(url: String, width: Int)], slot: ImageSlot) {
        let usable = !candidates.contains { candidate in
            candidate.url.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: " ") || $0 < 0x20 }
        }
        guard usable, candidates.count >= 2 else {
            self.init(url: url)
            return
        }
        self.init(url: url, srcset: candidates.map { "\($0.url) \($0.width)w" }.joined(separator: ", "), sizes: slot.sizes)
    }
}
