/**
 * `npm run bench:names`: what recognising plain names costs a keystroke (issue 34): one reading of a
 * 5 000-word beat against 300 codex entries with two aliases each (half matching case), with the
 * contract's matcher as the client runs it (contract/dist, so `npm run build -w @three-act/contract`
 * first; `npm ci` does). Prints the build of the matcher and one reading: median and slowest of 200.
 */
import { nameMatcher } from '../contract/dist/names-in-text.js';

const WORDS = ['Harrow', 'Vell', 'Ashen', 'Morrow', 'Keep', 'Tide', 'Lantern', 'Quill', 'Brand', 'Sable'];
const entries = Array.from({ length: 300 }, (_, n) => ({
  names: [
    `${WORDS[n % 10]} ${WORDS[(n * 7 + 3) % 10]}${n}`,
    `Old ${WORDS[n % 10]}${n}`,
    `the ${WORDS[(n + 5) % 10]} of ${n}`,
  ],
  matchCase: n % 2 === 0,
}));
// 5 000 words of prose, a name every 40 words or so.
const prose = 'the tide turns and the keeper climbs to the lamp while the harbour sleeps below her window'.split(' ');
const words = [];
for (let n = 0; words.length < 5_000; n += 1) {
  words.push(...prose);
  if (n % 2 === 0) words.push(...entries[(n * 13) % 300].names[n % 3].split(' '));
}
const text = words.slice(0, 5_000).join(' ');

const time = (runs, work) => {
  const times = [];
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], slowest: times.at(-1) };
};

let matcher;
const build = time(50, () => {
  matcher = nameMatcher(entries);
});
const found = matcher.find(text).length;
// Warm the regular expressions up as a page would after its first keystrokes.
time(20, () => matcher.find(text));
const read = time(200, () => matcher.find(text));
const fmt = (ms) => `${ms.toFixed(2)} ms`;
console.log(
  `names in text: ${entries.length} entries (${entries.length * 3} names), a beat of 5 000 words (${text.length} characters), ${found} names found`,
);
console.log(
  `  build the matcher (once per change of names): median ${fmt(build.median)}, slowest ${fmt(build.slowest)}`,
);
console.log(`  read the beat (a keystroke's work): median ${fmt(read.median)}, slowest ${fmt(read.slowest)}`);
console.log(`  target: under 5 ms per keystroke: ${read.median < 5 ? 'met' : 'NOT met'}`);
