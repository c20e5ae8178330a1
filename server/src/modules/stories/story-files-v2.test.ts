import { BEAT_KEYS } from '@three-act/contract/beats';
import { BUILT_IN_SHEETS } from '@three-act/contract/built-in-sheets';
import { BEAT_MAX } from '@three-act/contract/limits';
import { EMPTY_BEAT } from '@three-act/contract/outline-markdown';
import { storyFileSchema } from '@three-act/contract/story-file';
import type { Story } from '@three-act/contract/story-structure';
import { asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { characters, notes, outlines, storyBeats, storyUnplaced } from '../../db/schema';
import { as, buildBeatSheet, buildUser } from '../../../test/builders';
import { binary } from '../../../test/binary';
import type { TestUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/test-app';

// Issue 32: exports and import follow the story's structure; the JSON file is three-act-story/2
// and version 1 files still import (docs/decisions/158-story-files-v2.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const IDEA_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const etag = (story: Pick<Story, '_id' | 'version'>) => `"${story._id}.${story.version}"`;
const beatsOf = (story: Story) => story.acts.flatMap((act) => act.beats);

const getStory = async (user: TestUser, id: string) =>
  (await as(ctx, user).get(`/api/stories/${id}`).expect(200)).body as Story;
const exportOf = async (user: TestUser, id: string, format: 'json' | 'md' = 'json') =>
  (await as(ctx, user).get(`/api/stories/${id}/export?format=${format}`).expect(200)).text;
const importJson = (user: TestUser, file: unknown) =>
  as(ctx, user)
    .post('/api/stories/import')
    .set('Content-Type', 'application/json')
    .send(typeof file === 'string' ? file : JSON.stringify(file));
const patchBeat = (user: TestUser, story: Story, beatId: string, text: string) =>
  as(ctx, user).patch(`/api/stories/${story._id}/beats/${beatId}`).set('If-Match', etag(story)).send({ text });

/** The structure and text of a story, without ids: what a round trip must keep. */
const shapeOf = (story: Story) =>
  story.acts.map(({ key, name, beats }) => ({
    key,
    name,
    beats: beats.map(({ key: beatKey, name: beatName, question, hint, text }) => ({
      key: beatKey,
      name: beatName,
      question,
      hint,
      text,
    })),
  }));

const rowCounts = async () => ({
  outlines: await ctx.db.$count(outlines),
  beats: await ctx.db.$count(storyBeats),
  unplaced: await ctx.db.$count(storyUnplaced),
  characters: await ctx.db.$count(characters),
  notes: await ctx.db.$count(notes),
});

/**
 * A story on a sheet with text in every other beat (one with two lines, one starting like a
 * heading), a character in its first and last beat with a note, a second one in no beat, and an
 * idea from the Brainstorm in its unplaced list.
 */
async function writtenStory(user: TestUser, beatSheet: string, title = `On ${beatSheet}`) {
  const made = await as(ctx, user).post('/api/stories').send({ title, beatSheet }).expect(201);
  let story = await getStory(user, made.body._id as string);
  for (const [index, beat] of beatsOf(story).entries()) {
    if (index % 2 === 1) continue;
    const text = index === 0 ? `# Not a heading\n${beat.name}, in two lines` : `What happens at ${beat.name}`;
    story = (await patchBeat(user, story, beat._id, text).expect(200)).body as Story;
  }
  await linkCharacters(user, story);
  await ctx.db
    .insert(storyUnplaced)
    .values({ outlineId: story._id, text: 'A lighthouse that\nkeeps its own keeper', origin: { post: IDEA_ID } });
  return getStory(user, story._id);
}

/** Mara appears in the story's first and last beats (by id, as the database keeps them), with a note; Tomas nowhere. */
async function linkCharacters(user: TestUser, story: Story) {
  await as(ctx, user).put(`/api/stories/${story._id}/current`).expect(200);
  const made = await as(ctx, user)
    .put('/api/outlines/characters')
    .send({ name: 'Mara Vell', desc: '<p><strong>Keeper</strong> of the lamp</p>', protag: true })
    .expect(201);
  const mara = made.body.characters[0]._id as string;
  const beats = beatsOf(story);
  await ctx.db
    .update(characters)
    .set({ beats: [beats[0]!._id, beats.at(-1)!._id] })
    .where(eq(characters.id, mara));
  await as(ctx, user)
    .put(`/api/outlines/characters/note/${mara}`)
    .send({ noteTitle: 'Age', noteText: '34' })
    .expect(201);
  await as(ctx, user)
    .put('/api/outlines/characters')
    .send({ name: 'Tomas Reed', desc: '<p>The brother.</p>' })
    .expect(201);
}

/**
 * Starts on Save the Cat and makes the structure the writer's own: the first act and two beats
 * renamed (one with its own question and hint), a beat of their own, one act of their own, and a
 * beat with text dropped (its text goes to the unplaced list).
 */
async function ownStructureStory(user: TestUser) {
  let story = await writtenStory(user, 'save-the-cat', 'The Lamp at Greywater');
  const [one, two, three] = story.acts;
  story = (
    await as(ctx, user)
      .put(`/api/stories/${story._id}/structure`)
      .set('If-Match', etag(story))
      .send({
        acts: [
          {
            key: one!.key,
            name: 'Home',
            beats: [
              { _id: one!.beats[0]!._id, name: 'The lamp' },
              { _id: one!.beats[1]!._id },
              {
                _id: one!.beats[2]!._id,
                name: 'The keeper',
                question: 'Who keeps the lamp,\nand why?',
                hint: 'One page',
              },
            ],
          },
          { key: two!.key, name: two!.name, beats: two!.beats.map(({ _id }) => ({ _id })) },
          {
            name: 'Coda',
            beats: [
              ...three!.beats.map(({ _id }) => ({ _id })),
              { name: 'After the storm', question: 'What is left standing?' },
            ],
          },
        ],
      })
      .expect(200)
  ).body as Story;
  return story;
}

describe('story files on any structure (three-act-story/2)', () => {
  it.each(BUILT_IN_SHEETS.map((sheet) => sheet.id))(
    'round-trips a story on %s: JSON export → import → JSON export gives the same story',
    async (sheet) => {
      const user = await buildUser(ctx);
      const story = await writtenStory(user, sheet);
      const exported = await exportOf(user, story._id);
      const file = JSON.parse(exported);
      expect(storyFileSchema.safeParse(file).success).toBe(true);
      expect(exported).not.toMatch(/"_id"|"id"/);
      expect(file.acts.map((act: { key: string }) => act.key)).toEqual(
        BUILT_IN_SHEETS.find((entry) => entry.id === sheet)!.acts.map((_act, index) => `${sheet}/act-${index + 1}`),
      );
      const last = beatsOf(story).length - 1;
      const lastAct = story.acts.length - 1;
      expect(file.characters[0].beats).toEqual([
        [0, 0],
        [lastAct, story.acts[lastAct]!.beats.length - 1],
      ]);
      expect(last).toBeGreaterThan(0);
      expect(file.unplaced).toEqual([{ text: 'A lighthouse that\nkeeps its own keeper', origin: { post: IDEA_ID } }]);

      const imported = await importJson(user, exported).expect(201);
      const copy = await getStory(user, imported.body._id as string);
      expect(copy._id).not.toBe(story._id);
      expect(shapeOf(copy)).toEqual(shapeOf(story));
      expect(copy.unplaced.map(({ text, origin }) => ({ text, origin }))).toEqual(
        story.unplaced.map(({ text, origin }) => ({ text, origin })),
      );
      const again = JSON.parse(await exportOf(user, copy._id));
      expect(again).toEqual({ ...file, title: `${file.title} (imported)` });
      // The copy's beats point at the sheet: their words are the sheet's, not stored with the story.
      const rows = await ctx.db
        .select({ key: storyBeats.key, name: storyBeats.name, question: storyBeats.question })
        .from(storyBeats)
        .where(eq(storyBeats.outlineId, copy._id));
      expect(rows.every((row) => row.key !== null && row.name === null && row.question === null)).toBe(true);
      if (sheet === 'three-act') {
        // On the Three Act structure, the spec's routes answer the copy's act fields.
        const outline = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
        expect(outline).toMatchObject({ _id: copy._id, act1a01: '# Not a heading\nOpening image, in two lines' });
        expect(outline.characters[0].beats).toEqual(['act1a01', 'act3a08']);
      }
    },
  );

  it("round-trips a story on the writer's own structure: renamed acts and beats, own questions, hints and unplaced text", async () => {
    const user = await buildUser(ctx);
    const story = await ownStructureStory(user);
    expect(story.unplaced.map((item) => item.origin)).toEqual([{ post: IDEA_ID }, { beat: 'Debate' }]);
    const exported = await exportOf(user, story._id);
    const file = JSON.parse(exported);
    expect(file.acts[0]).toMatchObject({ key: 'save-the-cat/act-1', name: 'Home' });
    expect(file.acts[0].beats[0]).toEqual({
      key: 'save-the-cat/opening-image',
      name: 'The lamp',
      question: expect.any(String),
      hint: expect.any(String),
      text: '# Not a heading\nOpening image, in two lines',
    });
    expect(file.acts[0].beats[2]).toMatchObject({ name: 'The keeper', question: 'Who keeps the lamp,\nand why?' });
    expect(file.acts[2]).not.toHaveProperty('key');
    expect(file.acts[2].beats.at(-1)).toEqual({
      name: 'After the storm',
      question: 'What is left standing?',
      text: null,
    });

    const imported = await importJson(user, exported).expect(201);
    const copy = await getStory(user, imported.body._id as string);
    expect(shapeOf(copy)).toEqual(shapeOf(story));
    expect(JSON.parse(await exportOf(user, copy._id))).toEqual({ ...file, title: `${file.title} (imported)` });
    // Stored as the original is: the writer's words where they differ from the sheet's, keys kept.
    const rows = await ctx.db
      .select({ key: storyBeats.key, name: storyBeats.name, hint: storyBeats.hint })
      .from(storyBeats)
      .where(eq(storyBeats.outlineId, copy._id))
      .orderBy(asc(storyBeats.act), asc(storyBeats.position));
    expect(rows[0]).toEqual({ key: 'save-the-cat/opening-image', name: 'The lamp', hint: null });
    expect(rows[1]).toEqual({ key: expect.stringMatching(/^save-the-cat\//), name: null, hint: null });
    expect(rows[2]).toEqual({ key: 'save-the-cat/set-up', name: 'The keeper', hint: 'One page' });
    expect(rows.at(-1)).toEqual({ key: null, name: 'After the storm', hint: null });
    const [act] = await ctx.db.select({ acts: outlines.acts }).from(outlines).where(eq(outlines.id, copy._id));
    expect(act!.acts).toEqual([
      { key: 'save-the-cat/act-1', name: 'Home' },
      { key: 'save-the-cat/act-2' },
      { name: 'Coda' },
    ]);
  });

  it('writes Markdown of another structure by its own acts and beat names, characters and unplaced text', async () => {
    const user = await buildUser(ctx);
    const story = await ownStructureStory(user);
    const markdown = await exportOf(user, story._id, 'md');
    const beats = beatsOf(story).length;
    expect(markdown).toMatch(
      new RegExp(
        `^# The Lamp at Greywater\n\n\\*On its own structure: 3 acts and ${beats} beats\\*\n\n## Home\n\n### 1\\. The lamp\n\n\\*`,
      ),
    );
    expect(markdown).toContain('\n\\# Not a heading  \nOpening image, in two lines\n');
    expect(markdown).toContain('### 3. The keeper\n\n*Who keeps the lamp, and why?*\n\n');
    expect(markdown).toContain(`\n## ${story.acts[1]!.name}\n`);
    expect(markdown).toContain(
      `### ${story.acts[2]!.beats.length}. After the storm\n\n*What is left standing?*\n\n${EMPTY_BEAT}\n`,
    );
    const lastBeat = story.acts[2]!.beats.length - 1;
    expect(markdown).toContain(
      `Appears in: Home · 1. The lamp; Coda · ${lastBeat}. ${story.acts[2]!.beats[lastBeat - 1]!.name}\n`,
    );
    expect(markdown).toContain('## Characters\n\n### Mara Vell (protagonist)\n\nKeeper of the lamp');
    expect(markdown.slice(markdown.indexOf('\n## Unplaced text'))).toBe(
      '\n## Unplaced text\n\n### From a Brainstorm idea\n\nA lighthouse that  \nkeeps its own keeper\n\n### From "Debate"\n\nWhat happens at Debate\n',
    );
    expect(markdown).not.toContain('Act I');
  });

  it('writes Word of another structure: its own subtitle, acts, beats and questions, the bible and the unplaced text', async () => {
    const user = await buildUser(ctx);
    const story = await ownStructureStory(user);
    const res = await as(ctx, user)
      .get(`/api/stories/${story._id}/export?format=docx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=the-lamp-at-greywater.docx');
    const xml = strFromU8(unzipSync(new Uint8Array(res.body as Buffer))['word/document.xml']!);
    const paragraphs = [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map((m) => m[0]);
    const textOf = (p: string) =>
      [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)]
        .map((m) => m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
        .join('');
    const styled = (style: string) => paragraphs.filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`)).map(textOf);
    expect(styled('Heading1')).toEqual(['Home', story.acts[1]!.name, 'Coda', 'Character bible', 'Unplaced text']);
    expect(styled('Heading2')).toEqual(
      expect.arrayContaining(['1. The lamp', '3. The keeper', 'Mara Vell', 'From a Brainstorm idea', 'From "Debate"']),
    );
    const texts = paragraphs.map(textOf);
    expect(texts).toEqual(
      expect.arrayContaining([
        `On its own structure: 3 acts and ${beatsOf(story).length} beats`,
        'Who keeps the lamp,\nand why?',
        'What is left standing?',
        'Home · 1. The lamp',
        'A lighthouse that',
        'keeps its own keeper',
      ]),
    );
    expect(texts).not.toContain('A Three Act outline, laid out by Acts');
  });

  it('refuses a framework layout for a story on another structure (400 naming layout); a Three Act story keeps them', async () => {
    const user = await buildUser(ctx);
    const story = await writtenStory(user, 'heros-journey');
    for (const format of ['md', 'docx', 'json']) {
      const res = await as(ctx, user)
        .get(`/api/stories/${story._id}/export?format=${format}&layout=save-the-cat`)
        .expect(400);
      expect(res.body).toEqual({
        errors: [
          {
            msg: 'A framework layout regroups the beats of the Three Act structure, and this story is on its own structure: export it by its acts (layout=acts)',
            path: 'layout',
          },
        ],
      });
    }
    const threeAct = await writtenStory(user, 'three-act');
    const framed = await as(ctx, user)
      .get(`/api/stories/${threeAct._id}/export?format=md&layout=story-circle`)
      .expect(200);
    expect(framed.text).toContain('*Laid out by Story Circle*');
  });

  it('refuses the Markdown of a story on another structure, pointing to its JSON, adding nothing', async () => {
    const user = await buildUser(ctx);
    const story = await writtenStory(user, 'kishotenketsu');
    const markdown = await exportOf(user, story._id, 'md');
    const before = await rowCounts();
    const res = await as(ctx, user)
      .post('/api/stories/import')
      .set('Content-Type', 'text/markdown')
      .send(markdown)
      .expect(400);
    expect(res.body).toEqual({
      errors: [
        {
          msg: "This Markdown is of a story on its own structure, which only the story's JSON file carries: export the story as JSON and import that file",
        },
      ],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("reads a Three Act story's unplaced text back from its Markdown", async () => {
    const user = await buildUser(ctx);
    const story = await writtenStory(user, 'three-act', 'Unplaced Lamps');
    await ctx.db
      .insert(storyUnplaced)
      .values({ outlineId: story._id, text: 'Cut from the midpoint', origin: { beat: 'Midpoint' } });
    const markdown = await exportOf(user, story._id, 'md');
    expect(markdown.slice(markdown.indexOf('\n## Unplaced text'))).toBe(
      '\n## Unplaced text\n\n### From a Brainstorm idea\n\nA lighthouse that  \nkeeps its own keeper\n\n### From "Midpoint"\n\nCut from the midpoint\n',
    );
    const imported = await as(ctx, user)
      .post('/api/stories/import')
      .set('Content-Type', 'text/markdown')
      .send(markdown)
      .expect(201);
    const copy = await getStory(user, imported.body._id as string);
    expect(shapeOf(copy)).toEqual(shapeOf(await getStory(user, story._id)));
    // Markdown names no Brainstorm idea: that origin is the JSON's to carry.
    expect(copy.unplaced.map(({ text, origin }) => ({ text, origin }))).toEqual([
      { text: 'A lighthouse that\nkeeps its own keeper', origin: {} },
      { text: 'Cut from the midpoint', origin: { beat: 'Midpoint' } },
    ]);
  });
});

describe('version 1 files still import', () => {
  it('reads a three-act-story/1 file as before: the 32 answers by key, characters by key, notes', async () => {
    const user = await buildUser(ctx);
    const v1 = {
      format: 'three-act-story/1',
      title: 'An Old File',
      beats: { act1a01: 'A lamp goes out.\nThe sea is loud.', act2a08: 'A false victory.', act3a08: null },
      characters: [
        {
          name: 'Mara Vell',
          desc: '<p>Keeper</p>',
          photoUrl: 'https://images.example.org/mara.jpg',
          protag: true,
          beats: ['act2a08', 'act1a06'],
          notes: [{ noteTitle: 'Age', noteText: '34' }],
        },
        { name: 'Tomas Reed', desc: '<p>The brother.</p>', photoUrl: '', protag: false, beats: [], notes: [] },
      ],
    };
    const imported = await importJson(user, v1).expect(201);
    expect(imported.body).toMatchObject({
      title: 'An Old File',
      act1a01: 'A lamp goes out.\nThe sea is loud.',
      act1a02: null,
      act2a08: 'A false victory.',
    });
    expect(imported.body.characters.map((c: { name: string; beats: string[] }) => [c.name, c.beats])).toEqual([
      ['Mara Vell', ['act1a06', 'act2a08']],
      ['Tomas Reed', []],
    ]);
    const story = await getStory(user, imported.body._id as string);
    expect(beatsOf(story).map((beat) => beat.key)).toEqual(BEAT_KEYS);
    expect(story.unplaced).toEqual([]);
    const file = JSON.parse(await exportOf(user, story._id));
    expect(file).toMatchObject({
      format: 'three-act-story/2',
      title: 'An Old File',
      unplaced: [],
      characters: [
        {
          name: 'Mara Vell',
          photoUrl: 'https://images.example.org/mara.jpg',
          beats: [
            [0, 5],
            [1, 7],
          ],
          notes: [{ noteTitle: 'Age', noteText: '34' }],
        },
        { name: 'Tomas Reed', beats: [] },
      ],
    });
    expect(file.acts[0].beats[0]).toMatchObject({ key: 'act1a01', text: 'A lamp goes out.\nThe sea is loud.' });
  });
});

describe('POST /api/stories/import of a version 2 file: limits and bad input', () => {
  const beat = (fields: object = {}) => ({ name: 'A beat', question: 'What?', text: null, ...fields });
  const file = (fields: object) => ({
    format: 'three-act-story/2',
    title: 'x',
    acts: [{ name: 'One', beats: [beat()] }],
    ...fields,
  });
  const many = (count: number) => Array.from({ length: count }, () => beat());

  it.each(
    (
      [
        [file({ acts: undefined }), 'acts: acts must be a list of 1 to 7 acts'],
        [file({ acts: [] }), 'acts: A story has 1 to 7 acts'],
        [
          file({ acts: Array.from({ length: 8 }, () => ({ name: 'Act', beats: [beat()] })) }),
          'acts: A story has 1 to 7 acts',
        ],
        [file({ acts: [{ name: 'One', beats: [] }] }), 'acts: A story needs at least one beat'],
        [file({ acts: [{ name: 'One', beats: many(101) }] }), 'acts[0].beats: A story has at most 100 beats'],
        [
          file({
            acts: [
              { name: 'One', beats: many(60) },
              { name: 'Two', beats: many(41) },
            ],
          }),
          'acts: A story has at most 100 beats',
        ],
        [file({ acts: [{ name: ' ', beats: [beat()] }] }), 'acts[0].name: Act name is required'],
        [
          file({ acts: [{ name: 'One', beats: [beat({ name: 'n'.repeat(121) })] }] }),
          'acts[0].beats[0].name: Beat name must be at most 120 characters',
        ],
        [
          file({ acts: [{ name: 'One', beats: [beat(), beat({ question: 'q'.repeat(1001) })] }] }),
          'acts[0].beats[1].question: Question must be at most 1000 characters',
        ],
        [
          file({ acts: [{ name: 'One', beats: [beat({ hint: 'h'.repeat(1001) })] }] }),
          'acts[0].beats[0].hint: Hint must be at most 1000 characters',
        ],
        [
          file({ acts: [{ name: 'One', beats: [beat({ text: 't'.repeat(BEAT_MAX + 1) })] }] }),
          `acts[0].beats[0].text: Each answer must be at most ${BEAT_MAX} characters`,
        ],
        [
          file({ acts: [{ name: 'One', beats: [beat({ key: 'nope/beat' })] }] }),
          'acts[0].beats[0].key: Unknown built-in beat: nope/beat',
        ],
        [
          file({ acts: [{ name: 'One', beats: [beat({ key: 'act1a01' }), beat({ key: 'act1a01' })] }] }),
          'acts[0].beats[1].key: Beat act1a01 is named twice',
        ],
        [
          file({ acts: [{ key: 'nope/act-1', name: 'One', beats: [beat()] }] }),
          'acts[0].key: Unknown built-in act: nope/act-1',
        ],
        [file({ unplaced: [{ text: '  ' }] }), 'unplaced[0].text: Unplaced text is required'],
        [file({ unplaced: [{ text: 'x', origin: { post: 'nope' } }] }), 'unplaced[0].origin.post: Malformed post id'],
        [
          file({
            characters: [
              {
                name: 'A',
                desc: '<p>a</p>',
                beats: [
                  [0, 0],
                  [3, 0],
                ],
              },
            ],
          }),
          'characters[0].beats[1]: No beat at acts[3].beats[0] in this file',
        ],
        [
          file({ characters: [{ name: 'A', desc: '<p>a</p>', beats: ['act1a01'] }] }),
          'characters[0].beats[0]: Each beat must be [act, beat]: positions in this file, counted from 0',
        ],
        [
          file({ characters: [{ name: 'A', desc: '<script>x</script>' }] }),
          'characters[0].desc: Description is required',
        ],
      ] as [object, string][]
    ).map(([body, message]) => [message, body] as const),
  )('refuses a file with "%s", adding nothing', async (message, body) => {
    const user = await buildUser(ctx);
    const before = await rowCounts();
    const res = await importJson(user, body).expect(400);
    expect(res.body.errors.map((error: { msg: string }) => error.msg)).toContain(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('imports the most a story may hold: 7 acts and 100 beats', async () => {
    const user = await buildUser(ctx);
    const acts = Array.from({ length: 7 }, (_, index) => ({
      name: `Act ${index + 1}`,
      beats: many(index < 2 ? 15 : 14),
    }));
    const imported = await importJson(user, file({ acts })).expect(201);
    const story = await getStory(user, imported.body._id as string);
    expect(story.acts).toHaveLength(7);
    expect(beatsOf(story)).toHaveLength(100);
  });
});

describe('"Download my data" with stories on any structure and beat sheets of the writer\'s own', () => {
  it('holds each story as its three-act-story/2 file, which imports as it is, and the writer’s beat sheets', async () => {
    const user = await buildUser(ctx, { verified: true });
    const story = await writtenStory(user, 'kishotenketsu', 'Four Lanterns');
    await buildBeatSheet(ctx, { user, name: 'My heist' });
    await buildBeatSheet(ctx, {
      user,
      name: 'My mystery',
      description: 'Clues first',
      acts: [{ name: 'Only', beats: [{ name: 'Body', question: 'Who found it?', hint: 'Page one' }] }],
    });
    const other = await buildUser(ctx);
    await buildBeatSheet(ctx, { user: other, name: 'Not mine' });

    const res = await as(ctx, user).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files)).toEqual([
      'three-act-export.json',
      'stories/four-lanterns.json',
      'stories/four-lanterns.md',
      'beat-sheets.json',
    ]);
    const data = JSON.parse(strFromU8(files['three-act-export.json']!));
    expect(data).toMatchObject({ format: 'three-act-export/3', beatSheets: 'beat-sheets.json' });

    const saved = JSON.parse(strFromU8(files['stories/four-lanterns.json']!));
    const file = JSON.parse(await exportOf(user, story._id));
    const { current, deletedAt, revisions, ...storyFile } = saved;
    expect(storyFile).toEqual(file);
    expect({ current, deletedAt }).toEqual({ current: true, deletedAt: null });
    // Each beat's history names its place in the file (the file has no ids), and who saved it (decision 191).
    const ki = beatsOf(story)[0]!;
    expect(revisions).toEqual(
      expect.arrayContaining([
        { field: ki._id, beat: [0, 0], text: ki.text, savedAt: expect.any(String), author: user.name },
        { field: 'title', text: 'Four Lanterns', savedAt: expect.any(String), author: user.name },
      ]),
    );
    expect(strFromU8(files['stories/four-lanterns.md']!)).toBe(await exportOf(user, story._id, 'md'));
    // The story file from the ZIP imports as it is.
    const imported = await importJson(user, strFromU8(files['stories/four-lanterns.json']!)).expect(201);
    expect(shapeOf(await getStory(user, imported.body._id as string))).toEqual(shapeOf(story));

    const sheets = JSON.parse(strFromU8(files['beat-sheets.json']!));
    expect(sheets.map((sheet: { name: string }) => sheet.name)).toEqual(['My heist', 'My mystery']);
    expect(sheets[1]).toEqual({
      _id: expect.any(String),
      name: 'My mystery',
      description: 'Clues first',
      builtIn: false,
      acts: [{ name: 'Only', beats: [{ name: 'Body', question: 'Who found it?', hint: 'Page one' }] }],
      date: expect.any(String),
      updatedAt: expect.any(String),
      published: false,
      likes: 0,
      publishedAt: null,
      adoptedFrom: null,
    });
    // Each sheet is a body the beat sheets route takes back.
    const { name, description, acts } = sheets[1];
    await as(ctx, user)
      .post('/api/beat-sheets')
      .send({ name: `${name} again`, description, acts })
      .expect(201);
  });

  it('writes the beat sheets a page at a time, each once, oldest first', async () => {
    const user = await buildUser(ctx, { verified: true });
    for (let i = 0; i < 19; i += 1) await buildBeatSheet(ctx, { user, name: `Sheet ${String(i).padStart(2, '0')}` });
    const res = await as(ctx, user).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const sheets = JSON.parse(strFromU8(files['beat-sheets.json']!)) as { name: string }[];
    expect(sheets.map((sheet) => sheet.name)).toEqual(
      Array.from({ length: 19 }, (_, i) => `Sheet ${String(i).padStart(2, '0')}`),
    );
  });
});
