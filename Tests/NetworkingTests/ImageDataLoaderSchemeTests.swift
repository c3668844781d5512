import Foundation
import Networking
import Testing

/// A feed's pictures: a loader that does not allow local files (the one every feature's pictures go through) reads
/// only http(s) and refuses a `file:` URL or any other scheme by name before any work, while a loader that allows
/// them (catalogue lists, which name local files on purpose) still reads a local file.
@Suite struct ImageDataLoaderSchemeTests {
    let picture = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    func client() -> HTTPClient {
        HTTPClient(
            configuration: .init(
                transport: FixtureTransport(fixtures: ["https://pictures.test/a.png": .init(body: .data(picture))]),
                retry: .none
            )
        )
    }

    func localFile() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString).png")
        try picture.write(to: file)
        return file
    }

    @Test func aLocalFileNamedByAFeedIsRefusedByName() async throws {
        let file = try localFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let loader = ImageDataLoader(client: client(), allowsLocalFiles: false)
        await #expect(
            throws: NetworkingError.refused(
                url: file.absoluteString,
                reason: "a feed's pictures must be http(s) URLs; file: is not read"
            )
        ) { try await loader.data(for: file) }
    }

    @Test(arguments: ["ftp://pictures.test/a.png", "data:image/png;base64,iVBORw0KGgo=", "gopher://x/1"])
    func otherSchemesAreRefusedToo(text: String) async throws {
        let url = try #require(URL(string: text))
        let loader = ImageDataLoader(client: client(), allowsLocalFiles: false)
        do {
            _ = try await loader.data(for: url)
            Issue.record("\(text) was loaded")
        } catch {
            guard case .refused(let refused, let reason) = error else {
                Issue.record("\(text): \(error)")
                return
            }
            #expect(refused == text && reason.contains("must be http(s)"))
            #expect(error.description.hasPrefix("Refused \(text):"))
        }
    }

    @Test func httpsPicturesStillLoadAndLocalFilesLoadWhereAllowed() async throws {
        let strict = ImageDataLoader(client: client(), allowsLocalFiles: false)
        #expect(try await strict.data(for: #require(URL(string: "https://pictures.test/a.png"))) == picture)
        let file = try localFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let lists = ImageDataLoader(client: client())
        #expect(try await lists.data(for: file) == picture)
    }
}
