import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { SECURITY_DATA_DIR, SECURITY_PORT } from '../playwright.security.config';

/**
 * Stored XSS in a real browser. Every payload of the corpus is stored through the API (token
 * header) in every text field, then the pages that show them are opened in Chromium with alert,
 * confirm, prompt and print hooked, dialogs watched and CSP violations collected: none may fire.
 *
 * Writer i stores payload i+k in the k-th field of each form (the index wraps), so over all writers
 * every field receives every payload. Every 48th writer is a "display" writer who also stores 47
 * more characters, notes and works and hosts 48 comments: opening that writer's pages shows a
 * window of 48+ consecutive payloads in every field, and the windows cover the whole corpus.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const CORPUS_FILE = process.env.SECURITY_CORPUS || path.resolve(here, '../../scripts/security/.out/corpus.json');
const RESULT_FILE =
  process.env.SECURITY_BROWSER_RESULT || path.resolve(here, '../../scripts/security/.out/browser.json');
const BASE = `http://localhost:${SECURITY_PORT}`;
// The browsing costs a second or so a page, and each display writer opens some twenty: a wider window
// means fewer display writers (22 for the 1 017 payloads, where 32 took 32 writers and 700 s). A
// profile holds at most 50 works (WORKS_PER_PROFILE_MAX), which bounds it.
const WINDOW = 48;
const CONCURRENCY = 6;
/** Writers whose pages are opened at once, each in a tab of its own. */
const BROWSING = 3;

const corpus = JSON.parse(fs.readFileSync(CORPUS_FILE, 'utf8')) as { payloads: string[] };
const P = corpus.payloads;
const at = (i: number) => P[((i % P.length) + P.length) % P.length];
const asUrl = (payload: string) => `https://x.test/?q=${encodeURIComponent(payload)}`;

interface Writer {
  index: number;
  email: string;
  name: string;
  token: string;
  id: string;
  postId?: string;
  sheetId?: string;
  /** The writer's top-level comment and the post it is on (the display writer's of its window). */
  commentId?: string;
  commentPostId?: string;
  characterId?: string;
  /** The title of the story in the trash as the server stored it (a payload or the fallback). */
  trashTitle?: string;
  /** A display writer's read-only link (/read/{token}), shared with the characters, their notes and the codex. */
  readUrl?: string;
  /** The writer's beat sheet, published to the shelf (decision 156). */
  sheetId?: string;
  /** The writer's current story, which holds a payload plotline and scene (decision 165). */
  storyId?: string;
  sceneId?: string;
  /** The scene's title as the server stored it (a payload or the fallback). */
  sceneTitle?: string;
  /**
   * The place sheet's field that stays, named by a payload with " (choice)" after it: a short payload
   * ("A") is too short to count alone, so the sheets page counts the name as stored.
   */
  sheetFieldName?: string;
  /** A codex entry of the writer's current story (decision 177), with payloads in every text. */
  entryId?: string;
  /** The co-author of the writer's story (decision 192), whose name its live act page shows in "Here now". */
  liveMember?: Writer;
}

/** (field → counts): stored answered 2xx, refused answered 400. Anything else fails the test. */
const stats = new Map<string, { stored: number; refused: number }>();
const unexpected: string[] = [];
const count = (field: string, outcome: 'stored' | 'refused') => {
  const entry = stats.get(field) ?? { stored: 0, refused: 0 };
  entry[outcome] += 1;
  stats.set(field, entry);
};

async function api(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(BASE + url, {
    method,
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json as Record<string, unknown> & { errors?: { msg: string; path?: string }[] } };
}

/**
 * Sends one form with a payload in each field. A 400 names the refused fields (errors[].path):
 * those are counted as refused and replaced by a harmless value (or left out), and the rest is sent again.
 */
async function store(
  kind: string,
  method: string,
  url: string,
  token: string,
  fields: Record<string, unknown>,
  fallback: Record<string, unknown> = {},
) {
  const body = { ...fields };
  const payloadFields = new Set(
    Object.keys(fields).filter((key) => !(key in fallback && fallback[key] === fields[key])),
  );
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const res = await api(method, url, token, body);
    if (res.status >= 200 && res.status < 300) {
      for (const key of payloadFields) count(`${kind}.${key}`, 'stored');
      return res.body;
    }
    const paths = (res.body?.errors ?? []).map((error) => error.path).filter((p): p is string => Boolean(p));
    if (res.status !== 400 || paths.length === 0) {
      unexpected.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      return null;
    }
    for (const key of paths) {
      if (payloadFields.delete(key)) count(`${kind}.${key}`, 'refused');
      if (key in fallback) body[key] = fallback[key];
      else delete body[key];
    }
  }
  unexpected.push(`${method} ${url}: still refused after dropping the refused fields`);
  return null;
}

/** `acts[1].beats[3].question` → ['acts', 1, 'beats', 3, 'question']. */
const pathKeys = (path: string) =>
  path.split(/\.|(?=\[)/).map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part));

