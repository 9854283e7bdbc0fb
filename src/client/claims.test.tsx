import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { commitments } from '../shared/commitments.ts';
import { catalogueFigures } from '../shared/connectors.ts';
import { employees } from '../shared/employees.ts';
import { twoFactorSettings } from '../shared/two-factor-model.ts';
import { SecurityPolicy } from './features/legal/legal-sections.tsx';
import { prerenderPages } from './prerender.tsx';

// Issue 42 (decision 062): every claim of the public pages is read from the pages as a visitor first
// gets them (the HTML prerendered at build time, same render as scripts/build-landing.ts) and checked
// against its source: the connectors catalogue's statuses, the commitments, the LEGAL_* settings.

const pages = await prerenderPages();
/** A page's visible text: tags dropped, entities decoded, spaces kept as they are (typography). */
function textOf(path: '/' | '/legal' | '/connectors' | '/blog'): string {
  const html = pages.get(path);
  if (!html) throw new Error(`${path} is not prerendered`);
  return textOfHtml(html);
}

/** The security tab of /legal, rendered as it shows once chosen (the prerendered page opens on privacy). */
const securityTab = () =>
  textOfHtml(
    renderToString(
      <Router ssrPath="/legal">
        <SecurityPolicy info={null} />
      </Router>,
    ),
  );

function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<\/?(p|div|li|h\d|section|dt|dd|ul|ol|tr|td|th|header|footer|nav|main|article|br|button|a|label)\b[^>]*>/g,
      '\n',
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('the public pages claim only what their sources back', () => {
  it('claims no user count that nothing measures', () => {
    for (const path of ['/', '/legal', '/connectors'] as const) {
      expect(textOf(path), path).not.toMatch(/50[\s\u00a0\u202f.]?000|utilisateurs satisfaits/);
    }
  });

  it('names no certification unless LEGAL_CERTIFICATIONS does (none in the prerendered page)', () => {
    expect(textOf('/legal')).not.toMatch(/ISO\s*27001|SOC\s*2/);
  });

  it('states only security measures the code takes (no backup count, audit schedule, separate environment)', () => {
    for (const text of [textOf('/legal'), securityTab()])
      expect(text).not.toMatch(/3 copies|intrusion trimestriels|environnement séparé/);
  });

  it('states the two-factor authentication as it is: offered to every account, required by an organisation if it wants', () => {
    const legal = securityTab().replace(/[ \n\t]+/g, ' ');
    // What the server configures (better-auth's twoFactor plugin, decision 074) and what an owner sets.
    expect(legal).toContain(
      `Double authentification (TOTP, par une application d’authentification) disponible pour chaque compte, avec ${twoFactorSettings.backupCodes} codes de secours à usage unique.`,
    );
    expect(legal).toContain(
      'Chaque organisation peut l’exiger de ses propriétaires et administrateurs\u00a0: sans elle, ils ne gardent que les droits d’un membre.',
    );
    // Not SPEC’s « mandatory 2FA for admins »: an organisation chooses it.
    expect(legal).not.toMatch(
      /2FA|double authentification (est )?obligatoire|obligatoire pour les administrateurs/i,
    );
    // The privacy tab names its cookies.
    expect(textOf('/legal').replace(/[ \n\t]+/g, ' ')).toContain(
      `appareil auquel vous choisissez de faire confiance (${twoFactorSettings.trustDeviceDays}\u00a0jours)`,
    );
  });

  it('states the connectors the catalogue really connects, never SPEC’s 150', () => {
    const connectors = textOf('/connectors');
    const html = pages.get('/connectors')!;
    const shown = /data-claim="connectors-available"[^>]*>(\d+)</.exec(html)?.[1];
    expect(Number(shown)).toBe(catalogueFigures.available);
    expect(connectors).toContain(`par ${catalogueFigures.integrations} intégrations`);
    expect(connectors).toContain(`${catalogueFigures.mailboxes} messageries par le même formulaire IMAP`);
    expect(connectors).not.toMatch(/plus de 150|150 connecteurs, dont/i);
    expect(textOf('/')).not.toMatch(/150 connecteurs/);
  });

  it('says the human team answers on the days it does, the AI employees 24/7', () => {
    const landing = textOf('/');
    expect(landing).toContain(`Une équipe à votre écoute ${commitments.support.humanDays}`);
    expect(landing).not.toMatch(/équipe à votre écoute 24\s?\/\s?7/);
    expect(landing).toContain(`Employés IA ${commitments.support.employeesAvailability}`);
  });

  it('does not promise dictation on the landing (it needs STT_BASE_URL)', () => {
    expect(textOf('/')).not.toMatch(/dict[eé]|ils vous écoutent/i);
  });

  it('names each employee by one role label, the one of src/shared/employees.ts', () => {
    const landing = textOf('/');
    for (const employee of employees) expect(landing).toContain(employee.role);
    expect(employees.find((e) => e.id === 'millie')?.roleLabel).toBe('Gestion de projet');
    expect(landing).not.toContain('Analytics');
  });

  it('prints no bracketed placeholder for the publisher on /legal', () => {
    expect(textOf('/legal')).not.toContain('à compléter');
  });
});

/** « : ; ! ? » after a word with a plain space (or none), and « » with plain inner spaces. */
const badTypography = [
  { name: 'espace ordinaire avant « : ; ! ? »', pattern: /[\p{L}\p{N})»*] [:;!?](?=[\s\u00a0\u202f]|$)/gu },
  { name: 'espace ordinaire après «', pattern: /« /g },
  { name: 'espace ordinaire avant »', pattern: / »/g },
];

describe('French typography of the prerendered pages', () => {
  it.each(['/', '/legal', '/connectors', '/blog'] as const)(
    '%s has no-break spaces before « : ; ! ? » and inside « »',
    (path) => {
      const text = textOf(path)
        // Not French punctuation: times, addresses, ratios and URLs.
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/\d:\d/g, ' ');
      const found = badTypography.flatMap(({ name, pattern }) =>
        [...text.matchAll(pattern)].map(
          (m) =>
            `${name} : ${JSON.stringify(text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 5))}`,
        ),
      );
      expect(found).toEqual([]);
    },
  );
});
