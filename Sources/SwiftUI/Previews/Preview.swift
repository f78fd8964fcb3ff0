/// A preview of a view, as `#Preview` declares it: a name, traits, and the views to show.
public struct Preview {
  /// The traits a preview of views can have.
  public struct ViewTraits: Sendable {}

  /// The preview's name, if it has one.
  public let name: String?
  /// Its traits, in the order written.
  public let traits: [PreviewTrait<ViewTraits>]
  let makeBody: @MainActor () -> any View

  /// A preview of the views `body` builds.
  ///
  /// - Parameters:
  ///   - name: The preview's name.
  ///   - body: The views to show.
  public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
    self.name = name
    traits = []
    makeBody = body
  }

  /// A preview of the views `body` builds, with traits.
  ///
  /// - Parameters:
  ///   - name: The preview's name.
  ///   - traits: The first trait.
  ///   - additionalTraits: More traits.
  ///   - body: The views to show.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = [traits] + additionalTraits
    makeBody = body
  }

  /// The orientation the traits ask for, if any (the last one written wins).
  var orientation: InterfaceOrientation? {
    traits.compactMap(\.orientation).last
  }

  /// The layout the traits ask for, if any.
  var layout: PreviewLayout? {
    traits.compactMap(\.layout).last
  }
}

/// A trait of a preview: how the device is held, or how the preview is sized.
public struct PreviewTrait<T>: Sendable {
  let orientation: InterfaceOrientation?
  let layout: PreviewLayout?
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device held upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait(orientation: .portrait, layout: nil) }
  /// The device held upside down.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(orientation: .portraitUpsideDown, layout: nil)
  }
  /// The device turned with its top to the left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(orientation: .landscapeLeft, layout: nil) }
  /// The device turned with its top to the right.
  public static var landscapeRight: PreviewTrait<T> {
    PreviewTrait(orientation: .landscapeRight, layout: nil)
  }
  /// The preview sized to fit its content.
  public static var sizeThatFitsLayout: PreviewTrait<T> {
    PreviewTrait(orientation: nil, layout: .sizeThatFits)
  }
  /// The preview on the whole device screen.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(orientation: nil, layout: .device) }

  /// The preview in a container of a fixed size.
  ///
  /// - Parameters:
  ///   - width: The container's width in points.
  ///   - height: The container's height in points.
  /// - Returns: The trait.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(orientation: nil, layout: .fixed(width: width, height: height))
  }
}

/// What the compiler makes of each `#Preview`: a type the preview viewer finds at run time, which
/// makes the preview and says where it was declared.
@MainActor @preconcurrency
public protocol PreviewRegistry {
  /// The file that declares the preview, as `#fileID` gives it.
  static var fileID: String { get }
  /// The line of the `#Preview`.
  static var line: Int { get }
  /// Makes the preview.
  ///
  /// - Returns: The preview.
  /// - Throws: Whatever making the preview throws.
  static func makePreview() throws -> Preview
}
