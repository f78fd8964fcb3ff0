/// An app: its scenes, usually one `WindowGroup` with the root view.
///
/// On Linux an app runs in a host: the terminal host (`SwiftUITerminal.TerminalHost.run(app:)`) or the
/// headless test host (`SwiftUITesting.HeadlessApp(app:)`), which show the first window group's
/// content. `@main` on an `App` compiles; run on its own, it says which host to use.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app.
  @MainActor @preconcurrency init()
}

extension App {
  /// The entry point of an `@main` app: on Linux, an app runs in a host.
  @MainActor public static func main() {
    let message =
      "\(Self.self) is a SwiftUI app; on Linux it runs in a host. Run it in a terminal with "
      + "SwiftUITerminal's TerminalHost.run(app: \(Self.self).self), or drive it with SwiftUITesting's "
      + "HeadlessApp(app: \(Self.self)()).\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(64)
  }
}

/// A part of an app's interface with a life cycle the system manages, such as a window group.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// Scenes the runtime provides have no body to call.
  public var body: Never { fatalError("\(Self.self) is provided by the runtime") }
}

/// A window for the app's root view: the screen of an iPhone or an iPad, a window on a Mac.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// A window group showing the view the closure builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A titled window group.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Builds an app's scenes.
@resultBuilder @MainActor
public struct SceneBuilder {
  /// One scene.
  public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
  /// One scene.
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  /// Several scenes.
  public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene {
    var all: [any Scene] = []
    for scene in repeat each scenes { all.append(scene) }
    return TupleScene(scenes: all)
  }
}

/// Several scenes built together.
public struct TupleScene: Scene {
  let scenes: [any Scene]
}

/// A scene with modifiers (commands, environment) the runtime records.
public struct ModifiedScene<Base: Scene>: Scene {
  let base: Base
}

extension Scene {
  /// Adds menu commands, such as `InspectorCommands()`. Accepted; the hosts have no menu bar.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    ModifiedScene(base: self)
  }

  /// The default size of the window; accepted, the host decides the size.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    ModifiedScene(base: self)
  }
}

/// Builds menu commands.
@resultBuilder
public struct CommandsBuilder {
  /// Several commands.
  public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> TupleCommands {
    TupleCommands()
  }
}

/// Several commands built together.
public struct TupleCommands: Commands {}

/// The root view of an app: the content of its first window group.
@MainActor
package func rootView<A: App>(of app: A) -> AnyView? {
  rootView(of: app.body as any Scene)
}

@MainActor
private func rootView(of scene: any Scene) -> AnyView? {
  if let group = scene as? any WindowGroupContent { return group.rootView }
  if let tuple = scene as? TupleScene {
    for inner in tuple.scenes {
      if let view = rootView(of: inner) { return view }
    }
    return nil
  }
  if let modified = scene as? any ModifiedSceneBase { return rootView(of: modified.baseScene) }
  return nil
}

@MainActor
private protocol WindowGroupContent {
  var rootView: AnyView { get }
}

extension WindowGroup: WindowGroupContent {
  var rootView: AnyView { AnyView(content) }
}

@MainActor
private protocol ModifiedSceneBase {
  var baseScene: any Scene { get }
}

extension ModifiedScene: ModifiedSceneBase {
  var baseScene: any Scene { base }
}
