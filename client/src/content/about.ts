import type { InfoDocument } from './info-page-types';

export const about: InfoDocument = {
  title: 'About Three Act',
  lead: 'Three Act is a free, open-source planner that helps fiction writers turn an idea into a complete story outline.',
  sections: [
    {
      heading: 'What Three Act is',
      paragraphs: [
        'Most stories that hold a reader share a shape: a beginning that sets up a world and a problem, a middle where things get harder, and an end where everything comes to a head. Three Act gives that shape a workspace. You name your story and answer guided questions for each act — the hook, the inciting incident, the midpoint, the dark moment, the climax and the rest — and a progress bar shows how close your outline is to done.',
        'Alongside the outline you keep character cards: a description, a photo link for inspiration, whether the character is your protagonist, and as many notes as you like. When you are stuck, a random note suggestion gives you something to think about, and when you want a second opinion, Brainstorm lets you share a plot idea with other writers and collect their suggestions.',
      ],
    },
    {
      heading: 'Who it is for',
      paragraphs: [
        'Three Act suits any fiction that fits three acts: novels and novellas, short stories, screenplays, stage plays, comics, games with a story to tell, fan fiction and serials. Genre does not matter. Thrillers, romances, fantasy epics, literary fiction and children’s books all have a setup, a confrontation and a resolution.',
        'It works whether you plan every beat before you write a word or prefer to sketch the big turns and discover the rest on the page. Answer as many questions as help you and leave the others blank.',
      ],
    },
    {
      heading: 'How it works',
      items: [
        {
          term: 'Outline.',
          text: 'Act I has a title and 8 guided questions, Act II has 16 and Act III has 8. Save as often as you like and read the finished outline on one page.',
        },
        {
          term: 'Characters.',
          text: 'Create a card for each character and add notes as the story grows.',
        },
        {
          term: 'Brainstorm.',
          text: 'Once your e-mail address is verified you can post ideas, comment, like posts and vote for the most helpful comments.',
        },
        {
          term: 'Profile.',
          text: 'An optional public writer profile lists your genres and your finished works, so other writers can find you.',
        },
      ],
    },
    {
      heading: 'Free and open source',
      paragraphs: [
        'Three Act is free to use: there is no paid tier, no advertising and no tracking. Its source code is open, so anyone can read how it works, suggest improvements, report bugs or run their own copy for a writing group, a class or a workshop.',
        'Your outline, your characters and your ideas remain yours. See the Terms of Service and the Privacy Policy for the details, and the Community Guidelines for how we keep Brainstorm a friendly place.',
      ],
    },
  ],
};
