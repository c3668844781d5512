public import Foundation

/// Turns values into bytes for the disk tier and back, and says what a value costs in memory.
/// The image pipeline implements one for encoded thumbnails; ``DataCodec`` and ``JSONCodec`` cover the rest.
public protocol CacheCodec<Value>: Sendable {
    /// The values this codec stores.
    associatedtype Value: Sendable
    /// The bytes that represent `value` on disk.
    func encode(_ value: Value) throws -> Data
    /// The value that `data` represents.
    func decode(_ data: Data) throws -> Value
    /// The memory cost of `value`, in bytes (approximate is fine).
    func cost(of value: Value) -> Int
}

/// Stores raw bytes as they are.
public struct DataCodec: CacheCodec {
    /// Creates the codec.
    public init() {}
    public func encode(_ value: Data) throws -> Data { value }
    public func decode(_ data: Data) throws -> Data { data }
    public func cost(of value: Data) -> Int { value.count }
}

/// Stores `Codable` values as JSON with sorted keys, so equal values give equal bytes.
public struct JSONCodec<Value: Codable & Sendable>: CacheCodec {
    /// Creates the codec.
    public init() {}

    public func encode(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    public func decode(_ data: Data) throws -> Value {
        try JSONDecoder().decode(Value.self, from: data)
    }

    public func cost(of value: Value) -> Int {
        (try? encode(value).count) ?? 1
    }
}
