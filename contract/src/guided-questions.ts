/**
 * The guided questions of the three-act outline (docs/product.md#outline-and-beats): one per beat, 32 in all.
 * Each names its beat and asks one concrete question a writer can answer about their story.
 * The keys are the outline's beat fields (act1a01..act3a08).
 */

import { beatKey, beatPosition, type ActNumber, type BeatKey } from './beats';

/** A beat's question as a form asks it, on any structure: `key` is its field (`act2a07`) or its id. */
export interface BeatQuestion {
  key: string;
  /** The beat's name, e.g. "Midpoint". */
  beat: string;
  question: string;
  /** A writer's or a sheet's hint, shown under the question. */
  hint?: string;
  /** Characters shown before the caret; the default is QUESTION_TRUNCATE_AT. */
  truncateAt?: number;
}

export interface GuidedQuestion extends BeatQuestion {
  /** Outline field, e.g. `act2a07`. */
  key: BeatKey;
}

export interface ActContent {
  number: ActNumber;
  /** "I", "II", "III". */
  roman: string;
  name: string;
  path: string;
  intro: string;
  questions: GuidedQuestion[];
}

/** Questions are shown cut to this many characters with a caret for the rest (docs/product.md#outline-and-beats). */
export const QUESTION_TRUNCATE_AT = 125;

const withKeys = (act: ActNumber, questions: Omit<GuidedQuestion, 'key'>[]): GuidedQuestion[] =>
  questions.map((question, index) => ({ key: beatKey(act, index + 1), ...question }));

