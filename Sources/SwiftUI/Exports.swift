// Apple's SwiftUI re-exports Foundation, Observation and Combine's part for views (`ObservableObject`,
// `@Published`); a file that starts `import SwiftUI` sees them.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
