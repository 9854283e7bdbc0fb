import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a control of a prerendered page until what it opens is shown. A click that lands before
 * React has hydrated the control does nothing, so it is tried again; once the effect is shown it is
 * never clicked again (a second click would close a menu, or wait forever behind a dialog's overlay
 * when the dialog's code arrives late on a slow machine).
 */
export async function clickUntilShown(control: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shown.isVisible())) await control.click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
