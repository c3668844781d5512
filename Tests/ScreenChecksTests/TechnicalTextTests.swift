import ScreenChecks
import Testing

/// What the technical-text rule finds in a drawn run, and what it leaves: the forms a review found it missing (a URL
/// in brackets, a host with a path or port) and the sentences it must not take for technical text.
@Suite struct TechnicalTextTests {
    @Test(arguments: [
        "Server answered 503 for https://bundled.invalid/users.json",
        "See (https://example.com/a) for more",
        "Open <https://api.github.com/search>",
        "Loaded from api.github.com/search/repositories",
        "Couldn't reach bundled.invalid:8080",
        "Reached 10.0.0.1 at last",
        "HTTP 200",
        "status code 404",
        "The server returned 500.",
        "Saved to ~/Library/Caches",
        "Read /var/cache/catalog",
    ])
    func findsTechnicalText(_ text: String) {
        #expect(TechnicalText.find(in: text) != nil, "\(text)")
    }

    @Test(arguments: [
        "Couldn't reach the server. Check your connection and try again.",
        "Search returned 200 results",
        "Version 1.2 is here. Try it.",
        "Reached 300.1.2.999 stars",
        "Buy 2 get 1 free, 250 g",
        "Sofia, Bulgaria",
        "Trending this week",
    ])
    func leavesSentencesAlone(_ text: String) {
        #expect(TechnicalText.find(in: text) == nil, "\(text): \(TechnicalText.find(in: text) ?? "")")
    }
}
