import ColorManagement
import Foundation
import Synchronization
import Testing

@testable import ImagePipeline

/// A warm run does not render the identity's probes again (issue #52's "warm runs stay warm"): the identity is kept
/// under a key naming the running code and the settings, and a setting that moves the identity moves the key.
@Suite struct IdentityMemoTests {
    /// A memo over a dictionary, counting what is saved.
    final class Recorder: Sendable {
        let entries = Mutex<[String: String]>([:])
        var memo: IdentityMemo {
            IdentityMemo(
                load: { key in self.entries.withLock { $0[key] } },
                save: { key, identity in self.entries.withLock { $0[key] = identity } }
            )
        }
    }

    @Test func theFirstPipelineSavesItsIdentityAndTheNextReadsIt() throws {
        let recorder = Recorder()
        let computed = ImagePipeline(configuration: .init(identityMemo: recorder.memo)).identity
        #expect(computed == ImagePipeline().identity, "a memo changes how it is found, not what it is")
        let saved = recorder.entries.withLock { $0 }
        #expect(saved.count == 1 && saved.values.first == computed)

        // A value planted under the same key is what the next pipeline answers: it was read, not computed.
        let key = try #require(saved.keys.first)
        let planted = String(repeating: "ab", count: 32)
        recorder.entries.withLock { $0[key] = planted }
        #expect(ImagePipeline(configuration: .init(identityMemo: recorder.memo)).identity == planted)
    }

    @Test func settingsThatMoveTheIdentityUseAnotherKey() {
        let recorder = Recorder()
        let base = ImagePipeline(configuration: .init(identityMemo: recorder.memo)).identity
        let relative = ImagePipeline(
            configuration: .init(colorIntent: .relativeColorimetric, identityMemo: recorder.memo)
        ).identity
        let headroom = ImagePipeline(configuration: .init(shrinkHeadroom: 1.0, identityMemo: recorder.memo)).identity
        #expect(Set([base, relative, headroom]).count == 3, "the intent and the shrink headroom each move it")
        #expect(recorder.entries.withLock { $0.count } == 3)
    }

    @Test func theDirectoryMemoKeepsWholeIdentitiesAndIgnoresOthers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let memo = IdentityMemo.directory(directory)
        let identity = String(repeating: "0f", count: 32)
        memo.save("k", identity)
        #expect(IdentityMemo.directory(directory).load("k") == identity)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == ["k"], "no temporary left behind")

        try Data("not an identity".utf8).write(to: directory.appendingPathComponent("torn"))
        #expect(memo.load("torn") == nil)
        #expect(memo.load("absent") == nil)
    }

    @Test func theCodesFingerprintIgnoresFilesMappedForData() throws {
        let before = try #require(CodeFingerprint.current(), "/proc is mounted here")
        // A font or a cache entry mapped while a command runs is not code: the fingerprint stays.
        let mapped = try Data(contentsOf: Fixtures.root.appendingPathComponent("color/p3.jpg"), options: .alwaysMapped)
        #expect(!mapped.isEmpty)
        #expect(CodeFingerprint.current() == before)
    }

    @Test func aDirectoryMemoKeepsTheNewestIdentitiesOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let memo = IdentityMemo.directory(directory)
        let identity = String(repeating: "1e", count: 32)
        for index in 0..<(IdentityMemo.maxEntries + 5) {
            memo.save("build-\(index)", identity)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.count == IdentityMemo.maxEntries)
        #expect(memo.load("build-\(IdentityMemo.maxEntries + 4)") == identity, "the last written is kept")
    }
}
