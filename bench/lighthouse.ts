// `npm run bench:lighthouse`: Lighthouse (mobile preset) on the built app served as `npm start`
// serves it, in Debian's Chromium. Prints the four scores and LCP, TBT and CLS for each page.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieHeader, signedIn } from './accounts.ts';
import { startOurServer } from './throughput.ts';

export const lighthousePages = ['/', '/auth', '/dashboard', '/connectors', '/blog'];
const goals: Record<string, number> = { '/': 0.98 };

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

/** Pages behind sign-in: Lighthouse measures them with the session cookie of a real account. */
const signedInPages = new Set(['/dashboard']);

export function runLighthouse(url: string, headers?: Record<string, string>): LighthouseReport {
  const out = join(mkdtempSync(join(tmpdir(), 'septime-lh-')), 'report.json');
  const result = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startOurServer({ NODE_ENV: 'development' });
  try {
    const account = await signedIn(server.url, `phare.${Date.now()}@example.fr`);
    const cookie = { cookie: cookieHeader(account) };
    console.log('| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const page of lighthousePages) {
      const report = runLighthouse(`${server.url}${page}`, signedInPages.has(page) ? cookie : undefined);
      const score = (name: string) => report.categories[name]!.score.toFixed(2);
      const metric = (name: string) => report.audits[name]!.numericValue ?? Number.NaN;
      console.log(
        `| ${page} | ${score('performance')} (goal ${goals[page] ?? 0.95}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('largest-contentful-paint').toFixed(0)} | ${metric('total-blocking-time').toFixed(0)} | ${metric('cumulative-layout-shift').toFixed(3)} |`,
      );
      const failing = Object.entries(report.audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
        .map(([id]) => id);
      if (failing.length) console.error(`  ${page} audits below 0.9: ${failing.join(', ')}`);
    }
  } finally {
    server.stop();
  }
}
