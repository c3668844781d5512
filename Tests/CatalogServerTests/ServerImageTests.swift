import CatalogServer
import Foundation
import ImagePipeline
import Networking
import Testing

/// Images in served screens are thumbnails at the device's pixel size, revalidated by their cache key, and
/// content-addressed (immutable) once made.
@Suite struct ServerImageTests {
    static func imagePaths(in text: String) -> [String] {
        text.components(separatedBy: "href=\"/image/").dropFirst().compactMap { $0.split(separator: "\"").first }
            .map { "/image/" + $0 }
    }

    @Test func aSecondLoadDownloadsNoImageAgain() async throws {
        let server = try await TestServer()
        let page = "/screen?feature=trending&story=loaded&device=iphone-15"
        let first = String(decoding: try await server.get(page).body, as: UTF8.self)
        var paths: [String] = []
        var etags: [String: String] = [:]
        for path in Set(Self.imagePaths(in: first)).sorted() {
            let response = try await server.get(path)
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["X-Catalog-Placeholder"] == nil, "every bundled avatar loads")
            paths.append(path)
            #expect(response.headers["Content-Type"] == "image/png")
            #expect(response.headers["Cache-Control"] == "no-cache")
            let etag = try #require(response.headers["ETag"])
            #expect(etag.hasPrefix("\"thumb-"))
            etags[path] = etag
        }
        // Avatars are 44 pt; the iPhone 15 draws at 3×: a 132-pixel thumbnail.
        let avatar = try await server.get(paths[0])
        #expect(avatar.body.count > 100)
        #expect(avatar.body[16..<24] == Data([0, 0, 0, 132, 0, 0, 0, 132]))

        // Revalidation: 304 with no body.
        for path in paths {
            let response = try await server.get(path, headers: ["If-None-Match": try #require(etags[path])])
            #expect(response.status == 304, "\(path)")
            #expect(response.body.isEmpty)
        }
        // The next page load names the images by content: immutable, the same ETag.
        let second = String(decoding: try await server.get(page).body, as: UTF8.self)
        let addressed = Set(Self.imagePaths(in: second)).sorted().filter { $0.split(separator: "/").count == 3 }
        #expect(paths.count >= 5)
        #expect(addressed.count == paths.count)
        for path in addressed {
            let parts = path.split(separator: "/")
            let response = try await server.get(path)
            #expect(response.status == 200)
            #expect(response.headers["Cache-Control"] == "public, max-age=31536000, immutable")
            #expect(response.headers["ETag"] == "\"\(parts[2])\"")
        }
        // A content address whose content changed is not served as if it had not.
        let stale = try await server.get("/image/\(addressed[0].split(separator: "/")[1])/thumb-0000")
        #expect(stale.status == 404)
        await server.stop()
    }

    @Test func anImageThatCannotLoadIsThePlaceholderThePNGDraws() async throws {
        // The image host is down.
        let server = try await TestServer(imagesFail: true)
        let page = String(
            decoding: try await server.get("/screen?feature=trending&story=loaded&device=iphone-se").body,
            as: UTF8.self
        )
        var placeholders = 0
        for path in Set(Self.imagePaths(in: page)) {
            let response = try await server.get(path)
            #expect(response.status == 200)
            if response.headers["X-Catalog-Placeholder"] == "true" {
                placeholders += 1
                #expect(response.headers["Cache-Control"] == "no-cache")
            }
        }
        #expect(placeholders >= 5, "every avatar is a placeholder: \(placeholders)")
        await server.stop()
    }

    @Test func aServerSetToWebPServesWebPThumbnailsByContentAddress() async throws {
        let server = try await TestServer { $0.imageFormat = .webp }
        let page = "/screen?feature=trending&story=loaded&device=iphone-se"
        _ = try await server.get(page)
        let path = try #require(
            Self.imagePaths(in: String(decoding: try await server.get(page).body, as: UTF8.self)).first
        )
        let response = try await server.get(path)
        #expect(response.status == 200 && response.headers["Content-Type"] == "image/webp")
        #expect(response.body.prefix(4) == Data("RIFF".utf8) && response.body[8..<12] == Data("WEBP".utf8))
        // The content-addressed answer comes from the result cache with the same type.
        let again = try await server.get(path)
        #expect(again.headers["Content-Type"] == "image/webp" && again.body == response.body)
        await server.stop()
    }
}
