import Foundation
import Testing
import TripsMonkey

@MainActor
@Suite("Random user sessions (bounded, as CI runs them)")
struct MonkeyTests {
  @Test("A seeded random user breaks no invariant", arguments: ["iphone", "ipad", "mac"])
  func randomUser(device: String) {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "monkey-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    for seed: UInt64 in [11, 12] {
      let failure = MonkeySession.run(seed: seed, steps: 250, device: device, workDirectory: work)
      #expect(failure == nil, "\(failure?.description ?? "")")
    }
  }

  @Test("The same seed plays the same session")
  func deterministic() {
    var first = RandomSource(seed: 42)
    var second = RandomSource(seed: 42)
    #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
  }
}
