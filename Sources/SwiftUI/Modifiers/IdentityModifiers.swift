extension View {
  /// Gives the view an explicit identity: a different id is a different view, with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(id: AnyHashable(id), content: self)
  }

  /// Tags the view with a value, which a selectable list or a tab view uses as its selection value.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    traits { $0.tag = AnyHashable(tag) }
  }

  /// The identifier the test host can find the element by, as in XCUITest.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    traits { $0.identifier = identifier }
  }

  /// The label people using assistive technology hear; the test host matches it too.
  public func accessibilityLabel(_ label: Text) -> some View {
    traits { $0.accessibilityLabel = label.plainText(locale: .runtimeDefault) }
  }

  /// The label people using assistive technology hear; the test host matches it too.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    traits { $0.accessibilityLabel = InlineMarkdown.render(label) }
  }

  /// The label people using assistive technology hear, from a string; the test host matches it too.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let label = String(label)
    return traits { $0.accessibilityLabel = label }
  }

  /// Runs an action when the view is tapped a number of times.
  ///
  /// - Parameters:
  ///   - count: How many taps run the action; the test host's `doubleTap()` makes two.
  ///   - action: What to do.
  /// - Returns: The view with the gesture.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    traits { traits in
      if count == 1 {
        traits.onTap = { action() }
      } else {
        traits.gestures.taps.append((count, { action() }))
      }
    }
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
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    traits { traits in
      let tap = { (size: CGSize) in action(CGPoint(x: size.width / 2, y: size.height / 2)) }
      traits.gestures.locatedTaps.append((count, tap))
    }
  }
}

struct IdentifiedView<Content: View>: View {
  let id: AnyHashable
  let content: Content
}

extension IdentifiedView: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    let elements = context.appending(.id(id)).resolve(content)
    if elements.count == 1 { elements[0].setScrollID(id) }
    return elements
  }
}
