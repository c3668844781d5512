/// What the in-app browser's page is doing, as its web view reports it: loading (with the fraction done), or the
/// page that stands for one that cannot load.
public enum BrowserPage: Sendable, Equatable {
    /// The page is loading; `progress` is the fraction loaded, 0...1.
    case loading(progress: Double)
    /// The page could not load because its server cannot be found: every host in the bundled feed is gone.
    case cannotOpen

    /// Where a page starts: WebKit shows a tenth of the bar as soon as the request goes out, so the bar is seen to
    /// have started.
    public static let started = BrowserPage.loading(progress: 0.1)
}
