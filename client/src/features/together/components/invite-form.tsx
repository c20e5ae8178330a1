import { invitationBody, MEMBER_ROLES, type InvitationBody } from '@three-act/contract/members';
import { useAppDispatch } from '../../../app/hooks';
import { setAlert } from '../../../app/alerts/alert-slice';
import { EmailField } from '../../../components/ui/email-field';
import { FormSummary } from '../../../components/ui/form-summary';
import { SelectField } from '../../../components/ui/select-field';
import { useApiForm } from '../../../lib/use-api-form';
import { useInviteMemberMutation } from '../members-api';
import { roleHint, roleName, useTogetherT } from '../words';

const noInvitation: InvitationBody = { email: '', role: 'coauthor' };

/**
 * The owner invites a writer by e-mail, as a co-author or a critic: the server mails them a link
 * (`/invitations/{token}`) and the invitation waits under "Pending invitations" until they accept.
 */
export function InviteForm({ story }: { story: string }) {
  const { t } = useTogetherT();
  const dispatch = useAppDispatch();
  const [inviteMember] = useInviteMemberMutation();
  const { form, summary, send } = useApiForm<InvitationBody>(invitationBody, noInvitation);
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ email, role }: InvitationBody) => {
    if (!(await send(inviteMember({ story, email, role })))) return;
    // The next invitation is often for the same role.
    form.reset({ email: '', role });
    dispatch(setAlert(t('Invitation sent to {{email}}', { email }), 'success'));
  };

  return (
    <form className="members-panel__invite" aria-labelledby="invite-heading" onSubmit={form.handleSubmit(onValid)}>
      <h3 id="invite-heading">{t('Invite a writer')}</h3>
      <FormSummary errors={summary} />
      <EmailField label={t('Their e-mail address')} error={errors.email?.message} {...form.register('email')} />
      <SelectField
        label={t('Role')}
        options={MEMBER_ROLES.map((role) => ({ value: role, label: roleName(t, role) }))}
        hint={MEMBER_ROLES.map((role) => (
          <span key={role} className="members-panel__role-hint">
            {roleHint(t, role)}
          </span>
        ))}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        {t('Send the invitation')}
      </button>
    </form>
  );
}
