import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from './text-field';

const schema = z.object({ name: z.string().max(40, 'Name is at most 40 characters') });

/** A form as the app's are: the field registered with react-hook-form, a value loaded after mount. */
function NameForm({ loaded, onSave }: { loaded: string; onSave: (name: string) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const { reset } = form;
  useEffect(() => reset({ name: loaded }), [reset, loaded]);
  return (
    <form onSubmit={form.handleSubmit((values) => onSave(values.name))}>
      <TextField label="Name" maxLength={40} error={form.formState.errors.name?.message} {...form.register('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a one-line text field with a limit', () => {
  it('keeps a paste past the limit whole, says so before saving, and the form refuses it', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    render(<NameForm loaded="" onSave={(name) => saved.push(name)} />);
    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).not.toHaveAttribute('maxlength');
    await user.click(box);
    await user.paste('x'.repeat(37));
    expect(screen.getByText('3 characters left of 40')).toBeInTheDocument();
    await user.paste('y'.repeat(5));
    expect(box).toHaveValue(`${'x'.repeat(37)}${'y'.repeat(5)}`);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Too long: 2 characters over the limit of 40. Shorten it; nothing has been cut.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is at most 40 characters')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.type(box, '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([`${'x'.repeat(37)}yyy`]);
  });

  it('counts a value the form loads near the limit', async () => {
    render(<NameForm loaded={'z'.repeat(38)} onSave={() => undefined} />);
    expect(await screen.findByText('2 characters left of 40')).toBeInTheDocument();
  });
});
