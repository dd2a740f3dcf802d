/// The image formats fetch stores beside an item: the raster formats the build reads. SVG from an API is
/// refused, because an SVG file can carry script.
enum ImageKind: String, CaseIterable {
    case jpeg = "jpg"
    case png = "png"
    case webp = "webp"

    /// The file extension the build looks for.
    var fileExtension: String { rawValue }

    /// The format a reply declares and its bytes confirm, or why it is not an image fetch keeps.
    static func of(_ reply: HTTPReply) throws(FetchProblem) -> ImageKind {
        let declared = reply.mediaType ?? "no content type"
        guard let kind = byMediaType[declared] else {
            throw .unexpected("expected a JPEG, PNG or WebP image, got \(declared)")
        }
        guard kind.matches(reply.body) else {
            throw .unexpected("the reply says \(declared), but its bytes are not such an image")
        }
        return kind
    }

    private static let byMediaType: [String: ImageKind] = ["image/jpeg": .jpeg, "image/jpg": .jpeg, "image/png": .png, "image/webp": .webp]

    /// Whether `bytes` start the way files of this format do.
    private func matches(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .jpeg: bytes.starts(with: [0xFF, 0xD8, 0xFF])
        case .png: bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .webp: bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8)
        }
    }
}
