import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextareaField } from './textarea-field';

function Note({ max }: { max: number }) {
  const [text, setText] = useState('');
  return (
    <TextareaField
      label="Note text"
      value={text}
      count={{ length: text.length, max }}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

describe('a long text field', () => {
  it('takes a paste past its limit whole, marks the field and says how much is too much', async () => {
    const user = userEvent.setup();
    render(<Note max={100} />);
    const box = screen.getByRole('textbox', { name: 'Note text' });
    await user.click(box);
    await user.paste('x'.repeat(95));
    expect(screen.getByText('5 characters left of 100')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.paste('y'.repeat(10));
    expect(box).toHaveValue(`${'x'.repeat(95)}${'y'.repeat(10)}`);
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Too long: 5 characters over the limit of 100. Shorten it; nothing has been cut.',
    );
  });
});
