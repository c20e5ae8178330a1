import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { MentionEntries } from './mention-entries';
import { MentionTextareaField } from './mention-textarea-field';
import { mentionBefore, mentionMatches, type Mentionable } from './use-mention';

// Decision 180: "@" in any story text offers the page's characters and codex entries.

const keep: Mentionable = { _id: 'p1', name: 'Harrow Keep', aliases: ['the Keep'], kind: 'place' };
const harbour: Mentionable = { _id: 'p2', name: 'Old Harbour', aliases: [], kind: 'place' };
const mara: Mentionable = { _id: 'c1', name: 'Mara Vell', aliases: ['Harriet'], kind: 'character' };

function Notes({ ask }: { ask: () => void }) {
  const [text, setText] = useState('');
  const offer = useMemo(() => ({ characters: [mara], entries: [keep, harbour], ask }), [ask]);
  return (
    <MentionEntries.Provider value={offer}>
      <MentionTextareaField
        label="Notes"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onMention={setText}
      />
      <button type="button">Elsewhere</button>
    </MentionEntries.Provider>
  );
}

describe('the "@" of a text', () => {
  it('finds "@" and what follows only right before the caret, at a start or after a space', () => {
    expect(mentionBefore('They ride for @Har')).toEqual({ back: 4, text: 'Har' });
    expect(mentionBefore('@')).toEqual({ back: 1, text: '' });
    expect(mentionBefore('mail me@home')).toBeNull();
    expect(mentionBefore('@Harrow Keep')).toBeNull();
    expect(mentionBefore(`@${'x'.repeat(31)}`)).toBeNull();
    expect(mentionBefore(`${'a '.repeat(5000)}@${'x'.repeat(30)}`)).toEqual({ back: 31, text: 'x'.repeat(30) });
  });

  it('offers entries with a word of their name or an alias starting so, characters first as given', () => {
    const offered = [mara, keep, harbour];
    expect(mentionMatches(offered, 'har').map((entry) => entry.name)).toEqual([
      'Mara Vell',
      'Harrow Keep',
      'Old Harbour',
    ]);
    expect(mentionMatches(offered, 'KEEP').map((entry) => entry.name)).toEqual(['Harrow Keep']);
    expect(mentionMatches(offered, 'ell').map((entry) => entry.name)).toEqual([]);
  });
});

describe('a text area with "@"', () => {
  it('asks for the entries at the first "@", moves with the arrows, chooses with Enter and writes the name', async () => {
    const user = userEvent.setup();
    const ask = jest.fn();
    render(<Notes ask={ask} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Rain at ');
    expect(ask).not.toHaveBeenCalled();
    expect(notes).toHaveAttribute('aria-autocomplete', 'list');
    expect(notes).not.toHaveAttribute('aria-controls');

    await user.type(notes, '@har');
    expect(ask).toHaveBeenCalled();
    const list = screen.getByRole('listbox', { name: 'Codex entries' });
    expect(notes).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Mara Vell',
      'Harrow Keep · place',
      'Old Harbour · place',
    ]);
    expect(notes).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(notes).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(notes).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(notes).toHaveValue('Rain at Harrow Keep ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(notes).not.toHaveAttribute('aria-activedescendant');
    expect(notes).toHaveFocus();
    await user.type(notes, 'again.');
    expect(notes).toHaveValue('Rain at Harrow Keep again.');
  });

  it('closes with Escape (the text keeps what was typed), and Tab or a click chooses', async () => {
    const user = userEvent.setup();
    render(<Notes ask={jest.fn()} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, '@the');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(notes).toHaveValue('@the');

    await user.type(notes, ' k');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.clear(notes);
    await user.type(notes, 'By @the');
    await user.keyboard('{Tab}');
    expect(notes).toHaveValue('By Harrow Keep ');

    await user.type(notes, 'and @old');
    await user.click(screen.getByRole('option', { name: 'Old Harbour · place' }));
    expect(notes).toHaveValue('By Harrow Keep and Old Harbour ');
  });

  it('offers nothing for a word with an "@" inside', async () => {
    const user = userEvent.setup();
    render(<Notes ask={jest.fn()} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'mara@har');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
