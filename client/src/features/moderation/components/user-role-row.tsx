import { useId } from 'react';
import type { AdminUser } from '@three-act/contract/moderation';
import type { Role } from '@three-act/contract/roles';

interface UserRoleRowProps {
  user: AdminUser;
  isSelf: boolean;
  onRoleChange: (role: Role) => void;
}

const ROLE_NAMES: Record<Role, string> = { user: 'Writer (user)', mod: 'Moderator (mod)', admin: 'Admin (admin)' };

const ROLE_MEANINGS: Record<Role, string> = {
  user: 'a writer without moderation rights',
  mod: 'a moderator (works the moderation queue)',
  admin: 'an admin (also sets roles)',
};

export const ROLE_CHANGE_CONFIRM = (name: string, role: Role) => `Make ${name} ${ROLE_MEANINGS[role]}?`;

export function UserRoleRow({ user, isSelf, onRoleChange }: UserRoleRowProps) {
  const id = useId();
  return (
    <li className="user-row card">
      <div className="user-row__who">
        <strong>{user.name}</strong>
        {isSelf && <span className="muted"> (you)</span>}
        <span className="user-row__email">{user.email}</span>
        <span className="muted">{user.emailVerified ? 'Email verified' : 'Email not verified'}</span>
      </div>
      <div className="user-row__role">
        <label htmlFor={id} className="field__label">
          Role for {user.name}
        </label>
        <select
          id={id}
          className="field__input"
          value={user.role}
          // Chosen, then confirmed: cancelling leaves the role (and the list) as it was.
          onChange={(event) => {
            const role = event.target.value as Role;
            if (window.confirm(ROLE_CHANGE_CONFIRM(user.name, role))) onRoleChange(role);
          }}
        >
          {(Object.keys(ROLE_NAMES) as Role[]).map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
