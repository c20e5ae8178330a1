import type { MemberRole, StoryRole } from '@three-act/contract/members';
import english from '../../locales/en/together.json';
import { namespace } from '../../lib/i18n';

/** The words of a story's members, their roles and invitations (`src/locales/<language>/together.json`). */
export const useTogetherT = namespace('together', english);

export type TogetherT = ReturnType<typeof useTogetherT>['t'];

/** A role's name: "Owner", "Co-author", "Critic". */
export const roleName = (t: TogetherT, role: StoryRole): string =>
  role === 'owner' ? t('Owner') : role === 'critic' ? t('Critic') : t('Co-author');

/** What a member's role lets them do, in one line. */
export const roleHint = (t: TogetherT, role: MemberRole): string =>
  role === 'critic'
    ? t('Critics read the whole story and comment on it.')
    : t('Co-authors edit everything, but cannot delete the story or manage its members.');
