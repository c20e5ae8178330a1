import { InfoPage } from '../components/layout/info-page';
import { useInfoDocument } from '../components/layout/use-info-document';
import { Spinner } from '../components/ui/spinner';
import { privacyPolicy } from '../content/legal';
import { useContactEmail } from '../features/config/config-api';

/** In another language its own text, saying that the English text prevails (content/translated-info.ts). */
export function Privacy() {
  const contactEmail = useContactEmail();
  const info = useInfoDocument('privacy', privacyPolicy);
  if (!info) return <Spinner />;
  return <InfoPage document={info.document} translated={info.translated} contactEmail={contactEmail} />;
}
