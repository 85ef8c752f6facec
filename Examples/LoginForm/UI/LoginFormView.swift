import Boxwood
import BoxwoodSDL

/// The seed walkthrough's login form as an app: the BoxView from the walkthrough, centred in a window
/// of any size (at most ``maximumWidth`` wide, scrolling when the window is too short), with the
/// walkthrough's animated error message under an empty field and an animated success state.
///
/// Behaviour (LoginFormView+Actions.swift):
/// - Login (or Return in a field) with an empty name or password shows ``errorLabel`` under the first
///   empty field, the seed's way, and focuses that field. Pressing Login again changes nothing; when the
///   error belongs to the other field, the label moves there.
/// - Editing the field the error belongs to removes the label, with animation; editing the other field
///   leaves it (what it says is still true).
/// - Both fields filled (whitespace alone counts as empty): the form fades out and ``successView``
///   ("Signed in as NAME") springs in; its Sign out button brings the form back.
/// - "Forgot password?" shows or hides a hint under itself, the way the error label comes in.
@MainActor
public final class LoginFormView: View {
  // MARK: The seed's views

  /// The form's box: the seed's `boxView` (insets 16, spacing 20).
  public let boxView = BoxView()
  /// "Login", centred.
  public let titleLabel = Label("Login", font: .system(size: 24, weight: .bold))
  /// The user icon beside the name field.
  public let nameImageView = ImageView(image: LoginFormView.icon("user"))
  /// The name field.
  public let nameField = TextField(placeholder: "Name")
  /// The row holding the user icon and the name field.
  public let nameBoxView = BoxView(axis: .x, spacing: 10)
  /// The lock icon beside the password field.
  public let passwordImageView = ImageView(image: LoginFormView.icon("lock"))
  /// The password field (secure entry).
  public let passwordField = TextField(placeholder: "Password")
  /// The row holding the lock icon and the password field.
  public let passwordBoxView = BoxView(axis: .x, spacing: 10)
  /// "Forgot password?", right-aligned.
  public let forgotButton = Button(title: "Forgot password?", style: .plain)
  /// The Login button.
  public let loginButton = Button(title: "Login", style: .filled)
  /// The message shown under an empty field (in the box only while shown).
  public let errorLabel = Label("", font: .system(size: 13, weight: .medium), textColor: .systemRed)
  /// What "Forgot password?" shows under itself (in the box only while shown).
  public let hintLabel = Label(
    "Ask your administrator to reset it.", font: .system(size: 13), textColor: Color(hex: 0x6C6C70))

  // MARK: Around the form

  /// The card shown once signed in.
  public let successView = LoginSuccessView()
  /// Scrolls the cards when the window is too short for them.
  public let scrollView = ScrollView()

  /// The field ``errorLabel`` is shown under, while it is.
  public internal(set) var errorField: TextField?
  /// The name signed in with, while the success card shows.
  public internal(set) var signedInName: String?

  /// How long the error label takes to slide in or out (the seed's 0.3 s).
  public static let errorAnimationDuration = 0.3
  /// How long the form takes to fade out on success.
  public static let fadeDuration = 0.2
  /// How long the success card takes to spring in (it starts after ``fadeDuration`` / 2).
  public static let successDuration = 0.5
  /// The widest the cards get, in points.
  public static let maximumWidth = 420.0
  /// The space kept between the cards and the window's edges, in points.
  public static let margin = 20.0

  /// Moves the success card down while it is away, so it rises as it appears.
  var successOffset: LayoutConstraint!

  /// Builds the form; call ``focusFirstField()`` once it is in a window.
  public init() {
    super.init(frame: .zero)
    debugName = "loginForm"
    buildForm()
    buildLayout()
    connectActions()
  }

