import SwiftUI
import Testing

/// A width the screen around it chooses, shown under what it wraps: a custom modifier with an
/// input of its own.
private struct Widened: ViewModifier {
  let width: Int

  func body(content: Content) -> some View {
    VStack {
      content
      Text("Width \(width)")
    }
  }
}

/// A badge counting what a model counts: a custom modifier whose body runs again, where it is, for
/// what it observes.
private struct Badged: ViewModifier {
  let model: Badges

  func body(content: Content) -> some View {
    VStack {
      content
      Text("Badges \(model.count)")
    }
  }
}

@Observable
@MainActor
private final class Badges {
  var count = 0
}

/// A greeting: its one input a short name, the same bytes each time its parent's body makes it.
private struct Greeting: View {
  let name: String
  var body: some View { Text("Hello, \(name)") }
}

/// A greeting under two modifiers: "Widen" gives the first another input and leaves the greeting as
/// it was; "Rename" changes the greeting.
private struct WidenedGreeting: View {
  let badges: Badges
  @State private var width = 200
  @State private var name = "Ada"

  var body: some View {
    VStack {
      Greeting(name: name).modifier(Widened(width: width)).modifier(Badged(model: badges))
      Button("Widen") { width += 50 }
      Button("Rename") { name = "Grace" }
    }
  }
}

/// The contents a host resolves, by their type's name, as its update observer tells them.
@MainActor
private final class ResolvedContents {
  private(set) var names: [String] = []

  init(of host: GraphHost) {
    host.updateObserver = { [unowned self] event in
      if case .contentBegan(let type, _) = event { names.append("\(type)") }
    }
  }

  /// Taps the element with this label, having forgotten what was resolved before.
  func tap(_ label: String, in host: GraphHost) throws {
    names = []
    let node = try #require(host.screen.firstNode(where: { $0.label == label }))
    let tap = try #require(host.screen.actions[node.id]?.tap)
    host.perform(tap)
  }

  /// Whether the greeting, as the view a custom modifier wraps, was resolved.
  var resolvedGreeting: Bool { names.contains("WrappedContentRoot<Greeting>") }
}

/// What a custom modifier's placeholder resolves when its body runs again: the view it wraps, kept
/// while it is the same, shown anew once it changes.
@MainActor
@Suite("The view a custom modifier wraps")
struct WrappedContentTests {
  private func screen(_ badges: Badges = Badges()) -> GraphHost {
    GraphHost(geometry: SceneGeometry(device: .iPhone17)) { WidenedGreeting(badges: badges) }
  }

  private func shows(_ label: String, in host: GraphHost) -> Bool {
    host.screen.firstNode(where: { $0.label == label }) != nil
  }

  @Test("A modifier given another input runs its body, and the same view it wraps is not resolved again")
  func sameWrappedViewIsKept() throws {
    let host = screen()
    let contents = ResolvedContents(of: host)
    try contents.tap("Widen", in: host)
    #expect(contents.names.contains { $0.hasPrefix("ModifierBody<Widened") })
    #expect(!contents.resolvedGreeting)
    #expect(shows("Width 250", in: host))
    #expect(shows("Hello, Ada", in: host))
  }

  @Test("A modifier given another view to wrap shows the new one, and keeps it while its body runs again")
  func changedWrappedViewIsShown() throws {
    let host = screen()
    let contents = ResolvedContents(of: host)
    try contents.tap("Rename", in: host)
    #expect(contents.resolvedGreeting)
    #expect(shows("Hello, Grace", in: host))
    try contents.tap("Widen", in: host)
    #expect(!contents.resolvedGreeting)
    #expect(shows("Width 250", in: host))
    #expect(shows("Hello, Grace", in: host))
    #expect(!shows("Hello, Ada", in: host))
  }

  @Test("A modifier whose body runs again for what it observes hands out the view it wraps as it was")
  func observingModifierKeepsWrappedView() {
    let badges = Badges()
    let host = screen(badges)
    let contents = ResolvedContents(of: host)
    host.perform { badges.count = 3 }
    #expect(contents.names.contains { $0.hasPrefix("ModifierBody<Badged") })
    #expect(!contents.resolvedGreeting)
    #expect(shows("Badges 3", in: host))
    #expect(shows("Width 200", in: host))
    #expect(shows("Hello, Ada", in: host))
  }
}
