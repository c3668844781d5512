import Testing

@testable import LayoutKit

/// The wrapped-lines cache keeps at most its bound of entries, starting afresh when full.
@Suite struct WrappedLinesCacheBoundTests {
    @Test func theCacheStartsAfreshPastItsBound() {
        let cache = WrappedLinesCache(maxEntries: 3)
        for index in 0..<7 {
            let key = WrappedLinesCache.Key(text: "t\(index)", width: 10, fontSize: 10, weight: .regular, maxLines: 1)
            _ = cache.lines(for: key) { ["t\(index)"] }
            #expect(cache.count <= 3)
        }
        #expect(cache.count == 1)  // the seventh entry, after the sixth filled it again
    }
}
