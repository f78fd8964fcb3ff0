/// A type that produces view previews, as apps wrote them before `#Preview`.
///
/// ```swift
/// struct TripRow_Previews: PreviewProvider {
///   static var previews: some View {
///     TripRow(trip: .sample)
///       .previewLayout(.sizeThatFits)
///   }
/// }
/// ```
///
/// The preview viewer lists each provider under its type's name, less a `_Previews` suffix.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews: a view, or a group of them.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for, or nil for the one the module builds for.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// The module's own platform.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform previews can be made for.
public enum PreviewPlatform: Sendable {
  /// iOS and iPadOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS
}

/// How a preview is sized.
public enum PreviewLayout: Sendable, Equatable {
  /// The whole screen of the preview's device.
  case device
  /// Just the size the content needs.
  case sizeThatFits
  /// A container of a fixed size, in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to show a preview on, by name: `PreviewDevice("iPad Air 11-inch (M4)")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The device's name.
  public let rawValue: String

  /// A device by name.
  ///
  /// - Parameter rawValue: The device's name, such as "iPhone 17".
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A device by name, written as a string literal.
  ///
  /// - Parameter value: The device's name.
  public init(stringLiteral value: String) {
    rawValue = value
  }
}

/// How a device is held.
public enum InterfaceOrientation: Sendable, Hashable, CaseIterable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned with its top to the left.
  case landscapeLeft
  /// Turned with its top to the right.
  case landscapeRight
}

/// What the preview modifiers of a view ask for; the preview viewer reads them from the outermost
/// view of a provider's previews.
public struct PreviewSettings: Sendable, Equatable {
  /// The name to show the preview under.
  public var displayName: String?
  /// The device to show it on.
  public var device: PreviewDevice?
  /// How the device is held.
  public var orientation: InterfaceOrientation?
  /// How it is sized.
  public var layout: PreviewLayout?
}

/// A view with preview settings: it shows its content unchanged and carries the settings for the
/// preview viewer.
public struct PreviewSettingsView<Content: View>: View {
  let content: Content
  let settings: PreviewSettings

  /// The content.
  public var body: some View { content }
}

extension View {
  /// Names the preview of this view.
  ///
  /// - Parameter displayName: The name, or nil for the default.
  /// - Returns: The view, with the name for the preview viewer.
  public func previewDisplayName(_ displayName: String?) -> PreviewSettingsView<Self> {
    previewSetting { $0.displayName = displayName }
  }

  /// Chooses the device the preview shows this view on.
  ///
  /// - Parameter device: The device, by name; nil for the default.
  /// - Returns: The view, with the device for the preview viewer.
  public func previewDevice(_ device: PreviewDevice?) -> PreviewSettingsView<Self> {
    previewSetting { $0.device = device }
  }

  /// Chooses how the preview's device is held.
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The view, with the orientation for the preview viewer.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> PreviewSettingsView<Self> {
    previewSetting { $0.orientation = orientation }
  }

  /// Chooses how the preview is sized.
  ///
  /// - Parameter layout: The layout.
  /// - Returns: The view, with the layout for the preview viewer.
  public func previewLayout(_ layout: PreviewLayout) -> PreviewSettingsView<Self> {
    previewSetting { $0.layout = layout }
  }

  private func previewSetting(_ change: (inout PreviewSettings) -> Void) -> PreviewSettingsView<Self> {
    var settings = PreviewSettings()
    change(&settings)
    return PreviewSettingsView(content: self, settings: settings)
  }
}

extension PreviewSettingsView {
  /// Names the preview of this view.
  ///
  /// - Parameter displayName: The name, or nil for the default.
  /// - Returns: The view, with the name added to its settings.
  public func previewDisplayName(_ displayName: String?) -> PreviewSettingsView<Content> {
    adding { $0.displayName = displayName }
  }

  /// Chooses the device the preview shows this view on.
  ///
  /// - Parameter device: The device, by name; nil for the default.
  /// - Returns: The view, with the device added to its settings.
  public func previewDevice(_ device: PreviewDevice?) -> PreviewSettingsView<Content> {
    adding { $0.device = device }
  }

  /// Chooses how the preview's device is held.
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The view, with the orientation added to its settings.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> PreviewSettingsView<Content>
  {
    adding { $0.orientation = orientation }
  }

  /// Chooses how the preview is sized.
  ///
  /// - Parameter layout: The layout.
  /// - Returns: The view, with the layout added to its settings.
  public func previewLayout(_ layout: PreviewLayout) -> PreviewSettingsView<Content> {
    adding { $0.layout = layout }
  }

  private func adding(_ change: (inout PreviewSettings) -> Void) -> PreviewSettingsView<Content> {
    var settings = self.settings
    change(&settings)
    return PreviewSettingsView(content: content, settings: settings)
  }
}
