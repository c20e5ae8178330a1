import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { loadUser, selectCurrentUser } from '../features/auth/auth-slice';
import { UserRoleRow } from '../features/moderation/components/user-role-row';
import type { Role } from '@three-act/contract/roles';
import { fetchMoreUsers, searchUsers, selectModeration, setUserRole } from '../features/moderation/moderation-slice';
import type { ApiError } from '../lib/api-error';

export function Admin() {
  const me = useAppSelector(selectCurrentUser);
  const { users, usersCursor, usersSearch, usersStatus } = useAppSelector(selectModeration);
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');

  useEffect(() => {
    void dispatch(searchUsers(''));
  }, [dispatch]);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(searchUsers(search.trim()));
  };

  const changeRole = async (id: string, name: string, role: Role) => {
    try {
      await dispatch(setUserRole({ id, role })).unwrap();
      dispatch(setAlert(`${name} is now ${role}`, 'success'));
      // Stepping down takes the admin page away: reload who we are so the navbar and guards follow.
      if (id === me?._id) void dispatch(loadUser());
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
    }
  };

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

      {usersStatus === 'pending' && <Spinner label="Loading users" />}
      {usersStatus === 'succeeded' && users.length === 0 && (
        <p className="muted">No users match &ldquo;{usersSearch}&rdquo;.</p>
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
      {usersCursor && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void dispatch(fetchMoreUsers({ search: usersSearch, cursor: usersCursor }))}
        >
          Load more
        </button>
      )}
    </div>
  );
}
