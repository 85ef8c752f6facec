import Boxwood
import BoxwoodSDL
import BoxwoodTestSupport
import Testing

/// The six login-form steps of the original BoxView README, written with the README's own (pre-1.6)
/// spellings — `boxZero`, `boxTop`, `boxLeftRight`, `xAligned`, `yAligned` — which Boxwood keeps as
/// deprecated aliases, rendered to golden PNGs.
///
/// The fields and buttons are stand-ins drawn with plain views and labels (Boxwood's controls come in
/// their own issue); what the goldens pin down is the BoxView layout.
@Suite("BoxView login form (seed README)", .serialized)
@MainActor
struct BoxViewLoginFormTests {
  init() throws { try BoxwoodSDL.bootstrap() }

  /// The parts of the form, and a window showing the box on a grey background.
  @MainActor
  final class Form {
    let window = Window(title: "login", size: Size(width: 360, height: 420))
    let boxView = BoxView()
    let titleLabel = Label("Login", font: .system(size: 24, weight: .bold))
    let nameField = FieldStandIn("Name")
    let passwordField = FieldStandIn("Password")
    let forgotButton = Label(
      "Forgot password?", font: .system(size: 15, weight: .medium), textColor: .systemBlue)
    let loginButton = ButtonStandIn("Login")
    let nameImageView = ImageView(image: try? Image.named("user"))
    let passwordImageView = ImageView(image: try? Image.named("lock"))

    init() {
      window.backgroundColor = .systemGray6
      let root = View()
      window.rootView = root
      boxView.backgroundColor = .white
      boxView.cornerRadius = 14
      root.addSubview(boxView)
      LayoutConstraint.activate([
        boxView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        boxView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        boxView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      ])
      boxView.insets = EdgeInsets(top: 16.0, left: 16.0, bottom: 16.0, right: 16.0)
      boxView.spacing = 20.0
      titleLabel.debugName = "title"
      forgotButton.debugName = "forgot"
      nameImageView.debugName = "nameIcon"
      passwordImageView.debugName = "passwordIcon"
    }

    func render() throws -> RenderedImage { try TestRenderer.shared.render(window) }
  }

  @Test("1: three items with zero padding, insets 16 and spacing 20")
  @available(*, deprecated, message: "uses the README's pre-1.6 spellings")
  func step1() throws {
    let form = Form()
    form.boxView.items = [
      form.nameField.boxZero,
      form.passwordField.boxZero,
      form.loginButton.boxZero,
    ]
    assertSnapshot(try form.render(), named: "login1")
    #expect(form.nameField.frame == Rect(x: 16, y: 16, width: 288, height: 44))
    #expect(form.passwordField.frame == Rect(x: 16, y: 80, width: 288, height: 44))
    #expect(form.loginButton.frame == Rect(x: 16, y: 144, width: 288, height: 44))
    #expect(form.boxView.frame == Rect(x: 20, y: 20, width: 320, height: 204))
  }

  @Test("2: the button 30 points further down (boxTop)")
  @available(*, deprecated, message: "uses the README's pre-1.6 spellings")
  func step2() throws {
    let form = Form()
    form.boxView.items = [
      form.nameField.boxZero,
      form.passwordField.boxZero,
      form.loginButton.boxTop(30.0),
    ]
    assertSnapshot(try form.render(), named: "login2")
    #expect(form.loginButton.frame.minY == 80 + 44 + 50)
  }

  @Test("3: the button padded 50 points left and right (boxLeftRight)")
  @available(*, deprecated, message: "uses the README's pre-1.6 spellings")
  func step3() throws {
    let form = Form()
    form.boxView.items = [
      form.nameField.boxZero,
      form.passwordField.boxZero,
      form.loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ]
    assertSnapshot(try form.render(), named: "login3")
    #expect(form.loginButton.frame == Rect(x: 66, y: 174, width: 188, height: 44))
  }

  @Test("4: a right-aligned \"Forgot password?\" button (left >= 0)")
  @available(*, deprecated, message: "uses the README's pre-1.6 spellings")
  func step4() throws {
    let form = Form()
    let useForgotButton = true
    form.boxView.items = [
      form.nameField.boxZero,
      form.passwordField.boxZero,
      useForgotButton ? form.forgotButton.boxLeftRight(>=0.0, 0.0) : nil,
      form.loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ].compactMap { $0 }
    assertSnapshot(try form.render(), named: "login4")
    let forgot = form.forgotButton.frame
    #expect(forgot.maxX == 304)
    #expect(forgot.width == form.forgotButton.intrinsicContentSize.width)
    #expect(forgot.minY == 144)
    #expect(form.loginButton.frame.minY == forgot.maxY + 50)
  }

  @Test("5: a centred title (xAligned)")
  @available(*, deprecated, message: "uses the README's pre-1.6 spellings")
  func step5() throws {
    let form = Form()
    form.boxView.items = [
      form.titleLabel.xAligned(),
      form.nameField.boxZero,
      form.passwordField.boxZero,
      form.forgotButton.boxLeftRight(>=0.0, 0.0),
      form.loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ]
    assertSnapshot(try form.render(), named: "login5")
    let title = form.titleLabel.frame
    #expect(abs(title.midX - 160) < 1e-9)
    #expect(title.minY == 16)
    #expect(form.nameField.frame.minY == title.maxY + 20)
  }

  @Test("6: icons beside the fields in nested x-axis boxes (yAligned)")
  @available(*, deprecated, message: "uses the README's pre-1.6 spellings")
  func step6() throws {
    let form = Form()
    let nameBoxView = BoxView(axis: .x, spacing: 10.0)
    nameBoxView.items = [form.nameImageView.yAligned(), form.nameField.boxZero]
    let passwordBoxView = BoxView(axis: .x, spacing: 10.0)
    passwordBoxView.items = [form.passwordImageView.yAligned(), form.passwordField.boxZero]
    form.boxView.items = [
      form.titleLabel.xAligned(),
      nameBoxView.boxZero,
      passwordBoxView.boxZero,
      form.forgotButton.boxLeftRight(>=0.0, 0.0),
      form.loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
    ]
    assertSnapshot(try form.render(), named: "login6")
    let icon = form.nameImageView.frame
    let field = form.nameField.frame
    #expect(icon.minX == 0)
    #expect(field.minX == icon.maxX + 10)
    #expect(field.maxX == 288)
    #expect(abs(icon.midY - field.midY) < 1e-9)
    #expect(form.passwordImageView.frame == form.nameImageView.frame)
  }
}

/// A text-field look-alike: a bordered, rounded white box 44 points high with grey placeholder text.
@MainActor
final class FieldStandIn: View {
  init(_ placeholder: String) {
    super.init(frame: .zero)
    debugName = placeholder
    backgroundColor = .white
    cornerRadius = 8
    borderWidth = 1
    borderColor = Color(white: 0.78)
    let label = Label(placeholder, font: .system(size: 16), textColor: Color(white: 0.6))
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 44) }
}

/// A filled button look-alike: a blue rounded box 44 points high with a centred white title.
@MainActor
final class ButtonStandIn: View {
  init(_ title: String) {
    super.init(frame: .zero)
    debugName = title
    backgroundColor = .systemBlue
    cornerRadius = 10
    let label = Label(title, font: .system(size: 17, weight: .semibold), textColor: .white)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    LayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 44) }
}
