import Testing

@testable import SwiftUI

@Observable
@MainActor
private final class Flag {
  var isOn = false
}

private struct FlagRow: View {
  let name: String
  let flag: Flag
  var body: some View {
    HStack {
      Text(name)
      Button(flag.isOn ? "On" : "Off") { flag.isOn.toggle() }
    }
  }
}

/// Two rows share an id (SwiftUI warns: undefined results), so one kept view is placed twice.
private struct Twice: View {
  let flag: Flag
  let other: Flag
  var body: some View {
    NavigationStack {
      List {
        ForEach(["a", "a", "b"], id: \.self) { FlagRow(name: $0, flag: $0 == "b" ? other : flag) }
        Button("Change another") { other.isOn.toggle() }
      }
    }
  }
}

@MainActor
@Suite("Screen identity")
struct ScreenIdentityTests {
  @Test("Every node on a screen has an id of its own, even where one kept view is placed twice")
  func uniqueIds() {
    let flag = Flag()
    let other = Flag()
    let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) { Twice(flag: flag, other: other) }
    for _ in 0..<3 {
      let ids = host.screen.allNodes.map(\.id)
      #expect(Set(ids).count == ids.count)
      guard let node = host.screen.firstNode(where: { $0.label == "Change another" }),
        let tap = host.screen.actions[node.id]?.tap
      else {
        Issue.record("no button")
        return
      }
      host.perform(tap)
    }
  }
}
