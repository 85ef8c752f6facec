import Boxwood
import BoxwoodSDL

/// A HUD of 320×200 points that exercises every kind of damage: text, colours, moved, removed and hidden
/// views, an opacity group, a rotated view, a clipping panel, a scroll view, anti-aliased meshes (a radius
/// and a border too thin for the corner masks) and a scaled image.
@MainActor
final class DamageScene {
  let window: Window
  let score = Label("Score 0", font: .system(size: 18, weight: .bold), textColor: .white)
  let health = View(frame: Rect(x: 12, y: 36, width: 120, height: 8))
  let mover = View(frame: Rect(x: 150, y: 40, width: 30, height: 20))
  let removable = View(frame: Rect(x: 200, y: 8, width: 24, height: 24))
  let group = View(frame: Rect(x: 12, y: 60, width: 90, height: 40))
  let groupLabel = Label("Team", font: .system(size: 13), textColor: .white)
  let badge = View(frame: Rect(x: 120, y: 70, width: 50, height: 26))
  let panel = View(frame: Rect(x: 190, y: 70, width: 110, height: 50))
  let clipped = Label("A line too long for its panel", font: .system(size: 13), textColor: .yellow)
  let scroll = ScrollView(frame: Rect(x: 12, y: 110, width: 140, height: 80))
  let hairline = View(frame: Rect(x: 170, y: 130, width: 40, height: 30))
  let picture = ImageView(image: DamageScene.image(seed: 0))
  /// Over a corner of the picture: moving it redraws part of the scaled image.
  let marker = View(frame: Rect(x: 268, y: 168, width: 14, height: 14))

  /// The changes, in order, each named; every one is followed by a redraw.
  static let steps: [(String, @MainActor (DamageScene) -> Void)] = [
    ("first", { _ in }),
    ("text", { $0.score.text = "Score 12345" }),
    ("colour", { $0.health.backgroundColor = .systemRed }),
    ("moved", { $0.mover.frame = Rect(x: 160, y: 48, width: 30, height: 20) }),
    ("removed", { $0.removable.removeFromSuperview() }),
    ("alpha", { $0.group.alpha = 0.3 }),
    ("inside a group", { $0.groupLabel.text = "Foes" }),
    ("rotated", { $0.badge.transform = Transform2D(rotationAngle: -0.6) }),
    ("clipped content", { $0.clipped.frame = $0.clipped.frame.offsetBy(dx: -40, dy: 4) }),
    ("clip removed", { $0.panel.clipsToBounds = false }),
    ("scroll", { $0.scroll.setContentOffset(Point(x: 0, y: 30)) }),
    (
      "meshes",
      { scene in
        scene.hairline.borderColor = .systemBlue
        scene.hairline.cornerRadius = 1.4
      }
    ),
    ("image", { $0.picture.image = DamageScene.image(seed: 1) }),
    ("part of an image", { $0.marker.frame = Rect(x: 262, y: 150, width: 14, height: 14) }),
    ("hidden", { $0.mover.isHidden = true }),
    ("nothing", { _ in }),
    (
      "many",
      { scene in
        scene.score.text = "Score 7"
        scene.scroll.setContentOffset(Point(x: 0, y: 90))
        scene.badge.transform = Transform2D(scale: Size(width: 1.3, height: 0.8), rotation: 0.2)
        scene.mover.isHidden = false
        scene.panel.clipsToBounds = true
      }
    ),
  ]

  init() {
    let root = View()
    score.frame = Rect(x: 12, y: 8, width: 150, height: 24)
    health.backgroundColor = .systemGreen
    health.cornerRadius = 4
    mover.backgroundColor = Color.systemBlue.withAlpha(0.8)
    mover.cornerRadius = 6
    removable.backgroundColor = Color.systemRed.withAlpha(0.7)
    removable.borderWidth = 2
    removable.borderColor = .white
    group.alpha = 0.6
    group.addSubview(DamageScene.box(0, 0, 50, 40, .systemRed))
    let blue = DamageScene.box(30, 0, 60, 40, .systemBlue)
    blue.cornerRadius = 8
    group.addSubview(blue)
    groupLabel.frame = Rect(x: 4, y: 10, width: 60, height: 20)
    group.addSubview(groupLabel)
    badge.backgroundColor = .systemOrange
    badge.cornerRadius = 5
    badge.transform = Transform2D(rotationAngle: 0.35)
    let mvp = Label("MVP", font: .system(size: 12, weight: .semibold), textColor: .black)
    mvp.frame = Rect(x: 10, y: 5, width: 40, height: 16)
    badge.addSubview(mvp)
    panel.backgroundColor = Color(red: 0.05, green: 0.05, blue: 0.1, alpha: 0.6)
    panel.cornerRadius = 8
    panel.clipsToBounds = true
    clipped.frame = Rect(x: 6, y: 14, width: 200, height: 20)
    panel.addSubview(clipped)
    scroll.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.5)
    scroll.contentSize = Size(width: 140, height: 200)
    for index in 0..<8 {
      let row = Label("Row \(index + 1)", font: .system(size: 13), textColor: .white)
      row.frame = Rect(x: 6, y: Double(index) * 24 + 2, width: 120, height: 20)
      row.backgroundColor = index % 2 == 0 ? Color.white.withAlpha(0.15) : nil
      scroll.contentView.addSubview(row)
    }
    hairline.backgroundColor = Color.white.withAlpha(0.3)
    hairline.cornerRadius = 1.2
    hairline.borderWidth = 0.5
    hairline.borderColor = .yellow
    picture.frame = Rect(x: 230, y: 130, width: 48, height: 48)
    marker.backgroundColor = Color.systemGreen.withAlpha(0.6)
    for view in [score, health, mover, removable, group, badge, panel, scroll, hairline, picture, marker] {
      root.addSubview(view)
    }
    window = Window(title: "damage", size: Size(width: 320, height: 200), rootView: root)
    window.backgroundColor = .clear
  }

  /// The layer size at `scale` (which the window takes too).
  func pixelSize(scale: Double) -> (width: Int32, height: Int32) {
    window.scale = scale
    return (Int32(320 * scale), Int32(200 * scale))
  }

  private static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: Color) -> View
  {
    let view = View(frame: Rect(x: x, y: y, width: width, height: height))
    view.backgroundColor = color
    return view
  }

  /// An 8×8 translucent gradient, different for every seed, that the image view scales up.
  static func image(seed: Int) -> Image? {
    var pixels: [UInt8] = []
    for y in 0..<8 {
      for x in 0..<8 {
        pixels += [
          UInt8(x * 32), UInt8(y * 32), UInt8((seed * 90 + x * y * 4) % 256), UInt8(120 + (x + y) * 8),
        ]
      }
    }
    return try? Image(pixelWidth: 8, pixelHeight: 8, pixels: pixels, name: "gradient \(seed)")
  }
}
