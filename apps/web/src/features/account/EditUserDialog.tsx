import { USERNAME_EMPTY_MESSAGE, type User } from '@glossa/contract';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { accountApi } from './account.api.ts';
import { userStore } from './account.ts';
import { profileUpdateError } from './account.messages.ts';

/** The 'Edit User' dialog: change the username (trimmed; empty is refused). */
export function EditUserDialog({ user, onClose }: { user: User; onClose(): void }) {
  const [username, setUsername] = useState(user.username);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = username.trim();
    if (!trimmed) return setError(USERNAME_EMPTY_MESSAGE);
    setSaving(true);
    setError('');
    try {
      userStore.setUser(await accountApi.updateProfile({ username: trimmed }));
      onClose();
    } catch (failure) {
      setError(profileUpdateError(failure));
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Edit User"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="edit-user-form" className="button primary" disabled={saving}>
            Save
          </button>
        </>
      }
    >
      <form id="edit-user-form" className="form-grid" onSubmit={(event) => void save(event)}>
        <label className="field">
          Username
          <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
