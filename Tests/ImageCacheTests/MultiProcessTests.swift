import AsyncPrimitives
import Foundation
import ImageCache
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct MultiProcessTests {
    @Test func twoProcessesWritingOneDirectoryLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.path
        // Given two writer processes started at once on one directory
        async let first = runStress(["write", path, "one", "300", "3000"])
        async let second = runStress(["write", path, "two", "300", "3000"])
        let results = try await [first, second]
        // Then each read back all it wrote, and a third process reads both sets intact
        for result in results { #expect(result.status == 0, "\(result.error)") }
        let check = try await runStress(["read", path, "one", "300", "3000"])
        #expect(check.status == 0, "\(check.error)")
        let checkTwo = try await runStress(["read", path, "two", "300", "3000"])
        #expect(checkTwo.status == 0, "\(checkTwo.error)")
    }

    @Test func writerKilledMidWriteLeavesEveryEntryWholeOrAbsent() async throws {
        let directory = try TemporaryDirectory()
        let child = try ChildProcess(
            try stressExecutable(),
            arguments: ["churn", directory.url.path, "churn", "200000"]
        )
        // Once it says it has written a round of entries (and is writing more), kill it without warning.
        #expect(await child.waitForOutput(containing: "ready"))
        child.send(SIGKILL)
        let termination = await child.output().termination
        #expect(termination.wasSignalled && termination.status == SIGKILL)

        let cache = try DiskCache(configuration: .init(directory: directory.url))
        let report = cache.verify()
        #expect(report.checked > 0)
        #expect(report.removed == 0)
        for index in 0..<50 {
            if let data = cache.data(forKey: "churn-\(index)") { #expect(data.count == 200_000) }
        }
    }
}
