import Boxwood
import BoxwoodSDL

/// The gallery's root: three sections laid out by frame arithmetic in `layoutSubviews`.
final class GalleryView: View {
  private let title = Label("Boxwood Gallery", font: .system(size: 28, weight: .bold))
  private let subtitle = Label(
    "Views, labels and images drawn through SDL2 — the same pixels on screen and headless.",
    font: .system(size: 15), textColor: .secondaryLabel)
  private let sections = [
    Section.views(), Section.labels(), Section.images(), Section.autoLayout(), Section.boxView(),
    Section.stackView(), Section.frameStack(), Section.dictionaryLayout(), Section.controls(),
  ]

  init() {
    super.init(frame: .zero)
    debugName = "gallery"
    addSubview(title)
    addSubview(subtitle)
    for section in sections { addSubview(section) }
  }

  /// The height the gallery needs at a width.
  func preferredHeight(width: Double) -> Double {
    let inner = width - 48
    var y = 20 + title.intrinsicContentSize.height + 4 + subtitle.intrinsicContentSize.height + 16
    for section in sections { y += section.preferredHeight(width: inner) + 16 }
    return y + 8
  }

  override func layoutSubviews() {
    let margin = 24.0
    let width = bounds.width - 2 * margin
    title.frame = mirrored(Rect(origin: Point(x: margin, y: 20), size: title.intrinsicContentSize))
    subtitle.frame = Rect(
      x: margin, y: title.frame.maxY + 4, width: width, height: subtitle.intrinsicContentSize.height)
    var y = subtitle.frame.maxY + 16
    for section in sections {
      let height = section.preferredHeight(width: width)
      section.frame = Rect(x: margin, y: y, width: width, height: height)
      y += height + 16
    }
  }
}

/// A titled white card holding one group of demos, laid out in a flowing row.
final class Section: View {
  private let heading: Label
  private let items: [View]
  private let itemSpacing = 16.0

  init(_ title: String, items: [View]) {
    heading = Label(title, font: .system(size: 17, weight: .semibold))
    self.items = items
    super.init(frame: .zero)
    debugName = title
    backgroundColor = .white
    cornerRadius = 12
    borderWidth = 1
    borderColor = Color(white: 0.85)
    addSubview(heading)
    for item in items { addSubview(item) }
  }

  func preferredHeight(width: Double) -> Double {
    flow(width: width, apply: false) + 16
  }

  override func layoutSubviews() {
    heading.frame = mirrored(Rect(origin: Point(x: 16, y: 12), size: heading.intrinsicContentSize))
    _ = flow(width: bounds.width, apply: true)
  }

  /// Places the items left to right, wrapping to new rows; returns the bottom of the last row.
  private func flow(width: Double, apply: Bool) -> Double {
    var x = 16.0
    var y = 12 + heading.intrinsicContentSize.height + 12
    var rowHeight = 0.0
    for item in items {
      let size = item.frame.size
      if x + size.width > width - 16, x > 16 {
        x = 16
        y += rowHeight + itemSpacing
        rowHeight = 0
      }
      if apply { item.frame = mirrored(Rect(origin: Point(x: x, y: y), size: size)) }
      x += size.width + itemSpacing
      rowHeight = max(rowHeight, size.height)
    }
    return y + rowHeight
  }
}

/// The gallery in a scroll view, so that it fits any screen: the content size follows the gallery's
/// height at the window's width.
final class GalleryScrollView: ScrollView {
  let gallery = GalleryView()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    debugName = "gallery scroll view"
    contentView.addSubview(gallery)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = Size(width: bounds.width, height: gallery.preferredHeight(width: bounds.width))
    if contentSize != size { contentSize = size }
    gallery.frame = Rect(origin: .zero, size: size)
  }
}

extension View {
  /// `rect`, laid out from the left edge, mirrored to start from the right edge when the view reads right
  /// to left (frame arithmetic is not mirrored for it, as in UIKit).
  func mirrored(_ rect: Rect) -> Rect {
    guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
    return Rect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }
}
