import {
  FORGOT_MESSAGE,
  INVALID_EMAIL_CANCEL_LINK,
  INVALID_EMAIL_LINK,
  INVALID_RESET_LINK,
  INVALID_VERIFY_LINK,
} from '@three-act/contract/auth';
import { LANGUAGE_MESSAGE } from '@three-act/contract/languages';
import { INVALID_INVITATION_LINK, ROLE_MESSAGE } from '@three-act/contract/members';
import { notificationText, type Notification } from '@three-act/contract/notifications';
import { PASSWORD_LENGTH_MESSAGE, STAFF_NAME_MESSAGE } from '@three-act/contract/users';
import enMessages from './en/messages.json';
import { SERVER_BUSY, TOO_MANY_SIGN_INS, TOO_MANY_UPLOADS } from '../middleware/work-gate';
import { AVATAR_TOO_LARGE, NOT_AN_IMAGE } from '../modules/users/avatar.service';
import { matchLanguage, translateMessage } from '../lib/i18n';
import { notificationLine } from '../lib/mails';
import { CONFLICTING_SESSIONS } from '../lib/session-cookie';
import {
  ALREADY_MEMBER,
  INVITATION_ELSEWHERE,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_USED,
  INVITE_YOURSELF,
  MEMBER_NOT_FOUND,
  ONLY_COAUTHOR_OWNS,
  OWNER_STAYS,
  YOU_ARE_A_MEMBER,
} from '../modules/together/members.service';
import { CRITIC_READS_ONLY, ONLY_THE_OWNER, STORY_NOT_FOUND } from '../modules/together/story-access';
import {
  AUTHOR_OR_OWNER,
  COMMENT_NOT_FOUND,
  ONLY_ITS_AUTHOR,
  REPLY_HAS_NO_TARGET,
  REPLY_NOT_RESOLVED,
  REPLY_TO_A_THREAD,
} from '../modules/together/comments.service';
import { ANCHOR_MESSAGE } from '@three-act/contract/comments';

// Decision 187.

test('the messages the code names by constant are keys, so a changed English text cannot drift silently', () => {
  const keys = Object.keys(enMessages);
  for (const message of [
    PASSWORD_LENGTH_MESSAGE,
    STAFF_NAME_MESSAGE,
    LANGUAGE_MESSAGE,
    INVALID_VERIFY_LINK,
    INVALID_RESET_LINK,
    INVALID_EMAIL_LINK,
    INVALID_EMAIL_CANCEL_LINK,
    FORGOT_MESSAGE,
    CONFLICTING_SESSIONS,
    NOT_AN_IMAGE,
    AVATAR_TOO_LARGE,
    TOO_MANY_SIGN_INS,
    TOO_MANY_UPLOADS,
    SERVER_BUSY,
    INVALID_INVITATION_LINK,
    ROLE_MESSAGE,
    STORY_NOT_FOUND,
    CRITIC_READS_ONLY,
    ONLY_THE_OWNER,
    INVITE_YOURSELF,
    ALREADY_MEMBER,
    YOU_ARE_A_MEMBER,
    INVITATION_USED,
    INVITATION_EXPIRED,
    INVITATION_ELSEWHERE,
    MEMBER_NOT_FOUND,
    INVITATION_NOT_FOUND,
    OWNER_STAYS,
    ONLY_COAUTHOR_OWNS,
    COMMENT_NOT_FOUND,
    ONLY_ITS_AUTHOR,
    AUTHOR_OR_OWNER,
    REPLY_NOT_RESOLVED,
    REPLY_TO_A_THREAD,
    REPLY_HAS_NO_TARGET,
    ANCHOR_MESSAGE,
  ]) {
    expect(keys).toContain(message);
  }
});

test('a tag finds the closest language', () => {
  expect(matchLanguage('de-AT')).toBe('de');
  expect(matchLanguage('pt')).toBe('pt-BR');
  expect(matchLanguage('PT-pt')).toBe('pt-BR');
  expect(matchLanguage('ja')).toBeUndefined();
  expect(matchLanguage(null)).toBeUndefined();
});

test('a message is translated whole or with its values as they came; anything else stays as it is', () => {
  expect(translateMessage('en', 'Not found')).toBe('Not found');
  expect(translateMessage('de', 'Not found')).toBe('Nicht gefunden');
  expect(translateMessage('fr', 'A message nobody translated')).toBe('A message nobody translated');
  expect(translateMessage('fr', 'Request body is too large (limit 1 MB)')).toBe(
    'Le corps de la requête est trop volumineux (limite 1 Mo)',
  );
  // A value is never read for placeholders or nesting.
  expect(
    translateMessage(
      'pl',
      'We sent a link to {{limit}}$t(Not found)@x.org: open it to use this address. Until then, nothing changes.',
    ),
  ).toBe(
    'Wysłaliśmy link na {{limit}}$t(Not found)@x.org: otwórz go, aby używać tego adresu. Do tego czasu nic się nie zmienia.',
  );
});

describe('a digest line in English is the sentence the bell shows', () => {
  const base: Notification = {
    _id: 'n1',
    kind: 'comment',
    post: { _id: 'p1', excerpt: 'Where should act two turn?' },
    actor: { _id: 'u1', name: 'Cleo {{Commenter}}', avatar: '/a' },
    comment: null,
    reason: null,
    resolution: null,
    until: null,
    target: null,
    createdAt: '2026-11-28T00:00:00.000Z',
    read: false,
  };
  const cases: Partial<Notification>[] = [
    {},
    { post: { _id: 'p1', excerpt: '' } },
    { actor: null },
    { kind: 'reply' },
    { kind: 'reply', post: { _id: 'p1', excerpt: '' } },
    { kind: 'removed', target: 'post', reason: 'Spam' },
    { kind: 'removed', target: 'comment', post: { _id: null, excerpt: '' } },
    { kind: 'report-resolved', resolution: 'removed', target: 'comment' },
    { kind: 'report-resolved', resolution: 'kept', target: 'post' },
    { kind: 'idea-used', target: 'comment' },
    { kind: 'idea-used', target: 'post', post: { _id: 'p1', excerpt: '' } },
    { kind: 'suspended', post: null, until: '2026-11-30T14:05:00.000Z', reason: 'Spam' },
    { kind: 'suspended', post: null, until: null, reason: null },
  ];
  test.each(cases.map((change) => [JSON.stringify(change), change]))('%s', (_name, change) => {
    const item = { ...base, ...change } as Notification;
    expect(notificationLine(item, 'en')).toBe(notificationText(item));
  });
});
