import type { BuiltInSheet } from '../built-in-sheets';
import { threeActBeats } from './three-act-mapping';

/**
 * Freytag put the climax at the top of the pyramid, near the middle of the play, so the Three Act
 * midpoint feeds it and the Three Act climax feeds the dénouement (docs/beat-sheets.md).
 */
export const FREYTAG_SHEET: BuiltInSheet = {
  id: 'freytag',
  name: "Freytag's Pyramid",
  description:
    "Gustav Freytag's five parts of a drama, from his 1863 study Die Technik des Dramas, which read plays from the Greeks to Shakespeare as a rise to a turning point and a fall to the end. Unlike most modern sheets it puts the climax near the middle, as the turn in the hero's fortunes, and lets the fall that follows carry them to a catastrophe or, in a comedy, a happy unravelling. It suits tragedies, stage plays and any story whose hero rises and then falls.",
  acts: [
    {
      name: 'Act One',
      beats: [
        {
          key: 'freytag/exposition',
          name: 'Exposition',
          question:
            'What must the reader learn about the place, the time, the people and the tensions between them before anything is set in motion?',
          hint: 'Freytag called it the introduction; it ends with the spark that starts the rise.',
          threeAct: threeActBeats('act1a01', 'act1a05'),
        },
      ],
    },
    {
      name: 'Act Two',
      beats: [
        {
          key: 'freytag/rising-action',
          name: 'Rising action',
          question:
            "What sets your hero's struggle going, and which complications pile on one after another so that the tension climbs toward the turn?",
          hint: 'From the spark to the peak: the long climb.',
          threeAct: threeActBeats('act1a06', 'act2a07'),
        },
      ],
    },
    {
      name: 'Act Three',
      beats: [
        {
          key: 'freytag/climax',
          name: 'Climax',
          question:
            "At the top of the pyramid, what act or decision of your hero's turns their fortunes, so that nothing after it can go back to how it was?",
          hint: "Freytag's climax is the turning point near the middle, not the final clash.",
          threeAct: ['act2a08'],
        },
      ],
    },
    {
      name: 'Act Four',
      beats: [
        {
          key: 'freytag/falling-action',
          name: 'Falling action',
          question:
            'How do the consequences of that turn close in on your hero, and what last flicker of hope makes the reader wonder whether the end can still be avoided?',
          hint: 'The fall, slowed by one last moment of suspense before the end.',
          threeAct: threeActBeats('act2a09', 'act3a04'),
        },
      ],
    },
    {
      name: 'Act Five',
      beats: [
        {
          key: 'freytag/denouement',
          name: 'Dénouement',
          question:
            'How is the conflict finally settled, what does it cost your hero, and what is left standing when it is over?',
          hint: 'The catastrophe in a tragedy; in a comedy, the knot untied.',
          threeAct: threeActBeats('act3a05', 'act3a08'),
        },
      ],
    },
  ],
};
