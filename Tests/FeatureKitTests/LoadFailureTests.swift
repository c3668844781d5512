import FeatureKit
import Foundation
import Networking
import Testing

/// A failed load is told in words that fit what went wrong, never "check your connection" for a server's own error,
/// and the URL, host and status stay in the detail.
@Suite struct LoadFailureTests {
    static let url = "https://bundled.invalid/users.json"
    static let reset = Date(timeIntervalSince1970: 1_700_000_100)

    @Test(arguments: [
        (NetworkingError.offlineNotCached(url: url), LoadFailure.Kind.offline),
        (.transport(url: url, reason: "no such host", cause: .init(curlCode: 6)), .offline),
        (.transport(url: url, reason: "refused", cause: .init(curlCode: 7)), .unreachable),
        (.timedOut(url: url, seconds: 30), .timedOut),
        (.httpStatus(url: url, status: 503), .serverProblem),
        (.httpStatus(url: url, status: 404), .notAvailable),
        (.decoding(url: url, path: "[0].name", reason: "not a string"), .unreadable),
        (.bodyTooLarge(url: url, limit: 8), .tooLarge),
        (.rateLimited(url: url, resetsAt: reset), .rateLimited(resetsAt: reset)),
        (.cancelled(url: url), .other),
    ])
    func eachErrorHasItsKindAndKeepsTheTechnicalDetail(error: NetworkingError, kind: LoadFailure.Kind) {
        let failure = LoadFailure(FeatureError.network(error))
        #expect(failure.kind == kind)
        #expect(failure.detail == error.description)
        #expect(failure.detail.contains(Self.url))
    }

    @Test func noSentenceNamesAURLHostOrStatusAndOnlyConnectionFailuresBlameTheConnection() {
        let kinds: [LoadFailure.Kind] = [
            .offline, .unreachable, .timedOut, .serverProblem, .notAvailable, .unreadable, .tooLarge,
            .rateLimited(resetsAt: Self.reset), .rateLimited(resetsAt: nil), .other,
        ]
        var sentences: Set<String> = []
        for kind in kinds {
            let failure = LoadFailure(kind, detail: "Server answered 503 for \(Self.url).")
            for sentence in [failure.sentence(loading: "users"), failure.morePageSentence("users")] {
                #expect(TechnicalText.find(in: sentence) == nil, "\(kind): \(sentence)")
                #expect(!sentence.contains("503") && !sentence.contains("bundled"), "\(kind): \(sentence)")
                let blamesConnection = sentence.contains("connection") || sentence.contains("offline")
                #expect(blamesConnection == [.offline, .unreachable].contains(kind), "\(kind): \(sentence)")
            }
            sentences.insert(failure.sentence(loading: "users"))
        }
        #expect(sentences.count == kinds.count, "every kind has its own sentence")
        #expect(
            LoadFailure(.rateLimited(resetsAt: Self.reset), detail: "").sentence(loading: "users").hasSuffix(
                "after 22:15 UTC."
            )
        )
    }
}
