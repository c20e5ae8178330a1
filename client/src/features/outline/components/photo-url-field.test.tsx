import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhotoUrlField } from './photo-url-field';

function Harness() {
  const [value, setValue] = useState('');
  return <PhotoUrlField value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('photo URL field', () => {
  it('previews only links that end in jpeg, jpg, gif or png', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Photo URL');
    const preview = () => screen.queryByRole('img', { name: 'Preview of the character photo' });

    await user.type(input, 'https://example.org/portrait.webp');
    expect(preview()).not.toBeInTheDocument();

    for (const url of [
      'https://example.org/a.JPG',
      'https://example.org/a.jpeg',
      'https://example.org/a.gif',
      'http://example.org/a.png?w=200',
    ]) {
      await user.clear(input);
      await user.type(input, url);
      expect(preview()).toHaveAttribute('src', url);
    }

    await user.clear(input);
    await user.type(input, 'javascript:alert(1)//.png');
    expect(preview()).not.toBeInTheDocument();
  });
});
