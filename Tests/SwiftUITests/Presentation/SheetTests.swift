import SwiftUI
import SwiftUITesting
import Testing

// P1: the content closure of sheet(isPresented:) is the one from the last body evaluation.
private struct StaleSheet: View {
  let cities = ["Seattle", "Vancouver"]
  @State private var chosen = "nothing"
  @State private var isShown = false

  var body: some View {
    List(cities, id: \.self) { city in
      Button("Edit \(city)") {
        chosen = city
        isShown = true
      }
    }
    .sheet(isPresented: $isShown) {
      Text("Editing \(chosen)")
    }
  }
}

private struct City: Identifiable, Hashable {
  let id: Int
  let name: String
}

private struct ItemSheet: View {
  let cities = [City(id: 1, name: "Seattle"), City(id: 2, name: "Vancouver")]
  @State private var editing: City?

  var body: some View {
    List(cities) { city in
      Button("Edit \(city.name)") { editing = city }
    }
    .sheet(item: $editing, onDismiss: { print("dismissed") }) { city in
      VStack(spacing: 20) {
        Text("Editing \(city.name)")
        Button("Switch to Vancouver") { editing = cities[1] }
      }
      .onAppear { print("appeared:", city.name) }
    }
  }
}

// P2: two sheet modifiers on one view, used one after the other.
private struct TwoSheets: View {
  @State private var first = false
  @State private var second = false

  var body: some View {
    VStack(spacing: 20) {
      Button("First sheet") { first = true }
      Button("Second sheet") { second = true }
    }
    .sheet(isPresented: $first) {
      Button("Done 1") { first = false }
    }
    .sheet(isPresented: $second) {
      Text("The second sheet")
    }
  }
}

// P3 and P11.
private struct SwipeSheets: View {
  @State private var locked = false
  @State private var plain = false
  @State private var cover = false
  @State private var agreed = false

  var body: some View {
    VStack {
      Button("Locked") { locked = true }
      Button("Plain") { plain = true }
      Button("Cover") { cover = true }
      Text("plain is \(plain ? "up" : "down")")
    }
    .sheet(isPresented: $locked) {
      VStack {
        Text("You must choose")
        Toggle("I agree", isOn: $agreed)
      }
      .interactiveDismissDisabled(!agreed)
    }
    .sheet(isPresented: $plain) {
      Text("A sheet you may swipe away")
    }
    .fullScreenCover(isPresented: $cover) {
      VStack(spacing: 20) {
        Text("A full-screen cover")
        Button("Done") { cover = false }
      }
    }
  }
}

// P4: dismiss in a pushed screen inside a sheet's stack pops only the push.
private struct MoreScreen: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(spacing: 20) {
      Text("The second screen of the sheet")
      Button("Close") { dismiss() }
    }
  }
}

private struct SheetWithStack: View {
  @State private var isShown = false
  var body: some View {
    Button("Show") { isShown = true }
      .sheet(isPresented: $isShown) {
        NavigationStack {
          VStack(spacing: 20) {
            Text("The first screen of the sheet")
            NavigationLink("More") { MoreScreen() }
          }
        }
      }
  }
}

// P9: dismiss read by the presenter does nothing; read inside the sheet it closes it.
private struct WrongDismiss: View {
  @State private var isShown = false
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Show") { isShown = true }
      .sheet(isPresented: $isShown) {
        VStack(spacing: 20) {
          Text("The sheet")
          Button("Close") { dismiss() }
        }
      }
  }
}

private struct SheetContents: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(spacing: 20) {
      Text("The sheet")
      Button("Close") { dismiss() }
    }
  }
}

private struct RightDismiss: View {
  @State private var isShown = false
  var body: some View {
    Button("Show") { isShown = true }
      .sheet(isPresented: $isShown) { SheetContents() }
  }
}

// P5, P12.
private struct MediumSheet: View {
  @State private var isShown = false
  var body: some View {
    Button("Show") { isShown = true }
      .sheet(isPresented: $isShown) {
        Text("A medium sheet")
          .presentationDetents([.medium, .large])
      }
  }
}

private struct AdaptationOverride: View {
  @State private var isShown = false
  var body: some View {
    Button("Show") { isShown = true }
      .sheet(isPresented: $isShown) {
        Text("Still a sheet")
          .presentationDetents([.medium, .large])
          .presentationCompactAdaptation(.sheet)
      }
  }
}

