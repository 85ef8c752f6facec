import Boxwood
import Foundation

extension LoginFormView {
  /// The error shown under an empty field.
  func errorMessage(for field: TextField) -> String {
    field === nameField ? "Please enter your name" : "Please enter your password"
  }

  /// Login: an error under the first empty field, or the success state.
  public func submit() {
    guard signedInName == nil else { return }
    for field in [nameField, passwordField] where field.text.allSatisfy(\.isWhitespace) {
      showError(for: field)
      // The user's next keystroke belongs in the empty field.
      _ = field.becomeFirstResponder()
      return
    }
    signIn(as: nameField.text.trimmingCharacters(in: .whitespaces))
  }

  /// Shows ``errorLabel`` under `field` with the seed's code: the label starts where the field is, behind
  /// its row, and the box animates it into its own place while the rows below make room.
  public func showError(for field: TextField) {
    // Pressed twice: the label is already there.
    if errorField === field, errorLabel.superview === boxView { return }
    // Shown under the other field: it leaves there (the rows close up) and comes in here, in one animation.
    errorLabel.removeFromSuperview()
    errorLabel.text = errorMessage(for: field)
    errorField = field

    errorLabel.frame = field.convert(field.bounds, to: boxView)
    let item = errorLabel.boxed.top(-boxView.spacing).left(errorLabel.frame.minX - boxView.insets.left)
    boxView.insertItem(item, after: field.superview, z: .back)
    boxView.animateChangesWithDurations(Self.errorAnimationDuration)
  }

  /// Removes ``errorLabel``, if shown, with the seed's code: the rows below glide back up.
  public func hideError() {
    guard errorLabel.superview != nil else { return }
    errorField = nil
    errorLabel.removeFromSuperview()
    boxView.animateChangesWithDurations(Self.errorAnimationDuration)
  }

  /// The user edited a field: the error about that field is gone.
  func fieldDidChange(_ field: TextField) {
    guard errorField === field else { return }
    hideError()
  }

  /// "Forgot password?": shows or hides ``hintLabel`` under the button, the way the error label comes in:
  /// from behind the button, its right edge under the button's title.
  public func toggleForgotHint() {
    if hintLabel.superview != nil {
      hintLabel.removeFromSuperview()
      boxView.animateChangesWithDurations(Self.errorAnimationDuration)
      return
    }
    let inset = forgotButton.contentInsets.trailing
    let button = forgotButton.convert(forgotButton.bounds, to: boxView)
    // Its own size from the start: a view is drawn at its final size while its frame animates, so a start
    // as wide as the button would let the text stick out past the start frame.
    let size = hintLabel.intrinsicContentSize
    hintLabel.frame = Rect(
      x: button.maxX - inset - size.width, y: button.maxY - size.height, width: size.width,
      height: size.height)
    // The plain button has no background to hide the hint behind: it fades in as it slides down.
    hintLabel.alpha = 0
    boxView.insertItem(
      hintLabel.boxed.top(-boxView.spacing).left(>=0).right(inset), after: forgotButton, z: .back)
    View.animate(withDuration: Self.errorAnimationDuration) {
      hintLabel.alpha = 1
      boxView.animateChangesWithDurations(Self.errorAnimationDuration)
    }
  }

  /// The success state: the form fades out and the success card springs up into its place.
  public func signIn(as name: String) {
    signedInName = name
    successView.name = name
    hideError()
    window?.makeFirstResponder(nil)
    let content = scrollView.contentView
    View.performWithoutAnimation {
      successView.isHidden = false
      successView.alpha = 0
      successOffset.constant = 24
      content.layoutIfNeeded()
    }
    View.animate(
      withDuration: Self.fadeDuration, options: .curveEaseIn,
      animations: { boxView.alpha = 0 },
      completion: { [weak self] _ in
        // Hidden, not just transparent: out of Tab order and hit testing even if signed out mid-fade
        // brought it back (then `signedInName` is nil and it stays).
        guard let self, signedInName != nil else { return }
        boxView.isHidden = true
      })
    View.animate(
      withDuration: Self.successDuration, delay: Self.fadeDuration / 2, usingSpringWithDamping: 0.7,
      animations: {
        successView.alpha = 1
        successOffset.constant = 0
        content.layoutIfNeeded()
      })
  }

  /// Back to the form, the name kept and the password cleared.
  public func signOut() {
    guard signedInName != nil else { return }
    signedInName = nil
    passwordField.text = ""
    boxView.isHidden = false
    View.animate(
      withDuration: Self.fadeDuration * 1.5, options: .curveEaseOut,
      animations: {
        successView.alpha = 0
        boxView.alpha = 1
      },
      completion: { [weak self] _ in
        guard let self, signedInName == nil else { return }
        successView.isHidden = true
      })
    _ = passwordField.becomeFirstResponder()
  }
}
