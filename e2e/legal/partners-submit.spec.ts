import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PARTNER_MESSAGES, PARTNER_REQUESTS_PER_HOUR } from '@marquee/domain';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { queryServerDatabase } from '../support/server-database.ts';

const SUBMISSIONS = '**/api/partners/submissions';

/**
 * A client address of this test's own (the server believes X-Forwarded-For from a local proxy), so the limit of
 * partnership requests per address never mixes tests, projects or runs.
 */
async function actAsNewVisitor(page: Page): Promise<string> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

async function fillForm(
  page: Page,
  fields: { name: string; email: string; website?: string; message: string },
) {
  await page.getByLabel('Name or organisation').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  if (fields.website) await page.getByLabel('Website (optional)').fill(fields.website);
  await page.getByLabel('Kind of partnership').selectOption({ label: 'Add-on or source provider' });
  await page.getByLabel('Your proposal').fill(fields.message);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/partners');
  await page.getByRole('link', { name: 'partnership form' }).click();
  await expect(page).toHaveURL(/\/partners\/submit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partnership request' })).toBeVisible();
  await expect(page).toHaveTitle('Partnership request · Marquee');
});

test('checks each field by the rules the server applies, and sends nothing while one is wrong', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/partners/submissions')) sent.push(request.url());
  });
  // Pressing the button straight from a wrong field (which blurs it first) still tries the send: the field's
  // message must not push the button from under the pointer while it is held down, as a person holds it.
  // (A viewport tall enough for the whole form: no scroll, so no scroll anchoring hides the shift.)
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 1600 });
  await page.getByLabel('Website (optional)').fill('addons.example');
  const send = page.getByRole('button', { name: 'Send request' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await send.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
  await expect(page.getByRole('alert')).toHaveText('Please correct the 5 fields marked above.');
  await page.getByLabel('Website (optional)').fill('');
  await page.getByRole('button', { name: 'Send request' }).click();
  for (const message of [
    PARTNER_MESSAGES.name,
    PARTNER_MESSAGES.email,
    PARTNER_MESSAGES.kind,
    PARTNER_MESSAGES.message,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveText('Please correct the 4 fields marked above.');
  await expect(page.getByLabel('Name or organisation')).toBeFocused();
  await expect(page.getByLabel('Name or organisation')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // Each message goes as its field is put right; a bad optional website gets one of its own.
  await page.getByLabel('Name or organisation').fill('Open Add-on Guild');
  await expect(page.getByText(PARTNER_MESSAGES.name)).toHaveCount(0);
  await page.getByLabel('Email').fill('guild@addons');
  await expect(page.getByText(PARTNER_MESSAGES.email)).toBeVisible();
  await page.getByLabel('Email').fill('guild@addons.example');
  await expect(page.getByText(PARTNER_MESSAGES.email)).toHaveCount(0);
  await page.getByLabel('Website (optional)').fill('addons.example');
  await expect(page.getByText(PARTNER_MESSAGES.website)).toBeVisible();
  await page.getByLabel('Your proposal').fill('Too short');
  await expect(page.getByText(PARTNER_MESSAGES.message)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Please correct the 3 fields marked above.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Website (optional)')).toBeFocused();
  expect(sent).toEqual([]);
});

test('a valid request shows Sending…, then thanks, and is stored on the server as sent', async ({ page }) => {
  await actAsNewVisitor(page);
  const email = `guild-${randomInt(1e9)}@addons.example`;
  await fillForm(page, {
    name: '  Open Add-on Guild ',
    email,
    website: 'https://addons.example/guild',
    message: 'We build add-ons for public-domain film archives and would like to be listed.',
  });
  // Hold the request until the pending state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUBMISSIONS, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect(page.getByLabel('Your proposal')).toBeDisabled();
  release();

  const thanks = page.getByRole('status').filter({ hasText: 'we received your request' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(email);
  const id = Number(await page.getByTestId('partner-request-id').textContent());
  expect(id).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  const rows = await queryServerDatabase(
    (sql) => sql<{ name: string; email: string; website: string; kind: string; message: string }[]>`
      select name, email, website, kind, message from partner_submissions where id = ${id}`,
  );
  expect(rows).toEqual([
    {
      name: 'Open Add-on Guild',
      email,
      website: 'https://addons.example/guild',
      kind: 'addon',
      message: 'We build add-ons for public-domain film archives and would like to be listed.',
    },
  ]);

  // Another request starts from an empty form.
  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(page.getByLabel('Name or organisation')).toHaveValue('');
});

test("the server's refusal (400) marks the field it named and keeps the text", async ({ page }) => {
  await actAsNewVisitor(page);
  await fillForm(page, {
    name: 'Open Add-on Guild',
    email: 'guild@addons.example',
    message: 'We build add-ons for public-domain film archives and would like to be listed.',
  });
  // What an out-of-date page might send: a kind the server no longer takes. The real server answers it.
  await page.route(SUBMISSIONS, (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), kind: 'sponsorship' }) }),
  );
  const answer = page.waitForResponse(SUBMISSIONS);
  await page.getByRole('button', { name: 'Send request' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(
    'The server did not accept the form. Please check the fields marked below.',
  );
  await expect(page.getByText(PARTNER_MESSAGES.kind)).toBeVisible();
  await expect(page.getByLabel('Kind of partnership')).toBeFocused();
  await expect(page.getByLabel('Your proposal')).toHaveValue(/public-domain film archives/);
});

test(`past ${PARTNER_REQUESTS_PER_HOUR} requests an hour from one address, the limit is said in words (429)`, async ({
  page,
  request,
  baseURL,
}) => {
  const address = await actAsNewVisitor(page);
  const email = `limit-${randomInt(1e9)}@addons.example`;
  const body = {
    name: 'Eager Guild',
    email,
    kind: 'other',
    message: 'Sent again and again from one address.',
  };
  for (let i = 0; i < PARTNER_REQUESTS_PER_HOUR; i++) {
    const sent = await request.post('/api/partners/submissions', {
      data: body,
      headers: { origin: baseURL!, 'x-forwarded-for': address },
    });
    expect(sent.status()).toBe(201);
  }
  await fillForm(page, body);
  const answer = page.waitForResponse(SUBMISSIONS);
  await page.getByRole('button', { name: 'Send request' }).click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole('alert')).toHaveText(
    'Too many partnership requests were sent from your address. Please try again later.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const rows = await queryServerDatabase(
    (sql) => sql`select id from partner_submissions where email = ${email}`,
  );
  expect(rows).toHaveLength(PARTNER_REQUESTS_PER_HOUR);
});
