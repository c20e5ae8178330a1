import { changeEmailBody, type ChangeEmailBody } from '@three-act/contract/auth';
import type { Me } from '@three-act/contract/users';
import { FormSummary } from '../../../components/ui/form-summary';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField } from '../../../components/ui/email-field';
import { useAppDispatch } from '../../../app/hooks';
import { useApiForm } from '../../../lib/use-api-form';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useCancelEmailChangeMutation, useChangeEmailMutation } from '../account-api';
import { useAuthT } from '../words';
import { Trans } from 'react-i18next';

const empty: ChangeEmailBody = { email: '', password: '' };

/** A new address counts once its mailed link is opened; until then the pending change is shown. */
export function EmailForm({ account }: { account: Me }) {
  const { t } = useAuthT();
  const [changeEmail] = useChangeEmailMutation();
  const [cancelEmailChange, { isLoading: cancelling }] = useCancelEmailChangeMutation();
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const { form, summary, send } = useApiForm<ChangeEmailBody>(changeEmailBody, empty);
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: ChangeEmailBody) => {
    const message = await send(changeEmail(values));
    if (!message) return;
    form.reset(empty);
    dispatch(setAlert(message, 'success'));
  };

  return (
    <form className="form card" id="email" onSubmit={form.handleSubmit(onValid)} aria-labelledby="email-heading">
      <h2 id="email-heading">{t('E-mail address')}</h2>
      <p className="settings__current">
        <strong className="settings__wrap">{account.email}</strong>{' '}
        <span className="badge">{account.emailVerified ? t('verified') : t('not verified')}</span>
      </p>
      {account.pendingEmail && (
        <p className="notice" role="status">
          <Trans
            t={t}
            i18nKey="Waiting for confirmation: <strong>{{email}}</strong>. Open the link we sent there (it works for 24 hours); until then your address stays as it is."
            values={{ email: account.pendingEmail }}
            components={{ strong: <strong className="settings__wrap" /> }}
          />{' '}
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={cancelling}
            onClick={() => void feedback(cancelEmailChange(), (message) => message)}
          >
            {t('Cancel the change')}
          </button>
        </p>
      )}
      <FormSummary errors={summary} />
      <EmailField label={t('New e-mail address')} error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={t('Your password')}
        autoComplete="current-password"
        required
        hint={t('To make sure it is you.')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('Change e-mail')}
        </button>
      </div>
    </form>
  );
}
