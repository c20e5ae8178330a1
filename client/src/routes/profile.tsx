import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { SOCIAL_FIELDS, type SocialField, type Work } from '@three-act/contract/profile';
import { useGetProfileQuery } from '../features/profile/profile-api';

const SOCIAL_NAMES: Record<SocialField, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

/** Every link a writer entered leaves the site: new tab, no opener, no referrer, and marked as user-given (nofollow ugc) so spam earns no ranking. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="nofollow ugc noopener noreferrer">
      {children}
    </a>
  );
}

function WorkItem({ work }: { work: Work }) {
  return (
    <li className="work">
      <h3 className="work__title">
        {work.url ? <ExternalLink href={work.url}>{work.title}</ExternalLink> : work.title}
      </h3>
      <p className="muted work__meta">
        by {work.author}
        {work.genre && <> · {work.genre}</>}
      </p>
      {work.desc && <p className="work__desc">{work.desc}</p>}
      {work.asin && (
        <p>
          <ExternalLink href={`https://www.amazon.com/dp/${encodeURIComponent(work.asin)}`}>
            View on Amazon<span className="visually-hidden">: {work.title}</span>
          </ExternalLink>
        </p>
      )}
    </li>
  );
}

export function Profile() {
  const { id = '' } = useParams();
  // A profile can change at any time: each visit asks again (the cached one shows meanwhile).
  const { currentData: profile, isError } = useGetProfileQuery(id, { refetchOnMountOrArgChange: true });
  const currentUser = useAppSelector(selectCurrentUser);

  const back = (
    <Link to="/profiles" className="btn btn--secondary">
      Back to profiles
    </Link>
  );

  if (profile === null) {
    return (
      <section className="page page--narrow">
        <PageTitle title="Profile Not Found" />
        <h1>Profile Not Found</h1>
        <p className="lead">This writer has no public profile, or the account no longer exists.</p>
        {back}
      </section>
    );
  }
  if (isError) {
    return (
      <section className="page page--narrow">
        <PageTitle title="Writer Profile" />
        <h1>Writer Profile</h1>
        <p className="lead">The profile could not be loaded. Please try again.</p>
        {back}
      </section>
    );
  }
  if (!profile || profile.user._id !== id) return <Spinner label="Loading the profile" />;

  const { user, social } = profile;
  const links = SOCIAL_FIELDS.filter((field) => social[field]);
  const isOwner = currentUser?._id === user._id;

  return (
    <article className="page profile-page">
      <PageTitle title={user.name} />
      <div className="button-row profile-page__actions">
        {back}
        {isOwner && (
          <Link to="/edit-profile" className="btn btn--primary">
            Edit Profile
          </Link>
        )}
      </div>

      <header className="card profile-page__header">
        <img
          className="avatar avatar--large"
          src={user.avatar}
          alt={`${user.name}'s profile photo`}
          width={160}
          height={160}
        />
        <div className="profile-page__intro">
          <h1 className="profile-page__name">{user.name}</h1>
          <p className="profile-page__status">
            {profile.status}
            {profile.company && <span> at {profile.company}</span>}
          </p>
          {profile.location && <p className="muted">{profile.location}</p>}
          {(profile.website || profile.amazonauthor || links.length > 0) && (
            <ul className="profile-page__links" aria-label="Links">
              {profile.website && (
                <li>
                  <ExternalLink href={profile.website}>Website</ExternalLink>
                </li>
              )}
              {profile.amazonauthor && (
                <li>
                  <ExternalLink href={profile.amazonauthor}>Amazon author page</ExternalLink>
                </li>
              )}
              {links.map((field) => (
                <li key={field}>
                  <ExternalLink href={social[field]}>{SOCIAL_NAMES[field]}</ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <div className="profile-page__grid">
        <section className="card" aria-labelledby="bio-heading">
          <h2 id="bio-heading">About {user.name.split(' ')[0]}</h2>
          {profile.bio ? <p className="profile-page__bio">{profile.bio}</p> : <p className="muted">No bio yet.</p>}
          <h3>Genres</h3>
          <ul className="genre-list" aria-label="Genres">
            {profile.genres.map((genre) => (
              <li key={genre} className="genre-list__item">
                {genre}
              </li>
            ))}
          </ul>
        </section>

        <section className="card" aria-labelledby="works-heading">
          <h2 id="works-heading">Finished works</h2>
          {profile.works.length > 0 ? (
            <ul className="work-list">
              {profile.works.map((work) => (
                <WorkItem key={work._id} work={work} />
              ))}
            </ul>
          ) : (
            <p className="muted">No finished works added.</p>
          )}
        </section>
      </div>
    </article>
  );
}
