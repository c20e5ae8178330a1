import { storyFileSchema } from '@three-act/contract/story-file';
import { STORY_IMPORT_MAX_BYTES } from '@three-act/contract/limits';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { characters, notes, outlines } from '../../db/schema';
import { as, buildCharacter, buildStory, buildUser, storyRows } from '../../../test/builders';
import { binary } from '../../../test/binary';
import { createTestContext, type TestContext } from '../../../test/test-app';

// Issue "Structure woven through": export as Markdown, Word and JSON; import JSON or Markdown
// (docs/decisions/133-story-files.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DESC =
  '<h2>Keeper</h2><p><strong>Lighthouse keeper</strong> who <em>hates</em> the sea.</p>' +
  '<ul><li>Stubborn</li><li>Loyal</li></ul><ol><li>Lamp</li><li>Logbook</li></ol>';

/** A writer with a story: answers (one with lines, one starting like a heading), two characters, notes, links. */
async function writerWithStory() {
  const user = await buildUser(ctx);
  const writer = as(ctx, user);
  const saved = await writer
    .post('/api/outlines')
    .send({
      title: 'The Lamp at Greywater',
      act1a01: 'A lamp goes out.\nThe sea is loud.',
      act1a06: '# Not a heading\nThe keeper is gone.',
      act2a08: 'A false victory.',
    })
    .expect(201);
  const storyId = saved.body._id as string;
  const made = await writer
    .put('/api/outlines/characters')
    .send({ name: 'Mara Vell', desc: DESC, photoUrl: 'https://images.example.org/mara.jpg', protag: true })
    .expect(201);
  const mara = made.body.characters[0]._id as string;
  await writer
    .put(`/api/outlines/characters/${mara}/beats`)
    .send({ beats: ['act2a08', 'act1a06'] })
    .expect(200);
  await writer.put(`/api/outlines/characters/note/${mara}`).send({ noteTitle: 'Age', noteText: '34' }).expect(201);
  await writer.put('/api/outlines/characters').send({ name: 'Tomas Reed', desc: '<p>The brother.</p>' }).expect(201);
  return { user, writer, storyId };
}

const rowCounts = async () => ({
  outlines: await ctx.db.$count(outlines),
  characters: await ctx.db.$count(characters),
  notes: await ctx.db.$count(notes),
});

