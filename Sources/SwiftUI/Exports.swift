// Apple's SwiftUI re-exports Foundation and Observation; a file that starts `import SwiftUI` sees both.
@_exported import Foundation
@_exported import Observation
