import type { BuiltInSheet } from '../built-in-sheets';
import { frameworkMapping } from './three-act-mapping';

const threeAct = frameworkMapping('save-the-cat');

export const SAVE_THE_CAT_SHEET: BuiltInSheet = {
  id: 'save-the-cat',
  name: 'Save the Cat',
  description:
    "Blake Snyder's fifteen beats, from his 2005 screenwriting book, say what each stretch of a story is for and roughly where it falls; Jessica Brody later adapted them for novelists. It suits commercial fiction of almost any genre, above all plot-driven stories whose hero changes on the way.",
  acts: [
    {
      name: 'Act One',
      beats: [
        {
          key: 'save-the-cat/opening-image',
          name: 'Opening image',
          question:
            'What single scene shows your hero as they are before the story starts, flaws and all, in a way you could echo on the last page?',
          hint: 'The first page or so: a "before" picture.',
          threeAct: threeAct('Opening image'),
        },
        {
          key: 'save-the-cat/theme-stated',
          name: 'Theme stated',
          question:
            'Which character hands your hero the lesson of the story in the first pages, and why does your hero shrug it off?',
          hint: 'About a twentieth of the way in, usually said by someone other than the hero.',
          threeAct: threeAct('Theme stated'),
        },
        {
          key: 'save-the-cat/set-up',
          name: 'Set-up',
          question:
            "What is broken or missing in your hero's life at home, at work and in love, and which of those things will the story set right?",
          hint: 'The first tenth: the hero, the people around them and what needs fixing.',
          threeAct: threeAct('Set-up'),
        },
        {
          key: 'save-the-cat/catalyst',
          name: 'Catalyst',
          question:
            "What news, meeting or loss arrives from outside your hero's control and makes going on as before impossible?",
          hint: 'About a tenth of the way in.',
          threeAct: threeAct('Catalyst'),
        },
        {
          key: 'save-the-cat/debate',
          name: 'Debate',
          question:
            'What question does your hero keep asking themselves before they act, and who or what tries to talk them out of it?',
          hint: 'From the catalyst to the end of the first act.',
          threeAct: threeAct('Debate'),
        },
      ],
    },
    {
      name: 'Act Two',
      beats: [
        {
          key: 'save-the-cat/break-into-two',
          name: 'Break into Two',
          question:
            'What does your hero decide to do that carries them into the new world of the middle, and why is it their own choice rather than something done to them?',
          hint: 'About a fifth to a quarter of the way in.',
          threeAct: threeAct('Break into Two'),
        },
        {
          key: 'save-the-cat/b-story',
          name: 'B story',
          question:
            'Which character arrives just after the first act, and what do they and your hero have to teach each other?',
          hint: 'Often a love interest, a friend or a mentor who carries the theme.',
          threeAct: threeAct('B story'),
        },
        {
          key: 'save-the-cat/fun-and-games',
          name: 'Fun and games',
          question:
            'Which scenes would you put on the back cover or in a trailer, and how does your hero first succeed or flounder in the new world?',
          hint: 'The first half of the middle: the premise at play.',
          threeAct: threeAct('Fun and games'),
        },
        {
          key: 'save-the-cat/midpoint',
          name: 'Midpoint',
          question:
            'Halfway through, does your hero seem to win everything or lose everything, and what about that moment will turn out to be false?',
          hint: 'The exact middle: the stakes go up, and a clock may start ticking.',
          threeAct: threeAct('Midpoint'),
        },
        {
          key: 'save-the-cat/bad-guys-close-in',
          name: 'Bad guys close in',
          question:
            "After the midpoint, who gathers against your hero, and what flaw or secret inside the hero's own camp makes them harder to fight?",
          hint: 'From the middle to about three quarters of the way in.',
          threeAct: threeAct('Bad guys close in'),
        },
        {
          key: 'save-the-cat/all-is-lost',
          name: 'All is lost',
          question: 'At the low point, what is taken from your hero, and what old belief or person dies with it?',
          hint: 'About three quarters of the way in; often a death, real or symbolic.',
          threeAct: threeAct('All is lost'),
        },
        {
          key: 'save-the-cat/dark-night-of-the-soul',
          name: 'Dark night of the soul',
          question:
            'Alone after the fall, what does your hero grieve, and what do they finally admit about their own part in it?',
          hint: 'A short stretch of despair before the way out appears.',
          threeAct: threeAct('Dark night of the soul'),
        },
      ],
    },
    {
      name: 'Act Three',
      beats: [
        {
          key: 'save-the-cat/break-into-three',
          name: 'Break into Three',
          question:
            "What idea, brought by the B story or by the hero's own change, shows your hero how to put things right, and what do they decide to do with it?",
          hint: 'The end of the middle, where the main plot and the B story meet.',
          threeAct: threeAct('Break into Three'),
        },
        {
          key: 'save-the-cat/finale',
          name: 'Finale',
          question:
            'How does your hero use everything they have learned to face the problem one last time, and what must they give up to win?',
          hint: 'The last fifth: the plan, the attack, the setback and the win.',
          threeAct: threeAct('Finale'),
        },
        {
          key: 'save-the-cat/final-image',
          name: 'Final image',
          question:
            'What last picture of your hero answers the opening image, and what exactly has changed between the two?',
          hint: 'The last page or so: an "after" picture.',
          threeAct: threeAct('Final image'),
        },
      ],
    },
  ],
};
