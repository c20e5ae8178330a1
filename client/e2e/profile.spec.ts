import { expect, test, type Page } from '@playwright/test';
import { rgbPng } from './photos';
import { newWriter, shot, signUp, mailedLink } from './support';

/** A small real PNG: a diagonal gradient. */
const gradientPng = (size = 96) => rgbPng(size, (x, y) => [40 + x * 2, 60 + y, 140 + ((x + y) % 100)]);

async function verify(page: Page, email: string) {
  const link = await mailedLink(email);
  await page.goto(new URL(link).pathname);
  await page.getByRole('main').getByRole('button', { name: 'VERIFY ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main').getByRole('link', { name: /verif/i })).toHaveCount(0);
}

/** True once the image has loaded and decoded (a broken image has no natural width). */
const imageLoaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('profile journey: create, view, edit, works, avatar, list, delete the account', async ({ page }, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  await verify(page, writer.email);
  const main = page.getByRole('main');
  const profileBlock = main.getByRole('region', { name: 'Your profile' });

  // Create the profile.
  await expect(
    profileBlock.getByText('You have not yet set up a profile. Please fill out your profile info.'),
  ).toBeVisible();
  await shot(page, testInfo, 'profile-dashboard-empty');
  await profileBlock.getByRole('link', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/create-profile$/);
  await main.getByLabel('Professional status *').selectOption('Aspiring Writer');
  await main.getByLabel('Genres *').fill('Fantasy,  Mystery , fantasy, Literary Fiction, Horror, Noir');
  await main.getByLabel('Company or publisher').fill('Lantern House');
  await main.getByLabel('Website').fill('https://writer.example.org');
  await main.getByLabel('Location').fill('Lisbon, Portugal');
  await main.getByLabel('Bio').fill('I write long novels at night.\nShort stories at dawn.');
  await expect(main.getByLabel('Twitter URL')).toHaveCount(0);
  await main.getByRole('button', { name: 'Show social links' }).click();
  await main.getByLabel('Twitter URL').fill('https://twitter.com/writer');
  await main.getByLabel('Instagram URL').fill('https://instagram.com/writer');
  await shot(page, testInfo, 'profile-create-form');
  await main.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Profile Created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(profileBlock.getByText('No finished works added.')).toBeVisible();
  await shot(page, testInfo, 'profile-dashboard');

  // View the public page.
  await profileBlock.getByRole('link', { name: 'View my public profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  const profilePath = new URL(page.url()).pathname;
  await expect(main.getByRole('heading', { level: 1, name: writer.name })).toBeVisible();
  await expect(main.getByText('Aspiring Writer')).toBeVisible();
  await expect(main.getByText('Lisbon, Portugal')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Genres' }).getByRole('listitem')).toHaveText([
    'Fantasy',
    'Mystery',
    'Literary Fiction',
    'Horror',
    'Noir',
  ]);
  const twitter = main.getByRole('link', { name: 'Twitter' });
  await expect(twitter).toHaveAttribute('href', 'https://twitter.com/writer');
  await expect(twitter).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  await expect(twitter).toHaveAttribute('target', '_blank');
  await expect.poll(() => imageLoaded(page, '.profile-page__header img')).toBe(true);
  await shot(page, testInfo, 'profile-public');

  // Edit it: the form is pre-filled.
  await main.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(main.getByLabel('Genres *')).toHaveValue('Fantasy, Mystery, Literary Fiction, Horror, Noir');
  await expect(main.getByLabel('Professional status *')).toHaveValue('Aspiring Writer');
  await expect(main.getByLabel('Twitter URL')).toHaveValue('https://twitter.com/writer');
  await main.getByLabel('Professional status *').selectOption('Published Writer');
  await main.getByLabel('Company or publisher').fill('Night Press');
  await main.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Add a finished work, see it on the public page, then remove it.
  await profileBlock.getByRole('link', { name: 'Add finished work' }).click();
  await expect(page).toHaveURL(/\/add-work$/);
  await main.getByLabel('Title *').fill('The Salt Road');
  await main.getByLabel('Author *').fill(writer.name);
  await main.getByLabel('Genre *').fill('Fantasy');
  await main.getByLabel('Description *').fill('A caravan crosses a sea of salt.');
  await main.getByLabel('ASIN').fill('B00TEST123');
  await main.getByLabel('URL').fill('https://books.example.org/salt-road');
  await shot(page, testInfo, 'profile-add-work');
  await main.getByRole('button', { name: 'Add work' }).click();
  await expect(page.getByText('Finished work added to your profile')).toBeVisible();
  await expect(profileBlock.getByText('The Salt Road')).toBeVisible();
  await shot(page, testInfo, 'profile-dashboard-works');

  await page.goto(profilePath);
  await expect(main.getByText('Night Press')).toBeVisible();
  await expect(main.getByRole('link', { name: 'The Salt Road', exact: true })).toHaveAttribute(
    'href',
    'https://books.example.org/salt-road',
  );
  await expect(main.getByRole('link', { name: /View on Amazon/ })).toHaveAttribute(
    'href',
    'https://www.amazon.com/dp/B00TEST123',
  );
  await shot(page, testInfo, 'profile-public-with-work');

  await page.goto('/dashboard');
  page.once('dialog', (dialog) => void dialog.accept());
  await profileBlock.getByRole('button', { name: 'Delete The Salt Road' }).click();
  await expect(page.getByText('Finished work removed')).toBeVisible();
  await expect(profileBlock.getByText('No finished works added.')).toBeVisible();
  await expect(profileBlock.getByText('The Salt Road')).toHaveCount(0);

  // Upload a photo (verified writers only).
  await page.goto('/edit-profile');
  const before = await main.getByRole('img', { name: 'Your current profile photo' }).getAttribute('src');
  await main
    .getByLabel('Choose a new profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(main.getByRole('img', { name: 'Preview of your new profile photo' })).toBeVisible();
  await main.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  const current = main.getByRole('img', { name: 'Your current profile photo' });
  await expect(current).toHaveAttribute('src', /\/avatar\?v=\d+$/);
  expect(await current.getAttribute('src')).not.toBe(before);
  await expect.poll(() => imageLoaded(page, '.avatar-upload img')).toBe(true);
  const served = await page.request.get((await current.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  await shot(page, testInfo, 'profile-avatar-uploaded');

  // The profiles list shows the card with the new photo.
  await page.goto('/profiles');
  const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: writer.name }) });
  await expect(card.getByText('Published Writer')).toBeVisible();
  await expect(card.getByText('Lisbon, Portugal')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Genres' }).getByRole('listitem')).toHaveCount(4);
  await expect(card.locator('img')).toHaveAttribute('src', /\/avatar\?v=\d+$/);
  await shot(page, testInfo, 'profiles-list');
  // Every card is as tall as the tallest, so the buttons line up.
  const heights = await main
    .locator('.profile-card')
    .evaluateAll((cards) => cards.map((li) => Math.round(li.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);

  // The writers directory: linked from the footer, searchable by name and by a genre.
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Writers' })).toHaveAttribute(
    'href',
    '/profiles',
  );
  const search = main.getByRole('search', { name: 'Writers' });
  await search.getByLabel('Name').fill(writer.name.slice(7));
  await search.getByLabel('Genre').fill('noir');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/profiles\?q=.+&genre=noir$/);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([writer.name]);
  await page.reload();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([writer.name]);
  await main.getByRole('search', { name: 'Writers' }).getByLabel('Genre').fill('Western');
  await main.getByRole('search', { name: 'Writers' }).getByRole('button', { name: 'Search' }).click();
  await expect(main.getByText('No writer matches that search.')).toBeVisible();
  await main.getByRole('search', { name: 'Writers' }).getByRole('button', { name: 'Show everyone' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await card.getByRole('link', { name: `View profile of ${writer.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));

  // Delete the account: confirm, logged out, the profile is gone.
  await page.goto('/dashboard');
  let prompt = '';
  page.once('dialog', (dialog) => {
    prompt = dialog.message();
    void dialog.accept();
  });
  await main.getByRole('button', { name: 'Delete my account' }).click();
  expect(prompt).toBe('Are you sure that you want to delete your account? This is permanent and can NOT be undone.');
  // Then the password, with a copy of everything offered first; a wrong one deletes nothing.
  const deletion = main.getByRole('form', { name: 'Delete your account for good' });
  await expect(deletion.getByLabel('Your password')).toBeFocused();
  const download = page.waitForEvent('download');
  await deletion.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await deletion.getByLabel('Your password').fill('not my password');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deletion.getByText('That is not your current password')).toBeVisible();
  await shot(page, testInfo, 'account-deletion');
  await deletion.getByLabel('Your password').fill(writer.password);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Account, Outline, & Profile deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(profilePath);
  await expect(main.getByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeVisible();
  await shot(page, testInfo, 'profile-deleted');

  // The old credentials no longer work.
  await page.goto('/login');
  await main.getByLabel('Email').fill(writer.email);
  await main.getByLabel('Password').fill(writer.password);
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
});

test('an unverified writer is told why there is no photo upload', async ({ page }, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  await page.goto('/edit-profile');
  const main = page.getByRole('main');
  await expect(main.getByText(/please verify your email address first/i)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/resend');
  await expect(main.getByLabel('Choose a new profile photo')).toHaveCount(0);
  await expect.poll(() => imageLoaded(page, '.avatar-upload img')).toBe(true);
  await shot(page, testInfo, 'profile-edit-unverified');
});
