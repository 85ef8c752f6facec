// The frame arithmetic of FrameStackView (spec part B2, steps 6–9), as functions of the subviews' sizes.

extension FrameStackView {
  /// A length along the stack's main axis and one along its cross axis.
  struct Extent: Equatable {
    var main: Double
    var cross: Double
  }

  /// The stack's insets named by axis: main start/end (top/bottom or left/right), cross start/end.
  struct AxisInsets: Equatable {
    var mainStart: Double
    var mainEnd: Double
    var crossStart: Double
    var crossEnd: Double
  }

  /// The subviews' frames and the stack's size computed by one layout pass.
  struct Arrangement {
    var frames: [Rect]
    var size: Size
  }

  /// The insets by axis for the current ``direction``.
  var axisInsets: AxisInsets {
    switch direction {
    case .vertical:
      return AxisInsets(
        mainStart: insets.top, mainEnd: insets.bottom, crossStart: insets.left, crossEnd: insets.right)
    case .horizontal:
      return AxisInsets(
        mainStart: insets.left, mainEnd: insets.right, crossStart: insets.top, crossEnd: insets.bottom)
    }
  }

  /// A size split by axis.
  func extent(_ size: Size) -> Extent {
    direction == .vertical
      ? Extent(main: size.height, cross: size.width) : Extent(main: size.width, cross: size.height)
  }

  /// A size from lengths by axis.
  func size(_ extent: Extent) -> Size {
    direction == .vertical
      ? Size(width: extent.cross, height: extent.main) : Size(width: extent.main, height: extent.cross)
  }

  /// A view's size snapped to whole points: a length the view has an intrinsic size for is rounded up
  /// (its content must fit), any other length is rounded to the nearest point.
  static func snappedSize(of view: View) -> Size {
    let size = view.frame.size
    let intrinsic = view.intrinsicContentSize
    return Size(
      width: intrinsic.width > 0 ? size.width.rounded(.up) : size.width.rounded(),
      height: intrinsic.height > 0 ? size.height.rounded(.up) : size.height.rounded())
  }

  /// The gap before each subview after the first: ``itemSpacing`` when it has an entry per gap, else
  /// ``spacing`` (a short array is reported when `report` is set).
  func resolvedGaps(count: Int, report: Bool = true) -> [Double] {
    let needed = max(0, count - 1)
    if let itemSpacing = itemSpacingStorage {
      if itemSpacing.count >= needed { return Array(itemSpacing.prefix(needed)) }
      if report {
        Diagnostics.report(
          .invalidFrameStack(
            stack: ViewReference(self),
            reason: "itemSpacing has \(itemSpacing.count) entries for the \(needed) gaps between \(count) "
              + "subviews; used spacing \(formatScalar(spacing)) for every gap"))
      }
    }
    return Array(repeating: spacing, count: needed)
  }

  /// Each subview's cross offset: ``itemOffset`` when it has an entry per subview, else 0 (a short
  /// array is reported when `report` is set; the original crashes on it).
  func resolvedOffsets(count: Int, report: Bool = true) -> [Double] {
    if let itemOffset = itemOffsetStorage {
      if itemOffset.count >= count { return Array(itemOffset.prefix(count)) }
      if report {
        Diagnostics.report(
          .invalidFrameStack(
            stack: ViewReference(self),
            reason: "itemOffset has \(itemOffset.count) entries for \(count) subviews; ignored it "
              + "(every offset is 0)"))
      }
    }
    return Array(repeating: 0, count: count)
  }

  /// Where subviews of the given (snapped) sizes go and how large the stack becomes.
  ///
  /// `current` is the stack's size before the pass; with `wrap` off each axis of the result is at least
  /// that. `gaps` has one entry per gap and `offsets` one per subview.
  func arrangement(
    of sizes: [Size], in current: Size, gaps: [Double], offsets: [Double], wrap: Bool
  )
    -> Arrangement
  {
    let inset = axisInsets
    let extents = sizes.map(extent)
    let now = extent(current)
    let content = zip(extents, offsets).map { $0.cross + $1 }.max() ?? 0
    let fittedCross = inset.crossStart + content + inset.crossEnd
    // Rounded before alignment uses it, so that subviews align to the stack's final edges.
    let cross = (wrap ? fittedCross : max(fittedCross, now.cross)).rounded()
    var cursor = 0.0
    var frames: [Rect] = []
    frames.reserveCapacity(extents.count)
    for (index, item) in extents.enumerated() {
      let main = index == 0 ? inset.mainStart : cursor + gaps[index - 1]
      cursor = main + item.main
      let crossOrigin = crossOrigin(of: item.cross, offset: offsets[index], extent: cross, insets: inset)
      frames.append(frame(main: main.rounded(), cross: crossOrigin.rounded(), size: item))
    }
    let fittedMain = cursor + inset.mainEnd
    let main = (wrap ? fittedMain : max(fittedMain, now.main)).rounded()
    return Arrangement(frames: frames, size: size(Extent(main: main, cross: cross)))
  }

  /// A subview's cross origin by ``alignment`` (before rounding).
  private func crossOrigin(of length: Double, offset: Double, extent: Double, insets: AxisInsets) -> Double {
    switch alignment {
    case .origin: return insets.crossStart + offset
    // The original's formula (0.4.2): the centre is rounded, then the origin follows from it.
    case .center: return (extent / 2 + offset / 2).rounded() - length / 2
    case .endPoint: return extent - insets.crossEnd - length - offset
    }
  }

  /// A frame from an origin and a size by axis.
  private func frame(main: Double, cross: Double, size extent: Extent) -> Rect {
    direction == .vertical
      ? Rect(x: cross, y: main, width: extent.cross, height: extent.main)
      : Rect(x: main, y: cross, width: extent.main, height: extent.cross)
  }
}
