import LayoutKit
import ScreenChecks
import ScreenControls

/// An error whose remedy the module that throws it knows (a feature's own store, say): the tool prints ``hint``
/// under the message.
public protocol HintedError: Error {
    /// One line on what the user can do about it.
    var hint: String { get }
}
