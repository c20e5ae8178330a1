import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** An e-mail address input: the mobile keyboard and the browser's autofill for addresses, and required. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="email" autoComplete="email" required {...props} />;
}
