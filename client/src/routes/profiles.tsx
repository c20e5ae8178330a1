import { GENRE_MAX, USER_SEARCH_MAX } from '@three-act/contract/limits';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { TextField } from '../components/ui/text-field';
import { Spinner } from '../components/ui/spinner';
import { ProfileCard } from '../features/profile/components/profile-card';
import { allProfiles, useGetProfilesInfiniteQuery, type ProfileSearch } from '../features/profile/profile-api';

/** /profiles: writer cards, 20 at a time with a "Load more" button, so any number of writers stays fast. */
export function Profiles() {
  // The search lives in the address (?q=&genre=), so a reload, Back and a shared link keep it.
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const genre = search.get('genre') ?? '';
  const profiles = useGetProfilesInfiniteQuery({ q, genre }, { refetchOnMountOrArgChange: true });
  const list = allProfiles(profiles.data?.pages);
  const loading = profiles.isLoading || profiles.isFetchingNextPage;
  const loaded = profiles.isSuccess && !loading;

  return (
    <section className="page profiles-page">
      <PageTitle title="Writer Profiles" />
      <h1>Writers</h1>
      <p className="lead">Browse and connect with writers on Three Act.</p>
      {/* Keyed by the address, so Back and "Show everyone" put the fields back too. */}
      <ProfileSearchForm
        key={`${q}\u0000${genre}`}
        q={q}
        genre={genre}
        onSearch={(next) => setSearch(next, { preventScrollReset: true })}
      />
      {list.length > 0 ? (
        <ul className="profile-grid">
          {list.map((profile) => (
            <ProfileCard key={profile._id} profile={profile} />
          ))}
        </ul>
      ) : loading ? null : profiles.isError ? (
        <p>The profiles could not be loaded. Please try again.</p>
      ) : (
        <p>{q || genre ? 'No writer matches that search.' : 'No profiles found ...'}</p>
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

interface ProfileSearchFormProps extends ProfileSearch {
  onSearch: (search: Record<string, string>) => void;
}

/** Name and genre: "Search" puts the filled ones in the address, "Show everyone" clears it. */
function ProfileSearchForm({ q = '', genre = '', onSearch }: ProfileSearchFormProps) {
  const [fields, setFields] = useState({ q, genre });
  return (
    <form
      role="search"
      aria-label="Writers"
      className="search-row"
      onSubmit={(event) => {
        event.preventDefault();
        // Past a limit the field already says so (and keeps the text): no search until shortened.
        if (fields.q.length > USER_SEARCH_MAX || fields.genre.length > GENRE_MAX) return;
        onSearch(
          Object.fromEntries(
            Object.entries(fields).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : [])),
          ),
        );
      }}
    >
      <TextField
        label="Name"
        maxLength={USER_SEARCH_MAX}
        value={fields.q}
        onChange={(event) => setFields({ ...fields, q: event.target.value })}
      />
      <TextField
        label="Genre"
        maxLength={GENRE_MAX}
        value={fields.genre}
        onChange={(event) => setFields({ ...fields, genre: event.target.value })}
      />
      <button type="submit" className="btn btn--primary">
        Search
      </button>
      {(q || genre) && (
        <button type="button" className="btn btn--secondary" onClick={() => onSearch({})}>
          Show everyone
        </button>
      )}
    </form>
  );
}
