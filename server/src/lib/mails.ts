import { suspensionEnd, type Notification } from '@three-act/contract/notifications';
import type { MemberRole } from '@three-act/contract/members';
import type { TFunction } from 'i18next';
import { wordsOf, type Language } from './i18n';
import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface MailText {
  to: string;
  subject: string;
  /** Paragraphs before the link. Writer-given text (a name) is quoted inside them, one line each. */
  intro: string[];
  /** The link and the words of its button; a notice without a link leaves it out. */
  action?: { link: string; label: string };
  /** Paragraphs after the link. */
  outro: string[];
}

/**
 * One mail in a plain and an HTML part with the same words, in the recipient's language (decision
 * 187); every value is escaped in the HTML. The words come translated with the writer's own text
 * (a name, a post's excerpt) as values inside them, never translated themselves.
 */
function composeMail(t: TFunction, { to, subject, intro, action, outro }: MailText): Mail {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  const hello = t('Hello,');
  const text = [hello, '', ...intro, ...(action ? [action.link] : []), '', ...outro];
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...paragraphs(intro),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
          `<p>${escapeHtml(t('Or paste this link into your browser: {{link}}', { link: action.link }))}</p>`,
        ]
      : []),
    ...paragraphs(outro),
  ];
  return { to, subject, text: text.join('\n'), html: html.join('\n'), ...(action && { link: action.link }) };
}

export function verificationMail(to: string, name: string, link: string, language: Language = 'en'): Mail {
  const t = wordsOf(language, 'mails');
  return composeMail(t, {
    to,
    subject: t('Verify your e-mail for Three Act'),
    intro: [
      t('Someone signed up to Three Act with this address, under the name “{{name}}”.', { name }),
      t('Please confirm your e-mail address for Three Act by opening this link:'),
    ],
    action: { link, label: t('Verify my e-mail') },
    outro: [
      t('Verifying unlocks profile image upload, Brainstorm posts, comments, likes and votes.'),
      t('The link works once and expires in 48 hours. If you did not sign up, ignore this mail.'),
    ],
  });
}

export function passwordResetMail(to: string, link: string, language: Language = 'en'): Mail {
  const t = wordsOf(language, 'mails');
  return composeMail(t, {
    to,
    subject: t('Reset your Three Act password'),
    intro: [
      t('Someone asked to reset the password of the Three Act account with this address.'),
      t('To choose a new one:'),
    ],
    action: { link, label: t('Choose a new password') },
    outro: [
      t('The link works once and expires in 1 hour; asking again makes this one invalid.'),
      t(
        'Choosing a new password signs out every device. If you did not ask, ignore this mail: your password stays as it is.',
      ),
    ],
  });
}

/**
 * An invitation to plot a story together (decision 189). The inviter's name and the story's title
 * are the writer's own words, quoted; the role is said in the recipient's language.
 */
export function invitationMail(
  to: string,
  { inviter, title, role, link }: { inviter: string; title: string | null; role: MemberRole; link: string },
  language: Language = 'en',
): Mail {
  const t = wordsOf(language, 'mails');
  const story = title ?? t('an untitled story');
  return composeMail(t, {
    to,
    subject: t('{{inviter}} invites you to plot “{{title}}” on Three Act', { inviter, title: story }),
    intro: [
      role === 'coauthor'
        ? t(
            '{{inviter}} invites you to plot the story “{{title}}” with them as a co-author: you can change everything in it.',
            {
              inviter,
              title: story,
            },
          )
        : t('{{inviter}} invites you to read the story “{{title}}” as a critic: you can read everything in it.', {
            inviter,
            title: story,
          }),
      t('To accept, sign in or sign up with this e-mail address and open this link:'),
    ],
    action: { link, label: t('See the invitation') },
    outro: [t('The link works once and expires in 7 days. If you do not know this writer, ignore this mail.')],
  });
}

export function emailChangeMail(to: string, name: string, link: string, language: Language = 'en'): Mail {
  const t = wordsOf(language, 'mails');
  return composeMail(t, {
    to,
    subject: t('Confirm your new e-mail for Three Act'),
    intro: [t('The Three Act writer “{{name}}” asked to use this address from now on.', { name }), t('To confirm it:')],
    action: { link, label: t('Use this address') },
    outro: [t('The link works once and expires in 24 hours. If you did not ask, ignore this mail: nothing changes.')],
  });
}

export function emailChangeNotice(
  to: string,
  newEmail: string,
  appUrl: string,
  cancelLink: string,
  language: Language = 'en',
): Mail {
  const t = wordsOf(language, 'mails');
  return composeMail(t, {
    to,
    subject: t('Your Three Act e-mail address is about to change'),
    intro: [
      t('Someone signed in to your Three Act account asked to change its e-mail address to {{email}}.', {
        email: newEmail,
      }),
      t('Nothing changes until that address confirms it. If this was not you, cancel it now:'),
    ],
    action: { link: cancelLink, label: t('This was not me — cancel it') },
    outro: [
      t('Then sign in at {{link}}, change your password and sign out every other device in Settings.', {
        link: `${appUrl}/login`,
      }),
    ],
  });
}

