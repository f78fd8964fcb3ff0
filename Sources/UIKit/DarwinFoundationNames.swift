import Foundation

// Foundation API that Apple's systems have and Linux's Foundation lacks, which SwiftUI apps reach
// through `import SwiftUI` (or `import UIKit`): here so that such a file compiles unchanged. Each
// does on Linux what it does on iOS as far as Linux can (docs/DIVERGENCES.md).

extension Data.WritingOptions {
  /// An older name of `.atomic`.
  public static let atomicWrite = Data.WritingOptions.atomic
}

extension UserDefaults {
  /// Stores a value under a key, as key-value coding does for user defaults on Apple's systems.
  ///
  /// - Parameters:
  ///   - value: The value, or nil to remove it.
  ///   - key: The key.
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a second, as Dispatch names it on Apple's systems.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
