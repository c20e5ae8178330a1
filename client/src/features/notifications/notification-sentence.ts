import { notificationText, suspensionEnd, type Notification } from '@three-act/contract/notifications';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../lib/i18n';

/**
 * One notification as a sentence in the language showing. English is the contract's own sentence
 * (the digest mail says the same); another language builds it from the `notifications` words, with
 * the writer's excerpt and the moderator's reason as they wrote them.
 */
export function notificationSentence(item: Notification, t: TFunction<'notifications'>): string {
  if (currentLanguage() === 'en') return notificationText(item);
  const actor = item.actor?.name ?? t('A writer who left');
  const excerpt = item.post?.excerpt ? ` “${item.post.excerpt}”` : '';
  const reason = item.reason ? ` ${t('Reason: {{reason}}', { reason: item.reason })}` : '';
  const comment = item.target === 'comment';
  switch (item.kind) {
    case 'comment':
      return t('{{actor}} commented on your post{{excerpt}}', { actor, excerpt });
    case 'reply':
      return excerpt
        ? t('{{actor}} replied to your comment on{{excerpt}}', { actor, excerpt })
        : t('{{actor}} replied to your comment on a post', { actor });
    case 'removed':
      return (
        (comment
          ? t('A moderator removed your comment{{excerpt}}.', { excerpt })
          : t('A moderator removed your post{{excerpt}}.', { excerpt })) + reason
      );
    case 'report-resolved':
      if (item.resolution === 'removed')
        return comment
          ? t('A comment you reported was removed. Thank you for the report.')
          : t('A post you reported was removed. Thank you for the report.');
      return comment
        ? t('A moderator reviewed a comment you reported and kept it.')
        : t('A moderator reviewed a post you reported and kept it.');
    case 'idea-used':
      return comment
        ? t('A writer used your suggestion{{excerpt}} in their story.', { excerpt })
        : t('A writer used your idea{{excerpt}} in their story.', { excerpt });
    case 'mentioned':
      return item.story?.title
        ? t('{{actor}} mentioned you in a comment on “{{title}}”', { actor, title: item.story.title })
        : t('{{actor}} mentioned you in a comment on a story', { actor });
    case 'suspended':
      return (
        (item.until
          ? t('Your account is suspended until {{end}}.', { end: suspensionEnd(new Date(item.until)) })
          : t('Your account is suspended until a moderator lifts the suspension.')) + reason
      );
  }
}