export function emailTakenMail(to: string, appUrl: string, language: Language = 'en'): Mail {
  const t = wordsOf(language, 'mails');
  return composeMail(t, {
    to,
    subject: t('You already have a Three Act account'),
    intro: [
      t('Someone asked to move another Three Act account to this address, but this address already has an account.'),
      t('Nothing was changed. To sign in to the account you have, or to reset its password:'),
    ],
    action: { link: `${appUrl}/forgot`, label: t('Reset my password') },
    outro: [t('If you did not ask, ignore this mail.')],
  });
}

/** To an address's owner when someone signs up with it (the sign-up itself answers "User already exists"). */
export function signupTakenMail(to: string, appUrl: string, language: Language = 'en'): Mail {
  const t = wordsOf(language, 'mails');
  return composeMail(t, {
    to,
    subject: t('Someone tried to sign up with your address'),
    intro: [
      t('Someone tried to create a Three Act account with this address, which already has one.'),
      t('Nothing was changed and no new account was made. If it was you, sign in, or reset your password:'),
    ],
    action: { link: `${appUrl}/forgot`, label: t('Reset my password') },
    outro: [t('If it was not you, you need not do anything: your account and its password are as they were.')],
  });
}

/** "30 November 2026 at 14:05 UTC" in the recipient's language. */
const endOf = (until: Date, language: Language) =>
  language === 'en'
    ? suspensionEnd(until)
    : `${until.toLocaleString(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/**
 * One notification as a sentence in the recipient's language: in English the same words as the
 * contract's `notificationText` (the bell and the notifications page), the names and excerpts as
 * the writers wrote them.
 */
export function notificationLine(item: Notification, language: Language = 'en'): string {
  const t = wordsOf(language, 'mails');
  const actor = item.actor?.name ?? t('A writer who left');
  const excerpt = item.post?.excerpt ?? '';
  const reason = item.reason ? ` ${t('Reason: {{reason}}', { reason: item.reason })}` : '';
  const comment = item.target === 'comment';
  switch (item.kind) {
    case 'comment':
      return excerpt
        ? t('{{actor}} commented on your post “{{excerpt}}”', { actor, excerpt })
        : t('{{actor}} commented on your post', { actor });
    case 'reply':
      return excerpt
        ? t('{{actor}} replied to your comment on “{{excerpt}}”', { actor, excerpt })
        : t('{{actor}} replied to your comment on a post', { actor });
    case 'removed': {
      const removed = comment
        ? excerpt
          ? t('A moderator removed your comment “{{excerpt}}”.', { excerpt })
          : t('A moderator removed your comment.')
        : excerpt
          ? t('A moderator removed your post “{{excerpt}}”.', { excerpt })
          : t('A moderator removed your post.');
      return `${removed}${reason}`;
    }
    case 'report-resolved':
      if (item.resolution === 'removed') {
        return comment
          ? t('A comment you reported was removed. Thank you for the report.')
          : t('A post you reported was removed. Thank you for the report.');
      }
      return comment
        ? t('A moderator reviewed a comment you reported and kept it.')
        : t('A moderator reviewed a post you reported and kept it.');
    case 'mentioned':
      return item.story?.title
        ? t('{{actor}} mentioned you in a comment on “{{title}}”', { actor, title: item.story.title })
        : t('{{actor}} mentioned you in a comment on a story', { actor });
    case 'idea-used':
      if (comment) {
        return excerpt
          ? t('A writer used your suggestion “{{excerpt}}” in their story.', { excerpt })
          : t('A writer used your suggestion in their story.');
      }
      return excerpt
        ? t('A writer used your idea “{{excerpt}}” in their story.', { excerpt })
        : t('A writer used your idea in their story.');
    case 'suspended': {
      const until = item.until
        ? t('Your account is suspended until {{until}}.', { until: endOf(new Date(item.until), language) })
        : t('Your account is suspended until a moderator lifts the suspension.');
      return `${until}${reason}`;
    }
  }
}

interface DigestContent {
  /** Each notification, oldest first. */
  items: Notification[];
  /** More notifications came than the mail lists. */
  more: boolean;
  appUrl: string;
  /** The page that turns the digest off with one button (for a person). */
  unsubscribePage: string;
  /** The RFC 8058 one-click address mail programs POST to. */
  oneClick: string;
  /** The recipient's language. */
  language?: Language;
}

/** The daily digest of unread notifications, with List-Unsubscribe and one-click unsubscribe (RFC 8058). */
export function digestMail(
  to: string,
  { items, more, appUrl, unsubscribePage, oneClick, language = 'en' }: DigestContent,
): Mail {
  const t = wordsOf(language, 'mails');
  const count = items.length;
  const mail = composeMail(t, {
    to,
    subject: more
      ? t('Three Act: {{count}}+ new notifications', { count })
      : t('Three Act: {{count}} new notifications', { count }),
    intro: [
      t('Here is what happened on Three Act since your last digest:'),
      ...items.map((item) => `• ${notificationLine(item, language)}`),
    ],
    action: { link: `${appUrl}/notifications`, label: more ? t('See them all') : t('Open your notifications') },
    outro: [
      t('You get this mail because you turned on the daily digest in Settings.'),
      t('To stop it, open {{link}} or turn it off in Settings.', { link: unsubscribePage }),
    ],
  });
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
