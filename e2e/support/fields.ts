import type { Locator } from '@playwright/test';
import { expect } from './test';

// The kit's plain form fields (mf-shared/kit/fields) as a person uses them.

/** A searchable choice of several: type, Enter takes the closest option once listed, Escape closes the list; its chip shows it. */
export async function pick(app: Locator, field: string, option: string) {
  const box = app.getByRole('combobox', { name: field, exact: true });
  await box.fill(option);
  // As a person does: Enter once the option is listed (the reference lists may still be loading).
  await expect(app.getByRole('option', { name: option, exact: true })).toBeVisible();
  await box.press('Enter');
  await box.press('Escape');
  await expect(app.getByRole('button', { name: `Remove ${option}`, exact: true })).toBeVisible();
}

/** A single choice: the browser's own select. */
export async function choose(app: Locator, field: string, option: string) {
  await app.getByLabel(field, { exact: true }).selectOption({ label: option });
}
