import { expect, type Page } from '@playwright/test';

// Issue 42 item 7: the same rules as the prerendered pages' check (src/client/claims.test.tsx), on what
// a route shows once rendered, signed in or out. Visible text only, as the reader sees it.
const badTypography = [
  { name: 'espace ordinaire avant « : ; ! ? »', pattern: /[\p{L}\p{N})»*] [:;!?](?=[\s\u00a0\u202f]|$)/gu },
  { name: 'espace ordinaire après «', pattern: /« /g },
  { name: 'espace ordinaire avant »', pattern: / »/g },
];

/** The typography faults of the page's visible text (times, URLs and user input left out). */
export async function typographyFaults(page: Page): Promise<string[]> {
  // innerText, not textContent: what is shown (no sr-only duplicates of hidden menus, no scripts).
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
  const text = await page.evaluate(() => document.body.innerText);
  const cleaned = text.replace(/https?:\/\/\S+/g, ' ').replace(/\d:\d/g, ' ');
  return badTypography.flatMap(({ name, pattern }) =>
    [...cleaned.matchAll(pattern)].map(
      (m) =>
        `${name} : ${JSON.stringify(cleaned.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 5))}`,
    ),
  );
}

export async function expectFrenchTypography(page: Page, where: string) {
  expect(await typographyFaults(page), `typographie de ${where}`).toEqual([]);
}
