// UIKit re-exports Foundation on iOS: a file that starts `import UIKit` (or `import SwiftUI`) sees
// `UserDefaults`, `URL` and `Date`, and `URLSession` and `URLRequest`, which Linux keeps in
// FoundationNetworking.
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
