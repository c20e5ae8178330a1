import { deleteAccountBody, type DeleteAccountBody } from '@three-act/contract/auth';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { setAlert } from '../../../app/alerts/alert-slice';
import { FormSummary } from '../../../components/ui/form-summary';
import { PasswordField } from '../../../components/ui/password-field';
import { forgetWriter } from '../../../lib/drafts';
import { useApiForm } from '../../../lib/use-api-form';
import { useDownloadMyData } from '../use-download-my-data';
import { useDeleteAccountMutation } from '../auth-api';
import { selectCurrentUser } from '../auth-slice';
import { useAuthT } from '../words';

const empty: DeleteAccountBody = { password: '' };

/**
 * The password the server asks for again, with a copy of everything offered first; then the landing
 * page. Its own chunk: the dashboard's first screen goes without the form's schema (decision 193).
 */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useAuthT();
  const [deleteAccount] = useDeleteAccountMutation();
  const { download, downloading } = useDownloadMyData();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const writer = useAppSelector(selectCurrentUser)?._id;
  const { form, summary, send } = useApiForm<DeleteAccountBody>(deleteAccountBody, empty);
  const { errors, isSubmitting } = form.formState;
  const headingId = useId();
  useEffect(() => form.setFocus('password'), [form]);

  const onValid = async (values: DeleteAccountBody) => {
    if (!(await send(deleteAccount(values)))) return;
    dispatch(setAlert('Account, Outline, & Profile deleted', 'success'));
    void navigate('/');
    if (writer) await forgetWriter(writer);
  };

  return (
    <form className="form card delete-account" onSubmit={form.handleSubmit(onValid)} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Delete your account for good')}</h3>
      <p>
        {t(
          'Your stories, characters, profile, posts and comments go with it. Keep a copy first: a ZIP file with everything you made here.',
        )}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={() => void download()} disabled={downloading}>
          {t('Download my data')}
        </button>
      </div>
      <FormSummary errors={summary} />
      <PasswordField
        label={t('Your password')}
        hint={t('Asked again so no one else at this device can delete your account.')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--danger" disabled={isSubmitting}>
          {t('Delete my account')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
