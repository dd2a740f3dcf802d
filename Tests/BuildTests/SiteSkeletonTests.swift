import Build
import Foundation
import Model
import Support
import Testing

/// The site `sitegen new` writes: current with the repository's `Skeleton/`, with every setting, and a
/// site that builds at once, without a warning, and keeps its build's files out of git.
@Suite struct SiteSkeletonTests {
    @Test func theCompiledInSkeletonIsCurrentWithSkeletonFolder() {
        let onDisk = EmbeddedFolder.skeleton.files()
        #expect(onDisk.contains("sitegen.toml") && onDisk.contains(".gitignore"), "Skeleton/ not found at \(EmbeddedFolder.skeleton.path)")
        let problems = EmbeddedFolder.skeleton.differences(from: SiteSkeleton.files)
        #expect(
            problems.isEmpty,
            "\(problems.joined(separator: "; ")). Sources/Build/SiteSkeletonFiles.swift is stale: run python3 Scripts/embed-files.py")
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
    /// the skeleton shows it.
    @Test func sitegenTomlSetsEveryKeyToItsDefault() throws {
        let text = String(decoding: try #require(SiteSkeleton.files["sitegen.toml"]), as: UTF8.self)
        let (config, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config == SiteConfig())
        let lines = text.split(separator: "\n")
        for case let name? in Mirror(reflecting: SiteConfig()).children.map(\.label) {
            let key = Self.snakeCase(name)
            #expect(lines.contains { $0.hasPrefix(key + " = ") }, "sitegen.toml does not set \(key)")
            let index = try #require(lines.firstIndex { $0.hasPrefix(key + " = ") })
            #expect(index > 0 && lines[index - 1].hasPrefix("#"), "\(key) has no comment above it")
        }
    }

    @Test func aNewSiteBuildsEveryKindOfPageWithoutAWarning() throws {
        let scratch = try ScratchFolder()
        let site = scratch.path + "/shelf"
        _ = try SiteSkeleton.create(at: site)
        let report = try SiteBuilder(options: BuildOptions(siteRoot: site), components: .standard).build()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.skipped.isEmpty)
        let empty = PageKinds.standard.map(\.name).filter { (report.pagesByKind[$0] ?? 0) == 0 }
        #expect(empty.isEmpty, "no page of the kinds \(empty)")
        let tree = ScratchFolder.tree(site + "/public")
        for page in ["index.html", "movies/19-metropolis/index.html", "comics/1/index.html", "about/index.html", "colophon/index.html"] {
            #expect(tree[page] != nil, "\(page) was not built")
        }
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
