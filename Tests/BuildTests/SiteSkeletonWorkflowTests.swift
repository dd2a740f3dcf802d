import Build
import Foundation
import TestSupport
import Testing
import Yams

/// The GitHub workflow `sitegen new` writes (`.github/workflows/catalog.yml`): valid YAML of the right
/// shape, pinned to this sitegen, and clean under actionlint.
@Suite struct SiteSkeletonWorkflowTests {
    static let text = String(decoding: SiteSkeleton.files[SiteSkeleton.workflowPath] ?? [], as: UTF8.self)

    /// The workflow as YAML nodes: keys are looked up as written (YAML 1.1 would read `on` as `true`).
    static func workflow() throws -> Node {
        try #require(try Yams.compose(yaml: text), "\(SiteSkeleton.workflowPath) is empty")
    }

    static func steps(_ workflow: Node, job: String) -> [Node] {
        Array(workflow["jobs"]?[job]?["steps"]?.sequence ?? [])
    }

    @Test func runsEveryDayAndByHand() throws {
        let workflow = try Self.workflow()
        let cron = try #require(workflow["on"]?["schedule"]?.sequence?.first?["cron"]?.string)
        // Minute and hour set, every day of every month.
        #expect(cron.split(separator: " ").suffix(3) == ["*", "*", "*"] && Int(cron.split(separator: " ")[1]) != nil, "\(cron)")
        #expect(workflow["on"]?["workflow_dispatch"] != nil)
    }

    @Test func buildsThisVersionOfSitegen() throws {
        let workflow = try Self.workflow()
        #expect(
            workflow["env"]?["SITEGEN_VERSION"]?.string == SitegenVersion.current,
            "set SITEGEN_VERSION in Skeleton/\(SiteSkeleton.workflowPath) to \(SitegenVersion.current), then run python3 Scripts/embed-files.py"
        )
        #expect(workflow["jobs"]?["build"]?["container"]?.string?.hasPrefix("swift:") == true)
        let scripts = Self.steps(workflow, job: "build").compactMap { $0["run"]?.string }.joined(separator: "\n")
        for package in ["libxml2-dev", "libcmark-dev", "libxxhash-dev", "pkg-config"] {
            #expect(scripts.contains(package), "the workflow does not install \(package)")
        }
        #expect(scripts.contains("sitegen fetch --refresh"))
        #expect(scripts.contains("sitegen build --base-url"))
    }

    @Test func cachesTheOutputItsItemCacheAndPlanAndUsesTheSecrets() throws {
        let workflow = try Self.workflow()
        let steps = Self.steps(workflow, job: "build")
        let cached = steps.filter { $0["uses"]?.string?.hasPrefix("actions/cache@") == true }.compactMap { $0["with"]?["path"]?.string }
        #expect(cached.contains { $0.split(separator: "\n") == ["public", ".public.sitegen.cache", ".public.sitegen.plan"] }, "\(cached)")
        let refresh = try #require(steps.first { $0["run"]?.string == "sitegen fetch --refresh" })
        for secret in ["TMDB_READ_ACCESS_TOKEN", "TMDB_API_KEY", "GOOGLE_BOOKS_API_KEY"] {
            #expect(refresh["env"]?[secret]?.string == "${{ secrets.\(secret) }}")
        }
    }

    @Test func deploysWithTheOfficialPagesActions() throws {
        let workflow = try Self.workflow()
        let uses = ["build", "deploy"].flatMap { Self.steps(workflow, job: $0) }.compactMap {
            $0["uses"]?.string?.split(separator: "@").first
        }
        for action in ["actions/checkout", "actions/configure-pages", "actions/upload-pages-artifact", "actions/deploy-pages"] {
            #expect(uses.contains(Substring(action)), "the workflow does not use \(action)")
        }
        let deploy = try #require(workflow["jobs"]?["deploy"])
        #expect(deploy["permissions"]?["pages"]?.string == "write")
        #expect(deploy["permissions"]?["id-token"]?.string == "write")
        #expect(deploy["environment"]?["name"]?.string == "github-pages")
        #expect(workflow["permissions"]?["contents"]?.string == "read", "the workflow should not write to the repository")
    }

    @Test(.enabled(if: ExternalTool("actionlint").testsRun, "\(ExternalTool("actionlint").skipReason)"))
    func passesActionlint() throws {
        let actionlint = ExternalTool("actionlint")
        try #require(actionlint.executable != nil, "SITEGEN_REQUIRE_TOOLS=1, but \(actionlint.skipReason)")
        let scratch = try ScratchFolder()
        let site = scratch.path + "/shelf"
        _ = try SiteSkeleton.create(at: site)
        let lint = try actionlint.run(["-no-color", "-verbose", SiteSkeleton.workflowPath], in: site)
        #expect(lint.status == 0, "\(lint.output)")
    }
}
