import ArgumentParser
import Build
import Fetch
import Foundation
import Model
import SiteCheck
import Support

/// `sitegen check`: verifies a built output folder, as a visitor's browser and a search engine would meet it.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a built site: links, fragments, ids, alt text and well-formedness.",
        discussion: """
            Reads every HTML page (with libxml2's HTML parser) and every XML file (sitemaps, feeds; with its XML \
            parser) of the output folder and reports, one `path:line: error: …` line each, sorted: a page or file \
            that does not parse; an href, src or srcset candidate (on any element: links, images, <link>, \
            <script>), a sitemap <loc> or a refresh that leads to no file; a #fragment with no element of that \
            id (or <a name>) in the page it names; an id used twice on a page; an <img> without alt. \
            The site's own links are relative, root-absolute, or absolute under base_url (read from sitegen.toml \
            beside the output folder, or --base-url); a folder URL is answered by its index.html, paths are \
            percent-decoded, query strings ignored. Without --external nothing is requested from the network.
            Exit codes: 0 no problems, 1 problems found, 2 usage errors (no such folder).
            """
    )

    @Argument(help: ArgumentHelp("The built output folder.", valueName: "dir"))
    var folder = "public"

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "Where the site is served, as for build; default: base_url from sitegen.toml beside the folder.", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Also request every link to other sites (http and https) and report those that do not answer with a success.")
    var external = false

    @Option(help: ArgumentHelp("With --external: seconds to wait for a server's answer.", valueName: "seconds"))
    var timeout = 10.0

    @Option(help: ArgumentHelp("With --external: requests at once, over all hosts.", valueName: "n"))
    var concurrency = 8

    @Option(name: .customLong("per-host"), help: ArgumentHelp("With --external: requests at once to one host.", valueName: "n"))
    var perHost = 2

    func validate() throws {
        if let baseURL, let problem = SiteConfig.problem(withBaseURL: baseURL) { throw ValidationError("--base-url: \(problem)") }
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout: expected seconds from 0 to 600, found \(timeout)") }
        guard concurrency >= 1, perHost >= 1 else { throw ValidationError("--concurrency and --per-host: expected at least 1") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(folder): no such folder; build the site first (sitegen build), or give the output folder")
        }
    }

    func run() async throws {
        let console = Console(showProgress: false)
        let started = ContinuousClock.now
        let checker = SiteChecker(root: folder, displayRoot: Self.displayPath(folder), site: SiteAddress(baseURL: try siteBaseURL(console)))
        var report: SiteCheckReport
        do {
            report = try checker.check()
        } catch {
            throw ValidationError(error.description)
        }
        if external { report = await checkExternal(report) }
        for line in report.problemLines { console.error(line) }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if report.problems.isEmpty {
            console.output(report.summary(seconds: seconds))
        } else {
            console.error(report.summary(seconds: seconds))
            throw ExitCode(1)
        }
    }

    /// `--base-url`, or `base_url` from the `sitegen.toml` in the folder that holds the output folder; `/`
    /// when there is none. A `sitegen.toml` with errors stops the check, since its base URL cannot be trusted.
    private func siteBaseURL(_ console: Console) throws -> String {
        if let baseURL { return baseURL }
        let path = (Self.absolutePath(folder) as NSString).deletingLastPathComponent + "/sitegen.toml"
        let (config, diagnostics) = SiteConfigLoader.load(path: path, displayPath: Self.displayPath(path))
        let errors = diagnostics.filter(\.isError)
        for error in errors { console.error(error.description) }
        if !errors.isEmpty { throw ExitCode(1) }
        return config.baseURL
    }

    private func checkExternal(_ report: SiteCheckReport) async -> SiteCheckReport {
        let policy = ExternalLinkPolicy(concurrent: concurrency, perHost: perHost, timeout: .milliseconds(Int(timeout * 1000)))
        var requestPolicy = RequestPolicy()
        requestPolicy.connectTimeout = policy.timeout
        requestPolicy.readTimeout = policy.timeout
        return await AsyncHTTPTransport.withTransport(policy: requestPolicy, userAgent: "sitegen/\(SitegenVersion.current) (link check)") {
            transport in
            await ExternalLinkChecker(probe: TransportLinkProbe(transport: transport), policy: policy).check(report)
        }
    }

    /// `path` as problems name it: relative to the current folder when below it, without `./` or a trailing `/`.
    static func displayPath(_ path: String) -> String {
        ContentFile.displayPath(absolutePath(path), relativeTo: FileManager.default.currentDirectoryPath)
    }

    /// `path` from the root, without `.`, `..` or a trailing `/`.
    static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }
}
