import { Link } from 'react-router-dom';
import { InfoPage } from '../components/layout/info-page';
import { about } from '../content/about';
import { useInfoDocument } from '../components/layout/use-info-document';
import { Spinner } from '../components/ui/spinner';
import { useUiT } from '../lib/ui-words';

export function About() {
  const { t } = useUiT();
  const info = useInfoDocument('about', about);
  if (!info) return <Spinner />;
  return (
    <InfoPage document={info.document} translated={info.translated}>
      <nav className="info-page__related" aria-label={t('Related pages')}>
        <Link to="/tos">{t('Terms of Service')}</Link>
        <Link to="/privacy">{t('Privacy Policy')}</Link>
        <Link to="/guidelines">{t('Community Guidelines')}</Link>
      </nav>
    </InfoPage>
  );
}
