/**
 * Word lists and sentence templates for demo data: enough variety that a seeded Brainstorm reads
 * like writers talking shop, with no external data and no network.
 */
import { present } from '../lib/invariant';

/** A small seeded generator (mulberry32), so a seed run can be repeated with --random-seed. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  pick<T>(list: readonly T[]): T {
    return present(list[this.int(list.length)], 'a pick from a non-empty list');
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** `count` distinct whole numbers below `maxExclusive` (count is capped at maxExclusive). */
  distinct(count: number, maxExclusive: number): number[] {
    const wanted = Math.min(count, maxExclusive);
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(this.int(maxExclusive));
    return [...chosen];
  }
}

const FIRST = [
  'Ada',
  'Amara',
  'Arjun',
  'Beatrix',
  'Bram',
  'Camille',
  'Chidi',
  'Dagny',
  'Dmitri',
  'Elena',
  'Emeka',
  'Farah',
  'Felix',
  'Greta',
  'Hana',
  'Hugo',
  'Imogen',
  'Isak',
  'Jonah',
  'Jun',
  'Kalani',
  'Kasia',
  'Lars',
  'Leila',
  'Lorenzo',
  'Maeve',
  'Marisol',
  'Mateo',
  'Nadia',
  'Niamh',
  'Oskar',
  'Olu',
  'Priya',
  'Quentin',
  'Rafael',
  'Rosalind',
  'Saoirse',
  'Sven',
  'Tamsin',
  'Teodor',
  'Uma',
  'Valentina',
  'Wendell',
  'Xiomara',
  'Yusuf',
  'Zora',
] as const;

const LAST = [
  'Abernathy',
  'Achebe',
  'Bergström',
  'Blackwood',
  'Castellanos',
  'Delacroix',
  'Eriksen',
  'Fairweather',
  'Gallagher',
  'Haddad',
  'Ishikawa',
  'Jovanović',
  'Kowalski',
  'Lindqvist',
  'MacAllister',
  'Mbeki',
  'Novak',
  'Okonkwo',
  'Papadakis',
  'Quinlan',
  'Ramírez',
  'Sato',
  'Thistlewood',
  'Underhill',
  'Varga',
  'Whitlock',
  'Yamamoto',
  'Zielinski',
  'Ashdown',
  'Brennan',
  'Coutinho',
  'Drummond',
  'Evershed',
  'Ferreira',
] as const;

const HERO = [
  'a retired lighthouse keeper',
  'a twelve-year-old cartographer',
  'the last court astronomer',
  'a disgraced chef',
  'an android nanny',
  'twin sisters who swapped lives',
  'a night-shift nurse',
  'a beekeeper with a debt',
  'a failed magician',
  'the youngest judge in the colony',
  'a translator who lies',
  'a widowed ferryman',
  'a forger of rare maps',
  'a small-town sheriff',
  'a ghost who cannot read',
  'a tired detective',
  'a girl raised by archivists',
  'an exiled prince working in a bakery',
  'a stunt double',
  'a clockmaker',
] as const;

const SECRET = [
  'her mentor forged the only map home',
  'the village has been asleep for a century',
  'the murder happened twice',
  'the letters were written by her future self',
  'the ship never left orbit',
  'his brother sold the family name',
  'the war ended years ago and nobody told them',
  'the cure is the thing that is killing the town',
  'the prophecy was a typo',
  'the house remembers everyone',
  'the witness is the detective',
  'the dragon is the last of the lawyers',
  'every mirror shows a different year',
  'the treaty was signed in invisible ink',
  'the island moves at night',
] as const;

const GOAL = [
  'to win back the family vineyard',
  'to get off the generation ship',
  'to finish the bridge before winter',
  "to clear her father's name",
  'to find the missing choir',
  'to deliver one last letter',
  'to keep the circus open one more season',
  'to learn who wrote the anonymous reviews',
  'to smuggle a library across the border',
  'to survive the wedding',
  'to break the family curse',
  'to win the baking contest',
  'to map the flooded city',
  'to find a home for forty cats',
] as const;

const SETTING = [
  'in a drowned London',
  'on a night train across the steppe',
  'in a monastery that brews beer',
  'on a generation ship',
  'in a seaside town in the off-season',
  'in a city where it never stops snowing',
  'at a boarding school for spies',
  'in 1920s Lisbon',
  'on a research station in Antarctica',
  'in a library that is bigger inside',
  'in a village under a glacier',
  'at a travelling fair',
  'in the back rooms of a grand hotel',
  'on a river barge',
  'in a walled garden',
] as const;

