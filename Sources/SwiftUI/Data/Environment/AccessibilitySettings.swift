/// The person's accessibility settings, as views read them from the environment. The hosts model a
/// device with every setting off; a test sets one with `environment(_:_:)` to check a view's
/// answer to it:
///
/// ```swift
/// HeadlessApp { CardView().environment(\.accessibilityReduceMotion, true) }
/// ```
extension EnvironmentValues {
  /// Whether VoiceOver or another assistive technology is on.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilitySetting<EnabledTag>.self] }
    set { self[AccessibilitySetting<EnabledTag>.self] = newValue }
  }

  /// Whether VoiceOver is on.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[AccessibilitySetting<VoiceOverTag>.self] }
    set { self[AccessibilitySetting<VoiceOverTag>.self] = newValue }
  }

  /// Whether the person asked to tell things apart without colour alone.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[AccessibilitySetting<WithoutColorTag>.self] }
    set { self[AccessibilitySetting<WithoutColorTag>.self] = newValue }
  }

  /// Whether the person asked for less motion.
  public var accessibilityReduceMotion: Bool {
    get { self[AccessibilitySetting<ReduceMotionTag>.self] }
    set { self[AccessibilitySetting<ReduceMotionTag>.self] = newValue }
  }

  /// Whether the person asked for less transparency.
  public var accessibilityReduceTransparency: Bool {
    get { self[AccessibilitySetting<ReduceTransparencyTag>.self] }
    set { self[AccessibilitySetting<ReduceTransparencyTag>.self] = newValue }
  }

  /// Whether the person inverted the display's colours.
  public var accessibilityInvertColors: Bool {
    get { self[AccessibilitySetting<InvertColorsTag>.self] }
    set { self[AccessibilitySetting<InvertColorsTag>.self] = newValue }
  }

  /// Whether the person asked for button shapes.
  public var accessibilityShowButtonShapes: Bool {
    get { self[AccessibilitySetting<ButtonShapesTag>.self] }
    set { self[AccessibilitySetting<ButtonShapesTag>.self] = newValue }
  }
}

/// One accessibility setting's key, off by default; the tag tells the settings apart.
struct AccessibilitySetting<Tag>: EnvironmentKey {
  static var defaultValue: Bool { false }
}

enum EnabledTag {}
enum VoiceOverTag {}
enum WithoutColorTag {}
enum ReduceMotionTag {}
enum ReduceTransparencyTag {}
enum InvertColorsTag {}
enum ButtonShapesTag {}
