import { InfoPage } from '../components/layout/info-page';
import { guidelines } from '../content/guidelines';
import { useContactEmail } from '../features/config/config-api';
import { useInfoDocument } from '../components/layout/use-info-document';
import { Spinner } from '../components/ui/spinner';

export function Guidelines() {
  const contactEmail = useContactEmail();
  const info = useInfoDocument('guidelines', guidelines);
  if (!info) return <Spinner />;
  return <InfoPage document={info.document} translated={info.translated} contactEmail={contactEmail} />;
}
