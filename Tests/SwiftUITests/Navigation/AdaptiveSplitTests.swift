import SwiftUI
import SwiftUITesting
import Testing

private struct TwoColumns: View {
  let cities = ["Seattle", "Vancouver", "Atacama"]
  @State var selection: String? = nil
  var prominent = false

  var body: some View {
    let split = NavigationSplitView {
      List(cities, id: \.self, selection: $selection) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Trips")
    } detail: {
      Text(selection.map { "Detail of \($0)" } ?? "Choose a trip")
    }
    if prominent {
      split.navigationSplitViewStyle(.prominentDetail)
    } else {
      split
    }
  }
}

private struct ThreeColumns: View {
  let countries = ["Canada": ["Vancouver", "Victoria"], "Chile": ["Atacama"]]
  @State private var country: String?
  @State private var city: String?
  @State var columns = NavigationSplitViewVisibility.automatic

  var body: some View {
    NavigationSplitView(columnVisibility: $columns) {
      List(countries.keys.sorted(), id: \.self, selection: $country) { name in
        Text(name)
      }
      .navigationTitle("Countries")
    } content: {
      if let country {
        List(countries[country] ?? [], id: \.self, selection: $city) { name in
          Text(name)
        }
        .navigationTitle(country)
      } else {
        Text("Choose a country")
      }
    } detail: {
      Text(city.map { "All about \($0)" } ?? "Choose a city")
    }
    .onChange(of: columns) { print("columns:", columns) }
  }
}

private struct SizeLabel: View {
  let place: String
  @Environment(\.horizontalSizeClass) private var horizontal
  var body: some View {
    Text("\(place): \(horizontal == .regular ? "regular" : "compact") width")
  }
}

private struct ColumnSizes: View {
  var body: some View {
    NavigationSplitView {
      List {
        SizeLabel(place: "The sidebar")
      }
      .navigationTitle("Trips")
    } detail: {
      SizeLabel(place: "The detail")
    }
  }
}

private struct SizeClasses: View {
  @Environment(\.horizontalSizeClass) private var horizontal
  @Environment(\.verticalSizeClass) private var vertical
  var body: some View {
    VStack(spacing: 12) {
      Text("Horizontal: \(horizontal == .regular ? "regular" : "compact")")
      Text("Vertical: \(vertical == .regular ? "regular" : "compact")")
    }
  }
}

@MainActor
@Suite("Adapting to the space (S3, S4, S6, S8, S9, S10, K10)")
struct AdaptiveSplitTests {
  @Test(
    "S3: size classes as measured on iOS 27",
    arguments: [
      (Device.iPhone17, Orientation.portrait, "compact", "regular"),
      (.iPhone17, .landscape, "compact", "compact"),
      (.iPadAir11, .portrait, "regular", "regular"),
      (.iPadAir11, .landscape, "regular", "regular"),
    ])
  func sizeClasses(device: Device, orientation: Orientation, horizontal: String, vertical: String) {
    let app = HeadlessApp(device: device, orientation: orientation) { SizeClasses() }
    #expect(app.staticTexts["Horizontal: \(horizontal)"].exists)
    #expect(app.staticTexts["Vertical: \(vertical)"].exists)
  }

  @Test("S3: size classes follow rotation and iPad multitasking while the app runs")
  func sizeClassesChange() {
    let app = HeadlessApp { SizeClasses() }
    #expect(app.staticTexts["Vertical: regular"].exists)
    app.orientation = .landscape
    #expect(app.staticTexts["Vertical: compact"].exists)
    app.device = .iPadAir11
    #expect(app.staticTexts["Horizontal: regular"].exists)
    app.windowSize = CGSize(width: 320, height: 1180)
    #expect(app.staticTexts["Horizontal: compact"].exists)
  }

  @Test("S4: a two-column split view on an iPhone held sideways shows one column, the list")
  func phoneSideways() {
    let app = HeadlessApp(device: .iPhone17, orientation: .landscape) { TwoColumns() }
    #expect(app.columns.count == 0)
    #expect(app.navigationBars["Trips"].exists)
    #expect(app.cells.count == 3)
    #expect(!app.staticTexts["Choose a trip"].exists)
  }

