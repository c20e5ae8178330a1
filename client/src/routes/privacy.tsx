import { InfoPage } from '../components/layout/info-page';
import { privacyPolicy } from '../content/legal';
import { useContactEmail } from '../features/config/config-api';

export function Privacy() {
  const contactEmail = useContactEmail();
  return <InfoPage document={privacyPolicy} contactEmail={contactEmail} />;
}
