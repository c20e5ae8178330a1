import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { ProfileCard } from '../features/profile/components/profile-card';
import { allProfiles, useGetProfilesInfiniteQuery } from '../features/profile/profile-api';

/** /profiles: writer cards, 20 at a time with a "Load more" button, so any number of writers stays fast. */
export function Profiles() {
  const profiles = useGetProfilesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = allProfiles(profiles.data?.pages);
  const loading = profiles.isLoading || profiles.isFetchingNextPage;
  const loaded = profiles.isSuccess && !loading;

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
      ) : loading ? null : profiles.isError ? (
        <p>The profiles could not be loaded. Please try again.</p>
      ) : (
        <p>No profiles found ...</p>
      )}
      {loading && <Spinner label="Loading profiles" />}
      {loaded && profiles.hasNextPage && list.length > 0 && (
        <div className="profiles-page__more">
          <button type="button" className="btn btn--secondary" onClick={() => void profiles.fetchNextPage()}>
            Load more writers
          </button>
        </div>
      )}
      {loaded && !profiles.hasNextPage && (profiles.data?.pages.length ?? 0) > 1 && (
        <p className="muted">That is everyone.</p>
      )}
    </section>
  );
}
