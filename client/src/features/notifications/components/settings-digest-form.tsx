import type { EmailDigest } from '@three-act/contract/notifications';
import { RadioGroup, type RadioOption } from '../../../components/ui/radio-group';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useSetPreferencesMutation } from '../notifications-api';
import { useNotificationsT } from '../words';

/** The choices' English, the keys of their words (translated where shown). */
const CHOICES: RadioOption<EmailDigest>[] = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Once a day, when there is something new' },
];

/** The e-mail digest of unread notifications: off by default; a choice saves at once. */
export function DigestForm({ emailDigest }: { emailDigest: EmailDigest }) {
  const { t } = useNotificationsT();
  const [setPreferences, { isLoading, originalArgs }] = useSetPreferencesMutation();
  const feedback = useFeedback();
  const shown = isLoading && originalArgs ? originalArgs.emailDigest : emailDigest;
  return (
    <section className="card" aria-labelledby="digest-heading">
      <h2 id="digest-heading">{t('Notifications by e-mail')}</h2>
      <RadioGroup
        className="choice-list"
        legend={t('A digest of your unread notifications')}
        name="emailDigest"
        options={CHOICES.map((choice) => ({ ...choice, label: t(choice.label as string) }))}
        value={shown}
        disabled={isLoading}
        onChange={(value) =>
          void feedback(
            setPreferences({ emailDigest: value }),
            value === 'off' ? t('The daily digest is off') : t('You will get a daily digest'),
          )
        }
      />
    </section>
  );
}
