import type { BuiltInSheet } from '../built-in-sheets';
import { threeActBeats } from './three-act-mapping';

/** Each of the four parts is an act of its own, named in Japanese; the beat inside says what it does. */
export const KISHOTENKETSU_SHEET: BuiltInSheet = {
  id: 'kishotenketsu',
  name: 'Kishōtenketsu',
  description:
    'The four-part shape of classical Chinese poetry (qǐ chéng zhuǎn hé), known in Japan as kishōtenketsu and carried from poems into essays, manga and fiction: an introduction, its development, a twist and a conclusion that brings them together. It needs no conflict to drive it, since the twist is an unexpected shift that makes the reader see the first half anew. It suits slice-of-life and quiet literary fiction, short stories and comics.',
  acts: [
    {
      name: 'Ki',
      beats: [
        {
          key: 'kishotenketsu/ki',
          name: 'Introduction',
          question:
            'Whom and what does the reader meet first, and what everyday situation do you lay out before anything unusual happens?',
          hint: '起 ki: the characters and their world.',
          threeAct: threeActBeats('act1a01', 'act1a08'),
        },
      ],
    },
    {
      name: 'Shō',
      beats: [
        {
          key: 'kishotenketsu/sho',
          name: 'Development',
          question:
            'How does that situation grow and deepen, and what do we come to know about your characters by following them a little further?',
          hint: '承 shō: the beginning carried on, without a turn yet.',
          threeAct: threeActBeats('act2a01', 'act2a07'),
        },
      ],
    },
    {
      name: 'Ten',
      beats: [
        {
          key: 'kishotenketsu/ten',
          name: 'Twist',
          question:
            'What unexpected element, event or point of view enters that seems unrelated at first and changes how the reader sees everything so far?',
          hint: '転 ten: the turn, a surprise rather than a fight.',
          threeAct: threeActBeats('act2a08', 'act2a14'),
        },
      ],
    },
    {
      name: 'Ketsu',
      beats: [
        {
          key: 'kishotenketsu/ketsu',
          name: 'Conclusion',
          question:
            'How do the first half and the twist come together at the end, and what new understanding does the reader take away?',
          hint: '結 ketsu: the parts joined into one picture.',
          threeAct: threeActBeats('act2a15', 'act3a08'),
        },
      ],
    },
  ],
};
