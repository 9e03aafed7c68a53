/** Extension sign-in bridge (built with the extensions); the status line of spec section 2 for now. */
export default function OAuthLoginPage() {
  return (
    <section className="page narrow">
      <h1>Sign in to Your Account</h1>
      <p className="muted">
        OAuth2 login is available only via the Glossa extension (Chrome only). Please return to the extension
        to sign in.
      </p>
    </section>
  );
}
