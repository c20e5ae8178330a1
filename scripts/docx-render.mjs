// Opens a story's Word export in LibreOffice (headless), converts it to PDF and its first pages to
// PNG for a person to look at, and checks what came out: LibreOffice read it without complaint, the
// PDF has the title page, the outline (a beat stored with U+FFFE, U+FFFF and a control character
// included) and the character bible. A second story on a structure of its own (renamed acts and
// beats, a beat of the writer's, unplaced text) is opened the same way (decision 158).
// Needs `npm run build` (server/dist) and Debian's libreoffice-writer-nogui and poppler-utils
// (.ci/run installs them).
//   npm run docx:render            → scripts/.out/docx/story.docx, story.pdf, page-1.png …, own.docx, own.pdf
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'scripts/.out/docx');
const require = createRequire(import.meta.url);
const { storyDocx } = require(path.join(root, 'server/dist/modules/stories/story-docx.js'));

const { THREE_ACT_SHEET, builtInSheet } = require(path.join(root, 'contract/dist/built-in-sheets.js'));

/** A built-in sheet as a story file's acts (three-act-story/2), the texts given by beat key. */
const actsOf = (sheet, texts = {}) =>
  sheet.acts.map((act, index) => ({
    key: `${sheet.id}/act-${index + 1}`,
    name: act.name,
    beats: act.beats.map(({ key, name, question, hint }) => ({
      key,
      name,
      question,
      ...(hint ? { hint } : {}),
      text: texts[key] ?? null,
    })),
  }));

const story = {
  format: 'three-act-story/2',
  title: 'The Lamp at Greywater',
  acts: actsOf(THREE_ACT_SHEET, {
    act1a01: 'A lamp goes out over a black sea.\nThe keeper does not come down.',
    // Stored before the contract stripped what XML 1.0 forbids (issue 31, finding 5): the writer drops it.
    act1a06: 'A ship runs aground\uFFFE on the rocks\uFFFF the lamp should have lit.\u0001',
    act2a08: 'A false victory: the lamp is lit again, but the keeper is gone. The greywater rises.',
    act3a05: 'Mara climbs the tower in the storm and lights it by hand.',
  }),
  unplaced: [],
  characters: [
    {
      name: 'Mara Vell',
      desc:
        '<h2>The keeper</h2><p><strong>Lighthouse keeper</strong> who <em>hates</em> the sea and knows it better than anyone.</p>' +
        '<ul><li>Stubborn</li><li>Loyal to the lamp</li></ul><ol><li>Lamp oil</li><li>The logbook</li></ol>' +
        '<blockquote>"The sea takes what you leave on the rocks."</blockquote>',
      photoUrl: '',
      protag: true,
      // Act I's 6th beat, Act II's 8th, Act III's 5th.
      beats: [
        [0, 5],
        [1, 7],
        [2, 4],
      ],
      notes: [{ noteTitle: 'Age', noteText: '34' }],
    },
    { name: 'Tomas Reed', desc: '<p>Her brother, who left.</p>', photoUrl: '', protag: false, beats: [], notes: [] },
  ],
  // A codex, so the story bible is written and the names in the text link to it (decision 181):
  // "Mara" (an alias, as written) and "greywater" (any case) become internal links to bookmarks.
  codex: {
    kinds: [],
    entries: [
      {
        kind: 'place',
        name: 'Greywater',
        aliases: [],
        summary: 'The bay below the lamp',
        description: '<p>Where <strong>Mara</strong> was born.</p>',
        image: null,
        tags: [],
        fields: {},
        matchCase: false,
        notes: [],
        arc: [],
      },
    ],
    characters: [
      { character: 0, aliases: ['Mara'], summary: 'The keeper', tags: [], fields: {}, matchCase: true, arc: [] },
    ],
    relationships: [],
  },
};

// Save the Cat made the writer's own: the first act and its first beat renamed, a beat of their own.
const own = structuredClone(
  actsOf(builtInSheet('save-the-cat'), {
    'save-the-cat/opening-image': 'Two sisters light the lamp together.',
    'save-the-cat/finale': 'The lamp is lit from the shore.',
  }),
);
own[0].name = 'Home';
own[0].beats[0].name = 'The lamp';
own.at(-1).beats.push({ name: 'After the storm', question: 'What is left standing?', text: 'A house.' });
const ownStory = {
  format: 'three-act-story/2',
  title: 'Four Lanterns',
  acts: own,
  unplaced: [{ text: 'A lighthouse that keeps its own keeper.', origin: { beat: 'Debate' } }],
  characters: [
    { name: 'Ines', desc: '<p>The younger sister.</p>', photoUrl: '', protag: true, beats: [[0, 0]], notes: [] },
  ],
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
/** Writes the story's Word file, has LibreOffice make a PDF of it, and answers the PDF's path and text. */
async function render(name, file) {
  const docx = path.join(out, `${name}.docx`);
  fs.writeFileSync(docx, await storyDocx(file, 'acts'));
  const profile = fs.mkdtempSync(path.join(out, 'lo-profile-'));
  const log = execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', out, docx],
    { encoding: 'utf8', timeout: 120_000 },
  );
  fs.rmSync(profile, { recursive: true, force: true });
  const pdf = path.join(out, `${name}.pdf`);
  if (!fs.existsSync(pdf)) throw new Error(`LibreOffice made no PDF of ${name}.docx:\n${log}`);
  return { pdf, text: execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }) };
}

const { pdf, text } = await render('story', story);
const pages = text.split('\f').filter((page) => page.trim());
for (const expected of [
  'The Lamp at Greywater',
  'Act I: Setup',
  'The keeper does not come down.',
  'A ship runs aground on the rocks the lamp should have lit.',
  'A false victory',
  'Character bible',
  'Lighthouse keeper',
  'Stubborn',
  'Act II · 8. Midpoint',
  'Tomas Reed',
  'Story bible',
  'The bay below the lamp',
  'Where Mara was born.',
]) {
  if (!text.includes(expected)) throw new Error(`The PDF LibreOffice made lacks "${expected}"`);
}
// The names written in the text are links within the document (decision 181): LibreOffice writes
// each as a link annotation that goes to a place in the PDF.
const links = (fs.readFileSync(pdf, 'latin1').match(/\/Subtype\s*\/Link/g) ?? []).length;
if (links < 3) throw new Error(`The PDF has ${links} links; the names in the text should be links to the bible`);
if (!pages[0]?.includes('The Lamp at Greywater') || pages[0].includes('Act I: Setup')) {
  throw new Error('The first page is not a title page of its own');
}
execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '3', pdf, path.join(out, 'page')]);

const ownRendered = await render('own', ownStory);
for (const expected of [
  'Four Lanterns',
  'On its own structure: 3 acts and 16 beats',
  'Home',
  '1. The lamp',
  'Two sisters light the lamp together.',
  'After the storm',
  'What is left standing?',
  'Home · 1. The lamp',
  'Unplaced text',
  'From "Debate"',
  'A lighthouse that keeps its own keeper.',
]) {
  if (!ownRendered.text.includes(expected)) throw new Error(`The PDF of own.docx lacks "${expected}"`);
}
if (ownRendered.text.includes('Act I')) throw new Error('own.docx names a Three Act act');
execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '2', ownRendered.pdf, path.join(out, 'own-page')]);
const ownPages = ownRendered.text.split('\f').filter((page) => page.trim()).length;
console.log(
  `LibreOffice opened the Word exports: story.docx ${pages.length} PDF pages (${links} links), own.docx ${ownPages}; PNGs of the first pages in ${out}`,
);
