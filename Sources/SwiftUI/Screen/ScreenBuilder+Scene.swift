extension ScreenBuilder {
  /// The whole scene: the root content filling the safe area.
  mutating func placeScene(_ elements: [Element], in area: CGRect) -> [ScreenNode] {
    placeColumn(
      elements, origin: area.origin, width: area.width, height: area.height, spacing: nil, scope: Scope()
    )
    .nodes
  }
}
