/**
 * The random character-note suggestions (docs/product.md#characters): 69 entries over nine titles. Each text is a
 * ready-to-edit example that also prompts the writer to think about why the detail matters.
 */

export const NOTE_SUGGESTION_TITLES = [
  'Age',
  'Birthplace',
  'Gender',
  'Height',
  'Favorite Color',
  'Hair Color',
  'Occupation',
  'Education',
  'Flaw',
] as const;

type NoteSuggestionTitle = (typeof NOTE_SUGGESTION_TITLES)[number];

export interface NoteSuggestion {
  title: NoteSuggestionTitle;
  text: string;
}

const entries = (title: NoteSuggestionTitle, texts: string[]): NoteSuggestion[] =>
  texts.map((text) => ({ title, text }));

export const NOTE_SUGGESTIONS: readonly NoteSuggestion[] = [
  ...entries('Age', [
    '17, and desperate to be taken seriously by adults who still see a child.',
    '34. Old enough to have given up one dream, young enough to regret it daily.',
    '72, and the only one in the family who remembers why the feud started.',
    '9 years old: sees everything, understands half, repeats all of it at the worst moment.',
    '45, though they lie and say 39. Who are they lying to, and why does it matter?',
    '26, the same age their father was when he walked out. They count the days.',
    'Nobody knows, including them: there was never a birth certificate.',
    '58 and newly retired; the empty hours are the real antagonist.',
  ]),
  ...entries('Birthplace', [
    'A fishing town that smells of diesel and salt; they left at 18 and swore never to go back.',
    'A hospital corridor during a blackout. The family still tells the story at every birthday.',
    'A military base overseas. They have never felt that any place was home.',
    'The same house they live in now, in the same room. What has kept them there?',
    'A mountain village where everyone knows everyone’s business, and remembers it for generations.',
    'A city that no longer exists under that name. What do they call it, and why?',
    'The back seat of a car on the highway, halfway between two towns. Neither claims them.',
    'A refugee camp; they carry its address like a secret.',
  ]),
  ...entries('Gender', [
    'Woman. Raised to be agreeable; learning, slowly and painfully, to say no.',
    'Man, and expected to be the strong one. What happens when he cannot be?',
    'Non-binary. How do the people around them react, and who gets it right without being told?',
    'Trans woman who transitioned years ago; it is history to her, not the plot of her life.',
    'Man who was the only boy among five sisters. What did that teach him about listening?',
    'Woman working in a field of men. Which small daily battles has she stopped noticing?',
    'Does gender shape this character’s story at all? If not, what does define how others see them?',
  ]),
  ...entries('Height', [
    'Very tall, 6′5″ (196 cm), and stoops in every doorway and every conversation.',
    'Short, 5′1″ (155 cm). Always in the front row of photos and never taken seriously at first.',
    'Average height, average build: the kind of person witnesses describe badly. Useful for a spy.',
    'Taller than everyone in their family. Rumours followed.',
    'Shorter than their younger sibling since the age of twelve, and still not over it.',
    'Tall enough to reach the top shelf, which is where everyone leaves the things they want forgotten.',
    'How does height change the way they enter a room, sit at a table or stand in a fight?',
  ]),
  ...entries('Favorite Color', [
    'Deep green, the color of the forest behind their grandmother’s house.',
    'Red. They wear it when they need courage and never on ordinary days.',
    'Grey. They insist it is a color, and argue about it with anyone who disagrees.',
    'Yellow, because of a raincoat they wore the last day they were truly happy.',
    'Black, all of it, all the time. Is it style, mourning or armour?',
    'Sky blue, and they paint everything that colour: their door, their car, their nails.',
    'They claim not to have one. Which colour do they keep choosing anyway?',
  ]),
  ...entries('Hair Color', [
    'Jet black, cut short and sharp every two weeks without fail.',
    'Red curls they hated as a child and now refuse to cover.',
    'Prematurely grey at 30, which makes strangers trust them more than they should.',
    'Dyed a new colour every time their life falls apart. Currently: electric blue.',
    'Dirty blond, always in a ponytail, always escaping it.',
    'Shaved bald. What made them do it the first time?',
    'Brown with one white streak they were born with. Their grandfather had the same.',
  ]),
  ...entries('Occupation', [
    'Night-shift nurse: sees the city at its worst and most tender, then sleeps through the day.',
    'Locksmith. Knows how to get into anywhere and is careful never to say so.',
    'Failed novelist who now writes product descriptions for a furniture catalogue.',
    'Third-generation baker who secretly wants to sell the shop.',
    'Court interpreter: hears every confession and may repeat none of them outside the room.',
    'Ferry captain on the same two-island route for twenty years. What would make them change course?',
    'Unemployed, and hiding it from everyone. Where do they go every morning at eight?',
    'Forensic accountant. Follows the money; the money always tells the truth, people rarely do.',
  ]),
  ...entries('Education', [
    'Left school at 15 to work in the family business; reads everything in secret to make up for it.',
    'A PhD in medieval history, and no idea how to pay the rent with it.',
    'Home-schooled in a remote place; brilliant at some things, oddly ignorant of others.',
    'Trade school, electrician. Proud of knowing how things actually work.',
    'Dropped out of medical school in the final year. Nobody in the family knows why.',
    'Self-taught programmer who learned from library books and stubbornness.',
    'Top of the class at an elite boarding school, and still trying to live up to it.',
    'Who was the one teacher who changed everything for them, for better or worse?',
  ]),
  ...entries('Flaw', [
    'Pride: would rather fail alone than ask for help.',
    'Cannot keep a secret, especially their own.',
    'Lies to avoid conflict, even small, pointless lies, and then has to keep track of them all.',
    'Jealous of anyone who gets attention they feel they earned.',
    'Reckless when they are scared, as if danger could drown the fear out.',
    'Trusts too easily, because they badly want people to be good.',
    'Controlling: plans every detail and falls apart when the plan does.',
    'Holds grudges for years and keeps a careful record of every wrong.',
    'Runs away: when life gets hard, they simply leave. Where would they run to this time?',
  ]),
];

/** One suggestion at random; `random` is injectable so tests can choose. */
export function randomNoteSuggestion(random: () => number = Math.random): NoteSuggestion {
  const index = Math.min(NOTE_SUGGESTIONS.length - 1, Math.floor(random() * NOTE_SUGGESTIONS.length));
  const suggestion = NOTE_SUGGESTIONS[index];
  if (!suggestion) throw new Error('There are no note suggestions');
  return suggestion;
}
