import SwiftUI
import Testing

@Observable
@MainActor
private final class Tally {
  var count = 0
}

private struct CountLabel: View {
  let tally: Tally
  var body: some View { Text("Count \(tally.count)") }
}

private struct Counter: View {
  let tally: Tally
  var body: some View {
    VStack {
      CountLabel(tally: tally)
      Button("Add") { tally.count += 1 }
    }
  }
}

/// What a profiler is told of an update (`trips-bench --profile-views`): the phases in order, and
/// the contents resolved between them, nested, with whether each body ran.
@MainActor
@Suite("Update observer")
struct UpdateObserverTests {
  @Test(
    "A tap tells the event, resolving the view whose body read the change, layout, sweep, actions, the end")
  func tapTellsItsSteps() throws {
    let tally = Tally()
    let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) { Counter(tally: tally) }
    var steps: [String] = []
    host.updateObserver = { event in
      switch event {
      case .phase(let phase): steps.append(phase.rawValue)
      case .contentBegan(let type, let bodyRuns): steps.append("\(type) \(bodyRuns ? "body" : "again")")
      case .contentEnded: steps.append("end")
      case .updateFinished: steps.append("finished")
      }
    }
    let node = try #require(host.screen.firstNode(where: { $0.label == "Add" }))
    let tap = try #require(host.screen.actions[node.id]?.tap)
    host.perform(tap)
    #expect(host.screen.firstNode(where: { $0.label == "Count 1" }) != nil)
    // The counter's body did not run: only the label read the count. Its content is resolved again
    // to reach the label, whose body runs.
    #expect(
      steps == [
        "event", "resolve", "Counter again", "CountLabel body", "end", "end", "place", "sweep", "actions",
        "finished",
      ])
  }
}
