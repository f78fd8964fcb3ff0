extension View {
  /// Gives the view an explicit identity: a different id is a different view, with fresh state.
  @inlinable
  public consuming func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(id: AnyHashable(id), content: self)
  }

  /// Tags the view with a value, which a selectable list or a tab view uses as its selection value.
  @inlinable
  public consuming func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(ElementModifier.tag(tag, includeOptional: includeOptional))
  }

  /// The identifier the test host can find the element by, as in XCUITest.
  @inlinable
  public consuming func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(ElementModifier.accessibilityIdentifier(identifier))
  }

  /// The label people using assistive technology hear; the test host matches it too.
  @inlinable
  public consuming func accessibilityLabel(_ label: Text) -> some View {
    modifier(ElementModifier.accessibilityLabel(label))
  }

  /// The label people using assistive technology hear; the test host matches it too.
  @inlinable
  public consuming func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    modifier(ElementModifier.accessibilityLabel(label))
  }

  /// The label people using assistive technology hear, from a string; the test host matches it too.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  @_disfavoredOverload
  @inlinable
  public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(ElementModifier.accessibilityLabel(label))
  }

  /// Runs an action when the view is tapped a number of times.
  ///
  /// - Parameters:
  ///   - count: How many taps run the action; the test host's `doubleTap()` makes two.
  ///   - action: What to do.
  /// - Returns: The view with the gesture.
  @inlinable
  public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(ElementModifier.onTapGesture(count: count, perform: action))
  }
}

extension View {
  /// Runs an action with the place of the tap when the view is tapped a number of times; the hosts
  /// tap a view at its centre.
  ///
  /// - Parameters:
  ///   - count: How many taps run the action.
  ///   - coordinateSpace: The space the location is given in; the view's own.
  ///   - action: Told where the tap was.
  /// - Returns: The view with the gesture.
  @inlinable
  public consuming func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(ElementModifier.onTapGesture(count: count, coordinateSpace: coordinateSpace, perform: action))
  }
}

/// Unconstrained, a view only where its content is one: a requirement on a parameter is checked, a
/// scan of every conformance in the process, for each new type it is given (docs/ARCHITECTURE.md).
///
/// Made in place by the app's module, as a modifier is (see ``ElementModifier``): the view it
/// identifies is moved into it rather than copied through its value witnesses.
@usableFromInline
struct IdentifiedView<Content> {
  @usableFromInline let id: AnyHashable
  @usableFromInline let content: Content

  @inlinable
  init(id: AnyHashable, content: Content) {
    self.id = id
    self.content = content
  }
}

extension IdentifiedView: View, PrimitiveView where Content: View {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  @usableFromInline static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let elements = context.appending(.id(id)).resolve(content)
    guard elements.count == 1 else { return elements }
    // A view of the app's keeps its element: the id is given to a copy.
    let identified = Element.writable(elements)
    identified[0].setScrollID(id)
    return identified
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> ElementModifier {
    .traits { $0.tag = AnyHashable(tag) }
  }

  @usableFromInline
  static func accessibilityIdentifier(_ identifier: String) -> ElementModifier {
    .traits { $0.identifier = identifier }
  }

  @usableFromInline
  static func accessibilityLabel(_ label: Text) -> ElementModifier {
    .traits { $0.accessibilityLabel = label.plainText(locale: .runtimeDefault) }
  }

  @usableFromInline
  static func accessibilityLabel(_ label: LocalizedStringKey) -> ElementModifier {
    .traits { $0.accessibilityLabel = InlineMarkdown.render(label) }
  }

  @usableFromInline
  static func accessibilityLabel<S: StringProtocol>(_ label: S) -> ElementModifier {
    let label = String(label)
    return .traits { $0.accessibilityLabel = label }
  }

  @usableFromInline
  static func onTapGesture(count: Int, perform action: @escaping () -> Void) -> ElementModifier {
    .traits { traits in
      if count == 1 {
        traits.onTap = { action() }
      } else {
        traits.gestures.taps.append((count, { action() }))
      }
    }
  }

  @usableFromInline
  static func onTapGesture(
    count: Int, coordinateSpace: some CoordinateSpaceProtocol, perform action: @escaping (CGPoint) -> Void
  ) -> ElementModifier {
    .traits { traits in
      let tap = { (size: CGSize) in action(CGPoint(x: size.width / 2, y: size.height / 2)) }
      traits.gestures.locatedTaps.append((count, tap))
    }
  }
}