/** Every string in a JSON value with its path as a 400 names it (`acts[0].beats[1].hint`). */
function textLeaves(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textLeaves(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * `store` for a body whose payloads sit deep in lists (a beat sheet): a 400 names each refused field
 * by its full path (`acts[0].beats[1].question`), which is counted as refused under its path without
 * the positions (`sheet.acts.beats.question`) and given a harmless value, and the rest is sent again.
 */
async function storeNested(
  kind: string,
  method: string,
  url: string,
  token: string,
  fields: Record<string, unknown>,
  /** What the request adds that is no payload (ids, a kind): not counted as fields. */
  fixed: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
) {
  const body = structuredClone(fields);
  const payloadPaths = new Set(textLeaves(fields));
  const field = (path: string) => `${kind}.${path.replace(/\[\d+\]/g, '')}`;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const res = await api(method, url, token, fixed(body));
    if (res.status >= 200 && res.status < 300) {
      for (const path of payloadPaths) count(field(path), 'stored');
      return res.body;
    }
    const paths = (res.body?.errors ?? []).map((error) => error.path).filter((p): p is string => Boolean(p));
    if (res.status !== 400 || paths.length === 0 || !paths.every((path) => payloadPaths.has(path))) {
      unexpected.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      return null;
    }
    for (const path of paths) {
      payloadPaths.delete(path);
      count(field(path), 'refused');
      const keys = pathKeys(path);
      const last = keys.pop()!;
      const parent = keys.reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        body,
      );
      parent[last] = `${String(last)} ${path}`;
    }
  }
  unexpected.push(`${method} ${url}: still refused after replacing the refused fields`);
  return null;
}

async function pool<T>(items: T[], worker: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await worker(items[next++]);
    }),
  );
}

/** A payload's first `max` characters (by code point), for a field that would refuse it whole. */
const cutTo = (payload: string, max: number) => [...payload.trim()].slice(0, max).join('');

/**
 * Sign-up names must be 5–50 characters: pad short payloads, cut long ones. A name of five is padded
 * too: a page counts as showing a payload from six characters (`shownCount`), and the settings page
 * of a display writer shows little but the name.
 */
const fitName = (payload: string) => {
  const cut = cutTo(payload, 50);
  return [...cut].length < 6 ? `${cut}·name` : cut;
};

const decodeQuotedPrintable = (value: string) =>
  value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** e-mail → the token of the newest mailed `/<route>/<token>` link to it, read from the server's outbox folder. */
async function mailedTokens(emails: string[], route = 'verify'): Promise<Map<string, string>> {
  const outbox = path.join(SECURITY_DATA_DIR, 'outbox');
  const found = new Map<string, string>();
  const seen = new Set<string>();
  await expect
    .poll(
      () => {
        for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          if (seen.has(file)) continue;
          const raw = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
          const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim();
          const token = new RegExp(`/${route}/([\\w-]+)`).exec(raw)?.[1];
          if (!to || !token) continue;
          seen.add(file);
          found.set(to.replace(/^.*<|>.*$/g, ''), token);
        }
        return emails.filter((email) => !found.has(email)).length;
      },
      { message: `/${route}/ mails for every writer asked`, timeout: 60_000 },
    )
    .toBe(0);
  return found;
}

/** The user id is the token's subject (saves a round trip per writer). */
const subjectOf = (token: string) =>
  String(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub);

const writers: Writer[] = [];
let admin: Writer;
let seedSeconds = 0;

const isDisplay = (writer: Writer) => writer.index % WINDOW === 0;
/** The display writers whose every page is opened (the others: the pages that show many payloads at once). */
const FULL_PAGES = Number(process.env.SECURITY_FULL_PAGES || 4);

/**
 * A member on a live story from outside the browser (decision 192): a Hocuspocus connection signed in
 * by their token, saying they are in the first beat under `label` (a payload: the client's own words).
 */
