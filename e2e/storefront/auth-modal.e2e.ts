import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { ADMIN, card, collectConsoleErrors, LISTING, likeButtonOf, logIn, scriptReady, SHOPPER, variantIdOf, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

const WRONG = 'E-mailadres of wachtwoord is onjuist.';

/** axe-core on the open dialog: no WCAG 2 A/AA violations. */
async function expectAccessibleDialog(page: Page) {
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
}

/** Any element marked as an opener opens its modal (the host's contract): a view no page link opens by itself. */
async function openThroughMarkup(page: Page, props: Record<string, unknown>) {
  await page.evaluate((json) => {
    const opener = document.createElement('button');
    opener.type = 'button';
    opener.textContent = 'Test-opener';
    opener.dataset.etlModal = 'auth';
    opener.dataset.etlModalProps = json;
    document.querySelector('main')!.prepend(opener);
  }, JSON.stringify(props));
  await page.getByRole('button', { name: 'Test-opener' }).click();
}

/** A modal's code loads on its first open: on this shared 2-core machine that can take more than 5 s. */
const OPEN = { timeout: 15_000 };

const userLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name: `${name}, accountmenu` });

test.describe('auth modal and user box', () => {
  test('a visitor likes a product, logs in through the modal: the wrong password at its field, then the avatar, the like paired once, favourites', async ({
    page,
  }) => {
    // Many steps, each loading code for the first time, with axe three times: more than the default 30 s here.
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    let pairings = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/nl/login') pairings += 1;
    });
    await page.goto(LISTING);
    const liked = await card(page, 5);
    const id = await variantIdOf(liked);
    const name = (await liked.locator('.pc-name').textContent())!.trim();
    await likeButtonOf(liked).click();
    await expect(likeButtonOf(liked)).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const login = page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true });
    await expect(login).toHaveAttribute('href', `/login?next=${encodeURIComponent(LISTING)}`);
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Inloggen' });
    await expect(dialog).toBeVisible(OPEN);
    await expect(dialog.getByLabel('E-mailadres')).toBeFocused();
    await expectAccessibleDialog(page);

    await dialog.getByLabel('E-mailadres').fill(SHOPPER.email);
    await dialog.getByLabel('Wachtwoord', { exact: true }).fill('niet-het-wachtwoord');
    await dialog.getByRole('button', { name: 'Inloggen' }).click();
    const password = dialog.getByLabel('Wachtwoord', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(WRONG);
    await expect(password).toBeFocused();
    await expectAccessibleDialog(page);

    await dialog.getByRole('button', { name: 'Wachtwoord tonen' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await password.fill(SHOPPER.password);
    await dialog.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The same document: the header's user box and favourites follow the store, no reload.
    await expect(userLink(page, 'Sanne')).toBeVisible();
    await expect(userLink(page, 'Sanne').locator('.etl-user-box__avatar-image')).toHaveAttribute('src', /\/images\/avatar\//);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => pairings).toBe(1);
    const records = (await (await page.request.get('/api/v1/nl/like-all/variant')).json()) as { item_id: number; liked_by_user: boolean }[];
    expect(records.find((record) => record.item_id === id)?.liked_by_user).toBe(true);

    const favourites = page.getByRole('button', { name: /^Favorieten, [1-9]\d* product/ });
    await favourites.click();
    const list = page.getByRole('dialog', { name: 'Mijn favorieten' });
    await expect(list.getByText(name).first()).toBeVisible(OPEN);
    await page.keyboard.press('Escape');

    // Paired once per user: another page does not ask again.
    await page.reload();
    await widgetsSettled(page);
    await expect(userLink(page, 'Sanne')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pairings).toBe(1);
    expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
  });

  test("the user menu: avatar, name, the account's links and 'Uitloggen'; focus returns to the avatar", async ({ page }) => {
    await logIn(page, LISTING);
    await userLink(page, 'Sanne').click();
    const menu = page.getByRole('dialog', { name: 'Mijn account' });
    await expect(menu).toBeVisible(OPEN);
    await expect(menu.getByText('Sanne de Vries')).toBeVisible();
    await expect(menu.getByText(SHOPPER.email)).toBeVisible();
    expect(await menu.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual([
      ['Mijn favorieten', '/user/favourites'],
      ['Prijsalarmen', '/user/watchdog'],
      ['Mijn account', '/user'],
    ]);
    await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await expect(menu.getByRole('switch')).toHaveCount(0);
    await expectAccessibleDialog(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(userLink(page, 'Sanne')).toBeFocused();

    await userLink(page, 'Sanne').click();
    await page.getByRole('dialog', { name: 'Mijn account' }).getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true })).toBeVisible();
  });

  test("an admin's user menu switches admin mode: the cards' overlay follows the cookie", async ({ page }) => {
    const overlays = page.locator('[data-etl-widget="admin-overlay"]');
    await logIn(page, LISTING, ADMIN);
    await expect(overlays).toHaveCount(0);
    await scriptReady(page);
    await userLink(page, 'Anna').click();
    const toggle = page.getByRole('dialog', { name: 'Mijn account' }).getByRole('switch', { name: 'Adminmodus' });
    await expect(toggle).not.toBeChecked(OPEN);
    await expectAccessibleDialog(page);
    await toggle.click();
    // The switch reloads the page: the server draws the overlays, the script takes the header over again.
    await expect(overlays).toHaveCount(60);
    await scriptReady(page);
    await userLink(page, 'Anna').click();
    await expect(page.getByRole('dialog', { name: 'Mijn account' }).getByRole('switch', { name: 'Adminmodus' })).toBeChecked(OPEN);
  });

  test('registration, its field errors and the confirmation; every view passes axe', async ({ page }) => {
    await page.goto('/producten');
    await openThroughMarkup(page, {});
    const dialog = page.getByRole('dialog', { name: 'Inloggen of registreren' });
    await expect(dialog).toBeVisible(OPEN);
    await expectAccessibleDialog(page);
    await dialog.getByRole('button', { name: 'Account aanmaken' }).click();

    const registration = page.getByRole('dialog', { name: 'Account aanmaken' });
    await expect(registration.getByLabel('Voornaam')).toBeFocused();
    await registration.getByLabel('Achternaam').fill('Jansen');
    await registration.getByLabel('E-mailadres').fill(SHOPPER.email);
    await registration.getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await registration.getByRole('button', { name: 'Registreren' }).click();
    await expect(registration.getByLabel('Voornaam')).toHaveAccessibleDescription('Vul je voornaam in.');
    await expect(registration.getByLabel('Voornaam')).toBeFocused();
    await expect(registration.getByLabel('E-mailadres')).toHaveAccessibleDescription('Er bestaat al een account met dit e-mailadres.');
    await expect(registration.getByLabel('Wachtwoord', { exact: true })).toHaveAccessibleDescription('Minimaal 8 tekens. Je wachtwoord moet minimaal 8 tekens hebben.');
    await expectAccessibleDialog(page);

    await registration.getByLabel('Voornaam').fill('Jan');
    await registration.getByLabel('E-mailadres').fill(`jan.${Date.now()}@example.nl`);
    await registration.getByLabel('Wachtwoord', { exact: true }).fill('lang-genoeg-1');
    await registration.getByRole('button', { name: 'Registreren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Welkom bij Etalage' });
    await expect(confirm.getByText('Je account is aangemaakt, Jan, en je bent ingelogd.')).toBeVisible();
    await expect(userLink(page, 'Jan')).toBeVisible();
    await expectAccessibleDialog(page);
    await confirm.getByRole('button', { name: 'Verder winkelen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a forgotten password: the reset view answers the same for any address, the emailed link sets a new one', async ({ page, request }) => {
    const email = `reset.${Date.now()}@example.nl`;
    const signup = await request.post('/registeren', { data: { firstName: 'Roos', lastName: 'Reset', email, password: 'oud-wachtwoord-1' } });
    expect(signup.status()).toBe(201);
    await request.post('/logout');

    await page.goto(LISTING);
    await page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true }).click();
    await page.getByRole('dialog', { name: 'Inloggen' }).getByRole('button', { name: 'Wachtwoord vergeten?' }).click(OPEN);
    const reset = page.getByRole('dialog', { name: 'Wachtwoord vernieuwen' });
    await expect(reset.getByLabel('E-mailadres')).toBeFocused();
    await expectAccessibleDialog(page);
    await reset.getByLabel('E-mailadres').fill(email);
    await reset.getByRole('button', { name: 'Link versturen' }).click();
    await expect(reset.getByRole('status')).toHaveText(/^Als er een account bij dit e-mailadres hoort, hebben we een e-mail gestuurd/);
    await expectAccessibleDialog(page);

    const { code } = (await (await request.get(`/__test/password-reset?email=${encodeURIComponent(email)}`)).json()) as { code: string };
    // The setPassword view, opened through the markup contract with the emailed code.
    await page.keyboard.press('Escape');
    await openThroughMarkup(page, { view: 'setPassword', code });
    const setPassword = page.getByRole('dialog', { name: 'Nieuw wachtwoord kiezen' });
    await expect(setPassword.getByLabel('Nieuw wachtwoord')).toBeFocused(OPEN);
    await setPassword.getByLabel('Nieuw wachtwoord').fill('kort');
    await setPassword.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(setPassword.getByLabel('Nieuw wachtwoord')).toHaveAccessibleDescription('Minimaal 8 tekens. Je wachtwoord moet minimaal 8 tekens hebben.');
    await expectAccessibleDialog(page);
    await setPassword.getByLabel('Nieuw wachtwoord').fill('nieuw-wachtwoord-1');
    await setPassword.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(userLink(page, 'Roos')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page shows the wrong password at its field, and the reset pages set a new password', async ({ page, request }) => {
    await page.goto(`/login?next=${encodeURIComponent(LISTING)}`);
    await page.getByLabel('E-mailadres').fill(SHOPPER.email);
    await page.getByLabel('Wachtwoord').fill('fout');
    await page.locator('main').getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByLabel('Wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Wachtwoord')).toHaveAccessibleDescription(WRONG);

    const email = `nojs.${Date.now()}@example.nl`;
    await request.post('/registeren', { data: { firstName: 'Noor', lastName: 'Zonder', email, password: 'oud-wachtwoord-1' } });
    await page.goto('/wachtwoord/vernieuwen');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
    const { code } = (await (await request.get(`/__test/password-reset?email=${encodeURIComponent(email)}`)).json()) as { code: string };
    await page.goto(`/wachtwoord/bevestiging/${code}`);
    await page.getByLabel('Nieuw wachtwoord').fill('nieuw-wachtwoord-1');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { name: 'Hallo Noor' })).toBeVisible();
    // The header's user box as the server drew it: a link to the account page.
    await expect(userLink(page, 'Noor')).toHaveAttribute('href', '/user');
  });
});
