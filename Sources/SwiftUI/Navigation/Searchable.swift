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
  /// The `onSubmit(of: .search)` actions around the searchable view: return in the field runs them.
  var submit: [() -> Void] = []
}

extension View {
  /// Adds a search field to the screen: typing updates `text` at once, so a list can filter as you type.
  @inlinable
  public consuming func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(ElementModifier.searchable(text: text, placement: placement, prompt: prompt))
  }

  /// Adds a search field with a prompt.
  @inlinable
  public consuming func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    modifier(ElementModifier.searchable(text: text, placement: placement, prompt: prompt))
  }

  /// Adds a search field with a prompt.
  @_disfavoredOverload
  @inlinable
  public consuming func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(ElementModifier.searchable(text: text, placement: placement, prompt: prompt))
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
    let text = search.text.wrappedValue
    field.value = text.isEmpty ? search.prompt : text
    field.identifier = search.prompt
    field.facts.placeholder = search.prompt
    let binding = search.text
    let submit = search.submit
    setActions(field) {
      // The field's focus is not modelled (`isSearching`): a tap is taken, and changes nothing.
      $0.tap = {}
      // Return submits the search, never a new line.
      $0.typeText = { TypedKeys.apply($0, to: binding, submit: { for action in submit { action() } }) }
      $0.replaceText = { binding.wrappedValue = $0 }
    }
    return field
  }
}

extension ElementModifier {
  /// The screen's search field, with the search submissions of the environment here.
  static func searchField(text: Binding<String>, prompt: String) -> ElementModifier {
    ElementModifier(apply: { context, elements in
      return Element.alone(elements) { element in
        element.traits.search = SearchInfo(
          text: text, prompt: prompt, submit: context.environment.searchSubmitActions)
      }
    })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text?)
    -> ElementModifier
  {
    ElementModifier.searchField(text: text, prompt: prompt?.plainText(locale: .runtimeDefault) ?? "Search")
  }

  @usableFromInline
  static func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey)
    -> ElementModifier
  {
    ElementModifier.searchField(text: text, prompt: InlineMarkdown.render(prompt))
  }

  @usableFromInline
  static func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S)
    -> ElementModifier
  {
    ElementModifier.searchField(text: text, prompt: String(prompt))
  }
}
