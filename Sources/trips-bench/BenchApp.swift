import SwiftUI

/// The peer runtime's scenario: a stack over a list of rows, a destination, a sheet for an item, an
/// alert, and an observable store.
@MainActor
@Observable
final class BenchStore {
  var items: [BenchItem]
  init(count: Int) {
    items = (0..<count).map { BenchItem(id: $0, name: "Trip \($0)", isFavorite: false) }
  }
}

struct BenchItem: Identifiable, Hashable {
  let id: Int
  var name: String
  var isFavorite: Bool
}

@MainActor
@Observable
final class BenchRow: Identifiable {
  let id: Int
  let name: String
  var isFavorite = false
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

@MainActor
@Observable
final class BenchRows {
  let rows: [BenchRow]
  init(count: Int) {
    rows = (0..<count).map { BenchRow(id: $0, name: "Trip \($0)") }
  }
}

struct BenchRowView: View {
  let row: BenchRow
  var body: some View {
    HStack {
      NavigationLink(row.name, value: row.id)
      Spacer()
      Button(row.isFavorite ? "Unfavorite \(row.id)" : "Favorite \(row.id)") { row.isFavorite.toggle() }
    }
  }
}

struct BenchScreen: View {
  let model: BenchRows
  @State private var path: [Int] = []
  @State private var editing: BenchRow?
  @State private var isAsking = false

  var body: some View {
    NavigationStack(path: $path) {
      List(model.rows) { row in
        BenchRowView(row: row)
      }
      .navigationTitle("Trips")
      .navigationDestination(for: Int.self) { id in
        VStack {
          Text("Trip \(id)")
          Button("Edit") { editing = model.rows[id] }
          Button("Delete") { isAsking = true }
        }
        .navigationTitle("Trip \(id)")
      }
      .sheet(item: $editing) { row in
        NavigationStack {
          Text("Editing \(row.name)")
            .toolbar {
              ToolbarItem(placement: .confirmationAction) { Button("Done") { editing = nil } }
            }
        }
      }
      .alert("Delete?", isPresented: $isAsking) {
        Button("Delete", role: .destructive) {}
      }
    }
  }
}
