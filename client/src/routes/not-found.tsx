import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { useUiT } from '../lib/ui-words';

export function NotFound() {
  const { t } = useUiT();
  return (
    <section className="page page--narrow">
      <PageTitle title={t('Page Not Found')} />
      <h1>{t('Page Not Found')}</h1>
      <p className="lead">{t('Oops. The requested page could not be found.')}</p>
      <p>
        <Link to="/" className="btn btn--primary">
          {t('Go to the home page')}
        </Link>
      </p>
    </section>
  );
}
