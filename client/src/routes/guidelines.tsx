import { InfoPage } from '../components/layout/info-page';
import { guidelines } from '../content/guidelines';
import { useContactEmail } from '../features/config/config-api';

export function Guidelines() {
  const contactEmail = useContactEmail();
  return <InfoPage document={guidelines} contactEmail={contactEmail} />;
}
