import { api, storyById } from './http.mjs';

const SUMMARY =
  'Mara finds the letter under the floorboard and reads it twice before she understands who wrote it, ' +
  'and why her brother never mentioned the house by the sea.';

const PLACES = ['The lighthouse', 'The harbour', "Mara's kitchen", 'The ferry', 'The archive', 'The cliff path'];
const STATUSES = ['idea', 'planned', 'drafted', 'done'];
const BOARD_ACTS = Array.from({ length: 4 }, (_, act) => ({
  name: `Part ${act + 1}`,
  beats: Array.from({ length: 10 }, (_, beat) => ({ name: `Beat ${act + 1}.${beat + 1}`, question: 'What happens?' })),
}));

/**
 * A story as the board's benchmark reads it (issue 33): 40 beats in 4 acts, 12 plotlines, 30
 * characters, and `scenes` scenes spread over the beats, each on one or two plotlines with a POV,
 * three characters present, a place, a story time, a word target and a short summary.
 */
export async function boardStory(url, token, scenes) {
  const sheet = await api(url, 'POST', '/api/beat-sheets', { token, body: { name: 'Forty beats', acts: BOARD_ACTS } });
  if (sheet.status !== 201) throw new Error(`POST /api/beat-sheets answered ${sheet.status}: ${sheet.bytes}`);
  const created = await api(url, 'POST', '/api/stories', {
    token,
    body: { title: `A board of ${scenes} scenes`, beatSheet: sheet.json()._id },
  });
  if (created.status !== 201) throw new Error(`POST /api/stories answered ${created.status}: ${created.bytes}`);
  const { story, beats } = await storyById(url, token, created.json()._id);
  const base = `/api/stories/${story._id}`;
  const plotlines = [];
  for (let n = 0; n < 12; n += 1) {
    const lane = await api(url, 'POST', `${base}/plotlines`, {
      token,
      body: { name: `Plotline ${n + 1}`, color: `#${(0x224466 + n * 0x0b0d07).toString(16).slice(-6)}` },
    });
    if (lane.status !== 201) throw new Error(`POST ${base}/plotlines answered ${lane.status}: ${lane.bytes}`);
    plotlines.push(lane.json()._id);
  }
  const cast = [];
  for (let n = 0; n < 30; n += 1) {
    const made = await api(url, 'PUT', '/api/outlines/characters', {
      token,
      body: {
        name: `Character ${n + 1}`,
        desc: `<p>Character ${n + 1} of the board.</p>`,
        photoUrl: '',
        protag: n === 0,
      },
    });
    if (made.status !== 201) throw new Error(`PUT /api/outlines/characters answered ${made.status}: ${made.bytes}`);
    cast.push(made.json().characters.at(-1)._id);
  }
  for (let n = 0; n < scenes; n += 1) {
    const res = await api(url, 'POST', `${base}/scenes`, {
      token,
      body: {
        title: `Scene ${n + 1}`,
        beat: beats[n % beats.length],
        summary: `<p>${SUMMARY}</p>`,
        status: STATUSES[n % STATUSES.length],
        plotlines: n % 3 === 0 ? [plotlines[n % 12], plotlines[(n + 5) % 12]] : [plotlines[n % 12]],
        pov: cast[n % 30],
        characters: [cast[n % 30], cast[(n + 7) % 30], cast[(n + 13) % 30]],
        place: PLACES[n % PLACES.length],
        when: { start: { day: 1 + Math.floor(n / 3) } },
        wordTarget: 1500 + (n % 5) * 250,
      },
    });
    if (res.status !== 201) throw new Error(`POST ${base}/scenes answered ${res.status}: ${res.bytes}`);
  }
  return { token, id: story._id };
}
