import Boxwood
import Testing

/// UIKit's autoresizing rule, written independently of Boxwood's: along one axis, the change of the
/// superview's size is shared by the flexible parts (left margin, width, right margin) in proportion to
/// their sizes before the change, equally when they are all zero.
func uikitAutoresized(
  start: Double, size: Double, parent: Double, newParent: Double, flexible: (Bool, Bool, Bool)
) -> (start: Double, size: Double) {
  let parts = [start, size, parent - start - size]
  let flags = [flexible.0, flexible.1, flexible.2]
  let delta = newParent - parent
  let total = zip(parts, flags).filter(\.1).map(\.0).reduce(0, +)
  let count = Double(flags.filter { $0 }.count)
  guard count > 0 else { return (start, size) }
  func share(_ index: Int) -> Double {
    guard flags[index] else { return 0 }
    return total > 0 ? delta * parts[index] / total : delta / count
  }
  return (start + share(0), size + share(1))
}

@Suite("Autoresizing: a superview's resize moves its autoresizing subviews at once (UIKit)")
@MainActor
struct AutoresizingTests {
  /// A plain view (autoresizing translated, as views made in code are) with a mask and a name.
  func resizing(_ name: String, _ frame: Rect, _ mask: AutoresizingMask) -> View {
    let view = View.named(name, frame: frame)
    view.autoresizingMask = mask
    return view
  }

