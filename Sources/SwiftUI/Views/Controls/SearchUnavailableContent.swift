/// The pieces of the placeholder a search with no results shows (`ContentUnavailableView.search`):
/// a magnifying glass titled "No Results", and a hint to check the spelling.
public struct SearchUnavailableContent {
  /// The title and symbol: "No Results", or "No Results for “query”".
  public struct Label: View {
    let text: String?

    /// The label's content.
    public var body: some View {
      let title = text.map { $0.isEmpty ? "No Results" : "No Results for “\($0)”" } ?? "No Results"
      SwiftUI.Label(title, systemImage: "magnifyingglass")
    }
  }

  /// The hint under the title.
  public struct Description: View {
    /// The description's content.
    public var body: some View {
      Text("Check the spelling or try a new search.")
    }
  }

  /// No actions.
  public struct Actions: View {
    /// Nothing.
    public var body: some View {
      EmptyView()
    }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The placeholder for a search that found nothing: "No Results", with a magnifying glass and a
  /// hint. SwiftUI does not show it by itself: an app shows it (often as an overlay) when its
  /// filtered content is empty.
  public static var search: Self {
    Self(
      label: { SearchUnavailableContent.Label(text: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// The placeholder for a search for `text` that found nothing: "No Results for “text”".
  public static func search(text: String) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}