/// A sheet presented from the root screen of a stack, which nothing is pushed over.
private struct StackRootSheet: View {
  @State private var isShowing = false
  var body: some View {
    NavigationStack {
      Button("Open") { isShowing = true }
        .sheet(isPresented: $isShowing) { Text("From the root") }
        .navigationTitle("Root")
    }
  }
}

/// A container that presents the sheet it is handed: the sheet's content is the caller's closure,
/// held by the container's view.
private struct SheetContainer<Sheet: View>: View {
  @ViewBuilder let sheet: () -> Sheet
  @State private var isPresented = true

  var body: some View {
    Button("Show") { isPresented = true }
      .sheet(isPresented: $isPresented, content: sheet)
  }
}

/// A city the sheet shows and renames, in the state of the view that made the sheet's closure.
private struct RenamingFromContainer: View {
  @State private var city = "Seattle"

  var body: some View {
    SheetContainer {
      VStack {
        Text("City: \(city)")
        Button("Rename") { city = "Vancouver" }
      }
    }
  }
}

@MainActor
@Suite("Sheets and covers (P1-P5, P9-P12, K1)")
struct SheetTests {
  @Test("P1: sheet(isPresented:) shows the value from the last body evaluation")
  func staleClosure() {
    let app = HeadlessApp { StaleSheet() }
    app.buttons["Edit Vancouver"].tap()
    #expect(app.sheets.count == 1)
    #expect(app.staticTexts["Editing nothing"].exists)
    #expect(!app.staticTexts["Editing Vancouver"].exists)
  }

  @Test("P1, K1: sheet(item:) hands the item to the content")
  func itemSheet() {
    let app = HeadlessApp { ItemSheet() }
    app.buttons["Edit Vancouver"].tap()
    #expect(app.staticTexts["Editing Vancouver"].exists)
  }

  @Test("P10: changing the item while presented dismisses, runs onDismiss, presents anew")
  func changingItem() {
    let app = HeadlessApp { ItemSheet() }
    app.buttons["Edit Seattle"].tap()
    #expect(app.console == ["appeared: Seattle"])
    app.buttons["Switch to Vancouver"].tap()
    #expect(app.console == ["appeared: Seattle", "dismissed", "appeared: Vancouver"])
    #expect(app.staticTexts["Editing Vancouver"].exists)
    #expect(app.sheets.count == 1)
  }

  @Test("A sheet from a stack's root screen shows once, and SwiftUI logs nothing")
  func sheetFromAStackRoot() {
    let app = HeadlessApp { StackRootSheet() }
    app.buttons["Open"].tap()
    #expect(app.sheets.count == 1)
    #expect(app.sheets.element.staticTexts["From the root"].exists)
    // The root was also taken for a screen under the top one, and its sheet asked for twice.
    #expect(app.log.isEmpty)
  }

  @Test("P2: two sheet modifiers on one view both work, one after the other")
  func twoSheets() {
    let app = HeadlessApp { TwoSheets() }
    app.buttons["First sheet"].tap()
    #expect(app.buttons["Done 1"].exists)
    app.buttons["Done 1"].tap()
    #expect(app.sheets.count == 0)
    app.buttons["Second sheet"].tap()
    #expect(app.staticTexts["The second sheet"].exists)
    #expect(app.log.isEmpty)
  }

  @Test("P3: interactiveDismissDisabled keeps the sheet up; a plain sheet goes and resets its binding")
  func swipeToDismiss() {
    let app = HeadlessApp { SwipeSheets() }
    app.buttons["Locked"].tap()
    app.swipeDown()
    #expect(app.staticTexts["You must choose"].exists)
    app.toggles["I agree"].tap()
    app.swipeDown()
    #expect(!app.staticTexts["You must choose"].exists)

    app.buttons["Plain"].tap()
    #expect(app.staticTexts["plain is up"].exists)
    app.sheets.firstMatch.swipeDown()
    #expect(app.sheets.count == 0)
    #expect(app.staticTexts["plain is down"].exists)
  }