const TWIST = [
  'the mentor is the villain all along',
  'the narrator has been dead since chapter one',
  'the antagonist wants the same thing for a better reason',
  'the map is of a different city',
  'the hero caused the disaster she is fixing',
  'the love interest is the spy',
  'the storm is the only ally',
  'the reward turns out to be a trap',
  'the sidekick gets the final word',
  'the past repeats with one change',
] as const;

const ANTAGONIST = [
  'the harbour master',
  'a charming rival',
  'the board of governors',
  'her own mother',
  'a rival baker',
  'the weather',
  'a bureaucrat with a grudge',
  'the cult next door',
  'an old friend',
  'the town itself',
] as const;

const ACTION = [
  'burn the evidence',
  'call in the old debt',
  'switch sides',
  'tell the truth at the worst moment',
  'close the border',
  'steal the manuscript',
  'confess in public',
  'cancel the festival',
  'flood the valley',
] as const;

export const GENRES = [
  'Fantasy',
  'Science Fiction',
  'Mystery',
  'Thriller',
  'Romance',
  'Historical',
  'Horror',
  'Literary',
  'Young Adult',
  'Middle Grade',
  'Crime',
  'Adventure',
  'Magical Realism',
  'Comedy',
  'Memoir',
  'Screenplay',
] as const;

const ADJ = [
  'Silent',
  'Paper',
  'Drowned',
  'Hollow',
  'Borrowed',
  'Last',
  'Winter',
  'Salt',
  'Glass',
  'Midnight',
  'Crooked',
  'Iron',
  'Quiet',
  'Burning',
  'Seventh',
  'Little',
] as const;

const NOUN = [
  'Harbour',
  'Orchard',
  'Lantern',
  'Clockwork',
  'Cartographer',
  'Kingdom',
  'Ferry',
  'Choir',
  'Garden',
  'Archive',
  'Lighthouse',
  'Carnival',
  'Bridge',
  'Letters',
  'Tide',
  'Staircase',
] as const;

const PLACES = [
  'Leeds, UK',
  'Portland, OR',
  'Lagos, Nigeria',
  'Toronto, Canada',
  'Melbourne, Australia',
  'Cork, Ireland',
  'Austin, TX',
  'Lyon, France',
  'Kraków, Poland',
  'Osaka, Japan',
  'Edinburgh, UK',
  'Bergen, Norway',
  'Asheville, NC',
  'Valparaíso, Chile',
  'Pune, India',
] as const;

const GROUPS = [
  "Riverbend Writers' Circle",
  'The Tuesday Night Workshop',
  'Northside Library',
  'Lantern Press',
  'Saltmarsh Publishing',
  'Freelance',
  'Open University',
  'The Plot Shed',
  'Quiet Hours Collective',
] as const;

const NOTE_TITLES = [
  'Backstory',
  'Greatest fear',
  'What they want',
  'What they need',
  'Voice',
  'Secret',
  'Habits',
  'Wound',
  'Arc',
  'Relationships',
  'First appearance',
  'Flaw',
] as const;

const POST_TEMPLATES: ((r: Random) => string)[] = [
  (r) =>
    `What if ${r.pick(HERO)} discovered that ${r.pick(SECRET)}? I keep circling this for my ${r.pick(GENRES).toLowerCase()} draft.`,
  (r) =>
    `Stuck on Act II: my lead is ${r.pick(HERO)} trying ${r.pick(GOAL)}, but the midpoint feels flat. Would it work if ${r.pick(TWIST)}?`,
  (r) => `Plot idea: ${r.pick(HERO)} ${r.pick(SETTING)}, desperate ${r.pick(GOAL)}. Who would read this?`,
  (r) => `I need a reason for ${r.pick(ANTAGONIST)} to ${r.pick(ACTION)} right before the climax. Ideas welcome.`,
  (r) =>
    `Does anyone else write the dark night of the soul first? Mine: ${r.pick(SECRET)}, and my hero finds out alone ${r.pick(SETTING)}.`,
  (r) =>
    `Opening line test: "Nobody ${r.pick(SETTING)} ever asked ${r.pick(HERO)} for help until the night ${r.pick(SECRET)}."`,
  (r) =>
    `Twist check — too obvious? ${capitalise(r.pick(TWIST))}. Setting is ${r.pick(SETTING).replace(/^(in|on|at) /, '')}.`,
  (r) =>
    `My ${r.pick(GENRES).toLowerCase()} outline has a great Act I and a mushy Act III. The hero wants ${r.pick(GOAL).replace(/^to /, 'to ')}; what should the final choice cost?`,
];

