/// The size classes of the space a view has: compact or regular, horizontally and vertically.
///
/// Measured on iOS 27: iPhone 17 upright is compact wide and regular tall; sideways it is compact both
/// ways; an iPad Air 11-inch is regular both ways, but a view in its sidebar column or inside a sheet
/// reads compact width. A Mac window is regular. The value can change while the app runs.
public enum UserInterfaceSizeClass: Equatable, Hashable, Sendable {
  /// A narrow space.
  case compact
  /// A wide space.
  case regular
}

struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale.runtimeDefault
}

struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// The horizontal size class of the space this view has.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of the space this view has.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The locale for formatting: en_US on the modelled devices.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// False inside a view disabled with `disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
