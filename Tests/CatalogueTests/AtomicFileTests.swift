import Foundation
import Testing

@testable import Catalogue

#if canImport(Glibc)
    import Glibc
#endif

/// `AtomicFile.writeIfChanged` leaves a file holding the same bytes alone, and replaces anything else whole.
@Suite struct AtomicFileTests {
    private func inode(_ url: URL) throws -> UInt64 {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { throw CatalogueError.fileSystem(path: url.path, reason: "lstat") }
        return UInt64(status.st_ino)
    }

    @Test func theSameBytesAreNotWrittenAgain() throws {
        let scratch = try Scratch()
        let file = scratch.file("screen.png")
        let bytes = Data((0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })  // spans several read slices
        #expect(try AtomicFile.writeIfChanged(bytes, to: file))
        let before = try inode(file)
        #expect(try AtomicFile.writeIfChanged(bytes, to: file) == false)
        #expect(try inode(file) == before)
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func bytesThatDifferAnywhereOrInSizeReplaceTheFile() throws {
        let scratch = try Scratch()
        let file = scratch.file("screen.json")
        let bytes = Data((0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try AtomicFile.write(bytes, to: file)
        var lastByte = bytes
        lastByte[lastByte.count - 1] ^= 1  // same size, differs only in the last slice
        #expect(try AtomicFile.writeIfChanged(lastByte, to: file))
        #expect(try Data(contentsOf: file) == lastByte)
        let longer = lastByte + Data([1])
        #expect(try AtomicFile.writeIfChanged(longer, to: file))
        #expect(try Data(contentsOf: file) == longer)
        #expect(try AtomicFile.writeIfChanged(Data(), to: file))
        #expect(try Data(contentsOf: file).isEmpty)
        #expect(try AtomicFile.writeIfChanged(Data(), to: file) == false)
    }

    @Test func aLinkToTheSameBytesIsReplacedByAFile() throws {
        let scratch = try Scratch()
        let target = scratch.file("elsewhere.svg")
        let link = scratch.file("screen.svg")
        let bytes = Data("<svg/>".utf8)
        try AtomicFile.write(bytes, to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try AtomicFile.writeIfChanged(bytes, to: link))
        let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try Data(contentsOf: target) == bytes)  // what the link pointed at is untouched
    }
}
