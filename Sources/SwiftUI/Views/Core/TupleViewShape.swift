/// How the runtime walks the views of one tuple type with their static types: what a ``TupleView``
/// of that type resolves into, and its views one by one.
///
/// `ViewBuilder.buildBlock` knows the types of the views it gathers, and records the shape of their
/// tuple once per type. A tuple view built that way resolves each view as what it is: nothing is
/// boxed into an existential (an allocation for any view larger than three words) or copied into
/// an array as it is built, at every body evaluation.
@MainActor
protocol TupleViewShape {
  /// Resolves the views of a tuple of this shape, in order, each at its index.
  ///
  /// - Parameters:
  ///   - tuple: The tuple, of the type this shape was recorded for.
  ///   - context: Where the tuple view is being resolved.
  /// - Returns: The elements of every view, in order.
  static func resolve<T>(_ tuple: borrowing T, in context: ResolveContext) -> [Element]

  /// The views of a tuple of this shape, in order.
  ///
  /// - Parameter tuple: The tuple, of the type this shape was recorded for.
  /// - Returns: Each view, type-erased.
  static func views<T>(_ tuple: borrowing T) -> [any View]
}

/// The shape of a tuple of views of the types `Content`.
struct PackShape<each Content: View>: TupleViewShape {
  static func resolve<T>(_ tuple: borrowing T, in context: ResolveContext) -> [Element] {
    withValue(tuple, as: (repeat each Content).self) { views in
      var elements: [Element] = []
      // Most views resolve into one element: room for as many, so the array grows once.
      elements.reserveCapacity(count)
      var index = 0
      for view in repeat each views {
        context.appending(index: index).resolve(view, into: &elements)
        index += 1
      }
      return elements
    }
  }

  static func views<T>(_ tuple: borrowing T) -> [any View] {
    withValue(tuple, as: (repeat each Content).self) { views in
      var erased: [any View] = []
      for view in repeat each views { erased.append(view) }
      return erased
    }
  }

  private static var count: Int {
    var count = 0
    for _ in repeat (each Content).self { count += 1 }
    return count
  }
}

/// The shape of a tuple a ``TupleView`` was made of directly (`TupleView((a, b))`), which no builder
/// recorded: its views are found by reflection.
enum ReflectedShape: TupleViewShape {
  static func resolve<T>(_ tuple: borrowing T, in context: ResolveContext) -> [Element] {
    var elements: [Element] = []
    for (index, view) in views(tuple).enumerated() {
      elements += context.appending(index: index).resolveAny(view)
    }
    return elements
  }

  static func views<T>(_ tuple: borrowing T) -> [any View] {
    Mirror(reflecting: copy tuple).children.compactMap { $0.value as? any View }
  }
}

/// The shape of a tuple of views, made in this module from the views' types and their conformances,
/// which the builder hands in where the compiler knows them. Made in the app's code instead
/// (`PackShape<Text, Image>.self`), the shape's type would be made from its mangled name, and the
/// Swift runtime would look up each view's conformance to `View`, scanning every conformance record
/// in the process for each type it had not met (some 400,000 instructions a tuple at launch).
@usableFromInline
struct TupleShapeWitness {
  let shape: any TupleViewShape.Type

  /// The shape of a tuple of views of these types.
  ///
  /// - Parameter types: The types of the tuple's views.
  /// - Returns: Their tuple's shape.
  @usableFromInline
  static func of<each V: View>(_ types: repeat (each V).Type) -> TupleShapeWitness {
    TupleShapeWitness(shape: PackShape<repeat each V>.self)
  }
}

/// The shapes recorded for the tuple types builders have built.
@MainActor
@usableFromInline
enum TupleViewShapes {
  private static let known = TypeTable<any TupleViewShape.Type>()

  /// Records the shape of a tuple view's tuple, once per tuple type.
  ///
  /// - Parameters:
  ///   - tuple: The type of the tuple a builder made.
  ///   - shape: The shape of its tuple (``TupleShapeWitness/of(_:)``), made the first time only.
  @usableFromInline
  static func record(_ tuple: ObjectIdentifier, _ shape: () -> TupleShapeWitness) {
    _ = known.value(for: tuple) { shape().shape }
  }

  /// The shape recorded for a tuple type, or reflection when no builder recorded one.
  static func shape<T>(of type: T.Type) -> any TupleViewShape.Type {
    known.value(for: ObjectIdentifier(type)) { ReflectedShape.self }
  }
}

extension TupleView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    TupleViewShapes.shape(of: T.self).resolve(value, in: context)
  }
}
