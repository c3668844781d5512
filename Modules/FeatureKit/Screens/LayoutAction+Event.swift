public import LayoutKit
import ScreenControls

extension LayoutAction {
    /// The action that sends a feature's typed event.
    public init(_ event: some ScreenEventType) {
        let wire = event.screenEvent
        self.init(event: wire.name, value: wire.value)
    }
}
