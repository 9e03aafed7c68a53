import { Link } from 'react-router';

/** The top bar's account entry: a Log In link for guests (the avatar menu comes with accounts). */
export function UserMenu() {
  return (
    <Link to="/login" className="button ghost small">
      Log In
    </Link>
  );
}
