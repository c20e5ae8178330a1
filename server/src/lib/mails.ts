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

/** One mail in a plain and an HTML part with the same words; every value is escaped in the HTML. */
function composeMail({ to, subject, intro, action, outro }: MailText): Mail {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  const text = ['Hello,', '', ...intro, ...(action ? [action.link] : []), '', ...outro];
  const html = [
    '<p>Hello,</p>',
    ...paragraphs(intro),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
          `<p>Or paste this link into your browser: ${escapeHtml(action.link)}</p>`,
        ]
      : []),
    ...paragraphs(outro),
  ];
  return { to, subject, text: text.join('\n'), html: html.join('\n'), ...(action && { link: action.link }) };
}

export const verificationMail = (to: string, name: string, link: string): Mail =>
  composeMail({
    to,
    subject: 'Verify your e-mail for Three Act',
    intro: [
      `Someone signed up to Three Act with this address, under the name “${name}”.`,
      'Please confirm your e-mail address for Three Act by opening this link:',
    ],
    action: { link, label: 'Verify my e-mail' },
    outro: [
      'Verifying unlocks profile image upload, Brainstorm posts, comments, likes and votes.',
      'The link works once and expires in 48 hours. If you did not sign up, ignore this mail.',
    ],
  });

export const passwordResetMail = (to: string, link: string): Mail =>
  composeMail({
    to,
    subject: 'Reset your Three Act password',
    intro: ['Someone asked to reset the password of the Three Act account with this address.', 'To choose a new one:'],
    action: { link, label: 'Choose a new password' },
    outro: [
      'The link works once and expires in 1 hour; asking again makes this one invalid.',
      'Choosing a new password signs out every device. If you did not ask, ignore this mail: your password stays as it is.',
    ],
  });

export const emailChangeMail = (to: string, name: string, link: string): Mail =>
  composeMail({
    to,
    subject: 'Confirm your new e-mail for Three Act',
    intro: [`The Three Act writer “${name}” asked to use this address from now on.`, 'To confirm it:'],
    action: { link, label: 'Use this address' },
    outro: ['The link works once and expires in 24 hours. If you did not ask, ignore this mail: nothing changes.'],
  });

export const emailChangeNotice = (to: string, newEmail: string, appUrl: string, cancelLink: string): Mail =>
  composeMail({
    to,
    subject: 'Your Three Act e-mail address is about to change',
    intro: [
      `Someone signed in to your Three Act account asked to change its e-mail address to ${newEmail}.`,
      'Nothing changes until that address confirms it. If this was not you, cancel it now:',
    ],
    action: { link: cancelLink, label: 'This was not me — cancel it' },
    outro: [`Then sign in at ${appUrl}/login, change your password and sign out every other device in Settings.`],
  });

export const emailTakenMail = (to: string, appUrl: string): Mail =>
  composeMail({
    to,
    subject: 'You already have a Three Act account',
    intro: [
      'Someone asked to move another Three Act account to this address, but this address already has an account.',
      'Nothing was changed. To sign in to the account you have, or to reset its password:',
    ],
    action: { link: `${appUrl}/forgot`, label: 'Reset my password' },
    outro: ['If you did not ask, ignore this mail.'],
  });

/** To an address's owner when someone signs up with it (the sign-up itself answers "User already exists"). */
export const signupTakenMail = (to: string, appUrl: string): Mail =>
  composeMail({
    to,
    subject: 'Someone tried to sign up with your address',
    intro: [
      'Someone tried to create a Three Act account with this address, which already has one.',
      'Nothing was changed and no new account was made. If it was you, sign in, or reset your password:',
    ],
    action: { link: `${appUrl}/forgot`, label: 'Reset my password' },
    outro: ['If it was not you, you need not do anything: your account and its password are as they were.'],
  });

interface DigestContent {
  /** Each notification as one sentence, oldest first. */
  lines: string[];
  /** More notifications came than the mail lists. */
  more: boolean;
  appUrl: string;
  /** The page that turns the digest off with one button (for a person). */
  unsubscribePage: string;
  /** The RFC 8058 one-click address mail programs POST to. */
  oneClick: string;
}

/** The daily digest of unread notifications, with List-Unsubscribe and one-click unsubscribe (RFC 8058). */
export function digestMail(to: string, { lines, more, appUrl, unsubscribePage, oneClick }: DigestContent): Mail {
  const mail = composeMail({
    to,
    subject: `Three Act: ${lines.length}${more ? '+' : ''} new notification${lines.length === 1 && !more ? '' : 's'}`,
    intro: ['Here is what happened on Three Act since your last digest:', ...lines.map((line) => `• ${line}`)],
    action: { link: `${appUrl}/notifications`, label: more ? 'See them all' : 'Open your notifications' },
    outro: [
      'You get this mail because you turned on the daily digest in Settings.',
      `To stop it, open ${unsubscribePage} or turn it off in Settings.`,
    ],
  });
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
