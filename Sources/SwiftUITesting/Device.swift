import SwiftUI

/// A device the test host can run an app on, with the screen size and size classes iOS 27 gives it.
public struct Device: Hashable, Sendable, CustomStringConvertible {
  let profile: DeviceProfile

  /// iPhone 17 (393 x 852 points): compact width; compact height when held sideways.
  public static let iPhone17 = Device(profile: .iPhone17)
  /// iPad Air 11-inch (M4) (820 x 1180 points): regular width and height in both orientations.
  public static let iPadAir11 = Device(profile: .iPadAir11)
  /// A Mac window (1024 x 768 points by default, resizable): columns side by side.
  public static let mac = Device(profile: .mac)
  /// A foldable iPhone: a phone when folded, a regular-width space on its inner display.
  public static let iPhoneFold = Device(profile: .iPhoneFold)

  /// The device's name, such as "iPhone 17".
  public var description: String { profile.name }
}

/// How the device is held.
public enum Orientation: Hashable, Sendable {
  /// Upright.
  case portrait
  /// Sideways.
  case landscape

  var runtime: DeviceOrientation { self == .portrait ? .portrait : .landscape }
}
