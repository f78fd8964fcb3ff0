/// Declares a preview of a view: the preview viewer (`swift run previews`) lists it and shows it
/// live in a terminal, and the test host opens it by name (`HeadlessApp(preview:)`).
///
/// ```swift
/// #Preview("Editing", traits: .landscapeLeft) {
///   @Previewable @State var nights = 3
///   NightsStepper(nights: $nights)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name; unnamed previews are named after their file and line.
///   - body: The views to show.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits: an orientation or a layout.
///
/// - Parameters:
///   - name: The preview's name; unnamed previews are named after their file and line.
///   - traits: The first trait, such as `.landscapeLeft` or `.sizeThatFitsLayout`.
///   - additionalTraits: More traits.
///   - body: The views to show.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body as the preview's own state, as if it were a
/// property of a view wrapping the body: `@Previewable @State var isOn = true`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

/// Makes a property in an extension of `EnvironmentValues` (or `Transaction`) a value with a key of
/// its own, and its initial value the default.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .blue
///   @Entry var selectedTrip: Trip.ID?        // an optional's default is nil
/// }
/// ```
///
/// The property needs an explicit type. The default is evaluated when a view reads the value and no
/// ancestor set it.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")