function joinLive(member: Writer, storyId: string, label: string) {
  class Signed extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-auth-token': member.token } });
    }
  }
  const socket = new HocuspocusProviderWebsocket({
    url: `${BASE.replace(/^http/, 'ws')}/api/collab`,
    WebSocketPolyfill: Signed,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: `story:${storyId}`, token: 'session' });
  provider.attach();
  provider.setAwarenessField('user', { id: member.id, name: member.name, color: '#336699' });
  provider.setAwarenessField('place', { field: 'beat:act1a01', label });
  return () => {
    provider.destroy();
    socket.destroy();
  };
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  const started = Date.now();
  const runId = Date.now().toString(36);

  // Writers: one per payload, named after it.
  await pool(
    P.map((_payload, index) => index),
    async (index) => {
      const email = `w${index}-${runId}@security.test`;
      // Every other writer takes the payload as a new name from the settings (PUT /api/users/me).
      const renamed = index % 2 === 1;
      let name = renamed ? `Writer ${index}` : fitName(at(index));
      let res = await api('POST', '/api/users', null, {
        name,
        email,
        password: 'plot twist at midnight',
        ageVerify: true,
        tosAgree: true,
      });
      if (res.status === 400) {
        count('user.name', 'refused');
        name = `Writer ${index}`;
        res = await api('POST', '/api/users', null, {
          name,
          email,
          password: 'plot twist at midnight',
          ageVerify: true,
          tosAgree: true,
        });
      } else if (res.status === 200) count('user.name', 'stored');
      if (res.status !== 200) throw new Error(`sign-up ${index}: ${res.status} ${JSON.stringify(res.body)}`);
      const token = String(res.body.token);
      if (renamed) {
        const rename = await api('PUT', '/api/users/me', token, { name: fitName(at(index)) });
        if (rename.status === 200) {
          count('user.name', 'stored');
          name = fitName(at(index));
        } else if (rename.status === 400) count('user.name', 'refused');
        else unexpected.push(`PUT /api/users/me → ${rename.status} ${JSON.stringify(rename.body).slice(0, 300)}`);
      }
      writers[index] = { index, email, name, token, id: subjectOf(token) };
    },
  );
  const adminSignUp = await api('POST', '/api/users', null, {
    name: 'Security Keeper',
    email: 'admin@security.test',
    password: 'plot twist at midnight',
    ageVerify: true,
    tosAgree: true,
  });
  expect(adminSignUp.status).toBe(200);
  const adminToken = String(adminSignUp.body.token);
  admin = {
    index: -1,
    email: 'admin@security.test',
    name: 'Security Keeper',
    token: adminToken,
    id: String((await api('GET', '/api/auth', adminToken)).body._id),
  };

  // ADMIN_EMAILS grants the role once the address is verified (docs/decisions/108-admin-emails.md).
  // The outbox holds the writers' mails too: take the admin's own link.
  const adminVerification = (await mailedTokens([admin.email])).get(admin.email);
  expect((await api('PUT', `/api/auth/verify/${adminVerification}`, null)).status).toBe(200);
  expect((await api('GET', '/api/auth', adminToken)).body.role).toBe('admin');

  const tokens = await mailedTokens(writers.map((w) => w.email));
  await pool(writers, async (writer) => {
    const res = await api('PUT', `/api/auth/verify/${tokens.get(writer.email)}`, null);
    if (res.status !== 200) throw new Error(`verify ${writer.index}: ${res.status}`);
  });

  // Every writer: outline, character + note, profile + work, post.
  await pool(writers, async (w) => {
    const i = w.index;
    const outline: Record<string, unknown> = { title: at(i) };
    const beats = [...Array(8)]
      .map((_, k) => `act1a${String(k + 1).padStart(2, '0')}`)
      .concat([...Array(16)].map((_, k) => `act2a${String(k + 1).padStart(2, '0')}`))
      .concat([...Array(8)].map((_, k) => `act3a${String(k + 1).padStart(2, '0')}`));
    beats.forEach((beat, k) => (outline[beat] = at(i + k + 1)));
    await store('outline', 'POST', '/api/outlines', w.token, outline, { title: `Outline ${i}` });
    // A second story, moved to the trash at once: its title shows on the trash page, and the
    // outline above stays the one the act pages show.
    const story = await store('story', 'POST', '/api/stories', w.token, { title: at(i + 5) }, { title: `Story ${i}` });
    const { _id: storyId, title } = (story ?? {}) as { _id?: string; title?: string };
    w.trashTitle = title;
    if (storyId) {
      const res = await api('DELETE', `/api/stories/${storyId}`, w.token);
      if (res.status !== 200) unexpected.push(`DELETE /api/stories/${storyId} → ${res.status}`);
    }

    // Characters, notes and works: display writers store a window of WINDOW each, so the windows cover the
    // corpus and each characters page, card and profile shows that many of them at once.
    const extra = isDisplay(w) ? WINDOW : 0;
    for (let k = 0; k < extra; k += 1) {
      const character = await store(
        'character',
        'PUT',
        '/api/outlines/characters',
        w.token,
        { name: at(i + k), desc: at(i + k + 1), photoUrl: asUrl(at(i + k + 2)), protag: k === 0 },
        {
          name: `Character ${i}-${k}`,
          desc: `<p>Character ${i}-${k}</p>`,
          photoUrl: 'https://x.test/face.png',
          protag: k === 0,
        },
      );
      if (k === 0) {
        const list = (character as unknown as { characters?: { _id: string }[] })?.characters;
        w.characterId = list?.[list.length - 1]?._id;
      }
    }
    for (let k = 0; k < extra && w.characterId; k += 1) {
      await store(
        'note',
        'PUT',
        `/api/outlines/characters/note/${w.characterId}`,
        w.token,
        { noteTitle: at(i + k + 3), noteText: at(i + k + 4) },
        {
          noteTitle: `Note ${i}-${k}`,
          noteText: `Note text ${i}-${k}`,
        },
      );
    }

    // Display writers share the outline with its characters and their notes, and the codex: /read/{token}
    // shows all of them, signed out (decisions 138 and 181: the place entry's name, aliases, summary,
    // description, tags and values, and its tie to a character, are seeded below).
    if (isDisplay(w)) {
      const outline = await api('GET', '/api/outlines/me', w.token);
      const url = `/api/stories/${String(outline.body?._id)}/share`;
      const share = await api('POST', url, w.token, { characters: true, notes: true, codex: true });
      if (share.status === 200 && share.body.notes === true && share.body.codex === true)
        w.readUrl = String(share.body.url);
      else unexpected.push(`POST ${url} → ${share.status} ${JSON.stringify(share.body).slice(0, 300)}`);
    }

    const links = ['website', 'amazonauthor', 'twitter', 'facebook', 'youtube', 'linkedin', 'instagram'];
    const profile: Record<string, unknown> = {
      status: 'Other',
      company: at(i),
      location: at(i + 1),
      bio: at(i + 2),
      genres: at(i + 3),
    };
    links.forEach((field, k) => (profile[field] = asUrl(at(i + 4 + k))));
    await store('profile', 'POST', '/api/profile', w.token, profile, { status: 'Other', genres: 'Fiction' });
    for (let k = 0; k < extra; k += 1) {
      await store(
        'work',
        'PUT',
        '/api/profile/works',
        w.token,
        {
          title: at(i + k),
          author: at(i + k + 1),
          genre: at(i + k + 2),
          desc: at(i + k + 3),
          url: asUrl(at(i + k + 4)),
        },
        {
          title: `Work ${i}-${k}`,
          author: `Author ${i}`,
        },
      );
    }

    const post = await store('post', 'POST', '/api/posts', w.token, { text: at(i) }, { text: `Post ${i}` });
    w.postId = (post as { _id?: string } | null)?._id;

    // A beat sheet of the writer's own (decision 155): a payload in its name, description, act names,
    // beat names, questions and hints; the sheet list and its editor show them. It is published to the
    // shelf (decision 156), where the writer's name (a payload too) shows as its author.
    const sheet = await storeNested('sheet', 'POST', '/api/beat-sheets', w.token, {
      name: at(i),
      description: at(i + 1),
      acts: [
        {
          name: at(i + 2),
          beats: [
            { name: at(i + 3), question: at(i + 4), hint: at(i + 5) },
            { name: at(i + 6), question: at(i + 7), hint: at(i + 8) },
          ],
        },
        { name: at(i + 9), beats: [{ name: at(i + 10), question: at(i + 11), hint: at(i + 12) }] },
      ],
    });
    w.sheetId = (sheet as { _id?: string } | null)?._id;

    // A plotline and a scene on it in the writer's current story (decision 165): payloads in the
    // plotline's name and the scene's title, summary, place and notes; the board and the timeline show them.
    const current = await api('GET', '/api/outlines/me', w.token);
    w.storyId = typeof current.body?._id === 'string' ? current.body._id : undefined;
    if (w.storyId) {
      const lane = await store(
        'plotline',
        'POST',
        `/api/stories/${w.storyId}/plotlines`,
        w.token,
        { name: at(i + 13), color: '#336699' },
        { name: `Plotline ${i}`, color: '#336699' },
      );
      const plotlines = (lane as { _id?: string } | null)?._id ? [(lane as { _id: string })._id] : [];
      const when = { start: { day: 1 } };
      const scene = await store(
        'scene',
        'POST',
        `/api/stories/${w.storyId}/scenes`,
        w.token,
        { title: at(i + 14), summary: at(i + 15), place: at(i + 16), notes: at(i + 17), plotlines, when },
        { title: `Scene ${i}`, plotlines, when },
      );
      w.sceneId = (scene as { _id?: string } | null)?._id;
      // The timeline shows a scene by its title alone, as stored (a refused one falls back).
      w.sceneTitle = (scene as { title?: string } | null)?.title;

      // A comment on the first beat (decision 190), on a range whose quoted words are a payload too.
      const told = await api('GET', `/api/stories/${w.storyId}`, w.token);
      const firstBeat = (told.body as { acts?: { beats?: { _id?: string }[] }[] }).acts?.[0]?.beats?.[0]?._id;
      if (firstBeat) {
        const anchor = { start: 0, end: 5, quote: at(i + 18).slice(0, 500) };
        await store(
          'story comment',
          'POST',
          `/api/stories/${w.storyId}/comments`,
          w.token,
          { beat: firstBeat, text: at(i + 19), anchor },
          { beat: firstBeat, text: `Comment ${i}`, anchor },
        );
      }

      // The codex (decision 177): payloads in a kind's field names and choices, in a place's name,
      // aliases, summary, description, tags and field values, in a tie's label and note and an arc's
      // text; then a field is removed, so its payload value moves to a note titled by a payload.
      const base = `/api/stories/${w.storyId}`;
      const sheet = (await storeNested('codex kind', 'PUT', `${base}/codex-kinds/place`, w.token, {
        fields: [
          // Ids of the run's own (a new field's id is otherwise made from its name, a payload): the
          // entry's values are then counted under one field each, fields.mood and fields.ruler.
          { id: 'mood', name: at(i + 18), type: 'text' },
          // A sheet's field names differ in more than case: two payloads alike but for case would be a 400
          // on the sheet, not on a field, so the second name carries a word of its own. It is cut to fit
          // the 60 characters a field's name may have: this field stays on the sheet (the first is
          // removed below), so the sheet's page always shows a payload.
          {
            id: 'ruler',
            name: `${cutTo(at(i + 19), 50)} (choice)`,
            type: 'choice',
            choices: [at(i + 20), at(i + 21)],
          },
        ],
      })) as { fields?: { id: string; name: string; choices?: string[] }[] } | null;
      const [mood, ruler] = sheet?.fields ?? [];
      w.sheetFieldName = ruler?.name;
      const entry = (await storeNested(
        'codex entry',
        'POST',
        `${base}/codex`,
        w.token,
        {
          // Cut to the 100 characters a name may have: the entry is always stored under a payload's name.
          name: cutTo(at(i + 22), 100),
          aliases: [at(i + 23)],
          summary: at(i + 24),
          description: at(i + 25),
          tags: [at(i + 26)],
          fields: {
            ...(mood && { [mood.id]: at(i + 27) }),
            ...(ruler?.choices?.[0] !== undefined && { [ruler.id]: ruler.choices[0] }),
          },
        },
        (body) => ({ ...body, kind: 'place' }),
      )) as { _id?: string } | null;
      w.entryId = entry?._id;
      const other = await api('POST', `${base}/codex`, w.token, { kind: 'character', name: `Codex person ${i}` });
      const story = await api('GET', base, w.token);
      const beat = (story.body as { acts?: { beats: { _id: string }[] }[] } | null)?.acts?.[0]?.beats[0]?._id;
      if (w.entryId && typeof other.body?._id === 'string') {
        const to = other.body._id as string;
        const from = w.entryId;
        await storeNested(
          'codex tie',
          'POST',
          `${base}/relationships`,
          w.token,
          { label: at(i + 28), note: at(i + 29) },
          (body) => ({
            ...body,
            from,
            to,
          }),
        );
        await storeNested(
          'codex arc',
          'PUT',
          `${base}/codex/${from}/arc`,
          w.token,
          { points: [{ text: at(i + 30) }] },
          (body) => ({ points: (body.points as Record<string, unknown>[]).map((point) => ({ ...point, beat })) }),
        );
        await storeNested('codex note', 'POST', `${base}/codex/${from}/notes`, w.token, {
          noteTitle: at(i + 31),
          noteText: at(i + 32),
        });
      }
      if (ruler) {
        const res = await api('PUT', `${base}/codex-kinds/place`, w.token, { fields: [ruler] });
        if (res.status !== 200) unexpected.push(`PUT ${base}/codex-kinds/place → ${res.status}`);
      }
    }
    if (w.sheetId) {
      const res = await api('POST', `/api/beat-sheets/${w.sheetId}/publish`, w.token);
      if (res.status !== 200) unexpected.push(`POST /api/beat-sheets/${w.sheetId}/publish → ${res.status}`);
    }
  });

  // The shelf: every writer adopts the next writer's sheet (its copy's description credits the sheet's
  // name and its author's, both payloads: "Adapted from {name} by {author}.") and reports the one after
  // with a payload in the details, which moderators read in the queue (one report each: none is hidden).
  await pool(writers, async (w) => {
    const next = writers[(w.index + 1) % writers.length];
    const after = writers[(w.index + 2) % writers.length];
    if (next.sheetId && next.id !== w.id) {
      const res = await api('POST', `/api/beat-sheets/${next.sheetId}/adopt`, w.token);
      if (res.status === 201) count('sheet adopt.description', 'stored');
      else unexpected.push(`POST /api/beat-sheets/${next.sheetId}/adopt → ${res.status}`);
    }
    if (after.sheetId && after.id !== w.id) {
      const reason = ['spam', 'harassment', 'off-topic', 'explicit', 'other'][w.index % 5];
      await store(
        'sheet report',
        'POST',
        `/api/beat-sheets/${after.sheetId}/report`,
        w.token,
        { reason, details: at(w.index + 13) },
        { reason, details: `Sheet report ${w.index}` },
      );
    }
  });

  // Comments: writer i answers the post of the display writer of its window.
  await pool(writers, async (w) => {
    const host = writers[Math.floor(w.index / WINDOW) * WINDOW];
    const thread = await store(
      'comment',
      'PUT',
      `/api/posts/comment/${host.postId}`,
      w.token,
      { text: at(w.index + 1) },
      { text: `Comment ${w.index}` },
    );
    // A reply under that comment (drawn nested), a second comment edited to another payload, then the
    // writer's post edited to another payload.
    const own = (thread as { _id: string; user: string }[] | null)?.find((c) => c.user === w.id);
    if (own) {
      w.commentId = own._id;
      w.commentPostId = host.postId;
      await store(
        'reply',
        'PUT',
        `/api/posts/comment/${host.postId}`,
        w.token,
        { text: at(w.index + 2), parent: own._id },
        { text: `Reply ${w.index}`, parent: own._id },
      );
    }
    const second = `Comment to edit ${w.index}`;
    const withSecond = await api('PUT', `/api/posts/comment/${host.postId}`, w.token, { text: second });
    const toEdit = (withSecond.body as unknown as { _id: string; user: string; text: string }[]).find?.(
      (c) => c.user === w.id && c.text === second,
    );
    if (toEdit) {
      await store(
        'comment edit',
        'PUT',
        `/api/posts/comment/${host.postId}/${toEdit._id}`,
        w.token,
        { text: at(w.index + 4) },
        { text: `Edited comment ${w.index}` },
      );
    } else unexpected.push(`PUT /api/posts/comment/${host.postId} → ${withSecond.status}`);
    if (w.postId) {
      await store(
        'post edit',
        'PUT',
        `/api/posts/${w.postId}`,
        w.token,
        { text: at(w.index + 3) },
        { text: `Post ${w.index}` },
      );
    }
  });

  // The moderation queue: posts and comments of writers 1, 33, 65… get five reports each.
  await pool(
    writers.filter((w) => w.index % WINDOW === 1),
    async (w) => {
      const host = writers[Math.floor(w.index / WINDOW) * WINDOW];
      const thread = await api('GET', `/api/posts/${host.postId}`, w.token);
      const comment = (thread.body.comments as { _id: string; user: string }[] | undefined)?.find(
        (c) => c.user === w.id,
      );
      for (let r = 1; r <= 5; r += 1) {
        const reporter = writers[(w.index + r) % writers.length];
        expect((await api('PUT', `/api/posts/report/${w.postId}`, reporter.token)).status).toBe(200);
        if (comment)
          expect(
            (await api('PUT', `/api/posts/comment/${host.postId}/report/${comment._id}`, reporter.token)).status,
          ).toBe(200);
      }
    },
  );
  // A report's details, which moderators read in the queue: every writer reports the next writer's post
  // and comment with a payload (one or two reports each, so those items are listed below the hidden ones).
  // The next writer's post may be hidden by the five reports above (only its author and moderators can
  // then open it): the one after is reported instead.
  const REASONS = ['spam', 'harassment', 'off-topic', 'explicit', 'other'];
  await pool(writers, async (w) => {
    const after = (k: number) => writers[(w.index + k) % writers.length];
    const next = after(1).index % WINDOW === 1 ? after(2) : after(1);
    const reason = REASONS[w.index % REASONS.length];
    if (next.postId) {
      await store(
        'report',
        'PUT',
        `/api/posts/report/${next.postId}`,
        w.token,
        { reason, details: at(w.index + 7) },
        { reason, details: `Report ${w.index}` },
      );
    }
    if (next.commentId) {
      await store(
        'comment report',
        'PUT',
        `/api/posts/comment/${next.commentPostId}/report/${next.commentId}`,
        w.token,
        { reason, details: at(w.index + 8) },
        { reason, details: `Report ${w.index}` },
      );
    }
  });

  // Live presence (decision 192): the first FULL_PAGES display writers' stories get the next writer
  // as a co-author, whose name (a payload) the act page's "Here now" shows while they are connected.
  // Accepting opens the story for the member, so their own is made current again for their pages.
  for (const w of writers.filter(isDisplay).slice(0, FULL_PAGES)) {
    const member = writers[w.index + 1];
    if (!w.storyId || !member) continue;
    const invited = await api('POST', `/api/stories/${w.storyId}/invitations`, w.token, {
      email: member.email,
      role: 'coauthor',
    });
    const token =
      invited.status === 201 ? (await mailedTokens([member.email], 'invitations')).get(member.email) : undefined;
    const accepted = token ? await api('PUT', `/api/invitations/${token}/accept`, member.token) : invited;
    if (accepted.status !== 200) {
      unexpected.push(`member of ${w.storyId} → ${accepted.status} ${JSON.stringify(accepted.body).slice(0, 200)}`);
      continue;
    }
    if (member.storyId) await api('PUT', `/api/stories/${member.storyId}/current`, member.token);
    w.liveMember = member;
  }

  // A moderator's reasons: every writer's extra comment on its own post is removed with a payload as the
  // reason, and then the writer is suspended with another (so each field sees the whole corpus). The writer
  // reads both on /notifications and the suspension's on the Brainstorm pages (the display writers' are
  // opened below); the admin reads both in the moderation log. Suspended writers cannot write, so this
  // comes last.
  await pool(writers, async (w) => {
    if (w.postId) {
      const text = `To be removed ${w.index}`;
      const thread = await api('PUT', `/api/posts/comment/${w.postId}`, w.token, { text });
      const extra = (thread.body as unknown as { _id: string; text: string }[]).find?.((c) => c.text === text);
      if (extra) {
        await store(
          'removal',
          'DELETE',
          `/api/moderation/comments/${extra._id}`,
          admin.token,
          { reason: at(w.index + 6) },
          { reason: `Removed ${w.index}` },
        );
      } else unexpected.push(`PUT /api/posts/comment/${w.postId} → ${thread.status}`);
    }
    const days = [1, 7, 30, null][w.index % 4];
    await store(
      'suspension',
      'PUT',
      `/api/moderation/users/${w.id}/suspension`,
      admin.token,
      { days, reason: at(w.index + 9) },
      { days, reason: `Suspended ${w.index}` },
    );
  });
  seedSeconds = (Date.now() - started) / 1000;
  console.log(`  seeded ${writers.length} writers in ${seedSeconds.toFixed(0)} s`);
});

