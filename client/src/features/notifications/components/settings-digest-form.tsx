import type { EmailDigest } from '@three-act/contract/notifications';
import { RadioGroup, type RadioOption } from '../../../components/ui/radio-group';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useSetPreferencesMutation } from '../notifications-api';

const CHOICES: RadioOption<EmailDigest>[] = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Once a day, when there is something new' },
];

/** The e-mail digest of unread notifications: off by default; a choice saves at once. */
export function DigestForm({ emailDigest }: { emailDigest: EmailDigest }) {
  const [setPreferences, { isLoading, originalArgs }] = useSetPreferencesMutation();
  const feedback = useFeedback();
  const shown = isLoading && originalArgs ? originalArgs.emailDigest : emailDigest;
  return (
    <section className="card" aria-labelledby="digest-heading">
      <h2 id="digest-heading">Notifications by e-mail</h2>
      <RadioGroup
        className="choice-list"
        legend="A digest of your unread notifications"
        name="emailDigest"
        options={CHOICES}
        value={shown}
        disabled={isLoading}
        onChange={(value) =>
          void feedback(
            setPreferences({ emailDigest: value }),
            value === 'off' ? 'The daily digest is off' : 'You will get a daily digest',
          )
        }
      />
    </section>
  );
}
