/// A destination a stack can show: views for values of one type, or one view while a binding holds.
@MainActor
struct DestinationRegistration {
  enum Kind {
    case values(make: (AnyHashable) -> AnyView)
    case presented(isPresented: Binding<Bool>, make: () -> AnyView)
    case item(current: () -> AnyHashable?, clear: () -> Void, make: () -> AnyView?)
  }

  let kind: Kind
  let valueType: ObjectIdentifier?
  /// The type of the values or view it shows: named only in a warning, since naming a type costs
  /// more than registering the destination.
  let shownType: Any.Type

  var typeName: String { "\(shownType)" }
  var qualifiedTypeName: String { String(reflecting: shownType) }
}

extension View {
  /// Shows `destination` when a value of type `D` is pushed on the enclosing stack, by a
  /// `NavigationLink(value:)` or through the stack's path.
  ///
  /// Declare it inside the stack, outside lazy containers such as `List`. In a split view a value link
  /// finds it only in its own column's stack or in its own column.
  @inlinable
  public consuming func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(ElementModifier.navigationDestination(for: data, destination: destination))
  }

  /// Pushes `destination` on the enclosing stack while `isPresented` is true; popping it sets the
  /// binding back to false.
  @inlinable
  public consuming func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(ElementModifier.navigationDestination(isPresented: isPresented, destination: destination))
  }

  /// Pushes `destination` for the item while it is non-nil; popping it sets the item to nil.
  @inlinable
  public consuming func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(ElementModifier.navigationDestination(item: item, destination: destination))
  }

}

extension Element {
  /// The destinations declared in this element's subtree, not looking into nested stacks, split views
  /// or rows a list has not built.
  func collectDestinations(into registrations: inout [DestinationRegistration]) {
    if hasTraits, !traits.destinations.isEmpty { registrations += traits.destinations }
    guard !content.hidesPreferences else { return }
    for child in children { child.collectDestinations(into: &registrations) }
  }
}

extension ElementModifier {
  static func registering(
    _ registration: DestinationRegistration, modifierName: String, presenting: Any.Type
  ) -> ElementModifier {
    ElementModifier(apply: { context, elements in
      if context.isLazy {
        context.host.warnOnce(
          "Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`. These containers create child views only when needed to render on screen. Add the navigation destination modifier outside these containers so that the navigation stack can always see the destination. There's a misplaced `\(modifierName)` modifier presenting `\(presenting)`. It will be ignored in a future release.",
          key: "lazy-destination-\(context.path)")
      }
      return Element.alone(elements) { element in
        element.traits.destinations.append(registration)
      }
    })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func navigationDestination<D: Hashable, C: View>(for data: D.Type, destination: @escaping (D) -> C)
    -> ElementModifier
  {
    let registration = DestinationRegistration(
      kind: .values(make: { value in AnyView(destination(value.base as! D)) }),
      valueType: ObjectIdentifier(D.self), shownType: D.self)
    return ElementModifier.registering(
      registration, modifierName: "navigationDestination(for:destination:)", presenting: C.self)
  }

  @usableFromInline
  static func navigationDestination<V: View>(isPresented: Binding<Bool>, destination: () -> V)
    -> ElementModifier
  {
    let view = AnyView(destination())
    let registration = DestinationRegistration(
      kind: .presented(isPresented: isPresented, make: { view }), valueType: nil, shownType: V.self)
    return ElementModifier.registering(
      registration, modifierName: "navigationDestination(isPresented:destination:)", presenting: V.self)
  }

  @usableFromInline
  static func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, destination: @escaping (D) -> C)
    -> ElementModifier
  {
    let registration = DestinationRegistration(
      kind: .item(
        current: { item.wrappedValue.map { AnyHashable($0) } }, clear: { item.wrappedValue = nil },
        make: { item.wrappedValue.map { AnyView(destination($0)) } }),
      valueType: nil, shownType: D.self)
    return ElementModifier.registering(
      registration, modifierName: "navigationDestination(item:destination:)", presenting: C.self)
  }
}
