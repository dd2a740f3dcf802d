import JSON

/// The message an API puts in an error reply: TMDB's `status_message`, Google's `error.message`, or the
/// first of TMDB's validation `errors`.
enum APIErrorBody {
    static func detail(of body: [UInt8]) -> String? {
        guard let document = JSONValue.parsed(body) else { return nil }
        let message =
            document["status_message"]?.text ?? document["error"]?["message"]?.text
            ?? document["errors"]?.elements?.first?.text ?? document["message"]?.text
        return message.map { String($0.prefix(300)) }
    }

    /// The problem an error reply stands for.
    static func problem(_ reply: HTTPReply) -> FetchProblem {
        .status(reply.status, detail: detail(of: reply.body))
    }
}
