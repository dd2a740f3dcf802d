import Foundation
import Testing

@testable import Build

/// A file staged beside the output replaces its target only when put in place, and leaves nothing behind
/// when it is not.
@Suite struct StagedFileTests {
    @Test func aStagedFileReplacesItsTargetOnlyWhenPutInPlace() throws {
        let scratch = try ScratchFolder()
        let (output, target) = (scratch.path + "/public", scratch.path + "/.public.sitegen.plan")
        #expect(FileSystem.write(Array("old".utf8), to: target) == 0)
        let staged = try #require(StagedFile(Array("new".utf8), for: target, besideOutput: output))
        #expect(FileSystem.read(target) == Array("old".utf8), "the old file stays until the new one is put in place")
        #expect(scratch.entries().count == 2)
        #expect(staged.putInPlace() == 0)
        #expect(FileSystem.read(target) == Array("new".utf8))
        #expect(scratch.entries() == [".public.sitegen.plan"])
    }

    @Test func aStagedFileNeverPutInPlaceIsRemoved() throws {
        let scratch = try ScratchFolder()
        let target = scratch.path + "/.public.sitegen.plan"
        var staged = StagedFile(Array("new".utf8), for: target, besideOutput: scratch.path + "/public")
        #expect(staged != nil && scratch.entries().count == 1)
        staged = nil
        #expect(scratch.entries().isEmpty)
        #expect(StagedFile([], for: target, besideOutput: scratch.path + "/missing/public") == nil, "a folder that is not there")
    }

    @Test func aPlanThatCannotBePutInPlaceTakesTheOldOneAway() throws {
        let scratch = try ScratchFolder()
        let output = scratch.path + "/public"
        PersistedPlan.write(Array("plan".utf8), forOutput: output)
        #expect(FileSystem.read(PersistedPlan.path(forOutput: output)) == Array("plan".utf8))
        PersistedPlan.putInPlace(nil, forOutput: output)
        #expect(scratch.entries().isEmpty)
    }
}
