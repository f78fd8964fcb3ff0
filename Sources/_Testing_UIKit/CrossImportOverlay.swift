// Swift Testing's cross-import overlay for UIKit. The toolchain's Testing module declares that a file
// which sees both Testing and UIKit also loads `_Testing_UIKit` (on Apple's systems it lets tests
// attach `UIImage`s). Linux ships no such module, and `import SwiftUI` re-exports this package's
// UIKit, so every test file would fail with "no such module '_Testing_UIKit'" without this one.
// It adds nothing.
