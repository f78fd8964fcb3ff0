import SwiftUI
import SwiftUITesting
import Testing

private struct SettingsForm: View {
  @State private var volume = 0.5
  @State private var notifications = true
  @State private var flavor = "Vanilla"
  @State private var quantity = 1
  @State private var birthday = Date.now
  @State private var color = Color.red
  @State private var segment = 0
  @State private var search = ""
  let flavors = ["Vanilla", "Chocolate", "Strawberry"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Sound") {
          Slider(value: $volume, in: 0...1, step: 0.1) {
            Text("Volume")
          } minimumValueLabel: {
            Image(systemName: "speaker")
          } maximumValueLabel: {
            Image(systemName: "speaker.wave.3")
          }
          Toggle("Notifications", isOn: $notifications)
            .toggleStyle(.switch)
            .tint(.green)
        }
        Section {
          Picker("Flavor", selection: $flavor) {
            ForEach(flavors, id: \.self, content: Text.init)
          }
          .pickerStyle(.menu)
          Picker("Mode", selection: $segment) {
            Text("One").tag(0)
            Text("Two").tag(1)
          }
          .pickerStyle(.segmented)
          Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
          DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
          ColorPicker("Color", selection: $color)
        } header: {
          Text("Order")
        } footer: {
          Text("Choose wisely").font(.footnote)
        }
        Menu("Actions") {
          Button("Copy", systemImage: "doc.on.doc") {}
          Button("Delete", role: .destructive) {}
          Divider()
          Menu("More") { Button("Share") {} }
        }
        LabeledContent("Version", value: "1.0")
        ProgressView(value: 0.3) { Text("Downloading") }
        Gauge(value: volume) { Text("Level") }
      }
      .navigationTitle("Settings")
      .searchable(text: $search)
    }
  }
}

private struct Badge: View {
  var body: some View {
    ZStack(alignment: .topTrailing) {
      RoundedRectangle(cornerRadius: 12, style: .continuous)
        .fill(.blue.gradient)
        .frame(width: 120, height: 80)
        .overlay {
          Text("Hello").font(.headline).foregroundStyle(.white)
        }
        .overlay(alignment: .bottom) {
          Capsule().stroke(Color.white, lineWidth: 2).frame(height: 4)
        }
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
      Circle()
        .fill(Color.red)
        .frame(width: 20, height: 20)
        .overlay(Text("3").font(.caption2).foregroundColor(.white))
        .offset(x: 8, y: -8)
    }
    .padding()
    .background(Color(.systemGroupedBackground))
    .clipShape(RoundedRectangle(cornerRadius: 16))
  }
}

private struct PhotoGrid: View {
  let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]
  let fixed: [GridItem] = Array(repeating: .init(.flexible()), count: 3)
  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 8) {
        ForEach(0..<20) { index in
          Color.gray
            .aspectRatio(1, contentMode: .fit)
            .overlay(Text("\(index)"))
            .cornerRadius(8)
        }
      }
      .padding(.horizontal)
      LazyVGrid(columns: fixed, alignment: .leading, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(1...6, id: \.self) { Text("Item \($0)") }
        } header: {
          Text("Pinned")
        }
      }
    }
  }
}

private struct Meter: View {
  var fraction: Double
  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(Color.secondary.opacity(0.3))
        Capsule().fill(Color.accentColor)
          .frame(width: proxy.size.width * fraction)
      }
    }
    .frame(height: 8)
  }
}

private struct Gestures: View {
  @State private var offset = CGSize.zero
  @State private var taps = 0
  @GestureState private var isPressing = false
  var body: some View {
    Text("Drag me \(taps)")
      .offset(offset)
      .onTapGesture(count: 2) { taps += 1 }
      .gesture(
        DragGesture()
          .onChanged { offset = $0.translation }
          .onEnded { _ in withAnimation(.spring()) { offset = .zero } }
      )
      .simultaneousGesture(
        LongPressGesture(minimumDuration: 0.5).updating($isPressing) { value, state, _ in state = value }
      )
      .scaleEffect(isPressing ? 1.2 : 1)
  }
}

private struct Rows: View {
  @State private var items = ["a", "b"]
  @Environment(\.dismiss) private var dismiss
  @Environment(\.horizontalSizeClass) private var sizeClass
  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        HStack {
          Image(systemName: "star.fill").foregroundStyle(.yellow)
          Text(item)
          Spacer()
          Text(Date.now, style: .time).foregroundStyle(.secondary)
        }
        .swipeActions(edge: .leading) { Button("Pin") {}.tint(.orange) }
      }
      .onDelete { items.remove(atOffsets: $0) }
      .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    }
    .listStyle(.insetGrouped)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) { EditButton() }
      ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
    }
    .overlay {
      if items.isEmpty {
        ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one"))
      }
    }
  }
}

@MainActor
@Suite("Everyday SwiftUI written as for Xcode")
struct EverydayScenarioTests {
  @Test("A settings form's slider, switch, pickers, stepper and menu work as on iOS")
  func settingsForm() {
    let app = HeadlessApp { SettingsForm() }
    #expect(app.navigationBars["Settings"].exists)
    let volume = app.sliders["Volume"]
    #expect(volume.value == "50%")
    volume.adjust(toNormalizedSliderPosition: 0.8)
    #expect(volume.value == "80%")
    let notifications = app.switches["Notifications"]
    #expect(notifications.value == "1")
    notifications.tap()
    #expect(notifications.value == "0")
    app.buttons["Two"].tap()
    #expect(app.buttons["Two"].isSelected)
    app.steppers["Quantity: 1"].increment()
    #expect(app.steppers["Quantity: 2"].exists)
    #expect(app.staticTexts["Choose wisely"].exists)
    // Rows below the fold are not built until the form scrolls, as XCUITest finds on iOS.
    app.swipeUp()
    #expect(app.progressIndicators["Downloading"].exists)
  }

  @Test("An adaptive grid lays its cells out in columns that fill the width")
  func adaptiveGrid() {
    let app = HeadlessApp { PhotoGrid() }
    let first = app.staticTexts["0"].frame
    let second = app.staticTexts["1"].frame
    #expect(first.minY == second.minY, "the first two cells share a row")
    #expect(second.minX > first.maxX)
  }

  @Test("A double tap counts and a badge's overlays show their text")
  func gesturesAndOverlays() {
    let app = HeadlessApp {
      VStack {
        Gestures()
        Badge()
      }
    }
    app.staticTexts["Drag me 0"].doubleTap()
    #expect(app.staticTexts["Drag me 1"].exists)
    #expect(app.staticTexts["Hello"].exists)
    #expect(app.staticTexts["3"].exists)
  }

  @Test("A list shows its rows, its toolbar's Edit and Close, and a leading swipe action")
  func rows() {
    let app = HeadlessApp { NavigationStack { Rows() } }
    #expect(app.staticTexts["a"].exists)
    #expect(!app.staticTexts["No Items"].exists, "the placeholder shows only over an empty list")
    #expect(app.buttons["Edit"].exists)
    #expect(app.buttons["Close"].exists)
    app.cells.firstMatch.swipeRight()
    #expect(app.buttons["Pin"].exists)
  }
}
