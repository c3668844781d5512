public import FeatureKit
public import Foundation
import Networking

/// The Manager's Specials feed, validated: the canvas width in units and the tiles that can be shown, with a report
/// of every item that could not.
///
/// ```swift
/// let feed = try ManagerSpecials(data: body)
/// for issue in feed.issues { print(issue) }  // "Special #3: price "abc" is not a price like "1.99". …"
/// ```
public struct ManagerSpecials: Sendable, Equatable {
    /// The feed's JSON keys.
    public enum Key {
        /// The product name.
        public static let name = "display_name"
        /// The width in canvas units.
        public static let width = "width"
        /// The height in canvas units.
        public static let height = "height"
        /// The image URL.
        public static let imageURL = "imageUrl"
        /// The price before the special.
        public static let originalPrice = "original_price"
        /// The special price.
        public static let price = "price"
    }

    /// How many units the screen width is divided into.
    public var canvasUnit: Int
    /// The valid items in feed order. Duplicates are kept: an item's identity is its position.
    public var items: [ManagerSpecial]
    /// Each item's position in the feed, parallel to ``items`` (skipped items leave gaps).
    public var sourceIndices: [Int]
    /// Problems found, in feed order.
    public var issues: [SpecialsIssue]

    /// Creates a feed from already valid items.
    public init(canvasUnit: Int, items: [ManagerSpecial], issues: [SpecialsIssue] = []) {
        self.canvasUnit = canvasUnit
        self.items = items
        self.sourceIndices = Array(items.indices)
        self.issues = issues
    }

    /// Decodes and validates a feed body.
    /// - Throws: ``FeatureError/invalidData(feature:cause:)`` when the body is not the feed's JSON or `canvasUnit`
    ///   is not a positive whole number.
    public init(data: Data) throws(FeatureError) {
        let payload: ManagerSpecialsPayload
        do {
            payload = try JSONDecoder().decode(ManagerSpecialsPayload.self, from: data)
        } catch let error as DecodingError {
            throw .invalidData(feature: SpecialsFeature.featureName, cause: DecodingFailure(error))
        } catch {
            throw .invalidData(
                feature: SpecialsFeature.featureName,
                cause: DecodingFailure(path: "", reason: "not JSON")
            )
        }
        try self.init(payload: payload)
    }

    /// Validates a decoded payload item by item.
    /// - Throws: ``FeatureError/invalidData(feature:cause:)`` when `canvasUnit` is missing or not positive.
    public init(payload: ManagerSpecialsPayload) throws(FeatureError) {
        guard case .integer(let unit) = payload.canvasUnit, unit > 0 else {
            let found: String
            switch payload.canvasUnit {
            case .integer(let value): found = "\(value)"
            case .number(let value): found = "\(value)"
            case .string(let text): found = "\"\(text)\""
            case .bool(let flag): found = "\(flag)"
            case .composite: found = "an object or array"
            case .null, nil: found = "nothing"
            }
            throw .invalidData(
                feature: SpecialsFeature.featureName,
                cause: InvalidValue(key: "canvasUnit", expected: "a positive whole number", found: found)
            )
        }
        canvasUnit = unit
        items = []
        sourceIndices = []
        issues = []
        for (index, raw) in payload.items.enumerated() {
            var validator = ItemValidator(index: index, canvasUnit: unit)
            if let item = validator.validate(raw) {
                items.append(item)
                sourceIndices.append(index)
            }
            issues += validator.issues
        }
    }
}

/// Checks one raw item, collecting every problem rather than stopping at the first.
private struct ItemValidator {
    let index: Int
    let canvasUnit: Int
    var issues: [SpecialsIssue] = []

    mutating func validate(_ raw: ManagerSpecialsPayload.Item) -> ManagerSpecial? {
        guard let fields = raw.fields else {
            issues.append(SpecialsIssue(index: index, field: "*", reason: .notAnObject))
            return nil
        }
        let name = string(fields, ManagerSpecials.Key.name)
        let width = size(fields, ManagerSpecials.Key.width)
        let height = size(fields, ManagerSpecials.Key.height)
        let url = url(fields, ManagerSpecials.Key.imageURL)
        let originalPrice = price(fields, ManagerSpecials.Key.originalPrice)
        let price = price(fields, ManagerSpecials.Key.price)
        guard let name, let width, let height, let url, let originalPrice, let price else { return nil }
        var clamped = width
        if width > canvasUnit {
            issues.append(
                SpecialsIssue(
                    index: index,
                    field: ManagerSpecials.Key.width,
                    reason: .tooWide(width: width, canvasUnit: canvasUnit)
                )
            )
            clamped = canvasUnit
        }
        return ManagerSpecial(
            name: name,
            width: clamped,
            height: height,
            imageURL: url,
            originalPrice: originalPrice,
            price: price
        )
    }

    private mutating func report(_ field: String, _ reason: SpecialsIssue.Reason) {
        issues.append(SpecialsIssue(index: index, field: field, reason: reason))
    }

    private mutating func string(_ fields: [String: ManagerSpecialsPayload.Value], _ key: String) -> String? {
        switch fields[key] {
        case .string(let text): return text
        case nil, .null: report(key, .missing)
        default: report(key, .wrongType(expected: "a string"))
        }
        return nil
    }

    private mutating func size(_ fields: [String: ManagerSpecialsPayload.Value], _ key: String) -> Int? {
        switch fields[key] {
        case .integer(let value) where value > 0: return value
        case .integer(let value): report(key, .notPositive("\(value)"))
        case .number(let value): report(key, .notPositive("\(value)"))
        // A whole number written as a string is accepted: the intent is unambiguous.
        case .string(let text):
            if let value = Int(text), value > 0 { return value }
            report(key, .notPositive("\"\(text)\""))
        case nil, .null: report(key, .missing)
        default: report(key, .wrongType(expected: "a whole number"))
        }
        return nil
    }

    private mutating func url(_ fields: [String: ManagerSpecialsPayload.Value], _ key: String) -> URL? {
        guard let text = string(fields, key) else { return nil }
        guard let url = URL(string: text), url.scheme != nil else {
            report(key, .notAURL(text))
            return nil
        }
        return url
    }

    private mutating func price(_ fields: [String: ManagerSpecialsPayload.Value], _ key: String) -> Decimal? {
        switch fields[key] {
        case .string(let text):
            if let value = Self.parsePrice(text) { return value }
            report(key, .notAPrice(text))
        // JSON numbers were decoded as Decimal from their text, so no binary rounding crept in.
        case .integer(let value) where value >= 0: return Decimal(value)
        case .number(let value) where value >= 0: return value
        case .integer(let value): report(key, .notAPrice("\(value)"))
        case .number(let value): report(key, .notAPrice("\(value)"))
        case nil, .null: report(key, .missing)
        default: report(key, .wrongType(expected: "a price string"))
        }
        return nil
    }

    /// Digits with an optional fraction. `Decimal(string:)` alone would accept a prefix ("1.2x" → 1.2), so the
    /// shape is checked first.
    static func parsePrice(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            parts.allSatisfy({ $0.allSatisfy(\.isNumber) })
        else { return nil }
        return Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
    }
}