interface Hit {
  kind: string;
  detail: string;
  url: string;
}

/** A fresh signed-in context with every way a payload could run hooked and reported. */
async function watchedContext(browser: Browser, token: string | null, hits: Hit[]): Promise<BrowserContext> {
  const context = await browser.newContext();
  // The HttpOnly token and the readable signed_in marker, as the server sets them at sign-in
  // (without the marker the app does not ask who is signed in and shows the signed-out pages).
  if (token) {
    await context.addCookies([
      { name: 'token', value: token, url: BASE, httpOnly: true, sameSite: 'Lax' },
      { name: 'signed_in', value: '1', url: BASE, sameSite: 'Lax' },
    ]);
  }
  await context.exposeBinding('__securityReport', ({ page }, kind: string, detail: string) => {
    hits.push({ kind, detail, url: page?.url() ?? '' });
  });
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) => {
      const send = (window as unknown as { __securityReport?: (k: string, d: string) => void }).__securityReport;
      if (send) void send(kind, detail);
      else setTimeout(() => report(kind, detail), 10);
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        value: (...args: unknown[]) => {
          report(`execution:${name}`, String(args[0]).slice(0, 200));
          return name === 'confirm' ? false : null;
        },
      });
    }
    (window as unknown as { __pwned: () => void }).__pwned = () => report('execution:__pwned', '');
    document.addEventListener(
      'securitypolicyviolation',
      (event) => report('csp', `${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`.slice(0, 300)),
      true,
    );
  });
  // Nothing leaves the machine: payload URLs (x.test and others) fail fast instead of waiting on DNS.
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  return context;
}

