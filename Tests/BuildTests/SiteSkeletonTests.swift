import Foundation
import Model
import Support
import TestSupport
import Testing

@testable import Build

/// The site `sitegen new` writes: current with the repository's `Skeleton/`, with every setting, and a
/// site that builds at once, without a warning, and keeps its build's files out of git.
@Suite struct SiteSkeletonTests {
    @Test func theCompiledInSkeletonIsCurrentWithSkeletonFolder() {
        let onDisk = EmbeddedFolder.skeleton.files()
        #expect(onDisk.contains("sitegen.toml") && onDisk.contains(".gitignore"), "Skeleton/ not found at \(EmbeddedFolder.skeleton.path)")
        let problems = EmbeddedFolder.skeleton.differences(from: SiteSkeleton.files)
        #expect(
            problems.isEmpty,
            "\(problems.joined(separator: "; ")). Sources/Build/SiteSkeletonFiles(.swift|/) is stale: run python3 Scripts/embed-files.py")
    }

    @Test func holdsTheFilesANewSiteNeeds() {
        let paths = Set(SiteSkeleton.files.keys)
        for path in ["sitegen.toml", ".gitignore", "README.md", SiteSkeleton.workflowPath, "content/pages/about.md"] {
            #expect(paths.contains(path), "\(path) is missing")
        }
        for kind in ["movies", "books", "comics"] {
            let items = paths.filter { $0.hasPrefix("content/\(kind)/") && $0.hasSuffix(".json") }
            #expect((2...3).contains(items.count), "\(items.count) sample \(kind)")
        }
    }

    /// Every key of `SiteConfig`, each with its default: a new key in the settings fails this test until
    /// the skeleton shows it. A key whose default is to be unset (`date_format`: the language's own) is
    /// shown commented out.
    @Test func sitegenTomlSetsEveryKeyToItsDefault() throws {
        let text = String(decoding: try #require(SiteSkeleton.files["sitegen.toml"]), as: UTF8.self)
        let (config, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config == SiteConfig())
        let lines = text.split(separator: "\n")
        for child in Mirror(reflecting: SiteConfig()).children {
            guard let name = child.label else { continue }
            let key = Self.snakeCase(name)
            let value = Mirror(reflecting: child.value)
            let prefix = (value.displayStyle == .optional && value.children.isEmpty ? "# " : "") + key + " = "
            #expect(lines.contains { $0.hasPrefix(prefix) }, "sitegen.toml does not set \(key)")
            let index = try #require(lines.firstIndex { $0.hasPrefix(prefix) })
            #expect(index > 0 && lines[index - 1].hasPrefix("#"), "\(key) has no comment above it")
        }
    }

    /// Built with the address it is published at, as its workflow builds it (`--base-url`).
    @Test func aNewSiteBuildsEveryKindOfPageWithoutAWarning() throws {
        let scratch = try ScratchFolder()
        let site = scratch.path + "/shelf"
        _ = try SiteSkeleton.create(at: site)
        let options = BuildOptions(siteRoot: site, baseURL: "https://example.org/shelf/")
        let report = try SiteBuilder(options: options, components: .standard).build()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.skipped.isEmpty)
        let empty = PageKinds.standard.map(\.name).filter { (report.pagesByKind[$0] ?? 0) == 0 }
        #expect(empty.isEmpty, "no page of the kinds \(empty)")
        let tree = ScratchFolder.tree(site + "/public")
        for page in ["index.html", "movies/19-metropolis/index.html", "comics/1/index.html", "about/index.html", "colophon/index.html"] {
            #expect(tree[page] != nil, "\(page) was not built")
        }
    }

    /// Its `base_url` is "/" until the owner knows the address: a build then warns once, naming it, and
    /// leaves out what needs a full address.
    @Test func aNewSiteBuiltWithoutItsAddressWarnsOnlyOfThat() throws {
        let scratch = try ScratchFolder()
        let site = scratch.path + "/shelf"
        _ = try SiteSkeleton.create(at: site)
        let report = try SiteBuilder(options: BuildOptions(siteRoot: site), components: .standard).build()
        #expect(report.warnings.map(\.path) == ["sitegen.toml"], "\(report.warnings)")
        #expect(report.warnings.first?.message.hasPrefix("base_url \"/\" is not an absolute URL") == true)
        #expect(report.pagesByKind["sitemap"] == nil && report.pagesByKind["feed"] == nil)
    }

    /// `git` itself says what `.gitignore` keeps out, for the files a build leaves (the output, the item
    /// cache, the stamps) and for those of a build in progress (the lock, the staging folders).
    @Test(.enabled(if: ExternalTool("git").testsRun, "\(ExternalTool("git").skipReason)"))
    func gitignoreKeepsTheOutputAndTheHelperFilesOut() throws {
        let git = ExternalTool("git")
        try #require(git.executable != nil, "SITEGEN_REQUIRE_TOOLS=1, but \(git.skipReason)")
        let scratch = try ScratchFolder()
        let site = scratch.path + "/shelf"
        _ = try SiteSkeleton.create(at: site)
        _ = try SiteBuilder(options: BuildOptions(siteRoot: site), components: .standard).build()
        let output = site + "/public"
        let helpers = [
            ItemCacheFile.path(forOutput: output), InputStamps.path(forOutput: output), site + "/.public.sitegen.lock",
            site + "/.public.sitegen-staging-123/index.html", site + "/.public.sitegen-commit-123/list",
            site + "/.public.sitegen-old-123/index.html", site + "/.public.sitegen-cache-123",
        ].map { String($0.dropFirst(site.count + 1)) }
        for helper in helpers where !FileManager.default.fileExists(atPath: site + "/" + helper) {
            try FileManager.default.createDirectory(atPath: FileSystem.parent(of: site + "/" + helper), withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: site + "/" + helper))
        }
        #expect(try git.run(["init", "--quiet"], in: site).status == 0)
        let added = try git.run(["add", "--all", "--dry-run"], in: site)
        #expect(added.status == 0, "\(added.output)")
        let paths = added.output.split(separator: "\n").map { $0.replacingOccurrences(of: "add '", with: "").dropLast() }.map(String.init)
        #expect(paths.sorted() == SiteSkeleton.files.keys.sorted(), "git would add what .gitignore should keep out")
        let ignored = try git.run(["check-ignore", "--no-index"] + helpers + ["public/index.html"], in: site)
        #expect(ignored.output.split(separator: "\n").count == helpers.count + 1, "\(ignored.output)")
    }

    /// `baseURL` → `base_url`, `pageSize` → `page_size`.
    static func snakeCase(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, previous?.isLowercase == true { out += "_" }
            out += character.lowercased()
            previous = character
        }
        return out
    }
}
