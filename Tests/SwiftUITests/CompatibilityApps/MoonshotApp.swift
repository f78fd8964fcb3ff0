import SwiftUI
import SwiftUITesting
import Testing

// A compatibility app in the style of the "Moonshot" tutorial: a catalogue of Apollo missions in a
// grid of adaptive columns inside a scroll view, each opening a detail screen laid out with a
// geometry reader, frames and padding. Written as ordinary SwiftUI.

private struct Mission: Identifiable, Hashable {
  let id: Int
  let launch: String
  let crew: [String]
  var name: String { "Apollo \(id)" }
  var image: String { "apollo\(id)" }
}

private let missions: [Mission] = [
  Mission(id: 1, launch: "N/A", crew: ["Grissom", "White", "Chaffee"]),
  Mission(id: 7, launch: "1968-10-11", crew: ["Schirra", "Eisele", "Cunningham"]),
  Mission(id: 8, launch: "1968-12-21", crew: ["Borman", "Lovell", "Anders"]),
  Mission(id: 9, launch: "1969-03-03", crew: ["McDivitt", "Scott", "Schweickart"]),
  Mission(id: 10, launch: "1969-05-18", crew: ["Stafford", "Young", "Cernan"]),
  Mission(id: 11, launch: "1969-07-16", crew: ["Armstrong", "Collins", "Aldrin"]),
  Mission(id: 12, launch: "1969-11-14", crew: ["Conrad", "Gordon", "Bean"]),
  Mission(id: 13, launch: "1970-04-11", crew: ["Lovell", "Swigert", "Haise"]),
]

private struct MissionCard: View {
  let mission: Mission
  var body: some View {
    VStack {
      Image(mission.image)
        .resizable()
        .frame(width: 100, height: 100)
        .padding()
      VStack {
        Text(mission.name)
        Text(mission.launch)
      }
      .padding(.vertical)
      .frame(maxWidth: .infinity)
    }
  }
}

private struct MissionView: View {
  let mission: Mission
  var body: some View {
    GeometryReader { geometry in
      ScrollView {
        VStack(alignment: .leading) {
          Image(mission.image)
            .resizable()
            .frame(width: geometry.size.width * 0.6, height: 120)
            .frame(maxWidth: .infinity)
            .padding(.top)
          Text("Crew")
            .padding(.horizontal)
          ForEach(mission.crew, id: \.self) { name in
            Text(name)
              .padding(.horizontal)
              .frame(maxWidth: .infinity, alignment: .leading)
          }
        }
        .padding(.bottom)
      }
    }
    .navigationTitle(mission.name)
  }
}

private struct MoonshotContent: View {
  let columns = [GridItem(.adaptive(minimum: 150))]
  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns) {
          ForEach(missions) { mission in
            NavigationLink(value: mission) {
              MissionCard(mission: mission)
            }
          }
        }
        .padding([.horizontal, .bottom])
      }
      .navigationTitle("Moonshot")
      .navigationDestination(for: Mission.self) { mission in
        MissionView(mission: mission)
      }
    }
  }
}

@MainActor
@Suite("Compatibility app: Moonshot")
struct MoonshotAppTests {
  @Test("The missions show two to a row in adaptive columns")
  func twoColumns() {
    let app = HeadlessApp { MoonshotContent() }
    let first = app.staticTexts["Apollo 1"].frame
    let second = app.staticTexts["Apollo 7"].frame
    let third = app.staticTexts["Apollo 8"].frame
    #expect(second.midY == first.midY, "393 points less padding make two columns of at least 150")
    #expect(second.midX > first.maxX)
    #expect(third.midX == first.midX, "the third mission starts the next row")
    #expect(third.minY > first.maxY + 100, "under the first card and its 100-point image")
  }

  @Test("Scrolling the grid brings the last missions into view")
  func scrolls() {
    let app = HeadlessApp { MoonshotContent() }
    #expect(!app.staticTexts["Apollo 13"].isHittable)
    app.swipeUp()
    app.swipeUp()
    #expect(app.staticTexts["Apollo 13"].isHittable)
  }

  @Test("A mission opens its detail screen, its image centred across the width, its crew padded")
  func opensDetail() {
    let app = HeadlessApp { MoonshotContent() }
    app.buttons["Apollo 11, 1969-07-16"].tap()
    #expect(app.navigationBars["Apollo 11"].exists)
    #expect(app.staticTexts["Armstrong"].exists)
    let image = app.images["apollo11"].frame
    #expect(abs(image.midX - 393 / 2) < 0.01, "centred by the frame of infinite width")
    #expect(app.staticTexts["Aldrin"].frame.minX == 16)
  }
}
