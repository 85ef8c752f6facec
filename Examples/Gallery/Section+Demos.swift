import Boxwood
import BoxwoodSDL

extension Section {
  /// Coloured, bordered, rounded, clipped and translucent views.
  static func views() -> Section {
    Section(
      "Views",
      items: [
        caption("fill", box(.systemBlue)),
        caption("border", box(.white, border: 3, borderColor: .systemBlue)),
        caption("rounded", box(.systemGreen, radius: 18)),
        caption(
          "rounded border", box(Color(hex: 0xFFF3E0), radius: 24, border: 2, borderColor: .systemOrange)),
        caption("pill", box(.systemRed, width: 110, height: 36, radius: 18)),
        caption("clipped", clipped()),
        caption("alpha 0.5 group", translucentGroup()),
        caption("nested alpha", nestedAlpha()),
      ])
  }

  /// Labels in several sizes, weights, colours and alignments, wrapping and truncating.
  static func labels() -> Section {
    var items: [View] = []
    for (size, weight) in [(12.0, Font.Weight.regular), (17, .medium), (24, .semibold), (32, .bold)] {
      let label = Label("Inter \(Int(size)) \(weight.rawValue)", font: .system(size: size, weight: weight))
      label.sizeToFit()
      items.append(label)
    }
    for (text, color) in [
      ("systemBlue", Color.systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
    ] {
      let label = Label(text, font: .system(size: 17, weight: .semibold), textColor: color)
      label.sizeToFit()
      items.append(label)
    }
    for (name, alignment) in [("left", TextAlignment.left), ("center", .center), ("right", .right)] {
      let label = Label("aligned \(name)", font: .system(size: 15))
      label.textAlignment = alignment
      label.frame = Rect(x: 0, y: 0, width: 200, height: 28)
      label.backgroundColor = Color(hex: 0xE8F0FE)
      label.cornerRadius = 4
      items.append(label)
    }
    let paragraph = Label(
      "Boxwood wraps long text at word boundaries to the width it is given, and breaks a word only when it is longer than a whole line. Labels measure themselves with the real font metrics of the bundled Inter typeface.",
      font: .system(size: 15))
    paragraph.numberOfLines = 0
    paragraph.frame = Rect(
      x: 0, y: 0, width: 420, height: paragraph.sizeThatFits(Size(width: 420, height: 0)).height)
    paragraph.backgroundColor = Color(hex: 0xFAFAFA)
    items.append(paragraph)
    let truncated = Label(
      "A single line that is far too long for its box ends with an ellipsis", font: .system(size: 15))
    truncated.frame = Rect(x: 0, y: 0, width: 250, height: 22)
    truncated.backgroundColor = Color(hex: 0xFAFAFA)
    let twoLines = Label(
      "Two lines at most: the text goes on and on past the second line, so the last visible line is cut.",
      font: .system(size: 15))
    twoLines.numberOfLines = 2
    twoLines.frame = Rect(x: 0, y: 0, width: 250, height: 44)
    twoLines.backgroundColor = Color(hex: 0xFAFAFA)
    items += [truncated, twoLines]
    return Section("Labels", items: items)
  }

  /// The bundled landscape in each content mode, and the icons.
  static func images() -> Section {
    var items: [View] = []
    let landscape = try? Image.named("landscape")
    for mode in ContentMode.allCases {
      let view = ImageView(image: landscape, contentMode: mode)
      view.frame = Rect(x: 0, y: 0, width: 150, height: 80)
      view.backgroundColor = Color(hex: 0xECEFF1)
      view.borderWidth = 1
      view.borderColor = Color(white: 0.7)
      items.append(caption("\(mode)", view))
    }
    for name in ["user", "lock"] {
      let icon = ImageView(image: try? Image.named(name))
      items.append(caption(name, icon))
    }
    return Section("Images", items: items)
  }

  // MARK: Helpers

  static func box(
    _ color: Color, width: Double = 80, height: Double = 80, radius: Double = 0, border: Double = 0,
    borderColor: Color = .black
  ) -> View {
    let view = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    view.backgroundColor = color
    view.cornerRadius = radius
    view.borderWidth = border
    view.borderColor = borderColor
    return view
  }

  /// A view with a caption underneath, sized to fit both.
  static func caption(_ text: String, _ content: View) -> View {
    let label = Label(text, font: .system(size: 12), textColor: .secondaryLabel)
    let size = label.intrinsicContentSize
    let width = max(content.frame.width, size.width)
    let container = View(
      frame: Rect(x: 0, y: 0, width: width, height: content.frame.height + 6 + size.height))
    content.frame.origin = Point(x: (width - content.frame.width) / 2, y: 0)
    label.frame = Rect(
      x: (width - size.width) / 2, y: content.frame.maxY + 6, width: size.width, height: size.height)
    container.addSubview(content)
    container.addSubview(label)
    return container
  }

  static func clipped() -> View {
    let frame = box(Color(hex: 0xE3F2FD), radius: 0, border: 2, borderColor: .systemBlue)
    frame.clipsToBounds = true
    let disc = box(.systemBlue, width: 90, height: 90, radius: 45)
    disc.frame.origin = Point(x: 30, y: 30)
    frame.addSubview(disc)
    return frame
  }

  static func translucentGroup() -> View {
    let group = View(frame: Rect(x: 0, y: 0, width: 100, height: 80))
    group.alpha = 0.5
    let back = box(.systemRed, width: 60, height: 60, radius: 8)
    back.frame.origin = .zero
    let front = box(.systemBlue, width: 60, height: 60, radius: 8)
    front.frame.origin = Point(x: 36, y: 20)
    group.addSubview(back)
    group.addSubview(front)
    return group
  }

  static func nestedAlpha() -> View {
    let outer = box(.systemGreen, width: 90, height: 80, radius: 10)
    outer.alpha = 0.6
    let inner = box(.white, width: 50, height: 40, radius: 6, border: 2, borderColor: .black)
    inner.frame.origin = Point(x: 20, y: 20)
    inner.alpha = 0.5
    outer.addSubview(inner)
    return outer
  }
}
