import { protagonistGaps } from '@three-act/contract/beats';
import { as, buildCharacter, buildStory, buildUser } from '../../../test/builders';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { beatsNaming } from './named-in-beats';

// Issue 37: a character's name written plainly in a beat links it to that beat
// (docs/decisions/175-names-written-in-beats.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('beatsNaming', () => {
  const beats = (...texts: string[]) => texts.map((text, index) => ({ reference: `b${index}`, text }));

  it('finds a name as a whole word, spelled as on the card or in capitals, across spaces and line breaks', () => {
    expect(
      beatsNaming(
        ['Mara', 'Will', 'Anna Marie'],
        beats(
          "Mara's lamp goes out.",
          'She will not row out.',
          'WILL shouts from the quay.',
          'Anna\nMarie keeps the log.',
          'Maran and Tamara are other people; so is mara.',
          '',
        ),
      ),
    ).toEqual([['b0'], ['b2'], ['b3']]);
  });

  it('reads the longer of two names that start alike, and names shared by two characters count for both', () => {
    expect(beatsNaming(['Anna', 'Anna Marie', 'Anna'], beats('Anna Marie sails.', 'Anna waits.'))).toEqual([
      ['b1'],
      ['b0'],
      ['b1'],
    ]);
  });

  it('takes names with signs in them literally', () => {
    expect(
      beatsNaming(['Dr. K (the elder)', 'O’Neil'], beats('Dr. K (the elder) smiles.', 'Dr. KX', 'O’Neil.')),
    ).toEqual([['b0'], ['b2']]);
  });
});

describe('a name written in a beat', () => {
  it('puts the character in that beat for the outline, the character and the protagonist warning', async () => {
    const user = await buildUser(ctx);
    const story = await buildStory(ctx, { user, beats: { act2a08: 'The storm breaks.' } });
    const mara = await buildCharacter(ctx, { story: { id: story.id, user }, name: 'Mara', protag: true });
    const before = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(before.characters[0].beats).toEqual([]);
    expect(before.characters[0]).not.toHaveProperty('namedIn');
    expect(protagonistGaps(before.characters)).toEqual(['act1a06', 'act2a08', 'act3a05']);

    // Linked by hand to the climax, named plainly in the inciting incident (an autosave) and the midpoint.
    await as(ctx, user)
      .put(`/api/outlines/characters/${mara._id}/beats`)
      .send({ beats: ['act3a05'] })
      .expect(200);
    const saved = await as(ctx, user)
      .post('/api/outlines')
      .set('If-Match', `"${story.id}.${before.version}"`)
      .send({ act1a06: 'A letter reaches Mara at the lighthouse.' })
      .expect(200);
    // The save's own answer already has it.
    expect(saved.body.characters[0]).toMatchObject({ beats: ['act1a06', 'act3a05'], namedIn: ['act1a06'] });
    await as(ctx, user).post('/api/outlines').send({ act2a08: 'The storm breaks; MARA climbs the tower.' }).expect(200);

    const outline = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(outline.characters[0]).toMatchObject({
      beats: ['act1a06', 'act2a08', 'act3a05'],
      namedIn: ['act1a06', 'act2a08'],
    });
    expect(protagonistGaps(outline.characters)).toEqual([]);
    expect((await as(ctx, user).get(`/api/outlines/characters/${mara._id}`).expect(200)).body).toMatchObject({
      beats: ['act1a06', 'act2a08', 'act3a05'],
      namedIn: ['act1a06', 'act2a08'],
    });

    // Taking the name out of the text takes the character out of that beat; a hand link stays.
    await as(ctx, user).post('/api/outlines').send({ act2a08: 'The storm breaks.' }).expect(200);
    expect((await as(ctx, user).get('/api/outlines/me').expect(200)).body.characters[0]).toMatchObject({
      beats: ['act1a06', 'act3a05'],
      namedIn: ['act1a06'],
    });
  });

  it('does not count a name inside another word, nor in another writer’s story', async () => {
    const user = await buildUser(ctx);
    const story = await buildStory(ctx, { user, beats: { act1a06: 'Tamara and the Maras of the coast.' } });
    const mara = await buildCharacter(ctx, { story: { id: story.id, user }, name: 'Mara', protag: true });
    const other = await buildUser(ctx);
    await buildStory(ctx, { user: other, beats: { act1a06: 'Mara, in another story.', act2a08: 'Mara again.' } });
    // The writer's other story names her too: only her own story's beats count.
    await buildStory(ctx, { user, current: false, beats: { act3a05: 'Mara, in an older story.' } });

    const outline = (await as(ctx, user).get('/api/outlines/me').expect(200)).body;
    expect(outline.characters[0].beats).toEqual([]);
    const card = (await as(ctx, user).get(`/api/outlines/characters/${mara._id}`).expect(200)).body;
    expect(card.beats).toEqual([]);
    expect(card).not.toHaveProperty('namedIn');
    expect(protagonistGaps(outline.characters)).toEqual(['act1a06', 'act2a08', 'act3a05']);
  });

  it('shows in the exports’ "Appears in" and the story file', async () => {
    const user = await buildUser(ctx);
    const story = await buildStory(ctx, { user, beats: { act2a08: 'Mara climbs the tower.' } });
    await buildCharacter(ctx, { story: { id: story.id, user }, name: 'Mara' });

    const markdown = await as(ctx, user).get(`/api/stories/${story.id}/export?format=md`).expect(200);
    expect(markdown.text).toMatch(/Appears in: .*Midpoint/);
    const file = await as(ctx, user).get(`/api/stories/${story.id}/export?format=json`).expect(200);
    const body = JSON.parse(file.text) as { characters: { name: string; beats: unknown[] }[] };
    expect(body.characters[0]?.beats).toHaveLength(1);
  });
});
