import type { BuiltInSheet } from '../built-in-sheets';
import { frameworkMapping } from './three-act-mapping';

const threeAct = frameworkMapping('seven-point');

export const SEVEN_POINT_SHEET: BuiltInSheet = {
  id: 'seven-point',
  name: 'Seven-Point Structure',
  description:
    "Dan Wells's seven points, which he made known in a much-shared series of talks for writers. You settle the ending first, make the start its opposite, then place the turns and pinches that carry one to the other. It suits plotters who like to work backwards from the end, and stories with a strong outer plot such as thrillers, mysteries and fantasy.",
  acts: [
    {
      name: 'Act One',
      beats: [
        {
          key: 'seven-point/hook',
          name: 'Hook',
          question:
            'In what state does your hero start the story, and how is it the exact opposite of the state they end in?',
          hint: 'Write it after the resolution: the two mirror each other.',
          threeAct: threeAct('Hook'),
        },
        {
          key: 'seven-point/plot-turn-1',
          name: 'Plot turn 1',
          question:
            'What event or discovery sets your hero moving from that starting state toward the ending, and what new situation does it put them in?',
          hint: 'The conflict arrives and the hero is drawn in.',
          threeAct: threeAct('Plot turn 1'),
        },
      ],
    },
    {
      name: 'Act Two',
      beats: [
        {
          key: 'seven-point/pinch-1',
          name: 'Pinch 1',
          question: 'What does the opposition do that shows its strength and leaves your hero no choice but to act?',
          hint: 'Often the antagonist at work, or a setback that applies pressure.',
          threeAct: threeAct('Pinch 1'),
        },
        {
          key: 'seven-point/midpoint',
          name: 'Midpoint',
          question:
            'What does your hero learn or decide in the middle of the story that turns them from reacting to events into driving them?',
          hint: 'The hero takes the initiative.',
          threeAct: threeAct('Midpoint'),
        },
        {
          key: 'seven-point/pinch-2',
          name: 'Pinch 2',
          question:
            "What goes wrong that makes your hero's situation worse than ever, whether a plan failing, an ally falling or a secret coming out?",
          hint: 'The hero seems to have nothing left.',
          threeAct: threeAct('Pinch 2'),
        },
      ],
    },
    {
      name: 'Act Three',
      beats: [
        {
          key: 'seven-point/plot-turn-2',
          name: 'Plot turn 2',
          question:
            'What final key, found inside themselves or handed to them, does your hero now hold that lets them reach the ending?',
          hint: 'The last piece: the hero has all they need to finish.',
          threeAct: threeAct('Plot turn 2'),
        },
        {
          key: 'seven-point/resolution',
          name: 'Resolution',
          question:
            'How does your story end, and what does your hero do in the climax that proves how far they have come since the hook?',
          hint: 'Decide this point first.',
          threeAct: threeAct('Resolution'),
        },
      ],
    },
  ],
};
