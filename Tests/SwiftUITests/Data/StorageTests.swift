import SwiftUI
import SwiftUITesting
import Testing

enum Sorting: String {
  case byDate, byName
}

private struct Preferences: View {
  @AppStorage("showsFavorites") private var showsFavorites = false
  @AppStorage("sorting") private var sorting = Sorting.byDate
  @AppStorage("nickname") private var nickname: String?
  var body: some View {
    VStack {
      Toggle("Favorites only", isOn: $showsFavorites)
      Text("Sorted \(sorting.rawValue)")
      Button("Sort by name") { sorting = .byName }
      Text("Nickname \(nickname ?? "none")")
      Button("Set nickname") { nickname = "Ace" }
      Button("Clear nickname") { nickname = nil }
      FavoritesEcho()
    }
  }
}

/// Another view reading the same key: it follows writes made elsewhere.
private struct FavoritesEcho: View {
  @AppStorage("showsFavorites") private var showsFavorites = false
  var body: some View { Text(showsFavorites ? "Mirror on" : "Mirror off") }
}

private struct Tabs: View {
  @State private var showsDetail = true
  var body: some View {
    VStack {
      Button("Toggle detail") { showsDetail.toggle() }
      if showsDetail { Counter() }
    }
  }
}

private struct Counter: View {
  @SceneStorage("count") private var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

@MainActor
@Suite("App and scene storage")
struct StorageTests {
  /// A store of its own for each test, emptied first.
  func freshStore(_ name: String) -> UserDefaults {
    let store = UserDefaults(suiteName: "swiftui-tests-\(name)")!
    for key in ["showsFavorites", "sorting", "nickname"] { store.removeObject(forKey: key) }
    return store
  }

  @Test("A toggle bound to app storage writes the user default, and every view reading the key follows")
  func appStorageWritesAndFollows() {
    let store = freshStore("toggle")
    let app = HeadlessApp { Preferences().defaultAppStorage(store) }
    #expect(app.staticTexts["Mirror off"].exists)
    app.switches["Favorites only"].tap()
    #expect(store.bool(forKey: "showsFavorites"))
    #expect(app.staticTexts["Mirror on"].exists)
  }

  @Test("App storage survives a relaunch: a new app reads what the last one stored")
  func acrossLaunches() {
    let store = freshStore("relaunch")
    let first = HeadlessApp { Preferences().defaultAppStorage(store) }
    first.buttons["Sort by name"].tap()
    first.buttons["Set nickname"].tap()
    let second = HeadlessApp { Preferences().defaultAppStorage(store) }
    #expect(second.staticTexts["Sorted byName"].exists)
    #expect(second.staticTexts["Nickname Ace"].exists)
    second.buttons["Clear nickname"].tap()
    #expect(store.object(forKey: "nickname") == nil, "setting nil removes the default")
    #expect(second.staticTexts["Nickname none"].exists)
  }

  @Test("Scene storage belongs to the scene: a view that leaves and comes back reads what it stored")
  func sceneStorage() {
    let app = HeadlessApp { Tabs() }
    app.buttons["Count 0"].tap()
    app.buttons["Count 1"].tap()
    app.buttons["Toggle detail"].tap()
    #expect(!app.buttons["Count 2"].exists)
    app.buttons["Toggle detail"].tap()
    #expect(app.buttons["Count 2"].exists)
    #expect(HeadlessApp { Tabs() }.buttons["Count 0"].exists, "another scene has storage of its own")
  }
}
