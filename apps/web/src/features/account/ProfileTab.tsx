import { useState } from 'react';
import { Link } from 'react-router';
import { accountApi, signOut } from './account.api.ts';
import { useUser } from './account.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { SessionList } from './SessionList.tsx';
import './account.css';

/** Settings > Profile: Log In for guests; username (Edit User), sign out, delete account and sessions. */
export function ProfileTab({ onClose }: { onClose(): void }) {
  const { fetched, user } = useUser();
  const [editing, setEditing] = useState(false);
  const [deleteError, setDeleteError] = useState('');

  if (!fetched) return <p className="muted">Loading...</p>;
  if (!user) {
    return (
      <div className="stack">
        <p className="muted">Sign in to keep your vocabulary and decks on every device.</p>
        <Link to="/login" className="button primary" onClick={onClose}>
          Log In
        </Link>
      </div>
    );
  }

  const deleteAccount = async () => {
    if (!window.confirm('Are you sure you want to delete your account?')) return;
    setDeleteError('');
    try {
      await accountApi.deleteAccount();
      window.location.assign('/');
    } catch (error) {
      console.error('Account deletion failed', error);
      setDeleteError('Unable to delete account. Please try again later.');
    }
  };

  return (
    <div className="stack">
      <div className="profile-row">
        <div>
          <div className="muted small">Username</div>
          <strong data-testid="profile-username">{user.username}</strong>
        </div>
        <button type="button" className="button small" onClick={() => setEditing(true)}>
          Edit
        </button>
      </div>
      <div className="muted small">{user.email}</div>
      <div className="profile-row">
        <button type="button" className="button" onClick={signOut}>
          Sign Out
        </button>
        <button type="button" className="button danger" onClick={() => void deleteAccount()}>
          Delete Account
        </button>
      </div>
      {deleteError && (
        <p className="form-error" role="alert">
          {deleteError}
        </p>
      )}
      <SessionList />
      {editing && <EditUserDialog user={user} onClose={() => setEditing(false)} />}
    </div>
  );
}
