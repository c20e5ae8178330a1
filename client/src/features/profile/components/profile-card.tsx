import { Link } from 'react-router-dom';
import type { Profile } from '@three-act/contract/profile';
import { useProfileT } from '../words';

const CARD_GENRES = 4;

/** One writer on /profiles: avatar, name, status, company, location and at most 4 genres (docs/product.md#screens). */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useProfileT();
  const { user } = profile;
  return (
    <li className="card profile-card">
      <img className="avatar avatar--medium" src={user.avatar} alt="" width={96} height={96} loading="lazy" />
      <div className="profile-card__body">
        <h2 className="profile-card__name">{user.name}</h2>
        <p className="profile-card__status">
          {t(profile.status)}
          {profile.company && <span> {t('at {{company}}', { company: profile.company })}</span>}
        </p>
        {profile.location && <p className="muted profile-card__location">{profile.location}</p>}
        <ul className="genre-list" aria-label={t('Genres')}>
          {profile.genres.slice(0, CARD_GENRES).map((genre) => (
            <li key={genre} className="genre-list__item">
              {genre}
            </li>
          ))}
        </ul>
        <Link to={`/profile/${user._id}`} className="btn btn--secondary profile-card__link">
          {t('View profile')}
          <span className="visually-hidden"> {t('of {{name}}', { name: user.name })}</span>
        </Link>
      </div>
    </li>
  );
}
