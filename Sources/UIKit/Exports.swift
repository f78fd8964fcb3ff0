// UIKit re-exports Foundation on iOS: a file that starts `import UIKit` sees `UserDefaults`, `URL`
// and `Date`.
@_exported import Foundation
