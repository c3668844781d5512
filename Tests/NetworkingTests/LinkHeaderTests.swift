import Foundation
import Networking
import Testing

@Suite struct LinkHeaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var header: String
        var next: String?
        var last: String?
        var testDescription: String { String(header.prefix(40)) }
    }

    static let cases: [Case] = [
        // GitHub search, page 1 (from the PyGithub recording): next then last.
        Case(
            header:
                "<https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=2>; rel=\"next\", <https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=91>; rel=\"last\"",
            next: "https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=2",
            last: "https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=91"
        ),
        // Rels in another order, with first and prev.
        Case(
            header:
                "<https://x.test/p?page=1>; rel=\"first\", <https://x.test/p?page=1>; rel=\"prev\", <https://x.test/p?page=3>; rel=\"next\", <https://x.test/p?page=9>; rel=\"last\"",
            next: "https://x.test/p?page=3",
            last: "https://x.test/p?page=9"
        ),
        // Several relation types in one rel, bare token, extra parameters, odd spacing and case.
        Case(
            header: "<https://x.test/a?page=2>;REL=\"next last\" ;title=\"a, b\", <https://x.test/a?page=0>; rel=prev",
            next: "https://x.test/a?page=2",
            last: "https://x.test/a?page=2"
        ),
        // The last page: no next.
        Case(
            header: "<https://x.test/p?page=1>; rel=\"first\", <https://x.test/p?page=8>; rel=\"prev\"",
            next: nil,
            last: nil
        ),
        Case(header: "", next: nil, last: nil),
        Case(header: "garbage without brackets", next: nil, last: nil),
    ]

    @Test(arguments: cases)
    func findsNextAndLast(_ example: Case) {
        #expect(LinkHeader.url(for: "next", in: example.header)?.absoluteString == example.next)
        #expect(LinkHeader.url(for: "last", in: example.header)?.absoluteString == example.last)
    }

    @Test func keepsOtherParameters() {
        let links = LinkHeader.parse("<https://x.test/a>; rel=\"next\"; title=\"Next, please\"; type=text/html")
        #expect(
            links == [
                WebLink(
                    url: URL(string: "https://x.test/a")!,
                    relations: ["next"],
                    parameters: ["title": "Next, please", "type": "text/html"]
                )
            ]
        )
    }

    @Test(
        .enabled(
            if: SharedData.exists("seed-data/trending/pygithub-search-repos.headers.json"),
            "needs ../shared/seed-data"
        )
    )
    func parsesEveryRecordedGitHubHeader() throws {
        let data = try Data(contentsOf: SharedData.url("seed-data/trending/pygithub-search-repos.headers.json"))
        let text = String(decoding: data, as: UTF8.self)
        // Every recorded link header yields at least one link and only known relations.
        let json = try JSONSerialization.jsonObject(with: data)
        var headers: [String] = []
        func collect(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                for (key, inner) in dictionary {
                    if key.lowercased() == "link", let header = inner as? String {
                        headers.append(header)
                    } else {
                        collect(inner)
                    }
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(json)
        #expect(!headers.isEmpty, "no link header in \(text.prefix(80))")
        for header in headers {
            let links = LinkHeader.parse(header)
            #expect(!links.isEmpty)
            #expect(links.allSatisfy { Set($0.relations).isSubset(of: ["next", "last", "first", "prev"]) })
        }
    }
}

/// Locates `../shared` beside the checkout; tests that need it are skipped with a message where it is absent.
enum SharedData {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    }

    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }
}
