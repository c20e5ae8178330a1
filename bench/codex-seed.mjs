import { api, storyById } from './http.mjs';

const KINDS = ['place', 'object', 'group', 'lore'];
const WORDS = ['Harrow', 'Vell', 'Ashen', 'Morrow', 'Keep', 'Tide', 'Lantern', 'Quill', 'Brand', 'Sable'];

async function created(url, token, urlPath, body) {
  const res = await api(url, 'POST', urlPath, { token, body });
  if (res.status !== 201)
    throw new Error(`POST ${urlPath} answered ${res.status}: ${res.bytes.toString().slice(0, 300)}`);
  return res.json();
}

/**
 * A story whose codex holds `entries` entries (issue 34's list figure): places, objects, groups and
 * lore, each with two aliases, a summary and two tags; one of them, `searchName`, is the only one a
 * search for that name finds.
 */
export async function codexStory(url, token, entries) {
  const story = await created(url, token, '/api/stories', { title: `A codex of ${entries} entries` });
  const base = `/api/stories/${story._id}/codex`;
  for (let n = 0; n < entries; n += 1) {
    const word = WORDS[n % WORDS.length];
    await created(url, token, base, {
      kind: KINDS[n % KINDS.length],
      name: `${word} ${String(n + 1).padStart(4, '0')}`,
      aliases: [`${word} the ${n + 1}th`, `Old ${word} ${n + 1}`],
      summary: `Entry ${n + 1} of the codex: a ${KINDS[n % KINDS.length]} the story keeps coming back to.`,
      tags: [word.toLowerCase(), KINDS[n % KINDS.length]],
    });
  }
  return { token, id: story._id, searchName: `${WORDS[0]} 0001` };
}

const SUMMARY =
  'Mara Vell climbs to the lighthouse at dusk and finds the keeper gone, the lamp lit, and a letter ' +
  'addressed to her brother under the oil can.';

/**
 * A story of 100 beats (on the sheet `acts`) and 600 scenes, with 60 codex entries, where one
 * character, Mara Vell, is written in every third beat and scene, is the point of view of a tenth of
 * the scenes and is named in other entries' descriptions (issue 34's "appears in" figure).
 */
export async function appearsStory(url, token, acts) {
  const sheet = await created(url, token, '/api/beat-sheets', { name: 'A hundred beats and a world', acts });
  const story = await created(url, token, '/api/stories', { title: 'A world in 600 scenes', beatSheet: sheet._id });
  const { beats } = await storyById(url, token, story._id);
  const base = `/api/stories/${story._id}`;
  const mara = await created(url, token, `${base}/codex`, {
    kind: 'character',
    name: 'Mara Vell',
    aliases: ['Mara', 'the keeper’s girl'],
    description: '<p>The protagonist.</p>',
  });
  const others = [];
  for (let n = 0; n < 59; n += 1) {
    const entry = await created(url, token, `${base}/codex`, {
      kind: n < 20 ? 'character' : KINDS[n % KINDS.length],
      name: `${WORDS[n % WORDS.length]} ${n + 1}`,
      aliases: [`${WORDS[(n + 3) % WORDS.length]} of ${n + 1}`],
      description: n % 4 === 0 ? `<p>Sworn to Mara Vell since the flood.</p>` : `<p>Entry ${n + 1}.</p>`,
    });
    others.push(entry._id);
  }
  for (const [n, beat] of beats.entries()) {
    const res = await api(url, 'PATCH', `${base}/beats/${beat}`, {
      token,
      body: {
        text: n % 3 === 0 ? `${n + 1}. ${SUMMARY}` : `${n + 1}. The tide turns; ${WORDS[n % 10]} ${n % 59} waits.`,
      },
    });
    if (res.status !== 200) throw new Error(`saving beat ${n + 1} answered ${res.status}`);
  }
  const cast = others.slice(0, 20);
  for (let n = 0; n < 600; n += 1) {
    await created(url, token, `${base}/scenes`, {
      title: n % 3 === 0 ? `Mara at the lighthouse, ${n + 1}` : `Scene ${n + 1}`,
      beat: beats[n % beats.length],
      summary: n % 3 === 0 ? `<p>${SUMMARY}</p>` : '<p>The harbour wakes.</p>',
      pov: n % 10 === 0 ? mara._id : cast[n % cast.length],
      characters: [cast[(n + 1) % cast.length], cast[(n + 7) % cast.length]],
      place: n % 2 === 0 ? 'The lighthouse' : 'The harbour',
    });
  }
  return { token, id: story._id, entry: mara._id };
}
