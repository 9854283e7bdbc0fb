import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Issue 23 item 5: WCAG 2.1 A and AA plus axe's best practices, every rule on, nothing excluded.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Runs axe on the page as it is now and fails with each violation's rule and elements. */
export async function expectNoAxeViolations(page: Page, where: string) {
  // A toast fading in or out is half transparent: its contrast is measured once it has settled (or left).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => toast.getAttribute('data-removed') !== 'true' && toast.getAnimations().length === 0,
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations.map(
    // The node's opening tag too: a generated id (#radix-…) alone does not say which element it is.
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(' | ')}`,
  );
  expect(found, `axe on ${where}`).toEqual([]);
}