const COMMENT_TEMPLATES: ((r: Random) => string)[] = [
  (r) => `Love this. What if ${r.pick(TWIST)}?`,
  (r) => `The midpoint could be where ${r.pick(SECRET)}.`,
  () => "I'd read it. Give the antagonist the same want as the hero and watch it catch fire.",
  (r) => `Have ${r.pick(ANTAGONIST)} ${r.pick(ACTION)} — it forces the choice.`,
  () => 'Not too obvious if you plant it early and then make the reader doubt it.',
  (r) => `This reminds me of my own draft set ${r.pick(SETTING)}. Keep going!`,
  () => 'Try raising the stakes at the end of Act I instead of the start of Act II.',
  (r) => `What does your hero lose if they succeed ${r.pick(GOAL)}?`,
];

const BEAT_TEMPLATES: ((r: Random, hero: string) => string)[] = [
  (r, hero) => `${hero} wakes ${r.pick(SETTING)} and has one day ${r.pick(GOAL)}.`,
  (r, hero) => `Everything changes for ${hero} when it turns out ${r.pick(SECRET)}.`,
  (r, hero) => `${capitalise(r.pick(ANTAGONIST))} threatens to ${r.pick(ACTION)}, and ${hero} has to choose.`,
  (r, hero) =>
    `${hero} refuses the call at first: the cost is too high and nobody ${r.pick(SETTING)} would understand.`,
  (r, hero) => `A small win: ${hero} gets one step closer ${r.pick(GOAL)}, but at a price.`,
  (r, hero) => `The turn: ${r.pick(TWIST)}. ${hero} has to rethink the plan.`,
  (_r, hero) => `${hero} is alone, out of ideas, and finally admits what they really want.`,
  (r, hero) => `In the end ${hero} gives up the easy way out and ${r.pick(ACTION).replace(/^(\w+)/, 'refuses to $1')}.`,
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const writerName = (r: Random) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
export const postText = (r: Random) => r.pick(POST_TEMPLATES)(r);
export const commentText = (r: Random) => r.pick(COMMENT_TEMPLATES)(r);
export const storyTitle = (r: Random) => `The ${r.pick(ADJ)} ${r.pick(NOUN)}`;
export const beatText = (r: Random, hero: string) =>
  Array.from({ length: 1 + r.int(3) }, () => r.pick(BEAT_TEMPLATES)(r, hero)).join(' ');
export const characterName = (r: Random) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
/** Stored HTML the server's sanitiser would keep unchanged. */
export const characterDescription = (r: Random, name: string) =>
  `<p>${name} is ${r.pick(HERO)} ${r.pick(SETTING)}.</p><p>Wants ${r.pick(GOAL).replace(/^to /, 'to ')}; hides that ${r.pick(SECRET)}.</p>`;
export const noteTitle = (r: Random) => r.pick(NOTE_TITLES);
export const noteText = (r: Random) =>
  `${capitalise(r.pick(SECRET))}. Remember this when ${r.pick(ANTAGONIST)} tries to ${r.pick(ACTION)}.`;
export const place = (r: Random) => r.pick(PLACES);
export const group = (r: Random) => r.pick(GROUPS);
export const bio = (r: Random, name: string) =>
  `${name} writes ${r.pick(GENRES).toLowerCase()} from ${r.pick(PLACES)}. Currently outlining a story about ${r.pick(HERO)} ${r.pick(SETTING)}.`;
export const workDescription = (r: Random) =>
  `${capitalise(r.pick(HERO))} ${r.pick(SETTING)} sets out ${r.pick(GOAL)}.`;

const SHEET_KINDS = ['Beat Sheet', 'Structure', 'Arc', 'Outline', 'Blueprint', 'Map'];
const ACT_NAMES = ['Setup', 'Confrontation', 'Midpoint', 'Crisis', 'Resolution', 'Aftermath', 'Turn'];
const BEAT_NAMES = ['Opening image', 'Inciting incident', 'Debate', 'Pinch point', 'Reversal', 'Dark night', 'Finale'];

/** A shelf sheet's name: "The Quiet Lantern Arc". */
export const sheetName = (r: Random) => `The ${r.pick(ADJ)} ${r.pick(NOUN)} ${r.pick(SHEET_KINDS)}`;
export const sheetDescription = (r: Random) =>
  `For ${r.pick(GENRES).toLowerCase()} about ${r.pick(HERO)} ${r.pick(SETTING)}: ${r.int(3) + 3} acts that keep the stakes rising.`;
/** A sheet's structure: 3 to 5 acts of 2 to 5 beats, each with a guided question. */
export const sheetActs = (r: Random) =>
  Array.from({ length: 3 + r.int(3) }, (_, a) => ({
    name: present(ACT_NAMES[a], 'an act name'),
    beats: Array.from({ length: 2 + r.int(4) }, () => ({
      name: r.pick(BEAT_NAMES),
      question: `What does the hero risk when ${r.pick(TWIST)}?`,
    })),
  }));