  @Test("P3, P11: a full-screen cover cannot be swiped away; its own Done closes it")
  func coverStays() {
    let app = HeadlessApp { SwipeSheets() }
    app.buttons["Cover"].tap()
    #expect(app.fullScreenCovers.count == 1)
    #expect(app.fullScreenCovers.firstMatch.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    app.swipeDown()
    #expect(app.staticTexts["A full-screen cover"].exists)
    app.buttons["Done"].tap()
    #expect(app.fullScreenCovers.count == 0)
  }

  @Test("P4: dismiss in a pushed screen of a sheet's stack pops only that screen")
  func dismissPopsPush() {
    let app = HeadlessApp { SheetWithStack() }
    app.buttons["Show"].tap()
    app.buttons["More"].tap()
    #expect(app.staticTexts["The second screen of the sheet"].exists)
    app.buttons["Close"].tap()
    #expect(app.sheets.count == 1)
    #expect(app.staticTexts["The first screen of the sheet"].exists)
    #expect(!app.staticTexts["The second screen of the sheet"].exists)
  }

  @Test("P9: dismiss read by the presenter does nothing")
  func dismissInWrongPlace() {
    let app = HeadlessApp { WrongDismiss() }
    app.buttons["Show"].tap()
    app.buttons["Close"].tap()
    #expect(app.sheets.count == 1)
  }

  @Test("P9, K2: dismiss read inside the sheet closes it")
  func dismissInSheet() {
    let app = HeadlessApp { RightDismiss() }
    app.buttons["Show"].tap()
    app.buttons["Close"].tap()
    #expect(app.sheets.count == 0)
    #expect(app.buttons["Show"].isHittable)
  }

  @Test("P12: a sheet with medium and large detents first rests at medium and drags between them")
  func detents() {
    let app = HeadlessApp { MediumSheet() }
    app.buttons["Show"].tap()
    let sheet = app.sheets.firstMatch
    #expect(sheet.detent == .medium)
    #expect(abs(sheet.frame.height - 390) < 0.5)
    sheet.swipeUp()
    #expect(sheet.detent == .large)
    sheet.swipeDown()
    #expect(sheet.detent == .medium)
    sheet.swipeDown()
    #expect(app.sheets.count == 0)
  }

  @Test("P12: by default a sheet has only the large detent")
  func defaultDetent() {
    let app = HeadlessApp { RightDismiss() }
    app.buttons["Show"].tap()
    #expect(app.sheets.firstMatch.detents == [.large])
  }

  @Test("P5: on an iPhone held sideways a sheet with detents covers the whole screen")
  func landscapeSheetIsACover() {
    let app = HeadlessApp(orientation: .landscape) { MediumSheet() }
    app.buttons["Show"].tap()
    let sheet = app.sheets.firstMatch
    #expect(sheet.presentationStyle == .fullScreenCover)
    #expect(sheet.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    app.swipeDown()
    #expect(app.sheets.count == 1)
  }

  @Test("P5: presentationCompactAdaptation(.sheet) keeps it a sheet sideways")
  func adaptationOverride() {
    let app = HeadlessApp(orientation: .landscape) { AdaptationOverride() }
    app.buttons["Show"].tap()
    #expect(app.sheets.firstMatch.presentationStyle == .sheet)
  }

  @Test("Rotating with a sheet up adapts it at once")
  func rotationAdaptsLiveSheet() {
    let app = HeadlessApp { MediumSheet() }
    app.buttons["Show"].tap()
    #expect(app.sheets.firstMatch.presentationStyle == .sheet)
    app.orientation = .landscape
    #expect(app.sheets.firstMatch.presentationStyle == .fullScreenCover)
    app.orientation = .portrait
    #expect(app.sheets.firstMatch.presentationStyle == .sheet)
  }

  @Test("What a sheet covers cannot be tapped")
  func coveredIsNotHittable() {
    let app = HeadlessApp { MediumSheet() }
    app.buttons["Show"].tap()
    #expect(app.buttons["Show"].exists)
    #expect(!app.buttons["Show"].isHittable)
  }

  @Test("A sheet whose content a container holds shows the state its closure reads as it changes")
  func sheetFromContainerFollowsState() {
    let app = HeadlessApp { RenamingFromContainer() }
    #expect(app.staticTexts["City: Seattle"].exists)
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["City: Vancouver"].exists)
    #expect(!app.staticTexts["City: Seattle"].exists)
  }
}