function watchPage(page: Page, hits: Hit[]) {
  page.on('dialog', (dialog) => {
    hits.push({ kind: `dialog:${dialog.type()}`, detail: dialog.message().slice(0, 200), url: page.url() });
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) =>
    hits.push({ kind: 'pageerror', detail: error.message.slice(0, 300), url: page.url() }),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      hits.push({ kind: 'csp-console', detail: message.text().slice(0, 300), url: page.url() });
    }
  });
}

/** Requests in flight per page, so a visit can wait until the page has fetched and rendered its data. */
const inFlight = new WeakMap<Page, { count: number; last: number }>();
function trackRequests(page: Page) {
  const state = { count: 0, last: Date.now() };
  inFlight.set(page, state);
  page.on('request', () => {
    state.count += 1;
    state.last = Date.now();
  });
  const done = () => {
    state.count -= 1;
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Like networkidle, but 300 ms of quiet instead of 500: the app, its chunks and its API calls are all local. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  const state = inFlight.get(page)!;
  await expect
    .poll(() => state.count === 0 && Date.now() - state.last >= 300, { intervals: [50], timeout: 30_000 })
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How many of these payloads the page shows, as text or as a form value (so the check cannot pass on an empty page). */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

async function shownCount(page: Page, payloads: string[]): Promise<number> {
  const text = await page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
    return `${document.body.innerText}\n${values.join('\n')}`;
  });
  const haystack = squash(text);
  return payloads.filter((p) => squash(p).length >= 6 && haystack.includes(squash(p).slice(0, 40))).length;
}

