/** An authorization code a companion may exchange once for tokens (only its hash is stored). */
export interface OAuthCodesTable {
  code_hash: string;
  user_id: string;
  /** The extension type the code was issued to: chrome, firefox or anki. */
  client: string;
  /** How the learner signed in: password, google or apple. */
  provider: string;
  /** The exact redirect URI of the authorization request; the exchange must name the same. */
  redirect_uri: string;
  /** The S256 PKCE challenge; the exchange must bring the verifier that hashes to it. */
  code_challenge: string;
  created_at: string;
  expires_at: string;
  /** When the code was presented; a second presentation is refused and ends the session it opened. */
  used_at: string | null;
  session_id: string | null;
}
