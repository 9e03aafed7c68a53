import { Link } from 'react-router';

/** Settings > Profile. Guests see a Log In link; the account screens fill the rest in. */
export function ProfileTab({ onClose }: { onClose(): void }) {
  return (
    <div className="stack">
      <p className="muted">Sign in to keep your vocabulary and decks on every device.</p>
      <Link to="/login" className="button primary" onClick={onClose}>
        Log In
      </Link>
    </div>
  );
}