/** Clicks a "load more" button until the list is complete (the button goes away), with bounded waits. */
async function clickUntilGone(page: Page, name: RegExp) {
  let rounds = 0;
  for (let quiet = 0; quiet < 2 && rounds < 300; rounds += 1) {
    const button = page.getByRole('button', { name });
    if (await button.isVisible().catch(() => false)) {
      quiet = 0;
      // The list may also load on scroll, which relabels the button for a moment: never wait long for it.
      await button.click({ timeout: 5_000 }).catch(() => {});
    } else quiet += 1;
    await settle(page);
  }
  return rounds;
}

test('stored payloads never run in the pages that show them', async ({ browser }) => {
  const hits: Hit[] = [];
  const pages: { url: string; shown: number }[] = [];
  const started = Date.now();

  /** One tab per signed-in writer: the first page is loaded, the others are reached the way the app's links do (history). */
  async function open(context: BrowserContext) {
    const page = await context.newPage();
    watchPage(page, hits);
    trackRequests(page);
    return page;
  }
  async function visit(
    page: Page,
    url: string,
    expected: string[],
    more?: (page: Page) => Promise<unknown>,
    count: (page: Page) => Promise<number> = (shown) => shownCount(shown, expected),
  ) {
    if (page.url() === 'about:blank') await page.goto(url);
    else {
      // Quiet is measured from here: the new page's requests start a few milliseconds after the history change.
      inFlight.get(page)!.last = Date.now();
      await page.evaluate((target) => {
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }, url);
    }
    await settle(page);
    await more?.(page);
    // A slow render (the machine is shared) gets a few more seconds before the page counts as showing nothing.
    let shown = 0;
    await expect
      .poll(async () => (shown = await count(page)), { timeout: 5_000 })
      .toBeGreaterThan(0)
      .catch(() => {});
    pages.push({ url, shown });
  }

  const window = (i: number, size = WINDOW + 12) => Array.from({ length: size }, (_, k) => at(i + k));
  // Every display writer: the pages that show many payloads at once. The first FULL_PAGES writers: every page
  // of the app that shows their data (the act forms and edit forms show the same fields as form values).
  async function browseAs(n: number, w: Writer) {
    const context = await watchedContext(browser, w.token, hits);
    const page = await open(context);
    const full = n < FULL_PAGES;
    const mine = window(w.index);
    for (const url of full ? ['/dashboard', '/act-1', '/act-2', '/act-3', '/outlineoutput'] : ['/outlineoutput'])
      await visit(page, url, mine);
    // One story there: its title is a payload (however short), or the fallback title when the payload was refused.
    await visit(page, '/stories/trash', [], undefined, async (shown) =>
      (await shown.locator('.trash-list__title').allInnerTexts()).some(
        (text) => squash(text) === squash(w.trashTitle ?? ''),
      )
        ? 1
        : 0,
    );
    // A co-author here now: their name and the place their client says, in "Here now" and over the beat.
    if (full && w.liveMember && w.storyId) {
      const label = at(w.index + 20);
      const leave = joinLive(w.liveMember, w.storyId, label);
      await visit(page, '/act-1', [w.liveMember.name, label]);
      leave();
    }
    // The history of a beat shows its saved versions (the stored payloads) as a word diff.
    if (full) {
      await visit(page, '/act-1', mine, (shown) =>
        shown.getByRole('button', { name: 'History of beat 1', exact: true }).click(),
      );
    }
    if (full) {
      await visit(page, '/beat-sheets', mine);
      if (w.sheetId) await visit(page, `/beat-sheets/${w.sheetId}`, mine);
      // The next writer's sheet previewed from the shelf (decision 160): its names, questions, hints, author.
      const next = writers[(w.index + 1) % writers.length];
      if (next.sheetId && next.id !== w.id) {
        await visit(page, `/posts/beat-sheets/${next.sheetId}`, [...window(next.index), next.name]);
      }
    }
    // The board and the timeline (decision 165): the plotline's name, the scene's title, place and
    // (in its panel) summary and notes; the timeline lists the scene by its story time.
    if (w.storyId) {
      await visit(page, `/stories/${w.storyId}/board`, mine);
      // The one scene there: its title is a payload (however short), or the fallback when it was refused.
      await visit(page, `/stories/${w.storyId}/timeline`, [], undefined, async (shown) =>
        (await shown.locator('.timeline__title').allInnerTexts()).some(
          (text) => squash(text) === squash(w.sceneTitle ?? ''),
        )
          ? 1
          : 0,
      );
      if (full && w.sceneId) await visit(page, `/stories/${w.storyId}/board?scene=${w.sceneId}`, mine);
      // The codex (decision 177): the list, the entry (fields, notes, arc, "appears in"), the sheets, the ties.
      await visit(page, `/stories/${w.storyId}/codex`, mine);
      if (w.entryId) await visit(page, `/stories/${w.storyId}/codex/${w.entryId}`, mine);
      if (full)
        await visit(page, `/stories/${w.storyId}/codex/sheets?kind=place`, [
          ...mine,
          ...(w.sheetFieldName ? [w.sheetFieldName] : []),
        ]);
      await visit(page, `/stories/${w.storyId}/relationships`, mine);
    }
    await visit(page, '/outlines/characters/me', mine);
    if (w.characterId) {
      // The cast grid and the act forms' "Who's here" show the character names too.
      await visit(page, '/outlines/cast', mine);
      await visit(page, `/outlines/characters/${w.characterId}`, mine);
      if (full) await visit(page, `/outlines/characters/note/${w.characterId}`, mine);
    }
    if (full) await visit(page, '/edit-profile', mine);
    if (full) await visit(page, '/settings', [...mine, w.name]);
    await visit(page, `/profile/${w.id}`, mine);
    if (w.postId) await visit(page, `/post/${w.postId}`, mine);
    // Comments and replies by the window's writers (named by payloads), and the removal's reason.
    await visit(page, '/notifications', [...mine, ...writers.slice(w.index, w.index + WINDOW).map((x) => x.name)]);
    await context.close();
    console.log(`  writer ${w.index}: ${pages.length} pages so far, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Display writers are browsed BROWSING at a time, each in its own context: most of a visit is waiting
  // for the page's requests to go quiet, which one tab at a time spent idle (298 s for 366 pages).
  const display = writers.filter(isDisplay);
  let nextDisplay = 0;
  await Promise.all(
    Array.from({ length: BROWSING }, async () => {
      while (nextDisplay < display.length) {
        const n = nextDisplay++;
        await browseAs(n, display[n]);
      }
    }),
  );

  const names = writers.map((w) => w.name);
  const everything = [...P, ...names];
  const adminContext = await watchedContext(browser, admin.token, hits);
  const adminPage = await open(adminContext);
  await visit(adminPage, '/posts', everything, (page) => clickUntilGone(page, /^load more$/i));
  // The shelf of beat sheets: every published sheet's name, description and author, page after page.
  await visit(adminPage, '/posts/beat-sheets', everything, (page) => clickUntilGone(page, /^load more$/i));
  await visit(adminPage, '/moderation', everything);
  await visit(adminPage, '/admin', names, (page) => clickUntilGone(page, /^load more$/i));
  await adminContext.close();
  const visitor = await watchedContext(browser, null, hits);
  const visitorPage = await open(visitor);
  await visit(visitorPage, '/profiles', everything, (page) => clickUntilGone(page, /load more writers/i));
  await visit(visitorPage, `/profile/${writers[0].id}`, window(0));
  // The shared pages: title, beats, characters and their notes, the codex, to a reader who is not signed in.
  for (const w of writers.filter(isDisplay)) if (w.readUrl) await visit(visitorPage, w.readUrl, window(w.index));
  await visitor.close();

  const refusedTotal = [...stats.values()].reduce((sum, s) => sum + s.refused, 0);
  const storedTotal = [...stats.values()].reduce((sum, s) => sum + s.stored, 0);
  const shownTotal = pages.reduce((sum, p) => sum + p.shown, 0);
  const executions = hits.filter((hit) => hit.kind.startsWith('execution') || hit.kind.startsWith('dialog'));
  const csp = hits.filter((hit) => hit.kind.startsWith('csp'));
  const result = {
    corpus: P.length,
    writers: writers.length,
    fields: stats.size,
    stored: storedTotal,
    refused: refusedTotal,
    pages,
    perField: Object.fromEntries([...stats].sort(([a], [b]) => a.localeCompare(b))),
    unexpected,
    pagesOpened: pages.length,
    payloadRenderingsSeen: shownTotal,
    executions: executions.length,
    cspViolations: csp.length,
    pageErrors: hits.filter((hit) => hit.kind === 'pageerror').length,
    hits: hits.slice(0, 50),
    seedSeconds,
    browseSeconds: (Date.now() - started) / 1000,
  };
  fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  fs.writeFileSync(RESULT_FILE, JSON.stringify(result, null, 1));
  console.log(
    `SECURITY-SUMMARY xss: corpus ${P.length} payloads; ${stats.size} fields; ${storedTotal + refusedTotal} stores: ${storedTotal} stored, ${refusedTotal} refused (400), 0 other; ` +
      `${pages.length} pages opened (${shownTotal} payload renderings seen); ${executions.length} executions; ${csp.length} CSP violations; ` +
      `seeding ${seedSeconds.toFixed(0)} s, browsing ${result.browseSeconds.toFixed(0)} s`,
  );

  expect(unexpected).toEqual([]);
  expect(hits).toEqual([]);
  // Every field saw the whole corpus, and the pages really showed what was stored.
  for (const [field, s] of stats) expect.soft(s.stored + s.refused, field).toBeGreaterThanOrEqual(P.length);
  expect(stats.size).toBeGreaterThanOrEqual(55);
  // The add-note page shows only the character's name, which may be a refused payload's placeholder;
  // so may a codex entry's page, when every payload of its entry was refused, a placeholder or too
  // short to count (seen once in 32 in a full run). The sheets page must show one.
  const mayShowNone = (url: string) =>
    url.startsWith('/outlines/characters/note/') || /^\/stories\/[^/]+\/codex\/(?!sheets)[^/?]+$/.test(url);
  for (const p of pages.filter((page) => !mayShowNone(page.url))) {
    expect.soft(p.shown, `payloads shown on ${p.url}`).toBeGreaterThan(0);
  }
});
