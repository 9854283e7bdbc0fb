import { parseArgs } from 'node:util';
import { evalSettings, loadConfig } from '../../src/server/config.ts';
import { employeeIds } from '../../src/shared/routes.ts';
import {
  type EvalTarget,
  inProcessTarget,
  probeEngine,
  type Rates,
  rates,
  ratesByEmployee,
  remoteTarget,
  runScenario,
  type ScenarioResult,
} from './harness.ts';
import { scenarios } from './scenarios.ts';

// npm run eval:employees [-- --verbose] [--min 0.9] [--only chip] [--runs 3]
// Exit code: 0 when it ran (whatever the rate), 1 when below --min, 2 when it crashed.

const usage = 'Usage: npm run eval:employees -- [--verbose] [--min 0.9] [--only <id part>] [--runs <n>]';

const percent = (rate: number) => `${(rate * 100).toFixed(1).replace('.', ',')} %`;
const firstWords = (text: string, count = 14) => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.slice(0, count).join(' ') + (words.length > count ? '…' : '');
};

function printVerbose(result: ScenarioResult, run: number, runs: number): void {
  const tag = runs > 1 ? ` (run ${run + 1})` : '';
  console.log(`\n━━ ${result.scenario.id}${tag} ${result.pass ? '✓' : '✗'}`);
  for (const [index, turn] of result.turns.entries()) {
    console.log(`\n[t${index + 1} → ${turn.employee}] ${turn.user}`);
    console.log(turn.reply.replace(/^/gm, '  │ '));
    if (turn.action) console.log(`  ⚑ action ${turn.action.kind}: ${turn.action.summary}`);
    for (const outcome of turn.outcomes) {
      console.log(
        `  ${outcome.pass ? '✓' : '✗'} ${outcome.label}${outcome.detail ? ` — ${outcome.detail}` : ''}`,
      );
    }
  }
}

function printFailures(result: ScenarioResult, run: number, runs: number): void {
  const tag = runs > 1 ? ` run ${run + 1}` : '';
  for (const [index, turn] of result.turns.entries()) {
    for (const outcome of turn.outcomes.filter((o) => !o.pass)) {
      console.log(
        `✗ ${result.scenario.id}${tag} t${index + 1} ${outcome.label}${outcome.detail ? ` (${outcome.detail})` : ''} — « ${firstWords(turn.reply)} »`,
      );
    }
  }
}

function rateLine(label: string, r: Rates, runs: number): string {
  const multi = runs > 1 ? `  pass^${runs} ${percent(r.passAll)}` : '';
  return `${label.padEnd(8)} pass@1 ${percent(r.passAt1).padStart(8)}${multi}  (${r.scenarios} scénarios)`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      verbose: { type: 'boolean', default: false },
      min: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const min = values.min === undefined ? undefined : Number(values.min);
  if (min !== undefined && !(min >= 0 && min <= 1))
    throw new Error(`--min must be between 0 and 1\n${usage}`);

  const settings = evalSettings();
  const target: EvalTarget = settings.baseUrl
    ? remoteTarget({ ...settings, baseUrl: settings.baseUrl })
    : await inProcessTarget(loadConfig().ai);
  try {
    const engine = await probeEngine(target);
    // A model answers differently each time: three runs show how often it is right, not once by luck.
    const runs = values.runs ? Number(values.runs) : engine === 'local' ? 1 : 3;
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer\n${usage}`);
    const selected = scenarios.filter((s) => !values.only || s.id.includes(values.only));
    console.log(
      `Évaluation des employés IA : ${selected.length} scénarios × ${runs} sur ${target.description}, moteur « ${engine} »\n`,
    );

    const all: ScenarioResult[][] = [];
    for (const scenario of selected) {
      const results: ScenarioResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await runScenario(target, scenario, { withModel: engine !== 'local' });
        results.push(result);
        if (values.verbose) printVerbose(result, run, runs);
        else printFailures(result, run, runs);
      }
      all.push(results);
    }

    const skipped = all.filter((results) => results.some((r) => r.skipped));
    if (skipped.length) {
      console.log(`\n${skipped.length} scénarios ignorés : ${skipped[0]![0]!.skipped}`);
    }
    console.log('\nTaux de réussite par employé :');
    const byEmployee = ratesByEmployee(all);
    for (const id of employeeIds) {
      if (byEmployee[id].scenarios > 0) console.log(`  ${rateLine(id, byEmployee[id], runs)}`);
    }
    const overall = rates(all);
    console.log(`\n  ${rateLine('total', overall, runs)}`);

    // The gate uses pass^k: a model that is right once in three is not right.
    const gated = runs > 1 ? overall.passAll : overall.passAt1;
    if (min !== undefined && gated < min) {
      console.log(`\nEn dessous du minimum demandé (${percent(min)}).`);
      return 1;
    }
    return 0;
  } finally {
    await target.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('[eval:employees] crashed:', err);
    process.exit(2);
  },
);
