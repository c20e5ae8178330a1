// Opens a story's Word export in LibreOffice (headless), converts it to PDF and its first pages to
// PNG for a person to look at, and checks what came out: LibreOffice read it without complaint, the
// PDF has the title page, the outline (a beat stored with U+FFFE, U+FFFF and a control character
// included) and the character bible. Needs `npm run build` (server/dist)
// and Debian's libreoffice-writer-nogui and poppler-utils (.ci/run installs them).
//   npm run docx:render            → scripts/.out/docx/story.docx, story.pdf, page-1.png …
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'scripts/.out/docx');
const require = createRequire(import.meta.url);
const { storyDocx } = require(path.join(root, 'server/dist/modules/stories/story-docx.js'));

const beats = Object.fromEntries(
  [1, 2, 3].flatMap((act) =>
    Array.from({ length: act === 2 ? 16 : 8 }, (_, i) => [`act${act}a${String(i + 1).padStart(2, '0')}`, null]),
  ),
);
const outline = {
  _id: 'render',
  title: 'The Lamp at Greywater',
  ...beats,
  act1a01: 'A lamp goes out over a black sea.\nThe keeper does not come down.',
  // Stored before the contract stripped what XML 1.0 forbids (issue 31, finding 5): the writer drops it.
  act1a06: 'A ship runs aground\uFFFE on the rocks\uFFFF the lamp should have lit.\u0001',
  act2a08: 'A false victory: the lamp is lit again, but the keeper is gone.',
  act3a05: 'Mara climbs the tower in the storm and lights it by hand.',
  characters: [
    {
      _id: 'c1',
      name: 'Mara Vell',
      desc:
        '<h2>The keeper</h2><p><strong>Lighthouse keeper</strong> who <em>hates</em> the sea and knows it better than anyone.</p>' +
        '<ul><li>Stubborn</li><li>Loyal to the lamp</li></ul><ol><li>Lamp oil</li><li>The logbook</li></ol>' +
        '<blockquote>"The sea takes what you leave on the rocks."</blockquote>',
      photoUrl: '',
      protag: true,
      beats: ['act1a06', 'act2a08', 'act3a05'],
      notes: [{ _id: 'n1', noteTitle: 'Age', noteText: '34' }],
      date: new Date().toISOString(),
    },
    {
      _id: 'c2',
      name: 'Tomas Reed',
      desc: '<p>Her brother, who left.</p>',
      photoUrl: '',
      protag: false,
      beats: [],
      notes: [],
      date: new Date().toISOString(),
    },
  ],
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const docx = path.join(out, 'story.docx');
fs.writeFileSync(docx, await storyDocx(outline, 'acts'));

const profile = fs.mkdtempSync(path.join(out, 'lo-profile-'));
const log = execFileSync(
  'soffice',
  [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', out, docx],
  { encoding: 'utf8', timeout: 120_000 },
);
fs.rmSync(profile, { recursive: true, force: true });
const pdf = path.join(out, 'story.pdf');
if (!fs.existsSync(pdf)) throw new Error(`LibreOffice made no PDF:\n${log}`);

const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
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
]) {
  if (!text.includes(expected)) throw new Error(`The PDF LibreOffice made lacks "${expected}"`);
}
if (!pages[0]?.includes('The Lamp at Greywater') || pages[0].includes('Act I: Setup')) {
  throw new Error('The first page is not a title page of its own');
}
execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '3', pdf, path.join(out, 'page')]);
console.log(`LibreOffice opened the Word export: ${pages.length} PDF pages; PNGs of the first pages in ${out}`);
