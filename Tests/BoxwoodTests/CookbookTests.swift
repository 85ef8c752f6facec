import Boxwood
import Testing

// The recipes of `docs/boxview-cookbook.md`, written here exactly as the guide shows them, with the
// frames the guide promises. A recipe that stops compiling or moves a pixel fails here first.

/// A field stand-in: as wide as it is given, 44 points high.
@MainActor
final class CookbookField: View {
  init(_ name: String) {
    super.init(frame: .zero)
    debugName = name
  }
  override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 44) }
}

/// The seed README's login form: a white box 20 points inside a 360×420 window, pinned at the top
/// and the sides, its height taken from its items.
@MainActor
struct CookbookLogin {
  let window = makeWindow(width: 360, height: 420)
  let boxView = BoxView()
  let titleLabel = StackBlock("title", 60, 30)
  let nameField = CookbookField("name")
  let passwordField = CookbookField("password")
  let forgotButton = StackBlock("forgot", 120, 20)
  let loginButton = CookbookField("login")

  init() {
    let root = window.rootView
    root.addSubview(boxView)
    LayoutConstraint.activate([
      boxView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      boxView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      boxView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    ])
    // Recipe 1's two lines.
    boxView.insets = .all(16)
    boxView.spacing = 20
  }

  func layout() { window.layoutIfNeeded() }
}

@Suite("Cookbook: the seed README's login form, in today's spelling")
@MainActor
struct CookbookLoginTests {
  @Test("1: items with no padding")
  func noPadding() {
    let form = CookbookLogin()
    form.boxView.items = [form.nameField.boxed, form.passwordField.boxed, form.loginButton.boxed]
    form.layout()
    #expect(form.nameField.frame == Rect(x: 16, y: 16, width: 288, height: 44))
    #expect(form.passwordField.frame == Rect(x: 16, y: 80, width: 288, height: 44))
    #expect(form.loginButton.frame == Rect(x: 16, y: 144, width: 288, height: 44))
    #expect(form.boxView.frame == Rect(x: 20, y: 20, width: 320, height: 204))
  }

  @Test("2 and 3: padding on one item, then on its sides")
  func padding() {
    let form = CookbookLogin()
    form.boxView.items = [
      form.nameField.boxed,
      form.passwordField.boxed,
      form.loginButton.boxed.top(30).allX(50),
    ]
    form.layout()
    #expect(form.loginButton.frame == Rect(x: 66, y: 174, width: 188, height: 44))
  }

  @Test("4: an item pushed to the right, and optional items")
  func optionalItem() {
    for useForgotButton in [true, false] {
      let form = CookbookLogin()
      form.boxView.items = [
        form.nameField.boxed,
        form.passwordField.boxed,
        form.forgotButton.boxed.left(>=0).useIf(useForgotButton),
        form.loginButton.boxed.top(30).allX(50),
      ].compactMap { $0 }
      form.layout()
      if useForgotButton {
        #expect(form.forgotButton.frame == Rect(x: 184, y: 144, width: 120, height: 20))
        #expect(form.loginButton.frame.minY == 144 + 20 + 50)
      } else {
        #expect(form.forgotButton.superview == nil)
        #expect(form.loginButton.frame.minY == 144 + 30)
      }
    }
  }

  @Test("5: a centred title")
  func centredTitle() {
    let form = CookbookLogin()
    form.boxView.items = [
      form.titleLabel.boxed.centerX(),
      form.nameField.boxed,
      form.passwordField.boxed,
      form.forgotButton.boxed.left(>=0),
      form.loginButton.boxed.top(30).allX(50),
    ]
    form.layout()
    #expect(form.titleLabel.frame == Rect(x: 130, y: 16, width: 60, height: 30))
    #expect(form.nameField.frame.minY == 16 + 30 + 20)
  }

  @Test("6: nested x-axis boxes for icons beside the fields")
  func nestedBoxes() {
    let form = CookbookLogin()
    let nameImageView = StackBlock("nameIcon", 24, 24)
    let passwordImageView = StackBlock("passwordIcon", 24, 24)
    let nameBoxView = BoxView(axis: .x, spacing: 10)
    nameBoxView.items = [nameImageView.boxed.centerY(), form.nameField.boxed]
    let passwordBoxView = BoxView(axis: .x, spacing: 10)
    passwordBoxView.items = [passwordImageView.boxed.centerY(), form.passwordField.boxed]
    form.boxView.items = [
      form.titleLabel.boxed.centerX(),
      nameBoxView.boxed,
      passwordBoxView.boxed,
      form.forgotButton.boxed.left(>=0),
      form.loginButton.boxed.top(30).allX(50),
    ]
    form.layout()
    #expect(nameImageView.frame == Rect(x: 0, y: 10, width: 24, height: 24))
    #expect(form.nameField.frame == Rect(x: 34, y: 0, width: 254, height: 44))
    #expect(nameBoxView.frame == Rect(x: 16, y: 66, width: 288, height: 44))
    #expect(passwordImageView.frame == nameImageView.frame)
  }
}
