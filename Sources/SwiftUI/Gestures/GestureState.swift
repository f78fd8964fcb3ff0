/// State a gesture sets while it is under way, back to its initial value when it ends.
///
/// The hosts' gestures begin and end within one event, so a body only ever reads the initial value;
/// the gesture's `updating` closure sees each step.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initial: Value
  private let box: GestureStateBox<Value>

  /// A gesture state with an initial value.
  ///
  /// - Parameter wrappedValue: The value when no gesture is under way.
  public init(wrappedValue: Value) {
    initial = wrappedValue
    box = GestureStateBox(wrappedValue)
  }

  /// A gesture state with an initial value.
  ///
  /// - Parameter initialValue: The value when no gesture is under way.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The value: the initial one, unless a gesture is under way.
  public var wrappedValue: Value {
    DynamicPropertyReads.record()
    return box.value
  }

  /// The state, to hand to a gesture's `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Sets the value for one step of a gesture.
  func update(_ body: (inout Value) -> Void) {
    body(&box.value)
  }

  /// Puts the initial value back.
  func reset() {
    box.value = initial
  }
}

/// Where a gesture state keeps its value while a gesture is under way.
final class GestureStateBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Gesture {
  /// Updates a gesture state at each step of the gesture; the state goes back to its initial value
  /// when the gesture ends.
  ///
  /// - Parameters:
  ///   - state: The gesture state.
  ///   - body: Given the gesture's value, the state to change and the transaction.
  /// - Returns: The gesture that updates the state.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    var recognizer = _recognizer
    recognizer.drags = recognizer.drags.map { drag in
      (
        { value in
          if let value = value as? Value {
            var transaction = Transaction()
            state.update { body(value, &$0, &transaction) }
          }
          drag.changed(value)
        },
        { value in
          drag.ended(value)
          state.reset()
        }
      )
    }
    recognizer.presses = recognizer.presses.map { press in
      (
        press.minimumDuration,
        { finished in
          if let value = finished as? Value {
            var transaction = Transaction()
            state.update { body(value, &$0, &transaction) }
          }
          press.action(finished)
          state.reset()
        }
      )
    }
    return GestureStateGesture(recognizer: recognizer)
  }
}
