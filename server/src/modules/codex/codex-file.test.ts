import type { CodexEntry, CodexKind, Relationship } from '@three-act/contract/codex';
import type { StoryFileV2 } from '@three-act/contract/story-file';
import type { StorySummary } from '@three-act/contract/stories';
import type { Story } from '@three-act/contract/story-structure';
import { strFromU8, unzipSync } from 'fflate';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildCodex, buildUser, newApiStory } from '../../../test/builders';
import { binary } from '../../../test/binary';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const exportOf = async (user: TestUser, id: string) =>
  JSON.parse((await as(ctx, user).get(`/api/stories/${id}/export?format=json`).expect(200)).text) as StoryFileV2;
const importJson = (user: TestUser, file: unknown) =>
  as(ctx, user).post('/api/stories/import').set('Content-Type', 'application/json').send(JSON.stringify(file));

/** A story with a codex of every part: kinds, entries with fields and notes, characters' fields, ties and arcs. */
async function worldOf(user: TestUser) {
  const { story, base, beats } = await newApiStory(ctx, { user, title: 'Embers' });
  const [b0, b1, b2] = beats as [string, string, string];
  const { Mara: mara, Harbour: harbour } = await buildCodex(
    ctx,
    { user, base },
    {
      sheets: {
        Spells: [{ name: 'Cost', type: 'number' }],
        place: [
          { name: 'Climate', type: 'choice', choices: ['Wet', 'Dry'] },
          { name: 'Walled', type: 'yesNo' },
        ],
      },
      entries: [
        {
          kind: 'character',
          name: 'Mara',
          description: '<p>A pilot</p>',
          aliases: ['the Pilot'],
          fields: { want: 'To fly' },
        },
        { kind: 'character', name: 'Ren', description: '<p>Brother</p>' },
        {
          kind: 'place',
          name: 'Harbour',
          aliases: ['Docks'],
          summary: 'Where ships come in',
          description: '<p>Salt and tar</p>',
          image: 'https://images.example.org/harbour.jpg',
          tags: ['coast'],
          fields: { climate: 'Wet', walled: true },
          matchCase: false,
        },
        { kind: 'Spells', name: 'Fireball', fields: { cost: 3 } },
      ],
      ties: [
        { from: 'Mara', to: 'Ren', label: 'sister of', directed: true, fromBeat: b0, untilBeat: b2 },
        { from: 'Fireball', to: 'Harbour', label: 'burns', note: 'Once' },
      ],
    },
  );
  const writer = as(ctx, user);
  // A field removed: its value is now a note of the harbour.
  await writer
    .put(`${base}/codex-kinds/place`)
    .send({ fields: [{ id: 'climate', name: 'Climate', type: 'choice', choices: ['Wet', 'Dry'] }] })
    .expect(200);
  const scene = (await writer.post(`${base}/scenes`).send({ title: 'Storm', beat: b1, pov: mara._id }).expect(201))
    .body as {
    _id: string;
  };
  await writer
    .put(`${base}/codex/${mara._id}/arc`)
    .send({
      points: [
        { beat: b2, text: 'Flies' },
        { scene: scene._id, text: 'Doubts' },
        { beat: b0, text: 'Grounded' },
      ],
    })
    .expect(200);
  await writer
    .put(`${base}/codex/${harbour._id}/arc`)
    .send({ points: [{ beat: b1, text: 'Flooded' }] })
    .expect(200);
  return { id: story._id, base };
}

