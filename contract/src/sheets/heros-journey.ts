import type { BuiltInSheet } from '../built-in-sheets';
import { frameworkMapping } from './three-act-mapping';

const threeAct = frameworkMapping('heros-journey');

export const HEROS_JOURNEY_SHEET: BuiltInSheet = {
  id: 'heros-journey',
  name: "The Hero's Journey",
  description:
    "The journey Joseph Campbell traced through the world's myths in The Hero with a Thousand Faces (1949), in the twelve stages Christopher Vogler drew from it for storytellers in The Writer's Journey. A hero leaves the known world, is tested and transformed, and comes home with something of value. It suits quests, adventure, fantasy and coming-of-age stories, and any tale of a journey out and back.",
  acts: [
    {
      name: 'Departure',
      beats: [
        {
          key: 'heros-journey/ordinary-world',
          name: 'The ordinary world',
          question:
            "What does your hero's home world look like, and what small sign shows that something is lacking in it, or in them?",
          hint: 'The familiar life, shown so that the special world can stand out against it.',
          threeAct: threeAct('The ordinary world'),
        },
        {
          key: 'heros-journey/call-to-adventure',
          name: 'The call to adventure',
          question: 'What message, threat or opportunity invites your hero to leave, and who or what brings it?',
          hint: 'A problem or a challenge that cannot be met at home.',
          threeAct: threeAct('The call to adventure'),
        },
        {
          key: 'heros-journey/refusal-of-the-call',
          name: 'Refusal of the call',
          question: 'Why does your hero say no at first, and what would they have to give up by saying yes?',
          hint: 'Fear, duty or doubt; sometimes another character refuses on their behalf.',
          threeAct: threeAct('Refusal of the call'),
        },
        {
          key: 'heros-journey/meeting-the-mentor',
          name: 'Meeting the mentor',
          question:
            'Who gives your hero the advice, training, gift or push they need to set out, and what does that person know that the hero does not?',
          hint: "The mentor can be a person, a book, a memory or the hero's own code.",
          threeAct: threeAct('Meeting the mentor'),
        },
        {
          key: 'heros-journey/crossing-the-threshold',
          name: 'Crossing the threshold',
          question:
            'At what moment does your hero leave the known world behind, and who or what guards the border they cross?',
          hint: 'The commitment that ends the departure.',
          threeAct: threeAct('Crossing the threshold'),
        },
      ],
    },
    {
      name: 'Initiation',
      beats: [
        {
          key: 'heros-journey/tests-allies-enemies',
          name: 'Tests, allies, enemies',
          question:
            'What trials teach your hero the rules of the special world, and whom do they meet there who will matter later as a friend or a foe?',
          hint: 'The longest stretch of the journey: learning the ground and telling friend from foe.',
          threeAct: threeAct('Tests, allies, enemies'),
        },
        {
          key: 'heros-journey/approach',
          name: 'Approach to the inmost cave',
          question:
            'Where is the heart of the danger in your story, and how does your hero prepare, plan or falter as they draw near it?',
          hint: 'A gathering breath before the central trial.',
          threeAct: threeAct('Approach to the inmost cave'),
        },
        {
          key: 'heros-journey/ordeal',
          name: 'The ordeal',
          question:
            'In the central crisis, how does your hero come close to death, or lose something as dear as life, and how do they come through?',
          hint: 'Near the middle: a death and a rebirth, real or symbolic.',
          threeAct: threeAct('The ordeal'),
        },
        {
          key: 'heros-journey/reward',
          name: 'The reward',
          question:
            'What does your hero win by surviving the ordeal, whether an object, a piece of knowledge or a reconciliation, and how does it change them?',
          hint: 'A prize, an insight or a celebration, before the danger returns.',
          threeAct: threeAct('The reward'),
        },
      ],
    },
    {
      name: 'Return',
      beats: [
        {
          key: 'heros-journey/road-back',
          name: 'The road back',
          question:
            'What comes after your hero as they turn for home, and what setback drives them to despair before they recommit?',
          hint: 'The consequences of the ordeal catch up; the way home is not easy.',
          threeAct: threeAct('The road back'),
        },
        {
          key: 'heros-journey/resurrection',
          name: 'The resurrection',
          question:
            'What final, highest-stakes test makes your hero prove that they have truly changed, and what part of their old self do they leave behind in it?',
          hint: 'The climax: a last brush with death, and a rebirth.',
          threeAct: threeAct('The resurrection'),
        },
        {
          key: 'heros-journey/return-with-the-elixir',
          name: 'Return with the elixir',
          question:
            'What does your hero bring back, be it a treasure, wisdom or love, and how does it heal or change the world they left?',
          hint: "The journey's gift to the ordinary world.",
          threeAct: threeAct('Return with the elixir'),
        },
      ],
    },
  ],
};
