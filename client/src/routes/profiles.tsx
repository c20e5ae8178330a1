import { GENRE_MAX, USER_SEARCH_MAX } from '@three-act/contract/limits';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { TextField } from '../components/ui/text-field';
import { Spinner } from '../components/ui/spinner';
import { ProfileCard } from '../features/profile/components/profile-card';
import { allProfiles, useGetProfilesInfiniteQuery, type ProfileSearch } from '../features/profile/profile-api';
import { useProfileT } from '../features/profile/words';

/** /profiles: writer cards, 20 at a time with a "Load more" button, so any number of writers stays fast. */
export function Profiles() {
  // The search lives in the address (?q=&genre=), so a reload, Back and a shared link keep it.
  const { t } = useProfileT();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const genre = search.get('genre') ?? '';
  const profiles = useGetProfilesInfiniteQuery({ q, genre }, { refetchOnMountOrArgChange: true });
  const list = allProfiles(profiles.data?.pages);
  const loading = profiles.isLoading || profiles.isFetchingNextPage;
  const loaded = profiles.isSuccess && !loading;

  return (
    <section className="page profiles-page">
      <PageTitle title={t('Writer Profiles')} />
      <h1>{t('Writers')}</h1>
      <p className="lead">{t('Browse and connect with writers on Three Act.')}</p>
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
        <p>{t('The profiles could not be loaded. Please try again.')}</p>
      ) : (
        <p>{q || genre ? t('No writer matches that search.') : t('No profiles found ...')}</p>
      )}
      {loading && <Spinner label={t('Loading profiles')} />}
      {loaded && profiles.hasNextPage && list.length > 0 && (
        <div className="profiles-page__more">
          <button type="button" className="btn btn--secondary" onClick={() => void profiles.fetchNextPage()}>
            {t('Load more writers')}
          </button>
        </div>
      )}
      {loaded && !profiles.hasNextPage && (profiles.data?.pages.length ?? 0) > 1 && (
        <p className="muted">{t('That is everyone.')}</p>
      )}
    </section>
  );
}

interface ProfileSearchFormProps extends ProfileSearch {
  onSearch: (search: Record<string, string>) => void;
}

/** Name and genre: "Search" puts the filled ones in the address, "Show everyone" clears it. */
function ProfileSearchForm({ q = '', genre = '', onSearch }: ProfileSearchFormProps) {
  const { t } = useProfileT();
  const [fields, setFields] = useState({ q, genre });
  return (
    <form
      role="search"
      aria-label={t('Writers')}
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
        label={t('Name')}
        maxLength={USER_SEARCH_MAX}
        value={fields.q}
        onChange={(event) => setFields({ ...fields, q: event.target.value })}
      />
      <TextField
        label={t('Genre')}
        maxLength={GENRE_MAX}
        value={fields.genre}
        onChange={(event) => setFields({ ...fields, genre: event.target.value })}
      />
      <button type="submit" className="btn btn--primary">
        {t('Search')}
      </button>
      {(q || genre) && (
        <button type="button" className="btn btn--secondary" onClick={() => onSearch({})}>
          {t('Show everyone')}
        </button>
      )}
    </form>
  );
}
