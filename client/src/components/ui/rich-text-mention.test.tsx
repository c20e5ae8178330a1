import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MentionEntries } from './mention-entries';
import { RichTextEditor } from './rich-text-editor';
import type { Mentionable } from './use-mention';

// Decision 180: "@" in a rich-text editor opens the same list as a text area's and writes the name as text.

const keep: Mentionable = { _id: 'p1', name: 'Harrow Keep', aliases: [], kind: 'place' };
const mara: Mentionable = { _id: 'c1', name: 'Mara Vell', aliases: [], kind: 'character' };
const offer = { characters: [mara], entries: [keep], ask: jest.fn() };

// ProseMirror measures the page, which jsdom does not lay out: no rectangles, nothing under a point.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

describe('"@" in a rich-text editor', () => {
  it('offers the entries, moves with the arrows and writes the name chosen as plain text', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <MentionEntries.Provider value={offer}>
        <RichTextEditor label="Summary" onChange={onChange} mentions />
      </MentionEntries.Provider>,
    );
    const summary = screen.getByRole('textbox', { name: 'Summary' });
    await user.click(summary);
    await user.type(summary, 'Rain at @');
    const list = await screen.findByRole('listbox', { name: 'Codex entries' });
    expect(offer.ask).toHaveBeenCalled();
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Mara Vell', 'Harrow Keep · place']);
    await waitFor(() => expect(summary).toHaveAttribute('aria-activedescendant', options[0]!.id));
    expect(summary).toHaveAttribute('aria-controls', list.id);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(summary).toHaveAttribute('aria-activedescendant', options[1]!.id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(summary).toHaveTextContent('Rain at Harrow Keep');
    expect(summary).not.toHaveAttribute('aria-controls');
    expect(onChange).toHaveBeenLastCalledWith('<p>Rain at Harrow Keep </p>');
  });

  it('offers nothing where the editor takes no "@"', async () => {
    const user = userEvent.setup();
    render(
      <MentionEntries.Provider value={offer}>
        <RichTextEditor label="Bio" onChange={jest.fn()} />
      </MentionEntries.Provider>,
    );
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await user.click(bio);
    await user.type(bio, 'Hi @ma');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(bio).not.toHaveAttribute('aria-autocomplete');
  });
});
