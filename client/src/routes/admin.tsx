import { useState, type FormEvent } from 'react';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { useFailureAlert, useFeedback } from '../app/alerts/use-feedback';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { UserRoleRow } from '../features/moderation/components/user-role-row';
import { useGetUsersInfiniteQuery, useSetUserRoleMutation } from '../features/moderation/moderation-api';
import type { Role } from '@three-act/contract/roles';
import { useModerationT } from '../features/moderation/words';

/** The same, from the server's shell: a command, not words. */
const ROLE_COMMAND = 'npm run role -- <email> <user|mod|admin>';

export function Admin() {
  const { t } = useModerationT();
  const me = useAppSelector(selectCurrentUser);
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const list = useGetUsersInfiniteQuery(searched, { refetchOnMountOrArgChange: true });
  const [setUserRole] = useSetUserRoleMutation();
  const feedback = useFeedback();
  useFailureAlert(list.error);
  // The last list stays on screen while a new search loads.
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearched(search.trim());
  };

  // Stepping down takes the admin page away: who we are is asked again, so the navbar and guards follow.
  const changeRole = (id: string, name: string, role: Role) =>
    feedback(setUserRole({ id, role, self: id === me?._id }), t('{{name}} is now {{role}}', { name, role: t(role) }));

  return (
    <div className="page admin">
      <PageTitle title={t('Admin')} />
      <h1>{t('Users and roles')}</h1>
      <p className="lead">
        {t(
          "Moderators work the moderation queue; admins also set roles here. The same can be done from the server's shell:",
        )}
      </p>
      <pre className="command">{ROLE_COMMAND}</pre>
      <form className="admin__search" onSubmit={handleSearch} role="search">
        <TextField
          label={t('Search by name or email')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t('Search')}
        </button>
      </form>

      {list.isFetching && !list.isFetchingNextPage && <Spinner label={t('Loading users')} />}
      {list.currentData && users.length === 0 && (
        <p className="muted">{t('No users match “{{q}}”.', { q: searched })}</p>
      )}
      <ul className="user-list">
        {users.map((user) => (
          <UserRoleRow
            key={user._id}
            user={user}
            isSelf={user._id === me?._id}
            onRoleChange={(role) => void changeRole(user._id, user.name, role)}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('Load more')}
        </button>
      )}
    </div>
  );
}
