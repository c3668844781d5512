// FeatureKit is the screen runtime (features, screens, stories, conditions, errors: the one part of the screen stack
// that knows Networking). A feature module imports it alone and sees the layout model, the controls and the checks it builds on.
@_exported public import LayoutKit
@_exported public import ScreenChecks
@_exported public import ScreenControls
