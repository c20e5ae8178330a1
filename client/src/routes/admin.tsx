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

export function Admin() {
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
    feedback(setUserRole({ id, role, self: id === me?._id }), `${name} is now ${role}`);

  return (
    <div className="page admin">
      <PageTitle title="Admin" />
      <h1>Users and roles</h1>
      <p className="lead">
        Moderators work the moderation queue; admins also set roles here. The same can be done from the server&apos;s
        shell:
      </p>
      <pre className="command">npm run role -- &lt;email&gt; &lt;user|mod|admin&gt;</pre>
      <form className="admin__search" onSubmit={handleSearch} role="search">
        <TextField
          label="Search by name or email"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>

      {list.isFetching && !list.isFetchingNextPage && <Spinner label="Loading users" />}
      {list.currentData && users.length === 0 && <p className="muted">No users match &ldquo;{searched}&rdquo;.</p>}
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
          Load more
        </button>
      )}
    </div>
  );
}