  /// The frame UIKit gives `frame` with `mask` when its superview goes from `old` to `new`.
  func expected(_ frame: Rect, _ mask: AutoresizingMask, from old: Size, to new: Size) -> Rect {
    let x = uikitAutoresized(
      start: frame.minX, size: frame.width, parent: old.width, newParent: new.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let y = uikitAutoresized(
      start: frame.minY, size: frame.height, parent: old.height, newParent: new.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    return Rect(x: x.start, y: y.start, width: x.size, height: y.size)
  }

  static let bits: [AutoresizingMask] = [
    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
    .flexibleBottomMargin,
  ]

  /// Every one of the 64 masks.
  static var allMasks: [AutoresizingMask] {
    (0..<64).map { AutoresizingMask(rawValue: UInt($0)) }
  }

  @Test("the brief's case: flexible width and height added to a 0×0 parent fill it once it is 100×50")
  func flexibleSizeFromZeroParent() {
    let parent = View.named("parent")
    let child = resizing("child", .zero, [.flexibleWidth, .flexibleHeight])
    parent.addSubview(child)
    let (_, report) = Diagnostics.collect {
      parent.frame = Rect(x: 0, y: 0, width: 100, height: 50)
      #expect(child.frame == Rect(x: 0, y: 0, width: 100, height: 50), "at once, before layout")
      parent.layoutIfNeeded()
    }
    #expect(child.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors) \(report.warnings)")
  }

  @Test("each mask bit alone, with the numbers worked out by hand")
  func eachBitAlone() {
    // Superview 200×100 → 350×160; child (50, 20, 50, 20): margins 50|100 and 20|60.
    let frame = Rect(x: 50, y: 20, width: 50, height: 20)
    let cases: [(AutoresizingMask, Rect)] = [
      ([], frame),
      (.flexibleLeftMargin, Rect(x: 200, y: 20, width: 50, height: 20)),
      (.flexibleWidth, Rect(x: 50, y: 20, width: 200, height: 20)),
      (.flexibleRightMargin, frame),
      (.flexibleTopMargin, Rect(x: 50, y: 80, width: 50, height: 20)),
      (.flexibleHeight, Rect(x: 50, y: 20, width: 50, height: 80)),
      (.flexibleBottomMargin, frame),
      ([.flexibleLeftMargin, .flexibleRightMargin], Rect(x: 100, y: 20, width: 50, height: 20)),
      ([.flexibleLeftMargin, .flexibleWidth], Rect(x: 125, y: 20, width: 125, height: 20)),
      ([.flexibleWidth, .flexibleRightMargin], Rect(x: 50, y: 20, width: 100, height: 20)),
      (
        [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
        Rect(x: 87.5, y: 20, width: 87.5, height: 20)
      ),
      ([.flexibleTopMargin, .flexibleBottomMargin], Rect(x: 50, y: 35, width: 50, height: 20)),
      ([.flexibleTopMargin, .flexibleHeight], Rect(x: 50, y: 50, width: 50, height: 50)),
      ([.flexibleHeight, .flexibleBottomMargin], Rect(x: 50, y: 20, width: 50, height: 35)),
      (
        [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
        Rect(x: 50, y: 32, width: 50, height: 32)
      ),
    ]
    for (mask, want) in cases {
      let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
      let child = resizing("child", frame, mask)
      parent.addSubview(child)
      parent.frame = Rect(x: 0, y: 0, width: 350, height: 160)
      parent.layoutIfNeeded()
      #expect(child.frame == want, "\(mask)")
    }
  }

  @Test("all 64 masks follow UIKit's proportional rule, growing and shrinking")
  func allMasksFollowTheRule() {
    let frame = Rect(x: 30, y: 10, width: 90, height: 40)
    let old = Size(width: 200, height: 100)
    for new in [Size(width: 360, height: 130), Size(width: 150, height: 80)] {
      for mask in Self.allMasks {
        let parent = View(frame: Rect(origin: .zero, size: old))
        let child = resizing("child", frame, mask)
        parent.addSubview(child)
        parent.frame = Rect(origin: .zero, size: new)
        parent.layoutIfNeeded()
        let want = expected(frame, mask, from: old, to: new)
        #expect(
          abs(child.frame.minX - want.minX) < 1e-9 && abs(child.frame.width - want.width) < 1e-9, "\(mask)")
        #expect(
          abs(child.frame.minY - want.minY) < 1e-9 && abs(child.frame.height - want.height) < 1e-9, "\(mask)")
      }
    }
  }

  @Test("from a 0×0 parent every mask follows the rule (equal shares when all flexible parts are zero)")
  func allMasksFromZeroParent() {
    for frame in [Rect.zero, Rect(x: 10, y: 5, width: 20, height: 10)] {
      for mask in Self.allMasks {
        let parent = View()
        let child = resizing("child", frame, mask)
        parent.addSubview(child)
        let (_, report) = Diagnostics.collect {
          parent.frame = Rect(x: 0, y: 0, width: 120, height: 60)
          parent.layoutIfNeeded()
        }
        let want = expected(frame, mask, from: .zero, to: Size(width: 120, height: 60))
        #expect(child.frame == want, "\(frame) \(mask)")
        #expect(report.errors.isEmpty, "\(report.errors)")
      }
    }
  }

  @Test("bounds, window size and the root view resize autoresizing subviews too")
  func boundsAndWindowSize() {
    let parent = View()
    let child = resizing("child", .zero, [.flexibleWidth, .flexibleTopMargin])
    parent.addSubview(child)
    parent.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
    #expect(child.frame == Rect(x: 0, y: 40, width: 80, height: 0))
    let window = makeWindow(width: 0, height: 0)
    let bar = resizing("bar", .zero, [.flexibleWidth, .flexibleHeight])
    window.rootView.addSubview(bar)
    let (_, report) = Diagnostics.collect {
      window.size = Size(width: 100, height: 50)
      window.layoutIfNeeded()
    }
    #expect(bar.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors) \(report.warnings)")
  }

  @Test("nested autoresizing views follow level by level")
  func nestedAutoresizingViews() {
    let parent = View.named("parent")
    let middle = resizing("middle", .zero, [.flexibleWidth, .flexibleHeight])
    let inner = resizing("inner", .zero, [.flexibleWidth, .flexibleHeight])
    let corner = resizing(
      "corner", Rect(x: 0, y: 0, width: 10, height: 10), [.flexibleLeftMargin, .flexibleTopMargin])
    parent.addSubview(middle)
    middle.addSubview(inner)
    inner.addSubview(corner)
    parent.frame = Rect(x: 0, y: 0, width: 100, height: 50)
    parent.layoutIfNeeded()
    #expect(middle.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(inner.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    // Its right and bottom margins were −10 in the 0×0 `inner`; fixed margins stay what they were.
    #expect(corner.frame == Rect(x: 100, y: 50, width: 10, height: 10))
    parent.frame = Rect(x: 0, y: 0, width: 60, height: 30)
    #expect(inner.frame == Rect(x: 0, y: 0, width: 60, height: 30), "at once, before layout")
    #expect(corner.frame == Rect(x: 60, y: 30, width: 10, height: 10))
  }

  @Test("a mask set after the view was added, or translation turned back on, applies at the next resize")
  func maskSetAfterAdding() {
    let parent = View()
    let late = View.named("late")
    let back = View.named("back")
    back.translatesAutoresizingMaskIntoConstraints = false
    back.autoresizingMask = [.flexibleHeight]
    parent.addSubview(late)
    parent.addSubview(back)
    late.autoresizingMask = [.flexibleWidth]
    back.translatesAutoresizingMaskIntoConstraints = true
    parent.frame = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(late.frame == Rect(x: 0, y: 0, width: 100, height: 0))
    #expect(back.frame == Rect(x: 0, y: 0, width: 0, height: 50))
  }

  @Test("autoresizesSubviews = false leaves the subviews alone, as in UIKit")
  func autoresizesSubviewsOff() {
    let parent = View()
    parent.autoresizesSubviews = false
    let child = resizing("child", .zero, [.flexibleWidth, .flexibleHeight])
    parent.addSubview(child)
    parent.frame = Rect(x: 0, y: 0, width: 100, height: 50)
    parent.layoutIfNeeded()
    #expect(child.frame == .zero)
  }

  @Test("shrinking below fixed margins and growing back restores the frame")
  func shrinkBelowMarginsAndBack() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = resizing(
      "child", Rect(x: 20, y: 20, width: 60, height: 60), [.flexibleWidth, .flexibleHeight])
    parent.addSubview(child)
    parent.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(child.frame == Rect(x: 20, y: 20, width: 0, height: 0))
    parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(child.frame == Rect(x: 20, y: 20, width: 60, height: 60))
  }
}