/** What a writer sees of a story's codex, without ids. */
async function codexSeen(user: TestUser, base: string) {
  const writer = as(ctx, user);
  const index = (await writer.get(`${base}/codex-index`).expect(200)).body.entries as { _id: string; name: string }[];
  const nameOf = new Map(index.map((entry) => [entry._id, entry.name]));
  const entries = [];
  for (const { _id } of index) {
    const {
      _id: _ignored,
      date: _date,
      // How many times it changed, not what it holds: an import starts again at 1.
      version: _version,
      appearsIn,
      arc,
      notes,
      ...entry
    } = (await writer.get(`${base}/codex/${_id}`).expect(200)).body as CodexEntry;
    entries.push({
      ...entry,
      notes: notes.map(({ noteTitle, noteText }) => ({ noteTitle, noteText })),
      appearsIn: appearsIn.map((row) => row.label),
      arc: arc.map((point) => point.text),
    });
  }
  const ties = ((await writer.get(`${base}/relationships`).expect(200)).body.relationships as Relationship[]).map(
    ({ _id, from, to, fromBeat, untilBeat, ...tie }) => ({
      ...tie,
      from: nameOf.get(from),
      to: nameOf.get(to),
      holds: [fromBeat !== null, untilBeat !== null],
    }),
  );
  const kinds = ((await writer.get(`${base}/codex-kinds`).expect(200)).body.kinds as CodexKind[]).map(
    ({ kind, fields, entries: count }) => ({ kind, fields, count }),
  );
  return { entries, ties, kinds };
}

