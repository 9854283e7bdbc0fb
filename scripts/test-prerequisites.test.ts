import { describe, expect, it } from 'vitest';
import { detectTools, planInstall, pretendMissing, tools } from './test-prerequisites.ts';

// The fresh-machine path of `npm test`, decided without uninstalling anything (decision 061).
const all = new Set(tools.map((tool) => tool.name));

describe('what npm test does about missing servers', () => {
  it('does nothing when everything is there', () => {
    expect(planInstall({ present: all, isRoot: false, hasApt: true, redisAnswers: false })).toEqual({
      kind: 'ready',
    });
  });

  it('installs the Debian packages of what is missing, as root with apt', () => {
    const present = new Set(['redis']);
    expect(planInstall({ present, isRoot: true, hasApt: true, redisAnswers: false })).toEqual({
      kind: 'install',
      packages: ['chromium', 'dovecot-imapd', 'radicale'],
    });
  });

  it('needs no redis-server when a Redis already answers', () => {
    const present = new Set(['chromium', 'dovecot', 'radicale']);
    expect(planInstall({ present, isRoot: true, hasApt: true, redisAnswers: true }).kind).toBe('ready');
    expect(planInstall({ present, isRoot: true, hasApt: true, redisAnswers: false })).toEqual({
      kind: 'install',
      packages: ['redis-server'],
    });
  });

  it('names each missing package and the command when it may not install', () => {
    const plan = planInstall({
      present: new Set(['chromium']),
      isRoot: false,
      hasApt: true,
      redisAnswers: false,
    });
    expect(plan.kind).toBe('missing');
    if (plan.kind !== 'missing') return;
    expect(plan.message).toContain('sudo apt-get install -y dovecot-imapd radicale redis-server');
    expect(plan.message).toContain(
      'dovecot (les tests de la messagerie (IMAP)) : paquet Debian dovecot-imapd',
    );
  });

  it('says what to install without apt too', () => {
    const plan = planInstall({ present: new Set(), isRoot: true, hasApt: false, redisAnswers: true });
    expect(plan.kind).toBe('missing');
    if (plan.kind === 'missing') expect(plan.message).toContain('chromium dovecot-imapd radicale');
  });

  it('SEPTIME_TEST_PRETEND_MISSING hides a tool from the detection', () => {
    const pretend = pretendMissing({ SEPTIME_TEST_PRETEND_MISSING: 'dovecot, chromium' });
    expect([...pretend]).toEqual(['dovecot', 'chromium']);
    const present = detectTools(pretend);
    expect(present.has('dovecot')).toBe(false);
    expect(present.has('chromium')).toBe(false);
  });
});
