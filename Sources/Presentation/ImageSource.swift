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
        guard candidates.count >= 2, let srcset = Self.srcset(candidates) else {
            self.init(url: url)
            return
        }
        self.init(url: url, srcset: srcset, sizes: slot.sizes)
    }

    /// `url 185w, url 342w`, written as bytes into one buffer of about its size, each URL checked on the way; nil when
    /// one has a comma or white space. Each candidate interpolated and then joined, and each URL's bytes read through
    /// its `UTF8View`, took 5% of a 1k build's instructions (Callgrind, 2026-11-28): this runs for every card of
    /// every page.
    private static func srcset(_ candidates: [(url: String, width: Int)]) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(candidates.reduce(0) { $0 + $1.url.utf8.count + 8 })
        for (index, candidate) in candidates.enumerated() {
            if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            var url = candidate.url
            let usable = url.withUTF8 { url in
                guard !url.contains(where: { $0 == UInt8(ascii: ",") || $0 <= UInt8(ascii: " ") }) else { return false }
                bytes.append(contentsOf: url)
                return true
            }
            guard usable else { return nil }
            bytes.append(UInt8(ascii: " "))
            var width = String(candidate.width)
            width.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "w"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
