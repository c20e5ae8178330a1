import type { BuiltInSheet } from '../built-in-sheets';
import { threeActBeats } from './three-act-mapping';

export const ROMANCE_SHEET: BuiltInSheet = {
  id: 'romance',
  name: 'Romance',
  description:
    "The arc romance readers expect: two people meet, fall for each other, are driven apart by their own fears and fight their way back to a happy ending. Romance writers teach it in many versions, Gwen Hayes's Romancing the Beat among the best known, and these beats are our own telling of the pattern they share. It suits romance of any heat level or subgenre, and the love story inside a book of another genre.",
  acts: [
    {
      name: 'Two lives',
      beats: [
        {
          key: 'romance/first-lead',
          name: 'The first lead',
          question:
            'Who is the first of your two leads, what does their life look like before love arrives, and why are they closed to it?',
          hint: 'Often the point-of-view character: show the wound or the wall.',
          threeAct: threeActBeats('act1a01', 'act1a04'),
        },
        {
          key: 'romance/second-lead',
          name: 'The second lead',
          question:
            'Who is your second lead, what do they want from life right now, and why are they the last person the first lead would choose?',
          hint: 'Give them a life of their own before the two meet.',
          threeAct: ['act1a05'],
        },
        {
          key: 'romance/meeting',
          name: 'The meeting',
          question:
            'How, where and why do your two leads first meet, and what sparks between them, whether attraction, irritation or both?',
          hint: 'Their first scene together: often funny, awkward or hostile.',
          threeAct: ['act1a06'],
        },
        {
          key: 'romance/reasons-to-resist',
          name: 'Reasons to resist',
          question:
            'What makes each lead sure that the other is wrong for them, and what in the world around them agrees?',
          hint: 'One reason from inside each lead, and one from outside.',
          threeAct: ['act1a07'],
        },
        {
          key: 'romance/thrown-together',
          name: 'Thrown together',
          question:
            "What keeps your leads in each other's lives when they would rather walk away: a job, a bet, a journey, a shared problem?",
          hint: 'The situation that stops them going their separate ways.',
          threeAct: ['act1a08'],
        },
      ],
    },
    {
      name: 'Falling',
      beats: [
        {
          key: 'romance/attraction',
          name: 'Attraction',
          question: 'What small moment makes each lead notice the other in a new way, and how do they try to hide it?',
          hint: 'Desire creeps in despite the resistance.',
          threeAct: threeActBeats('act2a01', 'act2a03'),
        },
        {
          key: 'romance/deepening',
          name: 'Deepening',
          question:
            'What do your leads learn about each other as they spend time together, and what does each let the other see that nobody else gets to?',
          hint: 'Trust, shared secrets and first vulnerability.',
          threeAct: threeActBeats('act2a04', 'act2a07'),
        },
        {
          key: 'romance/midpoint',
          name: 'Midpoint',
          question:
            'What happens in the middle of the book that brings your leads as close as they have ever been, whether a kiss, a night together or a confession?',
          hint: 'The top of the fall into love: for a moment it looks as if it could work.',
          threeAct: ['act2a08'],
        },
      ],
    },
    {
      name: 'Falling apart',
      beats: [
        {
          key: 'romance/doubt',
          name: 'Doubt',
          question:
            'Now that it is real, what fear or outside pressure makes one or both of your leads start to pull back?',
          hint: 'Closeness brings the old fear to the surface.',
          threeAct: threeActBeats('act2a09', 'act2a11'),
        },
        {
          key: 'romance/old-wound',
          name: 'The old wound',
          question:
            "Which hurt from a lead's past makes them treat the other badly when it matters most, and what exactly do they do?",
          hint: 'The break should come from a flaw, not from bad luck.',
          threeAct: ['act2a12'],
        },
        {
          key: 'romance/break-up',
          name: 'The break-up',
          question:
            'What is said or done that breaks your couple apart, and why does each of them believe, for now, that it is for the best?',
          hint: 'The crisis: the love seems lost.',
          threeAct: ['act2a13'],
        },
        {
          key: 'romance/alone-again',
          name: 'Alone again',
          question:
            'What is life like for each of your leads without the other, and what do they miss that they never expected to?',
          hint: 'The dark moment: the old life no longer fits.',
          threeAct: ['act2a14'],
        },
      ],
    },
    {
      name: 'Back together',
      beats: [
        {
          key: 'romance/realisation',
          name: 'The realisation',
          question:
            'What makes your lead see what they truly want, and what they must change in themselves to deserve it?',
          hint: 'The fear is faced, and love becomes worth the risk.',
          threeAct: threeActBeats('act2a15', 'act2a16'),
        },
        {
          key: 'romance/grand-gesture',
          name: 'Grand gesture',
          question:
            'What does one of your leads do, at real cost or risk to themselves, to prove their love and their change to the other?',
          hint: 'Public or private, it must cost the one who makes it.',
          threeAct: threeActBeats('act3a01', 'act3a05'),
        },
        {
          key: 'romance/together',
          name: 'Together',
          question:
            'How does the other lead answer, and what do your two leads promise each other now that they choose each other with open eyes?',
          hint: 'Both leads meet each other halfway.',
          threeAct: threeActBeats('act3a06', 'act3a07'),
        },
        {
          key: 'romance/ever-after',
          name: 'Happily ever after',
          question: "What glimpse of your couple's future shows the reader that this love will last?",
          hint: 'A happy ending, or happy for now; often an epilogue.',
          threeAct: ['act3a08'],
        },
      ],
    },
  ],
};