describe('the codex in story files', () => {
  it('writes the codex into the JSON file and an import brings it back whole', async () => {
    const user = await buildUser(ctx);
    const { id, base } = await worldOf(user);
    const file = await exportOf(user, id);
    expect(file.codex?.kinds.map((kind) => kind.name)).toEqual(['Spells', 'place']);
    expect(file.codex?.entries.map((entry) => entry.name)).toEqual(['Harbour', 'Fireball']);
    expect(file.codex?.characters).toEqual([
      expect.objectContaining({ character: 0, aliases: ['the Pilot'], fields: { want: 'To fly' } }),
    ]);
    expect(file.codex?.characters[0]?.arc).toEqual([
      { beat: [0, 0], text: 'Grounded' },
      { scene: 0, text: 'Doubts' },
      { beat: [0, 2], text: 'Flies' },
    ]);
    expect(file.codex?.relationships).toEqual([
      {
        from: { character: 0 },
        to: { character: 1 },
        label: 'sister of',
        directed: true,
        note: null,
        fromBeat: [0, 0],
        untilBeat: [0, 2],
      },
      {
        from: { entry: 1 },
        to: { entry: 0 },
        label: 'burns',
        directed: false,
        note: 'Once',
        fromBeat: null,
        untilBeat: null,
      },
    ]);

    await importJson(user, file).expect(201);
    const stories = (await as(ctx, user).get('/api/stories').expect(200)).body as StorySummary[];
    const copy = stories.find((story) => story.title === 'Embers (imported)');
    expect(copy).toBeDefined();
    const copyBase = `/api/stories/${copy?._id}`;
    expect(await codexSeen(user, copyBase)).toEqual(await codexSeen(user, base));
    // And its file is the same file.
    expect({ ...(await exportOf(user, copy?._id as string)), title: 'Embers' }).toEqual(file);
  });

  it('a story without a codex writes no codex, and a file without one imports as before', async () => {
    const user = await buildUser(ctx);
    const made = await as(ctx, user).post('/api/stories').send({ title: 'Plain' }).expect(201);
    const file = await exportOf(user, made.body._id);
    expect(file).not.toHaveProperty('codex');
    await importJson(user, file).expect(201);
  });

  it('refuses a file whose codex names what is not in it, or what the story cannot hold: 400, nothing imported', async () => {
    const user = await buildUser(ctx);
    const { id } = await worldOf(user);
    const file = await exportOf(user, id);
    const codex = file.codex as NonNullable<StoryFileV2['codex']>;
    const before = ((await as(ctx, user).get('/api/stories').expect(200)).body as StorySummary[]).length;
    const broken = [
      { ...codex, relationships: [{ ...codex.relationships[0], to: { entry: 9 } }] },
      { ...codex, relationships: [{ ...codex.relationships[0], to: { character: 0 } }] },
      { ...codex, relationships: [{ ...codex.relationships[0], fromBeat: [0, 2], untilBeat: [0, 0] }] },
      { ...codex, entries: [{ ...codex.entries[0], kind: 'Potions' }] },
      { ...codex, entries: [{ ...codex.entries[0], fields: { climate: 'Windy' } }] },
      { ...codex, entries: [{ ...codex.entries[0], arc: [{ scene: 7, text: 'x' }] }] },
      { ...codex, kinds: [...codex.kinds, { name: 'SPELLS', fields: [] }] },
    ];
    for (const bad of broken) {
      const refused = await importJson(user, { ...file, codex: bad }).expect(400);
      expect(refused.body.errors[0].msg).toMatch(/^codex\./);
    }
    expect(((await as(ctx, user).get('/api/stories').expect(200)).body as StorySummary[]).length).toBe(before);
  });

  it('the Markdown and Word exports end with a story bible by kind, with the ties and the arcs; a Markdown import passes over it', async () => {
    const user = await buildUser(ctx);
    const { id } = await worldOf(user);
    const markdown = (await as(ctx, user).get(`/api/stories/${id}/export?format=md`).expect(200)).text;
    const bible = markdown.slice(markdown.indexOf('## Story bible'));
    expect(markdown.indexOf('## Story bible')).toBeGreaterThan(markdown.indexOf('## Characters'));
    // Characters: only what the codex adds to the card (Ren has nothing more: left out).
    // Each entry's heading holds its anchor, which the names in the text link to (decision 181).
    expect(bible).toContain(
      '### Characters\n\n#### <a id="codex-mara"></a>Mara\n\n- **Also known as:** the Pilot\n- **Want:** To fly',
    );
    expect(bible).not.toContain('#### Ren');
    expect(bible).toContain(
      '### Places\n\n#### <a id="codex-harbour"></a>Harbour\n\n*Where ships come in*\n\n- **Also known as:** Docks\n- **Tags:** coast\n- **Image:** https://images.example.org/harbour.jpg\n- **Climate:** Wet\n\nSalt and tar\n\n**Walled**\n\nYes',
    );
    expect(bible).toContain('### Spells\n\n#### <a id="codex-fireball"></a>Fireball\n\n- **Cost:** 3');
    expect(bible).toMatch(
      /### Relationships\n\n- Mara — sister of → Ren \(from .+ until .+\)\n- Fireball — burns — Harbour: Once/,
    );
    expect(bible).toMatch(
      /### Arc: Mara\n\n- \*\*.+:\*\* Grounded\n- \*\*Scene: Storm:\*\* Doubts\n- \*\*.+:\*\* Flies/,
    );
    expect(bible).toMatch(/### Arc: Harbour\n\n- \*\*.+:\*\* Flooded/);

    // The Markdown comes back as the story it is; the bible is passed over (the JSON carries the codex).
    const imported = await as(ctx, user)
      .post('/api/stories/import')
      .set('Content-Type', 'text/markdown')
      .send(markdown);
    expect(imported.status).toBe(201);

    const docx = await as(ctx, user)
      .get(`/api/stories/${id}/export?format=docx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const xml = strFromU8(unzipSync(new Uint8Array(docx.body as Buffer))['word/document.xml']!);
    const words = xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const text of [
      'Story bible',
      'Places',
      'Harbour',
      'Climate: Wet',
      'Spells',
      'Fireball',
      'Cost: 3',
      'Relationships',
      'Arc: Mara',
      'Grounded',
    ]) {
      expect(words).toContain(text);
    }
  });

  it('names written in the beats, scenes and descriptions link to their entries in the bible; a Markdown import gives the text back as written', async () => {
    const user = await buildUser(ctx);
    const writer = as(ctx, user);
    const { id, base } = await worldOf(user);
    const story = (await writer.get(base).expect(200)).body as Story;
    const beats = story.acts.flatMap((act) => act.beats);
    const first = beats[0]!;
    const second = beats[1]!;
    // Mara matches case (not "mara"), the harbour any case (its alias "DOCKS" too); a link the writer
    // typed that looks like one of ours, and a line that looks like a heading, stay the writer's.
    const text =
      'Mara sails from the DOCKS to Harbour; mara is a word.\n# Mara, [odd](#codex-x) and the Pilot\nFireball!';
    await writer.patch(`${base}/beats/${first._id}`).send({ text }).expect(200);
    await writer.patch(`${base}/beats/${second._id}`).send({ text: 'No names here.' }).expect(200);
    await writer
      .post(`${base}/scenes`)
      .send({
        title: 'Fire',
        beat: first._id,
        summary: '<p>Fireball lights the <b>Harbour</b></p>',
        notes: 'Ren watches',
      })
      .expect(201);

    const markdown = (await writer.get(`/api/stories/${id}/export?format=md`).expect(200)).text;
    expect(markdown).toContain(
      '[Mara](#codex-mara) sails from the [DOCKS](#codex-harbour) to [Harbour](#codex-harbour); mara is a word.  \n' +
        '\\# [Mara](#codex-mara), [odd](\\#codex-x) and [the Pilot](#codex-mara)  \n[Fireball](#codex-fireball)!',
    );
    // Ren has no section in the bible (the codex adds nothing to his card): his name stays plain.
    expect(markdown).toContain('[Fireball](#codex-fireball) lights the [Harbour](#codex-harbour)');
    expect(markdown).toContain('Ren watches');
    expect(markdown).not.toContain('[Ren]');
    for (const anchor of ['codex-mara', 'codex-harbour', 'codex-fireball']) {
      expect(markdown).toContain(`<a id="${anchor}"></a>`);
    }

    const imported = await writer.post('/api/stories/import').set('Content-Type', 'text/markdown').send(markdown);
    expect(imported.status).toBe(201);
    const back = (await writer.get(`/api/stories/${imported.body._id}`).expect(200)).body as Story;
    const texts = back.acts.flatMap((act) => act.beats.map((beat) => beat.text));
    expect(texts.slice(0, 2)).toEqual([text, 'No names here.']);

    const docx = await writer.get(`/api/stories/${id}/export?format=docx`).buffer(true).parse(binary).expect(200);
    const xml = strFromU8(unzipSync(new Uint8Array(docx.body as Buffer))['word/document.xml']!);
    const anchors = [...xml.matchAll(/<w:hyperlink [^>]*w:anchor="([^"]+)"[^>]*>.*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map(
      ([, anchor, name]) => `${name} → ${anchor}`,
    );
    expect(anchors.slice(0, 8)).toEqual([
      'Mara → codex_1',
      'DOCKS → codex_2',
      'Harbour → codex_2',
      'Mara → codex_1',
      'the Pilot → codex_1',
      'Fireball → codex_3',
      'Fireball → codex_3',
      'Harbour → codex_2',
    ]);
    const bookmarks = [...xml.matchAll(/<w:bookmarkStart [^>]*w:name="([^"]+)"/g)].map(([, name]) => name);
    expect(bookmarks).toEqual(expect.arrayContaining(['codex_1', 'codex_2', 'codex_3']));
  });

  it('a story whose codex writes no bible exports its text without links', async () => {
    const user = await buildUser(ctx);
    const writer = as(ctx, user);
    const made = await writer.post('/api/stories').send({ title: 'Plain' }).expect(201);
    const base = `/api/stories/${made.body._id}`;
    await writer
      .post(`${base}/codex`)
      .send({ kind: 'character', name: 'Mara', description: '<p>A pilot</p>' })
      .expect(201);
    const story = (await writer.get(base).expect(200)).body as Story;
    await writer.patch(`${base}/beats/${story.acts[0]?.beats[0]?._id}`).send({ text: 'Mara flies.' }).expect(200);
    const markdown = (await writer.get(`${base}/export?format=md`).expect(200)).text;
    expect(markdown).toContain('\nMara flies.\n');
    expect(markdown).not.toContain('## Story bible');
    expect(markdown).not.toContain('#codex-');
  });

  it('the account export holds each story’s codex', async () => {
    const user = await buildUser(ctx);
    const { id } = await worldOf(user);
    const res = await as(ctx, user).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const storyFiles = Object.keys(files).filter((name) => name.startsWith('stories/') && name.endsWith('.json'));
    const written = storyFiles.map((name) => JSON.parse(strFromU8(files[name] as Uint8Array)) as StoryFileV2);
    expect(written.find((file) => file.title === 'Embers')?.codex).toEqual((await exportOf(user, id)).codex);
  });
});
