import FeatureKit
import Testing

/// An event's item number or id is ASCII digits only: `open:%2B1` arrives as `open:+1`, which is no item number
/// (issue #42), and neither are ` 1`, `1.0`, `-1` or nothing.
@Suite struct EventValueTests {
    @Test(arguments: ["+1", " 1", "1 ", "1.0", "-1", "", "١", "0x1", "99999999999999999999999"])
    func aValueThatIsNotDigitsIsNoItemNumber(value: String) {
        let event = ScreenEvent("open", value)
        #expect(throws: FeatureError.self) { try event.itemNumber(feature: "probe") }
        #expect(throws: FeatureError.self) { try event.identifier(feature: "probe", of: "a repository") }
    }

    @Test func digitsAreTheNumberTheyWrite() throws {
        #expect(try ScreenEvent("open", "0").itemNumber(feature: "probe") == 0)
        #expect(try ScreenEvent("open", "12").itemNumber(feature: "probe") == 12)
        #expect(
            try ScreenEvent("favourite", "1091063979").identifier(feature: "probe", of: "a repository") == 1_091_063_979
        )
    }
}