  @Test("S6: three columns upright hide the sidebar behind Show Sidebar, which slides it over")
  func threeColumnsUpright() {
    let app = HeadlessApp(device: .iPadAir11) { ThreeColumns() }
    #expect(app.staticTexts["Choose a country"].exists)
    #expect(app.staticTexts["Choose a city"].exists)
    #expect(!app.columns["sidebar"].exists)
    let show = app.buttons["Show Sidebar"]
    #expect(show.exists)
    show.tap()
    #expect(app.columns["sidebar"].cells["Canada"].isHittable)
    app.cells["Canada"].tap()
    #expect(!app.columns["sidebar"].exists)
    #expect(app.cells["Vancouver"].exists)
  }

  @Test("S6: three columns sideways show all three")
  func threeColumnsSideways() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { ThreeColumns() }
    #expect(app.columns.count == 3)
    app.cells["Canada"].tap()
    app.cells["Vancouver"].tap()
    #expect(app.staticTexts["All about Vancouver"].exists)
  }

  @Test("S6: asking for .all upright is answered with .doubleColumn through the binding")
  func visibilityWriteBack() {
    let app = HeadlessApp(device: .iPadAir11) { ThreeColumns(columns: .all) }
    #expect(app.console == ["columns: doubleColumn"])
    #expect(!app.columns["sidebar"].exists)
  }

  @Test("S8: on an iPad the sidebar reads compact width and the detail regular")
  func columnSizeClasses() {
    let app = HeadlessApp(device: .iPadAir11) { ColumnSizes() }
    #expect(app.staticTexts["The sidebar: compact width"].exists)
    #expect(app.staticTexts["The detail: regular width"].exists)
  }

  @Test("S9: a selection set before launch opens the iPhone on the detail, with a back button")
  func presetSelectionPhone() {
    let app = HeadlessApp(device: .iPhone17) { TwoColumns(selection: "Vancouver") }
    #expect(app.staticTexts["Detail of Vancouver"].exists)
    let back = app.navigationBars.firstMatch.buttons["Trips"]
    #expect(back.exists)
    back.tap()
    #expect(app.cells.count == 3)
    #expect(!app.cells["Vancouver"].isSelected)
  }

  @Test("S9: the same code on an iPad shows the list with Vancouver selected beside its detail")
  func presetSelectionPad() {
    let app = HeadlessApp(device: .iPadAir11) { TwoColumns(selection: "Vancouver") }
    #expect(app.cells["Vancouver"].isSelected)
    #expect(app.columns["detail"].staticTexts["Detail of Vancouver"].exists)
  }

  @Test("S10: prominentDetail keeps the detail full width, the list behind Show Sidebar")
  func prominentDetail() {
    let app = HeadlessApp(device: .iPadAir11) { TwoColumns(prominent: true) }
    #expect(app.columns.count == 1)
    #expect(app.columns["detail"].frame.width == 820)
    #expect(app.buttons["Show Sidebar"].exists)
    let balanced = HeadlessApp(device: .iPadAir11) { TwoColumns() }
    #expect(balanced.columns.count == 2)
    #expect(!balanced.buttons["Show Sidebar"].exists)
  }

  @Test("K10: decided by the space: a foldable's inner display shows columns; folding collapses")
  func foldable() {
    let app = HeadlessApp(device: .iPhoneFold) { TwoColumns() }
    #expect(app.columns.count == 0)
    app.isUnfolded = true
    #expect(app.columns.count == 2)
    app.cells["Seattle"].tap()
    #expect(app.columns["detail"].staticTexts["Detail of Seattle"].exists)
    app.isUnfolded = false
    #expect(app.staticTexts["Detail of Seattle"].exists)
    #expect(app.navigationBars.firstMatch.buttons["Trips"].exists)
  }

  @Test("K9: a Mac window shows the columns side by side; a narrow window collapses them")
  func macWindow() {
    let app = HeadlessApp(device: .mac) { ThreeColumns() }
    #expect(app.columns.count == 3)
    app.windowSize = CGSize(width: 420, height: 700)
    #expect(app.columns.count == 0)
    #expect(app.cells["Canada"].exists)
  }
}
