/** OAuth callback (built with the extensions). */
export default function OAuthCallbackPage() {
  return (
    <section className="page narrow">
      <h1>Authenticating...</h1>
      <p className="muted">Processing your authentication...</p>
    </section>
  );
}
