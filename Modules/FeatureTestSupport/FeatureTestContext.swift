public import FeatureKit
public import Foundation
import Networking

/// What a feature's own suite needs to run it on its bundled data without the tool: a context as the tool gives
/// one for `--source bundled` (font-less: the estimated measurer), and records as the JSON objects `fetch --json`
/// prints.
public enum FeatureTestContext {
    /// `feature`'s bundled data through a client without retries, measured by ``EstimatedTextMeasurer``, at `now`.
    public static func bundled(
        _ feature: any CatalogFeature,
        now: Date = FeatureContext.bundledDataMoment,
        dataDirectory: URL? = nil
    ) -> FeatureContext {
        let client = HTTPClient(configuration: .init(transport: feature.bundledTransport(now: { now }), retry: .none))
        return FeatureContext(
            client: client,
            measurer: EstimatedTextMeasurer(),
            dataDirectory: dataDirectory,
            now: { now }
        )
    }

    /// Each record as the JSON object `fetch --json` prints for it.
    public static func jsonObjects(_ records: [any Encodable & Sendable]) throws -> [[String: Any]] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try records.map { record in
            let object = try JSONSerialization.jsonObject(with: try encoder.encode(record))
            return object as? [String: Any] ?? [:]
        }
    }
}
