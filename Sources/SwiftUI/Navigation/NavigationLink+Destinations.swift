// iOS 13's navigation links: a destination view given as a value, and links that show it while a
// binding says so (`isActive:`, or `tag:selection:`). They resolve as any destination link does
// (``ScreenBuilder/linkAction(_:scope:)``); the binding follows what shows.

extension NavigationLink {
  /// A link that shows a destination view, with a custom label.
  ///
  /// - Parameters:
  ///   - destination: The view the link shows.
  ///   - label: The link's label.
  @available(*, deprecated, message: "Pass a closure as the destination")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    target = .destination(destination, isActive: nil)
    self.label = label()
  }

  /// A link that shows a destination view while `isActive` is true, with a custom label. A tap sets
  /// the binding to true; going back sets it to false.
  ///
  /// - Parameters:
  ///   - isActive: Whether the destination shows.
  ///   - destination: The view the link shows.
  ///   - label: The link's label.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    target = .destination(destination(), isActive: isActive)
    self.label = label()
  }

  /// A link that shows a destination view while `isActive` is true, with a custom label.
  ///
  /// - Parameters:
  ///   - destination: The view the link shows.
  ///   - isActive: Whether the destination shows.
  ///   - label: The link's label.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    target = .destination(destination, isActive: isActive)
    self.label = label()
  }

  /// A link that shows a destination view while `selection` equals `tag`, with a custom label. A tap
  /// sets the selection to the tag; going back sets it to nil.
  ///
  /// - Parameters:
  ///   - tag: The selection that shows the destination.
  ///   - selection: The bound selection.
  ///   - destination: The view the link shows.
  ///   - label: The link's label.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    target = .destination(destination(), isActive: Self.isTagged(tag, in: selection))
    self.label = label()
  }

  /// A link that shows a destination view while `selection` equals `tag`, with a custom label.
  ///
  /// - Parameters:
  ///   - destination: The view the link shows.
  ///   - tag: The selection that shows the destination.
  ///   - selection: The bound selection.
  ///   - label: The link's label.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    target = .destination(destination, isActive: Self.isTagged(tag, in: selection))
    self.label = label()
  }

  /// Whether a selection holds a tag, as a binding: setting it true selects the tag, setting it false
  /// clears the selection if it still holds the tag.
  static func isTagged<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
    Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized key that shows a destination view.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - destination: The view the link shows.
  @available(*, deprecated, message: "Pass a closure as the destination")
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string that shows a destination view.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - destination: The view the link shows.
  @available(*, deprecated, message: "Pass a closure as the destination")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a localized key that shows a destination view while `isActive` is true.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - isActive: Whether the destination shows.
  ///   - destination: The view the link shows.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
  }

  /// A link titled with a string that shows a destination view while `isActive` is true.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - isActive: Whether the destination shows.
  ///   - destination: The view the link shows.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }

  /// A link titled with a localized key that shows a destination view while `isActive` is true.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - destination: The view the link shows.
  ///   - isActive: Whether the destination shows.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A link titled with a string that shows a destination view while `isActive` is true.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - destination: The view the link shows.
  ///   - isActive: Whether the destination shows.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled with a localized key that shows a destination view while `selection` equals `tag`.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - tag: The selection that shows the destination.
  ///   - selection: The bound selection.
  ///   - destination: The view the link shows.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled with a string that shows a destination view while `selection` equals `tag`.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - tag: The selection that shows the destination.
  ///   - selection: The bound selection.
  ///   - destination: The view the link shows.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
  }

  /// A link titled with a localized key that shows a destination view while `selection` equals `tag`.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - destination: The view the link shows.
  ///   - tag: The selection that shows the destination.
  ///   - selection: The bound selection.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled with a string that shows a destination view while `selection` equals `tag`.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - destination: The view the link shows.
  ///   - tag: The selection that shows the destination.
  ///   - selection: The bound selection.
  @available(
    *, deprecated,
    message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}
