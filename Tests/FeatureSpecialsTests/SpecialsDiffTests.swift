import Foundation
import Testing

@testable import FeatureSpecials

@Suite struct SpecialsDiffTests {
    let a = Fixtures.special("A", width: 4, height: 4)
    let b = Fixtures.special("B", width: 8, height: 4)
    let c = Fixtures.special("C", width: 16, height: 8)
    let d = Fixtures.special("D", width: 4, height: 2)

    @Test func isEmptyGivenTheSameList() {
        #expect(SpecialsDiff(old: [a, b, c], new: [a, b, c]).isEmpty)
    }

    @Test func reportsInsertionsAndRemovalsWithoutMovesGivenAShiftedList() {
        let diff = SpecialsDiff(old: [a, b, c], new: [d, a, c])

        #expect(diff == SpecialsDiff(inserted: [0], removed: [1]))
    }

    @Test func reportsTheFewestMovesGivenAReorderedList() {
        let diff = SpecialsDiff(old: [a, b, c, d], new: [b, c, d, a])

        #expect(diff.moved == [SpecialsDiff.Move(from: 0, to: 3)])
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty && diff.updated.isEmpty)
    }

    @Test func reportsAnUpdateGivenANewPriceForTheSameNameAndSize() {
        var cheaper = b
        cheaper.price = Decimal(string: "0.50") ?? 0

        let diff = SpecialsDiff(old: [a, b], new: [a, cheaper])

        #expect(diff == SpecialsDiff(updated: [1]))
    }

    @Test func treatsAResizedTileAsANewItemGivenTheSameName() {
        var wider = a
        wider.width = 8

        #expect(SpecialsDiff(old: [a], new: [wider]) == SpecialsDiff(inserted: [0], removed: [0]))
    }

    @Test func matchesDuplicatesInOrderGivenRepeatedItems() {
        let diff = SpecialsDiff(old: [a, a, b], new: [a, b, a, a])

        #expect(diff == SpecialsDiff(inserted: [3], moved: [SpecialsDiff.Move(from: 2, to: 1)]))
    }
}
