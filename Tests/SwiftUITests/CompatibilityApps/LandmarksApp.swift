// A landmarks browser in the style of Apple's SwiftUI tutorial, written as ordinary SwiftUI code:
// rows with images, a circle-clipped photo with a white ring, cards on rounded rectangles, fonts and
// colours, a favourite button, and a layout that asks UIDevice which device it is on.
import Observation
import SwiftUI

struct Landmark: Hashable, Identifiable {
  var id: Int
  var name: String
  var park: String
  var state: String
  var imageName: String
  var isFavorite: Bool
  var category: String
}

@Observable
final class LandmarkData {
  var landmarks: [Landmark] = [
    Landmark(
      id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California",
      imageName: "turtlerock", isFavorite: true, category: "Rivers"),
    Landmark(
      id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve",
      state: "Alaska", imageName: "silversalmoncreek", isFavorite: false, category: "Lakes"),
    Landmark(
      id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park",
      state: "Alaska", imageName: "chilkoottrail", isFavorite: true, category: "Mountains"),
  ]
}

struct CircleImage: View {
  var image: Image

  var body: some View {
    image
      .resizable()
      .frame(width: 120, height: 120)
      .clipShape(Circle())
      .overlay {
        Circle().stroke(.white, lineWidth: 4)
      }
  }
}

struct FavoriteButton: View {
  @Binding var isSet: Bool

  var body: some View {
    Button {
      isSet.toggle()
    } label: {
      Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
        .labelStyle(.iconOnly)
        .foregroundStyle(isSet ? .yellow : .gray)
    }
  }
}

struct LandmarkRow: View {
  var landmark: Landmark

  var body: some View {
    HStack {
      Image(landmark.imageName)
        .resizable()
        .frame(width: 50, height: 50)
        .clipShape(RoundedRectangle(cornerRadius: 8))
      Text(landmark.name)
      Spacer()
      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }
    }
  }
}

struct CategoryCard: View {
  var title: String
  var count: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title)
        .font(.headline)
        .textCase(.uppercase)
      Text("\(count) landmarks")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .padding(12)
    .background(RoundedRectangle(cornerRadius: 12).fill(Color(.systemGray6)))
    .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.blue.opacity(0.3), lineWidth: 1))
  }
}

struct LandmarkDetail: View {
  @Environment(LandmarkData.self) private var data
  var landmark: Landmark

  private var index: Int { data.landmarks.firstIndex { $0.id == landmark.id } ?? 0 }

  var body: some View {
    @Bindable var data = data
    ScrollView {
      VStack(alignment: .leading) {
        Capsule()
          .fill(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
          .frame(height: 44)
          .accessibilityLabel("Map of \(landmark.park)")
        CircleImage(image: Image(landmark.imageName))
        HStack {
          Text(landmark.name)
            .font(.title)
          FavoriteButton(isSet: $data.landmarks[index].isFavorite)
        }
        HStack {
          Text(landmark.park)
          Spacer()
          Text(landmark.state)
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
        Divider()
        Text("About \(landmark.name)")
          .font(.title2)
          .fontWeight(.semibold)
        Text("Descriptive text goes here.")
          .lineLimit(2)
      }
      .padding()
    }
    .navigationTitle(landmark.name)
  }
}

struct LandmarkList: View {
  @Environment(LandmarkData.self) private var data
  @State private var showFavoritesOnly = false

  private var filtered: [Landmark] {
    data.landmarks.filter { !showFavoritesOnly || $0.isFavorite }
  }

  var body: some View {
    NavigationStack {
      List {
        Toggle("Favorites only", isOn: $showFavoritesOnly)
        if UIDevice.current.userInterfaceIdiom == .pad {
          CategoryCard(title: "Alaska", count: data.landmarks.filter { $0.state == "Alaska" }.count)
        }
        ForEach(filtered) { landmark in
          NavigationLink {
            LandmarkDetail(landmark: landmark)
          } label: {
            LandmarkRow(landmark: landmark)
          }
        }
      }
      .navigationTitle("Landmarks")
    }
  }
}

struct LandmarksContentView: View {
  @State private var data = LandmarkData()

  var body: some View {
    LandmarkList()
      .environment(data)
      .preferredColorScheme(.light)
  }
}
