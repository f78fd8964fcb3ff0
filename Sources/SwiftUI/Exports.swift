// Apple's SwiftUI re-exports Foundation, Observation, Combine's part for views (`ObservableObject`,
// `@Published`) and, on iOS, UIKit; a file that starts `import SwiftUI` sees them.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import UIKit
