import { useId } from 'react';
import type { AdminUser } from '@three-act/contract/moderation';
import type { TFunction } from 'i18next';
import type { Role } from '@three-act/contract/roles';
import { i18next } from '../../../lib/i18n';
import { useModerationT } from '../words';

interface UserRoleRowProps {
  user: AdminUser;
  isSelf: boolean;
  onRoleChange: (role: Role) => void;
}

const ROLE_NAMES: Record<Role, string> = { user: 'Writer (user)', mod: 'Moderator (mod)', admin: 'Admin (admin)' };

const ROLE_CONFIRMS: Record<Role, string> = {
  user: 'Make {{name}} a writer without moderation rights?',
  mod: 'Make {{name}} a moderator (works the moderation queue)?',
  admin: 'Make {{name}} an admin (also sets roles)?',
};

/** The question before a role changes, in the language showing (a component passes its own `t`). */
export const ROLE_CHANGE_CONFIRM = (
  name: string,
  role: Role,
  t: TFunction<'moderation'> = i18next.getFixedT(null, 'moderation'),
) => t(ROLE_CONFIRMS[role], { name });

export function UserRoleRow({ user, isSelf, onRoleChange }: UserRoleRowProps) {
  const { t } = useModerationT();
  const id = useId();
  return (
    <li className="user-row card">
      <div className="user-row__who">
        <strong>{user.name}</strong>
        {isSelf && <span className="muted"> {t('(you)')}</span>}
        <span className="user-row__email">{user.email}</span>
        <span className="muted">{user.emailVerified ? t('Email verified') : t('Email not verified')}</span>
      </div>
      <div className="user-row__role">
        <label htmlFor={id} className="field__label">
          {t('Role for {{name}}', { name: user.name })}
        </label>
        <select
          id={id}
          className="field__input"
          value={user.role}
          // Chosen, then confirmed: cancelling leaves the role (and the list) as it was.
          onChange={(event) => {
            const role = event.target.value as Role;
            if (window.confirm(ROLE_CHANGE_CONFIRM(user.name, role, t))) onRoleChange(role);
          }}
        >
          {(Object.keys(ROLE_NAMES) as Role[]).map((role) => (
            <option key={role} value={role}>
              {t(ROLE_NAMES[role])}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
