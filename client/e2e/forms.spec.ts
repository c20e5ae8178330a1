import { expect, test } from './fixtures';
import { shot } from './support';

test('a server error that names a field shows under that field, focused', async ({ page, writer }, testInfo) => {
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Someone Else Entirely');
  await main.getByLabel('Email').fill(writer.email);
  await main.getByLabel('Password', { exact: true }).fill('a different quiet plot');
  await main.getByLabel('Confirm password').fill('a different quiet plot');
  await main.getByLabel(/I agree to the Privacy Policy/).check();
  await main.getByLabel(/at least 13/).check();
  await main.getByRole('button', { name: /sign up/i }).click();

  const email = main.getByLabel('Email');
  const message = main.getByText('User already exists');
  await expect(message).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/User already exists/);
  const input = await email.boundingBox();
  const under = await message.boundingBox();
  expect(input && under && under.y >= input.y + input.height).toBe(true);
  expect(input && under && under.x >= input.x - 1 && under.x < input.x + input.width).toBe(true);
  await expect(page).toHaveURL(/\/register$/);
  await shot(page, testInfo, 'register-field-error');

  // Fixing the field clears its error.
  await email.fill(`other-${writer.email}`);
  await expect(message).toBeHidden();
});
