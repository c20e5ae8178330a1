import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { ProfileCard } from '../features/profile/components/profile-card';
import { fetchProfiles, selectProfileList } from '../features/profile/profile-slice';

/** /profiles: writer cards, 20 at a time with a "Load more" button, so any number of writers stays fast. */
export function Profiles() {
  const dispatch = useAppDispatch();
  const { list, listHasMore, listStatus, listPage } = useAppSelector(selectProfileList);

  useEffect(() => {
    void dispatch(fetchProfiles({ reset: true }));
  }, [dispatch]);

  const loading = listStatus === 'pending' || listStatus === 'idle';

  return (
    <section className="page profiles-page">
      <PageTitle title="Writer Profiles" />
      <h1>Writers</h1>
      <p className="lead">Browse and connect with writers on Three Act.</p>
      {list.length > 0 ? (
        <ul className="profile-grid">
          {list.map((profile) => (
            <ProfileCard key={profile._id} profile={profile} />
          ))}
        </ul>
      ) : loading ? null : listStatus === 'failed' ? (
        <p>The profiles could not be loaded. Please try again.</p>
      ) : (
        <p>No profiles found ...</p>
      )}
      {loading && <Spinner label="Loading profiles" />}
      {listStatus === 'succeeded' && listHasMore && list.length > 0 && (
        <div className="profiles-page__more">
          <button type="button" className="btn btn--secondary" onClick={() => void dispatch(fetchProfiles())}>
            Load more writers
          </button>
        </div>
      )}
      {listStatus === 'succeeded' && !listHasMore && listPage > 1 && <p className="muted">That is everyone.</p>}
    </section>
  );
}
