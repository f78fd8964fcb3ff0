/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of
/// focus within the scene changes.
///
/// ```swift
/// @FocusState private var field: Field?
/// …
/// TextField("City", text: $city).focused($field, equals: .city)
/// Button("Next") { field = .country }
/// ```
///
/// Tapping a field focuses it; `typeText("\n")` submits it (its `onSubmit` actions run) and, unless
/// an action moved the focus, the field lets go of it, as the return key does on iOS.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A property wrapper type that can read and write a value that indicates the current focus location.
  @propertyWrapper
  public struct Binding {
    let storage: SwiftUI.Binding<Value>
    /// The value that means "nothing here is focused": false, or nil.
    let unfocused: Value

    /// The focus value.
    public var wrappedValue: Value {
      get { storage.wrappedValue }
      nonmutating set { storage.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }

  let state: State<Value>
  let unfocused: Value

  /// A focus state that is true while its view has focus.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
    unfocused = false
  }

  /// A focus state that names the focused view, or is nil.
  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
    unfocused = nil
  }

  /// Where focus is now.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the focus, for `focused(_:equals:)`.
  public var projectedValue: Binding {
    Binding(storage: state.projectedValue, unfocused: unfocused)
  }
}

extension FocusState: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    state.install(on: node, slot: &slot)
  }
}

extension FocusState: IgnoredInComparison {}

/// What a focusable element knows of its focus: whether it has it, and how to take and give it up.
@MainActor
struct FocusTarget {
  let isFocused: () -> Bool
  let focus: () -> Void
  let resign: () -> Void
}

extension View {
  /// Modifies this view by binding its focus state to the given state value: the view has focus
  /// while the value equals `value`, and taking focus sets it.
  ///
  /// - Parameters:
  ///   - binding: The focus state's binding (`$field`).
  ///   - value: The value that means this view.
  /// - Returns: The view, focusable through the state.
  @inlinable
  public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modifier(ElementModifier.focused(binding, equals: value))
  }

  /// Modifies this view by binding its focus state to the given Boolean state value.
  ///
  /// - Parameter condition: The focus state's binding (`$isFocused`).
  /// - Returns: The view, focusable through the state.
  @inlinable
  public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition, equals: true)
  }

  /// Adds an action to perform when the user submits a value to this view: return in a text field
  /// below it.
  ///
  /// - Parameters:
  ///   - triggers: What submits; text fields submit with `.text`.
  ///   - action: The action.
  /// - Returns: The view, with the action for the fields below it.
  @inlinable
  public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(ElementModifier.onSubmit(of: triggers, action))
  }

  /// Sets the submit label for this view: what the return key says. Accepted; the hosts show none.
  ///
  /// - Parameter submitLabel: The label.
  /// - Returns: The view.
  @inlinable
  public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

/// The kinds of submission that trigger `onSubmit` actions.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Creates triggers from a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Return in a text field or a secure field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's submission.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable, Equatable {
  let name: String
  /// "done".
  public static let done = SubmitLabel(name: "done")
  /// "go".
  public static let go = SubmitLabel(name: "go")
  /// "send".
  public static let send = SubmitLabel(name: "send")
  /// "join".
  public static let join = SubmitLabel(name: "join")
  /// "route".
  public static let route = SubmitLabel(name: "route")
  /// "search".
  public static let search = SubmitLabel(name: "search")
  /// "return".
  public static let `return` = SubmitLabel(name: "return")
  /// "next".
  public static let next = SubmitLabel(name: "next")
  /// "continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

extension EnvironmentValues {
  /// The `onSubmit` actions of the ancestors, innermost last.
  var submitActions: [() -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

private struct SubmitActionsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: [() -> Void] = []
}

extension EnvironmentValues {
  /// The `onSubmit(of: .search)` actions of the ancestors, innermost last: a search field's return.
  var searchSubmitActions: [() -> Void] {
    get { self[SearchSubmitActionsKey.self] }
    set { self[SearchSubmitActionsKey.self] = newValue }
  }
}

private struct SearchSubmitActionsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: [() -> Void] = []
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> ElementModifier
  {
    let storage = binding.storage
    let unfocused = binding.unfocused
    return .traits {
      $0.focus = FocusTarget(
        isFocused: { storage.wrappedValue == value }, focus: { storage.wrappedValue = value },
        resign: { if storage.wrappedValue == value { storage.wrappedValue = unfocused } })
    }
  }

  @usableFromInline
  static func onSubmit(of triggers: SubmitTriggers, _ action: @escaping () -> Void) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { environment in
        if triggers.contains(.text) { environment.submitActions.append(action) }
        if triggers.contains(.search) { environment.searchSubmitActions.append(action) }
      })
  }
}
