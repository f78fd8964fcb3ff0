import SwiftUI
import SwiftUITesting
import Testing

@Observable
@MainActor
final class NobodyProvidesThis {
  var value = 1
}

struct NeedsAnObject: View {
  @Environment(NobodyProvidesThis.self) private var object
  var body: some View { Text("Value \(object.value)") }
}

@Suite("SwiftUI's traps")
struct TrapTests {
  @Test("Reading an Observable object nobody provided stops the app, as SwiftUI does")
  func missingEnvironmentObject() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = HeadlessApp { NeedsAnObject() }.staticTexts.count
      }
    }
  }
}
