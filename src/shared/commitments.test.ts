import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from '../server/auth/auth-schemas.ts';
import { commitments, commitmentTexts } from './commitments.ts';
import { planById } from './plans.ts';
import { voiceDescription, voiceOptions } from './speech.ts';

// Issue 23: every marketing and legal text agrees with what the product does. The texts of the client
// are grepped for claims that contradict src/shared/commitments.ts, and the commitments are checked
// against the code that keeps them.

/**
 * Claims the client's texts must not make, because the product does otherwise (commitments.test.ts).
 * Each: a pattern over the text of a client source file and why it contradicts the commitments.
 */
const contradictingClaims: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /(spécialistes|conseillers|équipe humaine)[^.]{0,80}(jour et nuit|24\s?\/\s?7|week-end)/i,
    why: 'le support humain est assuré du lundi au vendredi (seuls les employés IA répondent 24/7)',
  },
  {
    pattern: /(requiert|exige|obligatoire)[^.]{0,40}adresse email professionnelle/i,
    why: 'toute adresse email valide est acceptée à l’inscription',
  },
  {
    pattern: /(saisissez|entrez|renseignez)[^.]{0,30}carte[^.]{0,30}essai/i,
    why: 'l’essai Pro démarre sans carte bancaire',
  },
  {
    pattern: /chaleureuse et naturelle|voix naturelle/i,
    why: 'la voix hors ligne est une synthèse espeak-ng : la description doit dire le moteur qui parle',
  },
];

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A file's text with JSX line breaks and `{' '}` joins undone, so a sentence split over lines still matches. */
const flatten = (text: string) =>
  text
    .replace(/\{'\s*'\}/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\\u00a0/g, ' ');

const clientTexts = [...sourceFiles('src/client'), 'src/shared/plans.ts', 'src/shared/page-meta.ts'].map(
  (path) => ({ path: relative(root, join(root, path)), text: flatten(read(path)) }),
);

describe('the texts agree with the commitments', () => {
  it.each(contradictingClaims.map((claim) => [claim.why, claim.pattern] as const))(
    'no client text says otherwise: %s',
    (_why, pattern) => {
      const offenders = clientTexts.filter(({ text }) => pattern.test(text)).map(({ path }) => path);
      expect(offenders).toEqual([]);
    },
  );

  it('the CGU and the landing read their promises from the commitments', () => {
    const cgu = read('src/client/features/legal/legal-sections.tsx');
    expect(cgu).toContain('commitments.support.humanDays');
    expect(cgu).toContain('{trialDays} jours, sans carte bancaire');
    expect(cgu).toContain('commitments.trial.reminderDaysBefore');
    const support = read('src/client/features/landing/components/support-section.tsx');
    expect(support).toContain('commitmentTexts.humanSupport');
    expect(support).toContain('commitmentTexts.employeesSupport');
  });

  it('keeps the SPEC.md claims: 24/7 support answered by the employees, human support on weekdays', () => {
    expect(commitments.support.employeesAvailability).toBe('24/7');
    expect(commitmentTexts.employeesSupport).toContain('24/7');
    expect(commitmentTexts.humanSupport).toContain('du lundi au vendredi');
    expect(planById('enterprise').features).toContain('Support 24/7');
  });
});

describe('the commitments agree with the product', () => {
  it('sign-up accepts any valid address, not only a professional one', () => {
    expect(commitments.signup.professionalEmailRequired).toBe(false);
    expect(
      signUpBodySchema.safeParse({ email: 'jeanne@gmail.com', password: 'Septime-Test-2026!' }).success,
    ).toBe(true);
  });

  it('the Pro trial needs no card on either provider and lasts the advertised days', () => {
    expect(commitments.trial.cardRequired).toBe(false);
    expect(read('src/client/features/landing/marketing-claims.ts')).toContain('trialDays');
    const stripe = read('src/server/payments/stripe-provider.ts');
    expect(stripe).toContain("payment_method_collection: 'if_required'");
    expect(stripe).toContain("missing_payment_method: 'cancel'");
    const checkoutPage = read('src/client/features/billing/sandbox-checkout-page.tsx');
    expect(checkoutPage).toContain('startSandboxTrial');
  });

  it('describes the voices by the engine that speaks', () => {
    for (const option of voiceOptions) {
      const offline = voiceDescription(option, 'espeak-ng');
      expect(offline).toContain('espeak-ng');
      expect(offline).not.toMatch(/chaleureu|naturel|douce|rassurante/);
      expect(voiceDescription(option, 'elevenlabs')).toBe(option.description);
    }
  });
});
