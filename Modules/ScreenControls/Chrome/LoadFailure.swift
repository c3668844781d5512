public import Foundation

/// Why a load failed, in the terms a person's message needs: the kind picks the words a screen draws, and the
/// technical `detail` (URL, host, status, decoding path) stays in the document's data for tests, logs and `--verbose`,
/// never in a drawn run.
public struct LoadFailure: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as far as the person looking at the screen is concerned.
    public enum Kind: Sendable, Equatable {
        /// No connection, and nothing loaded before.
        case offline
        /// The server could not be reached (connection refused or reset, TLS, a broken transfer).
        case unreachable
        /// The server did not answer within the time limit.
        case timedOut
        /// The server answered with an error of its own (5xx).
        case serverProblem
        /// The server has nothing at the address (404, 410) or refused it (other 4xx).
        case notAvailable
        /// The server's answer was not data the app can read.
        case unreadable
        /// The answer was larger than the app takes.
        case tooLarge
        /// The API's request limit is used up until `resetsAt` (when known).
        case rateLimited(resetsAt: Date?)
        /// Anything else.
        case other
    }

    /// What went wrong, for the words on screen.
    public var kind: Kind
    /// The technical reason (a URL, a status, a path): data only, never drawn.
    public var detail: String

    /// A failure of `kind`, with its technical `detail`.
    public init(_ kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String { detail }

    /// The sentence a full-screen error draws under its title, `what` naming the data ("recipes"): what happened
    /// and what to do, in words a person uses.
    public func sentence(loading what: String) -> String {
        switch kind {
        case .offline:
            "You're offline. Connect to the internet and try again."
        case .unreachable:
            "Couldn't reach the server. Check your connection and try again."
        case .timedOut:
            "The server took too long to answer. Try again in a moment."
        case .serverProblem:
            "The server had a problem sending \(what). Try again in a moment."
        case .notAvailable:
            "The server doesn't have \(what) to show right now. Try again later."
        case .unreadable:
            "The server sent \(what) in a form this app can't read. Try again later."
        case .tooLarge:
            "There are too many \(what) to show here at once."
        case .rateLimited(let resetsAt):
            "Too many requests for now. " + Self.retryTime(resetsAt)
        case .other:
            "Something went wrong while loading \(what). Try again."
        }
    }

    /// The banner's sentence when a further page failed and the rows loaded so far stay, `what` naming the data.
    public func morePageSentence(_ what: String) -> String {
        switch kind {
        case .offline, .unreachable:
            "Couldn't load more \(what). Check your connection and try again."
        case .timedOut:
            "Couldn't load more \(what): the server took too long to answer. Try again in a moment."
        case .serverProblem:
            "Couldn't load more \(what): the server had a problem. Try again in a moment."
        case .notAvailable, .unreadable, .tooLarge, .other:
            "Couldn't load more \(what). Try again later."
        case .rateLimited(let resetsAt):
            "Couldn't load more \(what): too many requests for now. " + Self.retryTime(resetsAt)
        }
    }

    /// "Try again after 14:05 UTC." or "Try again later." when the reset time is not known.
    static func retryTime(_ date: Date?) -> String {
        guard let date else { return "Try again later." }
        return "Try again after \(clockTime(date)) UTC."
    }

    /// A reset time as people read it on a clock, in UTC (`14:05`): what every rate-limit sentence says.
    public static func clockTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}
