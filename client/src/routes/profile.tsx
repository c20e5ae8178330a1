import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { SOCIAL_FIELDS, type SocialField, type Work } from '@three-act/contract/profile';
import { useGetProfileQuery } from '../features/profile/profile-api';
import { useProfileT } from '../features/profile/words';

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
  const { t } = useProfileT();
  return (
    <li className="work">
      <h3 className="work__title">
        {work.url ? <ExternalLink href={work.url}>{work.title}</ExternalLink> : work.title}
      </h3>
      <p className="muted work__meta">
        {t('by {{author}}', { author: work.author })}
        {work.genre && <> · {work.genre}</>}
      </p>
      {work.desc && <p className="work__desc">{work.desc}</p>}
      {work.asin && (
        <p>
          <ExternalLink href={`https://www.amazon.com/dp/${encodeURIComponent(work.asin)}`}>
            {t('View on Amazon')}
            <span className="visually-hidden">: {work.title}</span>
          </ExternalLink>
        </p>
      )}
    </li>
  );
}

export function Profile() {
  const { t } = useProfileT();
  const { id = '' } = useParams();
  // A profile can change at any time: each visit asks again (the cached one shows meanwhile).
  const { currentData: profile, isError } = useGetProfileQuery(id, { refetchOnMountOrArgChange: true });
  const currentUser = useAppSelector(selectCurrentUser);

  const back = (
    <Link to="/profiles" className="btn btn--secondary">
      {t('Back to profiles')}
    </Link>
  );

  if (profile === null) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Profile Not Found')} />
        <h1>{t('Profile Not Found')}</h1>
        <p className="lead">{t('This writer has no public profile, or the account no longer exists.')}</p>
        {back}
      </section>
    );
  }
  if (isError) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Writer Profile')} />
        <h1>{t('Writer Profile')}</h1>
        <p className="lead">{t('The profile could not be loaded. Please try again.')}</p>
        {back}
      </section>
    );
  }
  if (!profile || profile.user._id !== id) return <Spinner label={t('Loading the profile')} />;

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
            {t('Edit Profile')}
          </Link>
        )}
      </div>

      <header className="card profile-page__header">
        <img
          className="avatar avatar--large"
          src={user.avatar}
          alt={t("{{name}}'s profile photo", { name: user.name })}
          width={160}
          height={160}
        />
        <div className="profile-page__intro">
          <h1 className="profile-page__name">{user.name}</h1>
          <p className="profile-page__status">
            {t(profile.status)}
            {profile.company && <span> {t('at {{company}}', { company: profile.company })}</span>}
          </p>
          {profile.location && <p className="muted">{profile.location}</p>}
          {(profile.website || profile.amazonauthor || links.length > 0) && (
            <ul className="profile-page__links" aria-label={t('Links')}>
              {profile.website && (
                <li>
                  <ExternalLink href={profile.website}>{t('Website')}</ExternalLink>
                </li>
              )}
              {profile.amazonauthor && (
                <li>
                  <ExternalLink href={profile.amazonauthor}>{t('Amazon author page')}</ExternalLink>
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
          <h2 id="bio-heading">{t('About {{name}}', { name: user.name.split(' ')[0] })}</h2>
          {profile.bio ? (
            <p className="profile-page__bio">{profile.bio}</p>
          ) : (
            <p className="muted">{t('No bio yet.')}</p>
          )}
          <h3>{t('Genres')}</h3>
          <ul className="genre-list" aria-label={t('Genres')}>
            {profile.genres.map((genre) => (
              <li key={genre} className="genre-list__item">
                {genre}
              </li>
            ))}
          </ul>
        </section>

        <section className="card" aria-labelledby="works-heading">
          <h2 id="works-heading">{t('Finished works')}</h2>
          {profile.works.length > 0 ? (
            <ul className="work-list">
              {profile.works.map((work) => (
                <WorkItem key={work._id} work={work} />
              ))}
            </ul>
          ) : (
            <p className="muted">{t('No finished works added.')}</p>
          )}
        </section>
      </div>
    </article>
  );
}
