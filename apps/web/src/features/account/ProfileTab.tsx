import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ApiError } from '@glossa/client';
import { accountApi, signOut } from './account.api.ts';
import { useUser } from './account.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { SessionList } from './SessionList.tsx';
import './account.css';

const DELETE_ACCOUNT_FAILED = 'Unable to delete account. Please try again later.';

/** Settings > Profile: Log In for guests; username (Edit User), sign out, delete account and sessions. */
export function ProfileTab({ onClose }: { onClose(): void }) {
  const { fetched, user } = useUser();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

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

  const deleteAccount = async (confirmation: string) => {
    try {
      await accountApi.deleteAccount(confirmation);
    } catch (error) {
      console.error('Account deletion failed', error);
      // A wrong password or username is the learner's to fix; anything else is the spec's message.
      const wrongConfirmation = error instanceof ApiError && error.status === 403 && error.detail;
      throw new Error(wrongConfirmation || DELETE_ACCOUNT_FAILED);
    }
    window.location.assign('/');
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
        <button type="button" className="button danger" onClick={() => setDeleting(true)}>
          Delete Account
        </button>
      </div>
      {deleting && (
        <ConfirmDialog
          title="Delete account"
          confirmLabel="Delete Account"
          input={{
            label: 'Password',
            type: 'password',
            autoComplete: 'current-password',
            hint: 'Signed up with Google or Apple? Type your username instead.',
          }}
          onConfirm={deleteAccount}
          onClose={() => setDeleting(false)}
        >
          <p>
            <strong>Are you sure you want to delete your account?</strong>
          </p>
          <p>
            This deletes the account {user.username} ({user.email}) with all its vocabulary, decks, cards and
            review history, and signs out every device. It cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      <SessionList />
      {editing && <EditUserDialog user={user} onClose={() => setEditing(false)} />}
    </div>
  );
}
