extension View {
  /// Runs an action when `value` changes, after the update that changed it, with the old and the new
  /// value. Actions of several `onChange` modifiers run in modifier order, innermost first. With
  /// `initial: true` it also runs when the view first appears.
  // Inlinable, as the other `onChange` forms: the app's module then knows the type it returns, where
  // a chain of them (`.onChange(…).onChange(…)`) otherwise asks the runtime for each opaque type and
  // its conformance at every body, demangling their names (about 3,500 instructions a link).
  @inlinable
  public consuming func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs an action when `value` changes, after the update that changed it.
  @inlinable
  public consuming func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs an action when `value` changes, with the new value (iOS 14's form).
  ///
  /// The action called is the one the view made in the update before the change, as in SwiftUI: a
  /// capture list (`{ [value] newValue in … }`) therefore holds the old value.
  ///
  /// - Parameters:
  ///   - value: The value to compare at each update.
  ///   - action: What to run with the new value, after the update that changed it.
  /// - Returns: A view that runs `action` when `value` changes.
  @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @inlinable
  public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(
      OnChangeModifier(value: value, initial: false, callsEarlierAction: true) { _, newValue in
        action(newValue)
      })
  }

  /// Runs an action when the view appears: before the first frame that shows it, and again each time
  /// it comes back (for example after the screen above it is popped).
  @inlinable
  public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier.onAppear(perform: action))
  }

  /// Runs an action after the view has left the screen.
  @inlinable
  public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier.onDisappear(perform: action))
  }
}

/// Unconstrained, a modifier only where its value is equatable: a requirement on a parameter is
/// checked, a scan of every conformance in the process, for each new type it is given
/// (docs/ARCHITECTURE.md), and the values an app watches are mostly of its own types.
@usableFromInline
struct OnChangeModifier<Value> {
  let value: Value
  let initial: Bool
  /// True for iOS 14's form, which runs the closure of the update before the change.
  var callsEarlierAction = false
  let action: (Value, Value) -> Void

  @usableFromInline
  init(
    value: Value, initial: Bool, callsEarlierAction: Bool = false, action: @escaping (Value, Value) -> Void
  ) {
    self.value = value
    self.initial = initial
    self.callsEarlierAction = callsEarlierAction
    self.action = action
  }
}

extension OnChangeModifier: ViewModifier, PrimitiveModifier where Value: Equatable {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never

  final class Memory: PrimitiveState {
    /// The value of the last update, out of line: a stored optional of the generic value would
    /// look its type up at each access (some 400 instructions, at every `onChange` resolved).
    /// Written on the main actor alone; not isolated, so that the deinitializer frees it.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var last: UnsafeMutablePointer<Value>?
    @exclusivity(unchecked) var lastAction: ((Value, Value) -> Void)?
    override func release() { lastAction = nil }

    /// Remembers the value of this update.
    /// - Parameter value: The value now.
    func remember(_ value: Value) {
      if let last {
        last.pointee = value
      } else {
        let made = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        made.initialize(to: value)
        last = made
      }
    }

    deinit {
      if let last {
        last.deinitialize(count: 1)
        last.deallocate()
      }
    }
  }

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    let elements = content(context)
    // A kept view's value cannot have changed: it comes from the body that did not run again.
    let memory = context.genericPrimitiveState { Memory() }
    let value = self.value
    let action = callsEarlierAction ? (memory.lastAction ?? self.action) : self.action
    if callsEarlierAction { memory.lastAction = self.action }
    if let stored = memory.last {
      let last = stored.pointee
      // Kept even when equal: an equal array or string in a new buffer then compares by identity
      // at the next update instead of element by element (100,000 trips at every update).
      memory.remember(value)
      if last != value { context.host.enqueueAction { action(last, value) } }
    } else {
      memory.remember(value)
      if initial { context.host.enqueueAction { action(value, value) } }
    }
    return elements
  }
}

@usableFromInline
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  final class Memory: PrimitiveState {
    var onDisappear: (() -> Void)?
    override func didDisappear(host: GraphHost) {
      nonisolated(unsafe) let action = onDisappear
      if action != nil { host.enqueueAction { action?() } }
    }
  }

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    let isNew = context.node.primitiveStates[context.path] == nil
    // A kept view stays on screen: its memory is visited with it, and nothing new appears.
    let memory = context.primitiveState { Memory() }
    memory.onDisappear = onDisappear
    let elements = content(context)
    nonisolated(unsafe) let action = onAppear
    if isNew, action != nil { context.host.enqueueAction { action?() } }
    return elements
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension AppearanceModifier {
  @usableFromInline
  static func onAppear(perform action: (() -> Void)?) -> AppearanceModifier {
    AppearanceModifier(onAppear: action, onDisappear: nil)
  }

  @usableFromInline
  static func onDisappear(perform action: (() -> Void)?) -> AppearanceModifier {
    AppearanceModifier(onAppear: nil, onDisappear: action)
  }
}
