import type { BuiltInSheet } from '../built-in-sheets';
import { frameworkMapping } from './three-act-mapping';

const threeAct = frameworkMapping('story-circle');

export const STORY_CIRCLE_SHEET: BuiltInSheet = {
  id: 'story-circle',
  name: 'Story Circle',
  description:
    "Dan Harmon's eight steps, a Hero's Journey pared down to a circle, which he made known through his television writing and his notes on story structure. A character leaves comfort to get what they want, pays for it and comes home changed, and the circle can turn once for a whole book or once for a single chapter. It suits short stories, episodic fiction and series, and character-driven stories that want a clear arc without many beats.",
  acts: [
    {
      name: 'Into the unknown',
      beats: [
        {
          key: 'story-circle/you',
          name: 'You',
          question:
            'Who is your main character, and where are they comfortable enough that they would rather nothing changed?',
          hint: 'A character in their familiar world.',
          threeAct: threeAct('You'),
        },
        {
          key: 'story-circle/need',
          name: 'Need',
          question:
            'What does your character want badly enough to leave that comfort, and what are they missing without knowing it?',
          hint: 'The desire that will pull them out of it.',
          threeAct: threeAct('Need'),
        },
        {
          key: 'story-circle/go',
          name: 'Go',
          question:
            'What unfamiliar place, situation or relationship does your character step into, and what makes it feel strange to them?',
          hint: 'Crossing into the unknown.',
          threeAct: threeAct('Go'),
        },
        {
          key: 'story-circle/search',
          name: 'Search',
          question:
            'How does your character have to adapt, and which of their old habits fail them while they look for what they want?',
          hint: 'Trying, failing and learning the new rules.',
          threeAct: threeAct('Search'),
        },
      ],
    },
    {
      name: 'Back home',
      beats: [
        {
          key: 'story-circle/find',
          name: 'Find',
          question:
            'When does your character finally get what they were after, or something that looks like it, and how does it feel at first?',
          hint: 'The deepest point of the circle.',
          threeAct: threeAct('Find'),
        },
        {
          key: 'story-circle/take',
          name: 'Take',
          question: 'What does getting it cost your character, and who else pays that price with them?',
          hint: 'The cost of the goal, sometimes more than it was worth.',
          threeAct: threeAct('Take'),
        },
        {
          key: 'story-circle/return',
          name: 'Return',
          question:
            'How does your character make their way back to where they began, and what do they have to do to get there?',
          hint: 'Back to the familiar world, carrying what happened.',
          threeAct: threeAct('Return'),
        },
        {
          key: 'story-circle/change',
          name: 'Change',
          question:
            'What can your character do, see or say at the end that they could not at the start, and how do the people around them notice?',
          hint: 'The circle closes on someone new.',
          threeAct: threeAct('Change'),
        },
      ],
    },
  ],
};