export const ACTS: readonly [ActContent, ActContent, ActContent] = [
  {
    number: 1,
    roman: 'I',
    name: 'Setup',
    path: '/act-1',
    intro:
      'Act I introduces your hero, their world and what they lack, then ends when they commit to the journey. It is roughly the first quarter of the story.',
    questions: withKeys(1, [
      {
        beat: 'Opening image',
        question:
          'What is the very first image or moment the reader sees, and how does it hint at the tone of the story and at who your hero is before anything changes?',
      },
      {
        beat: 'Hook',
        question: 'What question, mystery or promise on the first pages makes the reader need to keep reading?',
      },
      {
        beat: 'Setup and ordinary world',
        question:
          'What does an ordinary day look like for your hero before the story begins: where they live, who they spend it with, and what they do without thinking?',
      },
      {
        beat: 'Want and need',
        question:
          'What does your hero believe they want at the start, and what do they actually need to learn or become by the end, even if they cannot see it yet?',
      },
      {
        beat: 'Theme stated',
        question:
          'Who says, early on and almost in passing, the truth or question your story is really about, and what exactly do they say to the hero?',
      },
      {
        beat: 'Inciting incident',
        question:
          'What event knocks your hero’s ordinary world off balance, and why can it not simply be ignored or undone by the next morning?',
      },
      {
        beat: 'Debate',
        question:
          'How does your hero hesitate, resist or argue with themselves about answering the call, and what fear or comfort is holding them back from taking the first step?',
      },
      {
        beat: 'Break into Act II',
        question:
          'What choice does your hero make, on their own, that carries them out of the old world, and what door closes behind them?',
        truncateAt: 100,
      },
    ]),
  },
  {
    number: 2,
    roman: 'II',
    name: 'Confrontation',
    path: '/act-2',
    intro:
      'Act II is the long middle: the hero explores the new world, the stakes rise to a midpoint twist, then everything closes in until all seems lost. It is about half of the story.',
    questions: withKeys(2, [
      {
        beat: 'New world',
        question:
          'How is the world of Act II different from the hero’s ordinary world, and what rules must they learn there?',
      },
      {
        beat: 'B story',
        question:
          'Who is the new relationship of the middle (a friend, a love interest, a mentor or a rival), and how will that person help the hero learn the theme?',
      },
      {
        beat: 'Fun and games',
        question:
          'What are the scenes that deliver the promise of your premise, the moments a reader picked up this book to see, and what does the hero try first?',
      },
      {
        beat: 'First obstacle',
        question:
          'What is the first real obstacle in the new world, and how does the hero’s old way of doing things fail against it?',
      },
      {
        beat: 'Allies and enemies',
        question:
          'Who does the hero learn to trust in the middle of the story, who turns out to be working against them, and how do they find out which is which?',
      },
      {
        beat: 'Rising stakes',
        question:
          'What does the hero stand to lose now that they did not at the start, and how do you make each new problem cost more than the last one did?',
      },
      {
        beat: 'Pinch point',
        question:
          'In what scene does the reader feel the full force of the antagonist, and what does it show they are capable of?',
      },
      {
        beat: 'Midpoint',
        question:
          'What happens at the exact middle of the story, a false victory or a false defeat, that raises the stakes and changes what the hero is fighting for?',
      },
      {
        beat: 'Shift to action',
        question: 'After the midpoint, how does the hero stop reacting and start acting, and what is their new plan?',
      },
      {
        beat: 'Bad guys close in',
        question:
          'How do the outside forces regroup and push back harder after the midpoint, and which doubts, flaws or quarrels start tearing the hero’s team apart from the inside?',
      },
      {
        beat: 'Second pinch point',
        question:
          'How does the antagonist strike again, closer to home this time, and what does the hero lose because of it?',
      },
      {
        beat: 'Cracks in the team',
        question:
          'Which relationship breaks under the pressure of the middle, and how is that break the direct result of the hero’s own flaw rather than bad luck?',
      },
      {
        beat: 'All is lost',
        question:
          'What is the lowest point, the moment the hero’s plan collapses completely, and what or who dies (literally or in spirit) so that something new can be born?',
      },
      {
        beat: 'Dark night of the soul',
        question:
          'How does your hero react when everything is gone: where do they go, what do they mourn, and what hard truth about themselves do they finally have to face alone?',
      },
      {
        beat: 'The realisation',
        question:
          'What small thing (a memory, a word from the B story, a clue they missed) gives the hero the insight that connects what they want with what they need?',
      },
      {
        beat: 'Break into Act III',
        question:
          'What new decision does the hero make, using both what they have learned and who they have become, that launches them into the final act with a fresh plan?',
      },
    ]),
  },
  {
    number: 3,
    roman: 'III',
    name: 'Resolution',
    path: '/act-3',
    intro:
      'Act III is the last quarter: the hero puts the lesson into action, faces the antagonist in the climax and shows us the changed world.',
    questions: withKeys(3, [
      {
        beat: 'Finale: gathering the team',
        question:
          'How does the hero rally allies, tools and courage for the final push, and whom do they have to win back first?',
      },
      {
        beat: 'Finale: storming the castle',
        question:
          'What is the hero’s plan for the final confrontation, and where do they have to go, physically or emotionally, to carry it out?',
      },
      {
        beat: 'High tower surprise',
        question:
          'What twist or betrayal makes the plan fail halfway through the finale, so that the hero can no longer win by the plan alone and must rely on something deeper?',
      },
      {
        beat: 'Dig deep down',
        question:
          'Stripped of the plan, what inner strength, belief or sacrifice does the hero have to find in themselves, and how does it prove they have truly changed since Act I?',
      },
      {
        beat: 'Climax',
        question:
          'What happens in the final confrontation with the antagonist or the central problem, and what choice does the hero make that only the changed hero could make?',
      },
      {
        beat: 'Resolution',
        question:
          'What are the consequences of the climax for the hero, the other characters and the world of the story?',
      },
      {
        beat: 'Loose ends',
        question:
          'Which subplots, promises and relationships still need closing, and how do you tie each one up without slowing the ending?',
      },
      {
        beat: 'Final image',
        question:
          'What is the closing image of the story, and how does it mirror the opening image to show, without any explanation, how much the hero and their world have changed?',
      },
    ]),
  },
];

export function actContent(act: ActNumber): ActContent {
  return { 1: ACTS[0], 2: ACTS[1], 3: ACTS[2] }[act];
}

/** A beat as the writer knows it ("Act II · 8. Midpoint") and where it is answered ("/act-2#act2a08"). */
export function beatReference(key: BeatKey): { label: string; name: string; path: string } {
  const { act, index } = beatPosition(key);
  const content = actContent(act);
  const name = content.questions[index - 1]?.beat ?? key;
  return { label: `Act ${content.roman} · ${index}. ${name}`, name, path: `${content.path}#${key}` };
}

/** The guided question of a beat key. */
export function questionOf(key: BeatKey): GuidedQuestion {
  const question = ACTS.flatMap((act) => act.questions).find((entry) => entry.key === key);
  if (!question) throw new Error(`No guided question for ${key}`);
  return question;
}
