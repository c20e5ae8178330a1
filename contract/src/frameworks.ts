import { BEAT_KEYS, isFilled, type BeatKey } from './beats';

/**
 * The same 32 answers seen through other story structures (docs/frameworks.md says why each
 * framework beat maps where it does). Every framework maps each of the 32 beats exactly once, so a
 * framework's layout regroups the whole outline and loses nothing.
 */
export interface FrameworkBeat {
  name: string;
  /** What the beat asks of the story, in our own words. */
  description: string;
  beats: readonly BeatKey[];
}

export const FRAMEWORK_SLUGS = ['save-the-cat', 'heros-journey', 'story-circle', 'seven-point'] as const;
export type FrameworkSlug = (typeof FRAMEWORK_SLUGS)[number];

export interface Framework {
  slug: FrameworkSlug;
  name: string;
  /** Who made it known, and what it is good for. */
  intro: string;
  beats: readonly FrameworkBeat[];
}

const beats = (...keys: BeatKey[]) => keys;

export const FRAMEWORKS: readonly Framework[] = [
  {
    slug: 'save-the-cat',
    name: 'Save the Cat',
    intro:
      "Blake Snyder's fifteen beats, built for screenplays and now used by many novelists: a sheet that says what each stretch of the story is for.",
    beats: [
      {
        name: 'Opening image',
        description: 'A snapshot of the hero and their world before anything changes.',
        beats: beats('act1a01'),
      },
      {
        name: 'Theme stated',
        description: 'Someone puts into words the lesson the hero does not yet know they need.',
        beats: beats('act1a05'),
      },
      {
        name: 'Set-up',
        description: "The hero's life, flaws and wants, and the hook that makes us stay.",
        beats: beats('act1a02', 'act1a03', 'act1a04'),
      },
      { name: 'Catalyst', description: 'The event that knocks the old life over.', beats: beats('act1a06') },
      { name: 'Debate', description: 'The hero hesitates: should they go?', beats: beats('act1a07') },
      {
        name: 'Break into Two',
        description: 'The hero chooses to act and steps into a new world.',
        beats: beats('act1a08'),
      },
      {
        name: 'B story',
        description: 'A second thread, often a relationship, that carries the theme.',
        beats: beats('act2a02'),
      },
      {
        name: 'Fun and games',
        description: 'The promise of the premise: the new world explored, tested and enjoyed.',
        beats: beats('act2a01', 'act2a03', 'act2a04', 'act2a05', 'act2a06', 'act2a07'),
      },
      {
        name: 'Midpoint',
        description: 'A false victory or a false defeat that raises the stakes.',
        beats: beats('act2a08'),
      },
      {
        name: 'Bad guys close in',
        description: 'Pressure from outside and doubt from inside tighten around the hero.',
        beats: beats('act2a09', 'act2a10', 'act2a11', 'act2a12'),
      },
      { name: 'All is lost', description: 'The lowest point; something or someone is lost.', beats: beats('act2a13') },
      {
        name: 'Dark night of the soul',
        description: 'The hero sits with the loss and faces what they got wrong.',
        beats: beats('act2a14'),
      },
      {
        name: 'Break into Three',
        description: 'The idea, born of both stories, that shows the way out.',
        beats: beats('act2a15', 'act2a16'),
      },
      {
        name: 'Finale',
        description: 'The hero puts the lesson to work, wins or loses, and the world is set right.',
        beats: beats('act3a01', 'act3a02', 'act3a03', 'act3a04', 'act3a05', 'act3a06', 'act3a07'),
      },
      {
        name: 'Final image',
        description: 'The opening snapshot again, showing how much has changed.',
        beats: beats('act3a08'),
      },
    ],
  },
  {
    slug: 'heros-journey',
    name: "The Hero's Journey",
    intro:
      "Twelve stages after Joseph Campbell, in Christopher Vogler's telling: a journey out of the known world and back, changed.",
    beats: [
      {
        name: 'The ordinary world',
        description: 'The hero at home, with what they lack in plain sight.',
        beats: beats('act1a01', 'act1a02', 'act1a03', 'act1a04'),
      },
      {
        name: 'The call to adventure',
        description: 'A problem or a chance arrives that the old life cannot hold.',
        beats: beats('act1a06'),
      },
      { name: 'Refusal of the call', description: 'Fear or duty holds the hero back.', beats: beats('act1a07') },
      {
        name: 'Meeting the mentor',
        description: 'Someone who sees what the hero needs gives advice, a gift or a push.',
        beats: beats('act1a05'),
      },
      {
        name: 'Crossing the threshold',
        description: 'The hero commits and enters the special world.',
        beats: beats('act1a08'),
      },
      {
        name: 'Tests, allies, enemies',
        description: 'The rules of the new world are learned, and friends and foes are found.',
        beats: beats('act2a01', 'act2a02', 'act2a03', 'act2a04', 'act2a05', 'act2a06'),
      },
      {
        name: 'Approach to the inmost cave',
        description: 'The hero nears the place of greatest danger.',
        beats: beats('act2a07'),
      },
      {
        name: 'The ordeal',
        description: 'The central trial: the hero faces death, real or symbolic.',
        beats: beats('act2a08'),
      },
      { name: 'The reward', description: 'Having survived, the hero takes the prize.', beats: beats('act2a09') },
      {
        name: 'The road back',
        description: 'The forces of the ordeal strike back; the hero must get home, and falls before they rise.',
        beats: beats('act2a10', 'act2a11', 'act2a12', 'act2a13', 'act2a14', 'act2a15', 'act2a16'),
      },
      {
        name: 'The resurrection',
        description: 'A last and greatest test that proves the hero has changed.',
        beats: beats('act3a01', 'act3a02', 'act3a03', 'act3a04', 'act3a05'),
      },
      {
        name: 'Return with the elixir',
        description: 'The hero comes home with something that heals their world.',
        beats: beats('act3a06', 'act3a07', 'act3a08'),
      },
    ],
  },
  {
    slug: 'story-circle',
    name: 'Story Circle',
    intro:
      "Dan Harmon's eight steps, a Hero's Journey pared down to a circle: a character wants, goes, gets, pays, and comes back changed.",
    beats: [
      { name: 'You', description: 'A character in a zone of comfort.', beats: beats('act1a01', 'act1a02', 'act1a03') },
      { name: 'Need', description: 'But they want something.', beats: beats('act1a04', 'act1a05') },
      {
        name: 'Go',
        description: 'They enter an unfamiliar situation.',
        beats: beats('act1a06', 'act1a07', 'act1a08'),
      },
      {
        name: 'Search',
        description: 'They adapt to it.',
        beats: beats('act2a01', 'act2a02', 'act2a03', 'act2a04', 'act2a05', 'act2a06', 'act2a07'),
      },
      { name: 'Find', description: 'They get what they wanted.', beats: beats('act2a08') },
      {
        name: 'Take',
        description: 'They pay a heavy price for it.',
        beats: beats('act2a09', 'act2a10', 'act2a11', 'act2a12', 'act2a13', 'act2a14'),
      },
      {
        name: 'Return',
        description: 'They go back to where they started.',
        beats: beats('act2a15', 'act2a16', 'act3a01', 'act3a02', 'act3a03'),
      },
      {
        name: 'Change',
        description: 'Having changed.',
        beats: beats('act3a04', 'act3a05', 'act3a06', 'act3a07', 'act3a08'),
      },
    ],
  },
  {
    slug: 'seven-point',
    name: 'Seven-Point Structure',
    intro:
      'Seven points after Dan Wells: settle the ending first, then the start that mirrors it, then the turns and pinches that carry one to the other.',
    beats: [
      {
        name: 'Hook',
        description: 'The starting state, opposite to the ending.',
        beats: beats('act1a01', 'act1a02', 'act1a03', 'act1a04', 'act1a05'),
      },
      {
        name: 'Plot turn 1',
        description: 'The event that sets the story moving from the start toward the end.',
        beats: beats('act1a06', 'act1a07', 'act1a08', 'act2a01', 'act2a02', 'act2a03'),
      },
      {
        name: 'Pinch 1',
        description: 'Pressure: the opposition shows its strength and forces the hero to act.',
        beats: beats('act2a04', 'act2a05', 'act2a06', 'act2a07'),
      },
      {
        name: 'Midpoint',
        description: 'The hero stops reacting and starts acting.',
        beats: beats('act2a08', 'act2a09'),
      },
      {
        name: 'Pinch 2',
        description: 'More pressure: the plan fails and all seems lost.',
        beats: beats('act2a10', 'act2a11', 'act2a12', 'act2a13'),
      },
      {
        name: 'Plot turn 2',
        description: 'The last piece the hero needs arrives, from within or without.',
        beats: beats('act2a14', 'act2a15', 'act2a16', 'act3a01', 'act3a02', 'act3a03'),
      },
      {
        name: 'Resolution',
        description: 'The ending everything has built toward.',
        beats: beats('act3a04', 'act3a05', 'act3a06', 'act3a07', 'act3a08'),
      },
    ],
  },
];

export const frameworkBySlug = (slug: string): Framework | undefined =>
  FRAMEWORKS.find((framework) => framework.slug === slug);

/** Framework beats whose every mapped beat holds an answer, of all of them. */
export function frameworkCoverage(framework: Framework, outline: Partial<Record<BeatKey, string | null>> | null) {
  const covered = framework.beats.filter((beat) => beat.beats.every((key) => isFilled(outline?.[key]))).length;
  return { covered, total: framework.beats.length };
}

/** True when every one of the 32 beats appears in exactly one of the framework's beats. */
export const mapsEveryBeatOnce = (framework: Framework) => {
  const mapped = framework.beats.flatMap((beat) => beat.beats);
  return mapped.length === BEAT_KEYS.length && BEAT_KEYS.every((key) => mapped.includes(key));
};
