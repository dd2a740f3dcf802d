import Model
import Support

/// Fetches items into `content/`: for each, the API's response, checked with the build's own decoders and
/// written only when it would build, then, when asked, its image.
struct Fetcher: Sendable {
    let http: PoliteHTTPClient
    let content: ContentFolder
    let credentials: APICredentials
    /// Whether images are downloaded beside the items.
    let images: Bool
    /// Whether an existing local image is fetched again (a refresh); otherwise an item that has one keeps it.
    let replacesImages: Bool
    /// Told of each item as it ends, for progress.
    let onItem: @Sendable (ItemReport) -> Void

    /// Fetches the items named `stems` from `source`, all at the source's pace; reports in the order of `stems`.
    func fetch(_ stems: [String], from source: some ItemSource) async -> [ItemReport] {
        await withTaskGroup(of: (Int, ItemReport).self) { group in
            var reports = [ItemReport?](repeating: nil, count: stems.count)
            var next = 0
            // A few more in flight than the host gate lets through, so that it never waits for work.
            let width = source.pace.concurrent * 2
            func startNext() {
                guard next < stems.count else { return }
                let (index, stem) = (next, stems[next])
                group.addTask { (index, await fetchOne(stem, from: source)) }
                next += 1
            }
            for _ in 0..<width { startNext() }
            for await (index, report) in group {
                reports[index] = report
                onItem(report)
                startNext()
            }
            return reports.compactMap { $0 }
        }
    }

    /// One item, start to end.
    func fetchOne(_ stem: String, from source: some ItemSource) async -> ItemReport {
        let name = "\(source.kind.singular) \(stem)"
        let shown = content.file(source.kind, stem, "json").shown
        let request = source.request(for: stem)
        let reply: HTTPReply
        do throws(FetchProblem) {
            reply = try await http.get(request, pace: source.pace)
        } catch {
            return failed(name, shown, request, error)
        }
        guard reply.isSuccess else {
            if source.kind == .comic, reply.status == 404, stem == String(XKCDSource.knownGap) {
                return ItemReport(item: name, outcome: .knownGap)
            }
            return failed(name, shown, request, source.problem(with: reply, for: stem))
        }
        let (report, imageLink) = store(reply.body, of: stem, named: name, from: source, request: request)
        guard images, report.outcome != .failed, let imageLink, replacesImages || !content.hasImage(source.kind, stem) else {
            return report
        }
        let problems = await fetchImage(imageLink, of: stem, from: source)
        guard !problems.isEmpty else { return report }
        let failed = problems.contains(where: \.isError)
        return ItemReport(item: name, outcome: failed ? .failed : report.outcome, diagnostics: report.diagnostics + scrubbed(problems))
    }

    /// Downloads the image `link` names and writes it beside the item, with the extension of its type.
    private func fetchImage(_ link: String, of stem: String, from source: some ItemSource) async -> [Diagnostic] {
        let shown = content.file(source.kind, stem, "json").shown
        guard let request = source.imageRequest(for: link) else {
            return [.warning(shown, "image not downloaded: \"\(link)\" is not a link fetch can follow")]
        }
        let reply: HTTPReply
        let kind: ImageKind
        do throws(FetchProblem) {
            reply = try await http.get(request, pace: http.policy.pace(.images))
            guard reply.isSuccess else { throw FetchProblem.status(reply.status, detail: nil) }
            kind = try ImageKind.of(reply)
        } catch {
            return [.error(shown, "image GET \(request.shownURL): \(error)")]
        }
        let others = CacheFolder.imageExtensions.filter { $0 != kind.fileExtension && content.exists(source.kind, stem, $0) }
        if let other = others.first {
            return [
                .warning(
                    shown, "image not replaced: \(stem).\(other) is there, and the image at \(request.shownURL) is a \(kind.fileExtension)")
            ]
        }
        do throws(Diagnostic) {
            _ = try content.write(reply.body, source.kind, stem, kind.fileExtension)
            return []
        } catch {
            return [error]
        }
    }

    /// Checks and writes the response; the report, and the item's image link when it has one.
    private func store(
        _ body: [UInt8], of stem: String, named name: String, from source: some ItemSource, request: APIRequest
    ) -> (ItemReport, String?) {
        let shown = content.file(source.kind, stem, "json").shown
        let checked = CachedResponse.check(body, as: source.kind, stem: stem, displayPath: shown)
        guard checked.builds else {
            let note = Diagnostic.error(shown, "not written: the response of GET \(request.shownURL) would not build")
            return (ItemReport(item: name, outcome: .failed, diagnostics: scrubbed(checked.diagnostics + [note])), nil)
        }
        let write: ContentFolder.Write
        do throws(Diagnostic) {
            write = try content.write(body, source.kind, stem, "json")
        } catch {
            return (ItemReport(item: name, outcome: .failed, diagnostics: scrubbed(checked.diagnostics + [error])), nil)
        }
        let report = ItemReport(item: name, outcome: write == .written ? .written : .unchanged, diagnostics: scrubbed(checked.diagnostics))
        return (report, checked.imageLink)
    }

    private func failed(_ name: String, _ shown: String, _ request: APIRequest, _ problem: FetchProblem) -> ItemReport {
        ItemReport(item: name, outcome: .failed, diagnostics: scrubbed([.error(shown, "GET \(request.shownURL): \(problem)")]))
    }

    /// Diagnostics with any secret a server could have echoed back replaced.
    func scrubbed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map {
            Diagnostic($0.severity, path: $0.path, line: $0.line, column: $0.column, message: credentials.scrubbed($0.message))
        }
    }
}