  /// The seed's code, word for word where it can be.
  private func buildForm() {
    boxView.debugName = "boxView"
    boxView.backgroundColor = .white
    boxView.cornerRadius = 14
    boxView.borderWidth = 1
    boxView.borderColor = Color(white: 0.86)
    nameBoxView.debugName = "nameBoxView"
    passwordBoxView.debugName = "passwordBoxView"
    nameImageView.debugName = "nameIcon"
    passwordImageView.debugName = "passwordIcon"
    nameField.debugName = "nameField"
    passwordField.debugName = "passwordField"
    passwordField.isSecureTextEntry = true
    errorLabel.debugName = "errorLabel"
    hintLabel.debugName = "hintLabel"
    forgotButton.font = .system(size: 15, weight: .medium)
    loginButton.font = .system(size: 17, weight: .semibold)
    for icon in [nameImageView, passwordImageView] {
      // A field and an icon both hug at 250 by default, which leaves the row's extra width to either;
      // the icon keeps its size and the field takes the rest.
      icon.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    }

    nameBoxView.items = [nameImageView.boxed.centerY(), nameField.boxed]
    passwordBoxView.items = [passwordImageView.boxed.centerY(), passwordField.boxed]
    boxView.insets = .all(16.0)
    boxView.spacing = 20.0
    boxView.items = [
      titleLabel.boxed.centerX(padding: 30.0).bottom(20.0),
      nameBoxView.boxed,
      passwordBoxView.boxed,
      forgotButton.boxed.left(>=0.0),
      loginButton.boxed.top(30.0).left(50.0).right(50.0),
    ]
  }

  /// Both cards centred in a scroll view's content, as wide as the window allows up to
  /// ``maximumWidth``; the content grows past the window's height only when a card needs it.
  private func buildLayout() {
    scrollView.debugName = "scrollView"
    addBoxItems([scrollView.boxed])
    let content = scrollView.contentView
    successView.alpha = 0
    successView.isHidden = true
    for card in [boxView, successView] {
      card.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(card)
    }
    let fill = content.heightAnchor.constraint(equalTo: scrollView.heightAnchor)
    fill.priority = .defaultLow
    successOffset = successView.centerYAnchor.constraint(equalTo: content.centerYAnchor)
    var constraints = [
      content.heightAnchor.constraint(greaterThanOrEqualTo: scrollView.heightAnchor), fill,
      boxView.centerYAnchor.constraint(equalTo: content.centerYAnchor), successOffset!,
    ]
    for card in [boxView, successView] {
      // As wide as allowed: the preference (700) gives way to the required window margins, and below
      // the content's compression resistance (750) the content, not the margins, decides what shrinks.
      let preferred = card.widthAnchor.constraint(equalToConstant: Self.maximumWidth)
      preferred.priority = LayoutPriority(700)
      constraints += [
        card.centerXAnchor.constraint(equalTo: content.centerXAnchor),
        card.widthAnchor.constraint(lessThanOrEqualToConstant: Self.maximumWidth),
        card.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor, constant: Self.margin),
        card.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: Self.margin),
        preferred,
      ]
    }
    LayoutConstraint.activate(constraints)
  }

  private func connectActions() {
    loginButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in submit() }
    for field in [nameField, passwordField] {
      // Return in either field submits, as the Login button would.
      field.addAction(for: .primaryActionTriggered) { [unowned self] _ in submit() }
      field.addAction(for: .editingChanged) { [unowned self] control in
        if let field = control as? TextField { fieldDidChange(field) }
      }
    }
    forgotButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in toggleForgotHint() }
    successView.signOutButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in signOut() }
  }

  /// Gives the name field keyboard focus (the app does this at launch).
  public func focusFirstField() {
    _ = nameField.becomeFirstResponder()
  }

  /// A bundled icon (Assets/Icons), or nil with the error logged: a missing icon leaves a gap in the
  /// row instead of stopping the app.
  static func icon(_ name: String) -> Image? {
    do {
      return try Image.named(name)
    } catch {
      Diagnostics.warn("LoginForm: icon \(name) could not be loaded: \(error)")
      return nil
    }
  }
}
