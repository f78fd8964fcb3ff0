import SwiftUI
import SwiftUITesting
import Testing

private struct DeviceBadge: View {
  @State private var opened = false
  var body: some View {
    VStack {
      Text(UIDevice.current.userInterfaceIdiom == .pad ? "Tablet layout" : "Phone layout")
      Text("\(UIDevice.current.systemName) \(UIDevice.current.systemVersion) on \(UIDevice.current.name)")
      Text("Screen \(Int(UIScreen.main.bounds.width)) wide")
      Button("Settings") {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { opened = $0 }
      }
      Text(opened ? "Settings opened" : "Not opened")
      Text("Grey").foregroundColor(Color(.systemGray6))
      Text("Label").foregroundStyle(Color(uiColor: .label))
      Image(uiImage: UIImage(systemName: "star.fill")!)
    }
  }
}

@MainActor
@Suite("UIKit names")
struct UIKitNamesTests {
  @Test("UIDevice answers from the host's device: an iPad is .pad, an iPhone .phone")
  func idiomFollowsTheHost() {
    let pad = HeadlessApp(device: .iPadAir11) { DeviceBadge() }
    #expect(pad.staticTexts["Tablet layout"].exists)
    #expect(pad.staticTexts["iPadOS 27.0 on iPad Air 11-inch (M4)"].exists)
    let phone = HeadlessApp(device: .iPhone17) { DeviceBadge() }
    #expect(phone.staticTexts["Phone layout"].exists)
    #expect(phone.staticTexts["iOS 27.0 on iPhone 17"].exists)
  }

  @Test("UIScreen's bounds are the host's size, upright or sideways")
  func screenBounds() {
    let upright = HeadlessApp(device: .iPhone17) { DeviceBadge() }
    #expect(upright.staticTexts["Screen 393 wide"].exists)
    let sideways = HeadlessApp(device: .iPhone17, orientation: .landscape) { DeviceBadge() }
    #expect(sideways.staticTexts["Screen 852 wide"].exists)
  }

  @Test("UIApplication opens a URL through the system, as openURL does")
  func openSettings() {
    let app = HeadlessApp { DeviceBadge() }
    app.buttons["Settings"].tap()
    #expect(app.openedURLs == [URL(string: "app-settings:")!])
    #expect(app.staticTexts["Settings opened"].exists)
  }

  @Test("UIKit colours and images reach the hosts as SwiftUI's")
  func coloursAndImages() {
    let app = HeadlessApp { DeviceBadge() }
    #expect(app.staticTexts["Grey"].foregroundColor == Color(uiColor: .systemGray6))
    #expect(app.staticTexts["Grey"].foregroundColor?.description == "systemGray6")
    #expect(app.staticTexts["Label"].foregroundColor == Color(.label))
    #expect(app.images["star.fill"].exists)
    #expect(Color(uiColor: .systemRed) == .red)
    #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
  }
}

/// An app in the style of older tutorials: it styles UIKit's controls through appearance proxies
/// in its initialiser, copies with UIPasteboard and checks spelling with UITextChecker.
private struct Scrums: View {
  @State private var word = "rowing"
  @State private var verdict = "Not checked"

  init() {
    UISegmentedControl.appearance().selectedSegmentTintColor = UIColor(.accentColor)
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    UINavigationBar.appearance().largeTitleTextAttributes = [
      .font: UIFont.systemFont(ofSize: 30, weight: .bold)
    ]
    UITableView.appearance().backgroundColor = .clear
  }

  var body: some View {
    NavigationStack {
      List {
        Text("Design review")
          .font(Font(UIFont.systemFont(ofSize: 20, weight: .semibold)))
          .contextMenu {
            Button("Copy name") { UIPasteboard.general.string = "Design review" }
          }
        Button("Check \(word)") {
          let checker = UITextChecker()
          let range = NSRange(location: 0, length: word.utf16.count)
          let misspelled = checker.rangeOfMisspelledWord(
            in: word, range: range, startingAt: 0, wrap: false, language: "en")
          verdict = misspelled.location == NSNotFound ? "Spelled well" : "Misspelled"
        }
        Text(verdict)
      }
      .navigationTitle("Scrums")
    }
  }
}

@MainActor
@Suite("UIKit names older apps touch")
struct UIKitAppearanceTests {
  @Test("Appearance proxies keep what the app sets, one proxy per class, and the app runs")
  func appearanceProxiesKeepSettings() {
    let app = HeadlessApp { Scrums() }
    #expect(app.navigationBars["Scrums"].exists)
    #expect(UISegmentedControl.appearance() === UISegmentedControl.appearance())
    #expect(
      UISegmentedControl.appearance().selectedSegmentTintColor.map(Color.init(uiColor:)) == .accentColor)
    let selected = UISegmentedControl.appearance().titleTextAttributes(for: .selected)
    #expect((selected?[.foregroundColor] as? UIColor) === UIColor.white)
    #expect(UITableView.appearance().backgroundColor === UIColor.clear)
    #expect(UINavigationBar.appearance() !== UITableView.appearance() as UIView)
  }

  @Test("A Copy action in a context menu puts the text on the pasteboard")
  func copyToPasteboard() {
    let app = HeadlessApp { Scrums() }
    let before = UIPasteboard.general.changeCount
    app.staticTexts["Design review"].press(forDuration: 1)
    app.buttons["Copy name"].tap()
    #expect(UIPasteboard.general.string == "Design review")
    #expect(UIPasteboard.general.hasStrings)
    #expect(UIPasteboard.general.changeCount == before + 1)
  }

  @Test("A text's UIKit font reaches the host as SwiftUI's system font at that size and weight")
  func uiFontBecomesAFont() {
    let app = HeadlessApp { Scrums() }
    #expect(app.staticTexts["Design review"].font == .system(size: 20, weight: .semibold))
    #expect(Font(UIFont(name: "Avenir", size: 14)!) == .custom("Avenir", size: 14))
  }

  @Test("The spelling checker knows no word to be misspelled on Linux, and keeps learned words")
  func spellingChecker() {
    let app = HeadlessApp { Scrums() }
    app.buttons["Check rowing"].tap()
    #expect(app.staticTexts["Spelled well"].exists)
    UITextChecker.learnWord("Scrumdinger")
    #expect(UITextChecker.hasLearnedWord("Scrumdinger"))
    UITextChecker.unlearnWord("Scrumdinger")
    #expect(!UITextChecker.hasLearnedWord("Scrumdinger"))
  }
}

/// A photo picker's result in the tutorials' style: an optional UIImage the view reacts to, and a
/// label given as a string variable.
private struct PhotoFilter: View {
  @State private var inputImage: UIImage?
  @State private var changes = 0
  let caption = "Selected photo"

  var body: some View {
    VStack {
      Image(systemName: "photo").accessibilityLabel(caption)
      Button("Pick") { inputImage = UIImage(named: "Sunset") }
      Text("Changed \(changes) times")
    }
    .onChange(of: inputImage) { changes += 1 }
  }
}

@MainActor
@Suite("UIKit images in SwiftUI state")
struct UIImageStateTests {
  @Test("An optional UIImage in state drives onChange, and a string variable labels an image")
  func imageStateAndStringLabel() {
    let app = HeadlessApp { PhotoFilter() }
    #expect(app.images["Selected photo"].exists)
    app.buttons["Pick"].tap()
    #expect(app.staticTexts["Changed 1 times"].exists)
    app.buttons["Pick"].tap()
    #expect(app.staticTexts["Changed 1 times"].exists, "the same asset again is no change")
  }
}