describe('GET /api/stories/:id/export', () => {
  it('writes Markdown with the outline, the characters, their notes and the beats they appear in', async () => {
    const { writer, storyId } = await writerWithStory();
    const res = await writer.get(`/api/stories/${storyId}/export?format=md`).expect(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=the-lamp-at-greywater.md');
    const text = res.text;
    expect(text).toMatch(/^# The Lamp at Greywater\n/);
    expect(text).toContain('### 1. Opening image\n\n*');
    expect(text).toContain('A lamp goes out.  \nThe sea is loud.');
    expect(text).toContain('\\# Not a heading');
    expect(text).toContain(
      '## Characters\n\n### Mara Vell (protagonist)\n\nKeeper\n\nLighthouse keeper who hates the sea.',
    );
    expect(text).toContain('Appears in: Act I · 6. Inciting incident; Act II · 8. Midpoint');
    expect(text).toContain('#### Age\n\n34');
    expect(text).toContain('### Tomas Reed\n\nThe brother.');

    const byFramework = await writer.get(`/api/stories/${storyId}/export?format=md&layout=save-the-cat`).expect(200);
    expect(byFramework.headers['content-disposition']).toContain('the-lamp-at-greywater-save-the-cat.md');
    expect(byFramework.text).toContain('*Laid out by Save the Cat*');
    expect(byFramework.text).toContain(
      '## 9. Midpoint\n\nA false victory or a false defeat that raises the stakes.\n\n### Act II · 8. Midpoint',
    );
  });

  it('writes JSON that its own schema reads (three-act-story/2, with the structure), with no ids', async () => {
    const { writer, storyId } = await writerWithStory();
    const res = await writer.get(`/api/stories/${storyId}/export?format=json`).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const file = JSON.parse(res.text);
    expect(storyFileSchema.safeParse(file).success).toBe(true);
    expect(file).toMatchObject({
      format: 'three-act-story/2',
      title: 'The Lamp at Greywater',
      acts: [
        { key: 'three-act/act-1', name: 'Setup' },
        { key: 'three-act/act-2', name: 'Confrontation' },
        { key: 'three-act/act-3', name: 'Resolution' },
      ],
      unplaced: [],
      characters: [
        {
          name: 'Mara Vell',
          protag: true,
          // [act, beat]: Act I's 6th beat, Act II's 8th.
          beats: [
            [0, 5],
            [1, 7],
          ],
          notes: [{ noteTitle: 'Age', noteText: '34' }],
        },
        { name: 'Tomas Reed', protag: false, beats: [], notes: [] },
      ],
    });
    expect(file.acts[0].beats.slice(0, 2)).toEqual([
      {
        key: 'act1a01',
        name: 'Opening image',
        question: expect.stringMatching(/^What is the very first image/),
        text: 'A lamp goes out.\nThe sea is loud.',
      },
      { key: 'act1a02', name: 'Hook', question: expect.any(String), text: null },
    ]);
    expect(file.acts[1].beats[7]).toMatchObject({ key: 'act2a08', name: 'Midpoint', text: 'A false victory.' });
    expect(res.text).not.toMatch(/"_id"|"id"/);
  });

  it('writes a Word document XML can read from a stored row holding what XML 1.0 forbids (decision 149)', async () => {
    const user = await buildUser(ctx);
    const story = await buildStory(ctx, {
      user,
      title: 'Tide\uFFFE',
      beats: { act1a01: 'Low\uFFFE water\uFFFF\u0001\uD800' },
    });
    await buildCharacter(ctx, { story, name: 'Mara\uFFFE', desc: '<p>Keeper\uFFFF</p>' });
    const res = await as(ctx, user)
      .get(`/api/stories/${story.id}/export?format=docx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const xml = strFromU8(unzipSync(new Uint8Array(res.body as Buffer))['word/document.xml']!);
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/);
    expect(xml).toContain('Low water');
    expect(xml).toContain('Keeper');
  });

  it('stores a beat saved with U+FFFE without it', async () => {
    const user = await buildUser(ctx);
    const saved = await as(ctx, user)
      .post('/api/outlines')
      .send({ title: 'A\uFFFE tide', act1a01: 'Low\uFFFE water' })
      .expect(201);
    const [row] = await storyRows(ctx, eq(outlines.id, saved.body._id as string));
    expect(row).toMatchObject({ title: 'A tide', act1a01: 'Low water' });
  });

  it('writes a Word document: title, headings, questions and answers, and a character bible keeping formatting', async () => {
    const { writer, storyId } = await writerWithStory();
    const res = await writer.get(`/api/stories/${storyId}/export?format=docx`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    const xml = strFromU8(files['word/document.xml']!);
    const paragraphs = [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map((m) => m[0]);
    const textOf = (p: string) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    const styled = (style: string) => paragraphs.filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`)).map(textOf);
    expect(styled('Title')).toEqual(['The Lamp at Greywater']);
    expect(styled('Heading1')).toEqual([
      'Act I: Setup',
      'Act II: Confrontation',
      'Act III: Resolution',
      'Character bible',
    ]);
    expect(styled('Heading2')).toEqual(
      expect.arrayContaining(['1. Opening image', '8. Midpoint', 'Mara Vell', 'Tomas Reed']),
    );
    const texts = paragraphs.map(textOf);
    expect(texts).toEqual(
      expect.arrayContaining(['A lamp goes out.', 'The sea is loud.', '# Not a heading', 'A false victory.']),
    );
    // Mara's description keeps its bold run, its heading and both kinds of list.
    const bold = paragraphs.find((p) => textOf(p).startsWith('Lighthouse keeper'))!;
    expect(bold).toMatch(/<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t[^>]*>Lighthouse keeper<\/w:t><\/w:r>/);
    expect(bold).toMatch(/<w:i\/>.*hates/s);
    expect(styled('Heading4')).toContain('Keeper');
    expect(paragraphs.filter((p) => p.includes('<w:numPr>')).map(textOf)).toEqual(
      expect.arrayContaining(['Stubborn', 'Loyal', 'Lamp', 'Logbook', 'Act I · 6. Inciting incident']),
    );
    expect(texts).toContain('Protagonist: yes');
  });

  it("answers 404 for another writer's story and a missing one, 400 for a bad format or layout, 401 signed out", async () => {
    const { storyId } = await writerWithStory();
    const other = as(ctx, await buildUser(ctx));
    await other.get(`/api/stories/${storyId}/export`).expect(404);
    await other.get('/api/stories/0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c/export').expect(404);
    const { writer, storyId: own } = await writerWithStory();
    const pdf = await writer.get(`/api/stories/${own}/export?format=pdf`).expect(400);
    expect(pdf.body.errors[0].msg).toBe('format must be md, docx or json');
    const layout = await writer.get(`/api/stories/${own}/export?layout=snowflake`).expect(400);
    expect(layout.body.errors[0].msg).toMatch(/^layout must be acts or one of save-the-cat/);
    await ctx.api().get(`/api/stories/${own}/export`).expect(401);
  });
});

describe('POST /api/stories/import', () => {
  it('round-trips: JSON export → import → JSON export gives the same story, now the current one', async () => {
    const { writer, storyId } = await writerWithStory();
    const exported = (await writer.get(`/api/stories/${storyId}/export?format=json`).expect(200)).text;
    const imported = await writer
      .post('/api/stories/import')
      .set('Content-Type', 'application/json')
      .send(exported)
      .expect(201);
    expect(imported.body._id).not.toBe(storyId);
    // The writer has a story of that title: the copy says where it came from (issue 37).
    expect(imported.body.title).toBe('The Lamp at Greywater (imported)');
    expect((await writer.get('/api/outlines/me').expect(200)).body._id).toBe(imported.body._id);
    const again = (await writer.get(`/api/stories/${imported.body._id}/export?format=json`).expect(200)).text;
    expect(JSON.parse(again)).toEqual({ ...JSON.parse(exported), title: 'The Lamp at Greywater (imported)' });
  });

  it('names an import whose title the writer has taken "(imported)", then "(imported 2)"; a free title stays', async () => {
    const { writer, storyId } = await writerWithStory();
    const exported = (await writer.get(`/api/stories/${storyId}/export?format=json`).expect(200)).text;
    const titles: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      titles.push(
        (await writer.post('/api/stories/import').set('Content-Type', 'application/json').send(exported).expect(201))
          .body.title,
      );
    }
    expect(titles).toEqual(['The Lamp at Greywater (imported)', 'The Lamp at Greywater (imported 2)']);
    const fresh = { ...JSON.parse(exported), title: 'A Title Nobody Has' };
    expect((await writer.post('/api/stories/import').send(fresh).expect(201)).body.title).toBe('A Title Nobody Has');
    const list = (await writer.get('/api/stories').expect(200)).body as { title: string }[];
    expect(new Set(list.map((story) => story.title)).size).toBe(list.length);
  });

  it('reads back the Markdown it writes, in any layout: answers, characters, links and notes', async () => {
    const { writer, storyId } = await writerWithStory();
    const original = JSON.parse((await writer.get(`/api/stories/${storyId}/export?format=json`).expect(200)).text);
    for (const layout of ['acts', 'heros-journey']) {
      const markdown = (await writer.get(`/api/stories/${storyId}/export?format=md&layout=${layout}`).expect(200)).text;
      const imported = await writer
        .post('/api/stories/import')
        .set('Content-Type', 'text/markdown')
        .send(markdown)
        .expect(201);
      const file = JSON.parse(
        (await writer.get(`/api/stories/${imported.body._id}/export?format=json`).expect(200)).text,
      );
      expect(file.acts).toEqual(original.acts);
      // The original is still there: each copy's title says it was imported.
      expect(file.title).toBe(`${original.title} (imported${layout === 'acts' ? '' : ' 2'})`);
      expect(
        file.characters.map((c: { name: string; protag: boolean; beats: string[]; notes: unknown[] }) => [
          c.name,
          c.protag,
          c.beats,
          c.notes,
        ]),
      ).toEqual([
        [
          'Mara Vell',
          true,
          [
            [0, 5],
            [1, 7],
          ],
          [{ noteTitle: 'Age', noteText: '34' }],
        ],
        ['Tomas Reed', false, [], []],
      ]);
      expect(file.characters[0].desc).toBe(
        '<p>Keeper</p><p>Lighthouse keeper who hates the sea.</p><p>Stubborn</p><p>Loyal</p><p>Lamp</p><p>Logbook</p>',
      );
    }
  });

  it.each([
    [
      { format: 'three-act-story/3', title: 'x', beats: {} },
      'format: format must be "three-act-story/2" or "three-act-story/1"',
    ],
    [{ format: 'three-act-story/1', title: '', beats: {} }, 'title: Title is required'],
    [{ format: 'three-act-story/1', title: 'x', beats: { act9a01: 'no' } }, 'beats: Unknown beat: act9a01'],
    [
      {
        format: 'three-act-story/1',
        title: 'x',
        beats: {},
        characters: [{ name: 'A', desc: '<p>a</p>' }, { desc: '<p>b</p>' }],
      },
      'characters[1].name: Name is required',
    ],
    [
      { format: 'three-act-story/1', title: 'x', beats: {}, characters: [{ name: 'A', desc: '<script>x</script>' }] },
      'characters[0].desc: Description is required',
    ],
    [
      {
        format: 'three-act-story/1',
        title: 'x',
        beats: {},
        characters: [{ name: 'A', desc: '<p>a</p>', beats: ['act1a01', 'nope'] }],
      },
      'characters[0].beats: Unknown beat: nope',
    ],
  ])('refuses %j naming what is wrong, and adds nothing', async (file, message) => {
    const { writer } = await writerWithStory();
    const before = await rowCounts();
    const res = await writer.post('/api/stories/import').send(file).expect(400);
    expect(res.body.errors.map((error: { msg: string }) => error.msg)).toContain(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses Markdown it cannot place, and a file over 12 MB, adding nothing', async () => {
    const { writer } = await writerWithStory();
    const before = await rowCounts();
    const untitled = await writer
      .post('/api/stories/import')
      .set('Content-Type', 'text/markdown')
      .send('Just some notes')
      .expect(400);
    expect(untitled.body.errors[0].msg).toBe('The file has no title line (# Title)');
    const odd = await writer
      .post('/api/stories/import')
      .set('Content-Type', 'text/markdown')
      .send('# "A story"\n\n## Act I: Setup\n\n### 9. Not a beat\n\nText\n')
      .expect(400);
    expect(odd.body.errors[0].msg).toBe('Unknown beat heading "### 9. Not a beat"');
    const huge = JSON.stringify({
      format: 'three-act-story/1',
      title: 'Huge',
      beats: { act1a01: 'x'.repeat(STORY_IMPORT_MAX_BYTES) },
    });
    const tooLarge = await writer.post('/api/stories/import').set('Content-Type', 'application/json').send(huge);
    expect(tooLarge.status).toBe(413);
    // The import's own limit (STORY_IMPORT_MAX_BYTES), not the API's 1 MB.
    expect(tooLarge.body).toEqual({ errors: [{ msg: 'Request body is too large (limit 12 MB)' }] });
    const hugeMarkdown = await writer
      .post('/api/stories/import')
      .set('Content-Type', 'text/markdown')
      .send(`# "Huge"\n\n${'x'.repeat(STORY_IMPORT_MAX_BYTES)}`);
    expect(hugeMarkdown.status).toBe(413);
    expect(hugeMarkdown.body).toEqual({ errors: [{ msg: 'Request body is too large (limit 12 MB)' }] });
    expect(await rowCounts()).toEqual(before);
  });

  it('checks the whole file before writing: a problem in the last part leaves nothing half-imported', async () => {
    const { writer } = await writerWithStory();
    const before = await rowCounts();
    const notesOver = Array.from({ length: 101 }, (_, i) => ({ noteTitle: `N${i}`, noteText: 'x' }));
    await writer
      .post('/api/stories/import')
      .send({
        format: 'three-act-story/1',
        title: 'x',
        beats: {},
        characters: [{ name: 'A', desc: '<p>a</p>', notes: notesOver }],
      })
      .expect(400);
    expect(await rowCounts()).toEqual(before);
  });
});
