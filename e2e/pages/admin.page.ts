import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/env.ts';

/** Opens the app with a session: the token is stored before any page script runs, as a login would. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  credentials: { email: string; password: string } = ADMIN,
): Promise<void> {
  const response = await request.post('/api/login', { data: credentials });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** An admin list page (/admin/news, …): rows, their 'Modifier' / 'Supprimer' buttons, the delete dialog. */
export class AdminListPage {
  constructor(readonly page: Page) {}

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  editLink(name: string): Locator {
    return this.page.getByRole('link', { name: `Modifier « ${name} »` });
  }

  deleteButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Supprimer « ${name} »` });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /**
   * Deletes through 'Confirmer ?' after checking that 'Annuler' first keeps the record. `name` is how the
   * buttons name the record, `rowText` a text of its row (the name unless the row splits it in cells).
   */
  async deleteWithConfirmation(name: string, rowText = name): Promise<void> {
    await this.deleteButton(name).click();
    await expect(this.dialog.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.row(rowText)).toBeVisible();
    await this.deleteButton(name).click();
    await expect(this.dialog).toContainText(name);
    await this.dialog.getByRole('button', { name: 'Confirmer ?' }).click();
    await expect(this.row(rowText)).toHaveCount(0);
  }
}

/** An admin create or edit form: fields by their French label, submit, the green message and banners. */
export class AdminFormPage {
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByRole('button', { name: 'Enregistrer', exact: true });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  success(message: string): Locator {
    return this.page.getByRole('status').filter({ hasText: message });
  }

  async save(message: string): Promise<void> {
    await this.submit.click();
    await expect(this.success(message)).toHaveText(message);
  }
}
