import Support

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
        let srcset = Self.srcset(widths: candidates.map(\.width)) { index, bytes in
            candidates[index].url.withUTF8Bytes { Self.append($0, to: &bytes) }
        }
        self.init(url: url, srcset: candidates.count >= 2 ? srcset : nil, sizes: slot.sizes)
    }

    /// `url` with TMDB's widths for `slot`, each candidate `base`, `w` and the width, then `path` (`…/w342/x.jpg`), as
    /// `init(url:candidates:slot:)` makes it from those URLs. Written from the parts rather than from a string made for
    /// each width: those strings were most of the 17,000 instructions of a card's poster, for every card of every page
    /// (a 10k full build 34,448 → 33,836 M instructions, Callgrind).
    init(url: String, base: String, path: String, slot: ImageSlot) {
        let widths = slot.tmdbWidths
        let srcset = base.withUTF8Bytes { base in
            path.withUTF8Bytes { path in
                // The parts checked once, not once a width: the checks were half of making the srcset (Callgrind, 2026-12-07).
                guard widths.count >= 2, Self.fitsACandidate(base), Self.fitsACandidate(path) else { return nil as String? }
                return Self.tmdbSrcset(base: base, path: path, widths: widths)
            }
        }
        self.init(url: url, srcset: srcset, sizes: slot.sizes)
    }

    /// `url 185w, url 342w`, written as bytes into one buffer, each URL by `writeURL` (false when it has a comma or white
    /// space, and then nil). Each candidate interpolated and then joined, and each URL's bytes read through its
    /// `UTF8View`, took 5% of a 1k build's instructions (Callgrind, 2026-11-28): this runs for every card of every page.
    private static func srcset(widths: [Int], writeURL: (_ index: Int, _ bytes: inout [UInt8]) -> Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(widths.count * 96)
        for (index, width) in widths.enumerated() {
            if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            guard writeURL(index, &bytes) else { return nil }
            bytes.append(UInt8(ascii: " "))
            bytes.appendDecimal(UInt64(width))
            bytes.append(UInt8(ascii: "w"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `base` `w` width `path` and the width for each of `widths`, joined by `, `, written in place into a string of
    /// its exact length. Appended part by part to an array that was then copied into a string, it took 4,400
    /// instructions a card (Callgrind, 2026-12-07), for every card of every page.
    private static func tmdbSrcset(base: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, widths: [Int]) -> String {
        let length = widths.reduce(2 * (widths.count - 1)) { $0 + base.count + path.count + 3 + 2 * decimalDigits($1) }
        return String(unsafeUninitializedCapacity: length) { out in
            var at = 0
            func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                _ = UnsafeMutableBufferPointer(rebasing: out[at..<(at + bytes.count)]).initialize(fromContentsOf: bytes)
                at += bytes.count
            }
            func put(_ byte: UInt8) {
                out[at] = byte
                at += 1
            }
            func put(decimal value: Int) {
                var rest = value
                let end = at + decimalDigits(value)
                for place in (at..<end).reversed() {
                    out[place] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                at = end
            }
            for (index, width) in widths.enumerated() {
                if index > 0 {
                    put(UInt8(ascii: ","))
                    put(UInt8(ascii: " "))
                }
                put(base)
                put(UInt8(ascii: "w"))
                put(decimal: width)
                put(path)
                put(UInt8(ascii: " "))
                put(decimal: width)
                put(UInt8(ascii: "w"))
            }
            return at
        }
    }

    /// How many decimal digits `value` (not negative) is written with.
    private static func decimalDigits(_ value: Int) -> Int {
        var (digits, rest) = (1, value / 10)
        while rest > 0 { (digits, rest) = (digits + 1, rest / 10) }
        return digits
    }

    /// Appends a part of a candidate's URL; false when it has a comma or white space.
    private static func append(_ part: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        guard fitsACandidate(part) else { return false }
        bytes.append(contentsOf: part)
        return true
    }

    /// Whether `part` may be in a candidate's URL: it has no comma or white space.
    private static func fitsACandidate(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        !part.contains(where: { $0 == UInt8(ascii: ",") || $0 <= UInt8(ascii: " ") })
    }
}
