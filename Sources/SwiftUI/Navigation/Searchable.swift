/// Where a search field goes; on iOS it sits under the navigation bar of the screen that declares it.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  /// The system decides.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In a drawer under the navigation bar.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }

  /// When the drawer shows.
  public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
    /// The system decides.
    case automatic
    /// Always.
    case always
  }
}

/// A search field's text and prompt, collected by the screen that shows it.
@MainActor
struct SearchInfo {
  let text: Binding<String>
  let prompt: String
}

extension View {
  /// Adds a search field to the screen: typing updates `text` at once, so a list can filter as you type.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    let promptText = prompt?.plainText(locale: .runtimeDefault) ?? "Search"
    return traits { $0.search = SearchInfo(text: text, prompt: promptText) }
  }

  /// Adds a search field with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    let promptText = InlineMarkdown.render(prompt)
    return traits { $0.search = SearchInfo(text: text, prompt: promptText) }
  }

  /// Adds a search field with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    let promptText = String(prompt)
    return traits { $0.search = SearchInfo(text: text, prompt: promptText) }
  }

}

extension ScreenBuilder {
  /// The search field a `searchable` screen shows in a row under its navigation bar: its value is
  /// the text, or the prompt while empty.
  mutating func placeSearchField(_ search: SearchInfo, in content: CGRect) -> ScreenNode {
    let frame = CGRect(
      x: content.minX + 16, y: content.minY + (chrome.searchRowHeight - chrome.searchFieldHeight) / 2,
      width: content.width - 32, height: chrome.searchFieldHeight)
    var field = makeNode(.searchField, search.prompt, frame)
    field.value = search.text.wrappedValue.isEmpty ? search.prompt : search.text.wrappedValue
    field.identifier = search.prompt
    field.facts.placeholder = search.prompt
    let binding = search.text
    setActions(field) {
      $0.typeText = { binding.wrappedValue += $0 }
      $0.replaceText = { binding.wrappedValue = $0 }
    }
    return field
  }
}
