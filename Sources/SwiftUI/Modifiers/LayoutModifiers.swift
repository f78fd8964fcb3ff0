extension View {
  /// Adds space around the view, 16 points on each edge by default.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? 16
    return traits { traits in
      if edges.contains(.top) { traits.padding.top += amount }
      if edges.contains(.leading) { traits.padding.leading += amount }
      if edges.contains(.bottom) { traits.padding.bottom += amount }
      if edges.contains(.trailing) { traits.padding.trailing += amount }
    }
  }

  /// Adds the same space on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds space given per edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    traits { traits in
      traits.padding.top += insets.top
      traits.padding.leading += insets.leading
      traits.padding.bottom += insets.bottom
      traits.padding.trailing += insets.trailing
    }
  }

  /// Gives the view a fixed width or height.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    traits { traits in
      if let width { traits.fixedWidth = width }
      if let height { traits.fixedHeight = height }
    }
  }

  /// Bounds the view's size; `maxWidth: .infinity` lets it take the whole width.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    traits { traits in
      if let minWidth { traits.minWidth = minWidth }
      if let idealWidth { traits.idealWidth = idealWidth }
      if let maxWidth { traits.maxWidth = maxWidth }
    }
  }

  /// Keeps the view at its ideal size: a text stays on one line however long it is.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps the view at its ideal size along the given axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    traits { traits in
      traits.fixedHorizontal = traits.fixedHorizontal || horizontal
      traits.fixedVertical = traits.fixedVertical || vertical
    }
  }

  /// Hides the view; it keeps its place.
  public func hidden() -> some View {
    traits { $0.isHidden = true }
  }
}
