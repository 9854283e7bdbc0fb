import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './french.ts';

// French spacing: whatever a template or the user typed, a text has a no-break space, never a plain
// one, before « : ; ! ? » and « », and after « «. Set on the support drafts (support-reply.ts); not yet
// on every offline reply (`localAnswer`), whose templates still write plain spaces.

const nbsp = '\u00a0';

/**
 * The places where a plain space sits before « : ; ! ? » or », or after «, in a reply's prose: what
 * is not prose (code, links' targets, URLs, e-mails) is left out, and so is a line's indent or its
 * Markdown quote marker (« > » »). A time (« 14:00 ») has no space, so it is never one.
 */
function plainSpacesIn(text: string): string[] {
  const prose = text
    .replace(/```[\s\S]*?(?:```|$)|`[^`\n]*`/g, ' ')
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/\b(?:https?:\/\/|www\.)[^\s<>»)]+|[\w.'+-]+@[\w-]+(?:\.[\w-]+)+/g, 'URL');
  return [...prose.matchAll(/\S{0,12}(?<!^[> \t]*)[ \t]+(?:[:;?»]|!(?!\[))\S{0,12}|«[ \t]+\S{0,12}/gm)].map(
    (match) => match[0],
  );
}

describe('French spacing (frenchSpacing, french.ts)', () => {
  it('puts a no-break space before « : ; ! ? » and inside « », whoever typed the plain one', () => {
    expect(frenchSpacing('Objet : relance ; merci ! Vraiment ? « Oui »')).toBe(
      `Objet${nbsp}: relance${nbsp}; merci${nbsp}! Vraiment${nbsp}? «${nbsp}Oui${nbsp}»`,
    );
    // Already set, or narrow: kept as it is.
    expect(frenchSpacing(`Objet${nbsp}: a\u202f; b`)).toBe(`Objet${nbsp}: a\u202f; b`);
  });

  it('leaves times, URLs, code, links, Markdown quotes and images as typed', () => {
    const typed =
      '> » suite\nRendez-vous à 14:00 ou voir https://exemple.fr/?q=1 ; `a : b` [lien](https://x.fr/?a) ! ![logo](l.png)';
    expect(frenchSpacing(typed)).toBe(
      `> » suite\nRendez-vous à 14:00 ou voir https://exemple.fr/?q=1${nbsp}; \`a : b\` [lien](https://x.fr/?a)${nbsp}! ![logo](l.png)`,
    );
    expect(frenchSpacing('Sans espace : 10:30,?!')).toBe(`Sans espace${nbsp}: 10:30,?!`);
  });

  it('finds the plain spaces a reply would show, and none in times, URLs or code', () => {
    expect(plainSpacesIn('Objet : x ; « oui »')).toEqual(['Objet :', 'x ;', '« oui', ' »']);
    expect(plainSpacesIn(frenchSpacing('Objet : x ; « oui »'))).toEqual([]);
    expect(plainSpacesIn('à 14:00, https://a.fr/?b=c `d : e`\n> » f')).toEqual([]);
  });
});
