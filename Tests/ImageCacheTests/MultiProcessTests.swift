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
        async let first = Task.detached { try runStress(["write", path, "one", "300", "3000"]) }.value
        async let second = Task.detached { try runStress(["write", path, "two", "300", "3000"]) }.value
        let results = try await [first, second]
        // Then each read back all it wrote, and a third process reads both sets intact
        for result in results { #expect(result.status == 0, "\(result.error)") }
        let check = try runStress(["read", path, "one", "300", "3000"])
        #expect(check.status == 0, "\(check.error)")
        let checkTwo = try runStress(["read", path, "two", "300", "3000"])
        #expect(checkTwo.status == 0, "\(checkTwo.error)")
    }

    @Test func writerKilledMidWriteLeavesEveryEntryWholeOrAbsent() async throws {
        let directory = try TemporaryDirectory()
        let process = Process()
        process.executableURL = try stressExecutable()
        process.arguments = ["churn", directory.url.path, "churn", "200000"]
        try process.run()
        // Let it write for a while, then kill it without warning.
        try await Task.sleep(for: .milliseconds(400))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let cache = try DiskCache(configuration: .init(directory: directory.url))
        let report = cache.verify()
        #expect(report.checked > 0)
        #expect(report.removed == 0)
        for index in 0..<50 {
            if let data = cache.data(forKey: "churn-\(index)") { #expect(data.count == 200_000) }
        }
    }
}
