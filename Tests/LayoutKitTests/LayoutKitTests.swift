import Foundation
import LayoutKit
import Testing

@Suite struct GeometryAndDeviceTests {
    @Test func rectOperations() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: EdgeInsets(all: 5)) == Rect(x: 15, y: 25, width: 90, height: 40))
        #expect(rect.intersects(Rect(x: 109, y: 60, width: 10, height: 10)))
        #expect(!rect.intersects(Rect(x: 110, y: 20, width: 10, height: 10)))
        #expect(rect.contains(Rect(x: 10, y: 20, width: 100, height: 50)))
    }

    @Test func sizeClassesPerOrientation() throws {
        let se = try #require(DeviceProfile.named("iphone-se"))
        #expect(se.sizeClass(in: .portrait) == .compact && se.sizeClass(in: .landscape) == .compact)
        let max = try #require(DeviceProfile.named("iphone-15-pro-max"))
        #expect(max.sizeClass(in: .portrait) == .compact && max.sizeClass(in: .landscape) == .regular)
        let ipad = try #require(DeviceProfile.named("ipad-10"))
        #expect(ipad.sizeClass(in: .portrait) == .regular && ipad.sizeClass(in: .landscape) == .regular)
        #expect(ipad.size(in: .landscape) == Size(width: 1180, height: 820))
    }

    @Test func customProfilesParse() throws {
        let custom = try #require(DeviceProfile.named("360x640@3"))
        #expect(custom.width == 360 && custom.height == 640 && custom.scale == 3)
        #expect(custom.sizeClass(in: .portrait) == .compact)
        #expect(DeviceProfile.named("360x640@9") == nil)
        #expect(DeviceProfile.named("phone") == nil)
    }
}
