import { InfoPage } from '../components/layout/info-page';
import { termsOfService } from '../content/legal';
import { useContactEmail } from '../features/config/config-api';

export function Terms() {
  const contactEmail = useContactEmail();
  return <InfoPage document={termsOfService} contactEmail={contactEmail} />;
}
