import Testing

/// Every suite of one of the module's two features, grouped: `swift test --filter 'FeatureUsersTests\.UserCardsSuites'`
/// runs this feature's tests alone, `--filter '^FeatureUsersTests\.'` both features'.
@Suite enum UserCardsSuites {}
