import { InfoPage } from '../components/layout/info-page';
import { termsOfService } from '../content/legal';
import { useContactEmail } from '../features/config/use-contact-email';

export function Terms() {
  const contactEmail = useContactEmail();
  return <InfoPage document={termsOfService} contactEmail={contactEmail} />;
}
