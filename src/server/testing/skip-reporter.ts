import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import { testDatabaseUrl } from '../config.ts';

// No suite is skipped silently (decision 061): after the run, every skipped suite (or lone skipped test)
// is printed with its reason (onlyWith in prerequisites.ts; « aucune raison donnée » for a bare .skip),
// and appended as a JSON line to SEPTIME_SKIPS_FILE when `npm test` (scripts/test.ts) gives one, so
// its summary counts the skips of every stage.

export interface Skip {
  stage: string;
  where: string;
  tests: number;
  reason: string;
}

const noReason = 'aucune raison donnée (.skip sans onlyWith)';

function isSkipped(entity: TestSuite | TestCase): boolean {
  return entity.type === 'suite' ? entity.state() === 'skipped' : entity.result().state === 'skipped';
}

export function skipsOf(modules: ReadonlyArray<TestModule>, root: string): Skip[] {
  const skips: Skip[] = [];
  for (const module of modules) {
    const file = relative(root, module.moduleId);
    const visit = (entity: TestSuite | TestCase) => {
      if (!isSkipped(entity)) {
        if (entity.type === 'suite') for (const child of entity.children) visit(child);
        return;
      }
      // The outermost skipped suite stands for everything under it.
      const tests = entity.type === 'suite' ? [...entity.children.allTests()].length : 1;
      const reason =
        entity.meta().skipReason ?? (entity.options.mode === 'todo' ? 'à faire (.todo)' : noReason);
      skips.push({ stage: 'unit', where: `${file} › ${entity.fullName}`, tests, reason });
    };
    for (const child of module.children) visit(child);
  }
  // The API suites over testDatabaseKinds() have no PostgreSQL variant without a server: not a skip
  // vitest sees, so said here.
  if (!testDatabaseUrl()) {
    skips.push({
      stage: 'unit',
      where: 'les variantes PostgreSQL des suites d’API (testDatabaseKinds)',
      tests: 0,
      reason: 'TEST_DATABASE_URL absent : PGlite seulement',
    });
  }
  return skips;
}

export default class SkipReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const skips = skipsOf(modules, process.cwd());
    if (skips.length === 0) return;
    console.log(`\nIgnorés (${skips.length}) :`);
    for (const skip of skips) {
      console.log(
        `  ↓ ${skip.where}${skip.tests > 0 ? ` (${skip.tests} test${skip.tests > 1 ? 's' : ''})` : ''} : ${skip.reason}`,
      );
    }
    const file = process.env.SEPTIME_SKIPS_FILE;
    if (file) appendFileSync(file, skips.map((skip) => `${JSON.stringify(skip)}\n`).join(''));
  }
}
