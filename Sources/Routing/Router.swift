import SwiftUI

/// One place that owns an app's navigation: the path of its stack and the sheet it presents.
///
/// Put it in the environment at the root (`.environment(router)`, outside the sheet modifier so that
/// what a sheet shows can read it too); any view deep in the tree then presents a sheet by setting
/// `presentedSheet`, without bindings passed down through its parents.
@MainActor
public final class Router<Route: Hashable, Sheet: SheetDestination>: Observable {
  // The accessors are inlinable: the app's code then reads and writes the router's state with the
  // metadata of its route and sheet types at hand, where this module's generic code asked the Swift
  // runtime for `Sheet?`'s at every read (some 400 instructions), a dozen times a navigation step.

  /// The values pushed on the stack the router drives: `NavigationStack(path: $router.path)`.
  @inlinable
  public var path: [Route] {
    get {
      registrar.access(self, keyPath: keys.path)
      return storedPath
    }
    set {
      registrar.withMutation(of: self, keyPath: keys.path) { storedPath = newValue }
    }
  }

  /// The sheet on screen, or nil. Setting another destination with a different id replaces the sheet.
  @inlinable
  public var presentedSheet: Sheet? {
    get {
      registrar.access(self, keyPath: keys.presentedSheet)
      return storedSheet
    }
    set {
      let old = storedSheet
      registrar.withMutation(of: self, keyPath: keys.presentedSheet) { storedSheet = newValue }
      SheetPitfalls.check(old: old, new: newValue)
    }
  }

  @usableFromInline var storedPath: [Route] = []
  @usableFromInline var storedSheet: Sheet?
  @usableFromInline let registrar = ObservationRegistrar()
  /// The key paths observers are told about, made once per router. Observed by hand rather than with
  /// `@Observable`, whose accessors write `\.path` at each read: in a generic class that key path is
  /// built anew each time (some 20,000 instructions), and the router is read at every navigation step.
  @usableFromInline let keys = Keys()

  @MainActor @usableFromInline struct Keys {
    @usableFromInline let path: KeyPath<Router, [Route]> = \.path
    @usableFromInline let presentedSheet: KeyPath<Router, Sheet?> = \.presentedSheet
  }

  /// A router with nothing pushed and nothing presented.
  public init() {}

  /// Presents a destination.
  public func present(_ sheet: Sheet) {
    presentedSheet = sheet
  }

  /// Closes the sheet.
  public func dismissSheet() {
    presentedSheet = nil
  }

  /// Pushes a value on the stack.
  public func push(_ route: Route) {
    path.append(route)
  }

  /// Pops everything: back to the root.
  public func popToRoot() {
    path.removeAll()
  }
}

/// A modal an app can present, one case per modal. Cases that must never be on screen together (two
/// ways into one editor) share an `id`; cases that may follow each other need distinct ids.
public protocol SheetDestination: Identifiable, Hashable {
  /// The view for this destination.
  associatedtype Content: View
  /// Makes the view for this destination.
  @MainActor @ViewBuilder var content: Content { get }
}

extension View {
  /// Presents the router's destinations through one `sheet(item:)`: exactly one sheet at a time,
  /// chosen by the enum.
  public func withSheetDestinations<Sheet: SheetDestination>(
    sheet: Binding<Sheet?>, onDismiss: (() -> Void)? = nil
  ) -> some View {
    self.sheet(item: sheet, onDismiss: onDismiss) { destination in
      destination.content
    }
  }
}
