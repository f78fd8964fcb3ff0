// Filled in by the navigation layer.
@MainActor final class StackModel {}
@MainActor final class SplitModel {}
@MainActor final class TabModel {}
@MainActor struct LinkInfo { var value: AnyHashable? }
@MainActor struct ToolbarItemInfo {}
@MainActor struct DestinationRegistration {}
@MainActor struct PresentationRequest {}
struct PresentationOptions {}
@MainActor struct ColumnScope {}
enum SplitStyle { case automatic, balanced, prominentDetail }
/// A keyboard shortcut.
public struct KeyboardShortcut: Hashable, Sendable {
  let name: String
  /// Return: the default action.
  public static let defaultAction = KeyboardShortcut(name: "defaultAction")
  /// Escape: the cancel action.
  public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}

extension ScreenBuilder {
  mutating func placeScene(_ elements: [Element], in area: CGRect) -> [ScreenNode] {
    placeColumn(elements, origin: area.origin, width: area.width, height: area.height, spacing: nil, scope: Scope()).nodes
  }
  mutating func placeNavigationStack(_ model: StackModel, element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope) -> (nodes: [ScreenNode], size: CGSize) { ([], .zero) }
  mutating func placeSplitView(_ model: SplitModel, element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope) -> (nodes: [ScreenNode], size: CGSize) { ([], .zero) }
  mutating func placeTabView(_ model: TabModel, element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope) -> (nodes: [ScreenNode], size: CGSize) { ([], .zero) }
  func linkAction(_ info: LinkInfo, scope: Scope) -> (@MainActor () -> Void)? { nil }
}
