import Boxwood
import Testing

@Suite("ImageView")
@MainActor
struct ImageViewTests {
  /// A 40×20-pixel image at the given scale.
  func makeImage(scale: Double = 1) throws -> Image {
    try Image(
      pixelWidth: 40, pixelHeight: 20, pixels: Array(repeating: 255, count: 40 * 20 * 4), scale: scale)
  }

  @Test("an image view takes its image's size in points")
  func takesImageSize() throws {
    let view = ImageView(image: try makeImage(scale: 2))
    #expect(view.frame.size == Size(width: 20, height: 10))
    #expect(view.intrinsicContentSize == Size(width: 20, height: 10))
    #expect(view.sizeThatFits(.zero) == Size(width: 20, height: 10))
  }

  @Test("an empty image view has no intrinsic size")
  func emptyHasNoIntrinsicSize() {
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(view.imageRect == .zero)
  }

  @Test("content modes place a 2:1 image in a square")
  func contentModes() {
    let image = Size(width: 40, height: 20)
    let square = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(ImageView.rect(for: image, in: square, mode: .scaleToFill) == square)
    #expect(
      ImageView.rect(for: image, in: square, mode: .scaleAspectFit)
        == Rect(x: 0, y: 25, width: 100, height: 50))
    #expect(
      ImageView.rect(for: image, in: square, mode: .scaleAspectFill)
        == Rect(x: -50, y: 0, width: 200, height: 100))
    #expect(
      ImageView.rect(for: image, in: square, mode: .center) == Rect(x: 30, y: 40, width: 40, height: 20))
    #expect(ImageView.rect(for: .zero, in: square, mode: .scaleAspectFit) == .zero)
  }

  @Test("an image that overflows its view is drawn inside a clip; one that fits is not")
  func overflowIsClipped() throws {
    let window = makeWindow()
    window.backgroundColor = .clear
    let image = try makeImage()
    let view = ImageView(image: image, contentMode: .scaleAspectFill)
    view.frame = Rect(x: 10, y: 10, width: 20, height: 20)
    window.rootView.addSubview(view)
    #expect(
      window.makeDisplayList().commands == [
        .pushClip(Rect(x: 10, y: 10, width: 20, height: 20)),
        .image(image, rect: Rect(x: 0, y: 10, width: 40, height: 20), source: nil),
        .popClip,
      ])
    view.contentMode = .scaleAspectFit
    #expect(
      window.makeDisplayList().commands == [
        .image(image, rect: Rect(x: 10, y: 15, width: 20, height: 10), source: nil)
      ])
  }
}
