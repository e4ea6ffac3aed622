/**
 * `npm run check`: every check CI runs, in order, then one summary line `N passed, N failed` that
 * sums the unit and e2e tests. Static checks (format, lint, typecheck) and the build count as one
 * test each, so a red lint shows up in the sum. Exits non-zero if anything failed.
 *
 * The server suite runs twice: on SQLite with the rest of the unit tests, then on PostgreSQL (a
 * throwaway cluster, scripts/pg/cluster.ts, with TEST_DATABASE_URL set). Without PostgreSQL that
 * second run is skipped with a line saying so; with CI set it fails instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { NOT_INSTALLED, startCluster, type Cluster } from './pg/cluster.ts';

type Step = {
  name: string;
  cmd: string;
  args: string[];
  report?: 'vitest' | 'playwright';
  /** The JSON report's file (vitest: reports/unit.json unless given). */
  reportFile?: string;
  /** Runs on a PostgreSQL cluster started for it. */
  postgres?: boolean;
};

/** Test files that need PostgreSQL: run only in the PostgreSQL pass. */
const POSTGRES_ONLY = [
  'src/server/db/pg-store.test.ts',
  'src/server/db/client-limit-repo.test.ts',
  'tests/multi-instance.test.ts',
];

const steps: Step[] = [
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
  { name: 'locales', cmd: 'npx', args: ['tsx', 'scripts/check-locales.ts'] },
  {
    name: 'unit',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/unit.json',
      ...POSTGRES_ONLY.flatMap((file) => ['--exclude', file]),
    ],
    report: 'vitest',
  },
  {
    name: 'unit-pg',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'server',
      'src/server',
      'tests',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/unit-pg.json',
    ],
    report: 'vitest',
    reportFile: 'reports/unit-pg.json',
    postgres: true,
  },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { name: 'budgets', cmd: 'npx', args: ['tsx', 'scripts/check-budgets.ts'] },
  { name: 'e2e', cmd: 'npx', args: ['playwright', 'test'], report: 'playwright' },
  { name: 'card-scan', cmd: 'npx', args: ['tsx', 'scripts/scan-card-data.ts', 'reports/e2e'] },
];

/** Test counts from the runner's JSON report; a failed step with no failed test counts as one. */
function counts(step: Step, ok: boolean): { passed: number; failed: number } {
  const file =
    step.reportFile ?? (step.report === 'vitest' ? 'reports/unit.json' : 'reports/e2e.json');
  let passed = ok ? 1 : 0;
  let failed = 0;
  if (step.report && existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests?: number;
      numFailedTests?: number;
      stats?: { expected: number; unexpected: number; flaky: number };
    };
    passed =
      step.report === 'vitest'
        ? (json.numPassedTests ?? 0)
        : (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0);
    failed = step.report === 'vitest' ? (json.numFailedTests ?? 0) : (json.stats?.unexpected ?? 0);
    if (json.stats?.flaky)
      console.log(`\nFLAKY: ${json.stats.flaky} e2e test(s) passed only on their retry`);
  }
  return { passed, failed: !ok && failed === 0 ? 1 : failed };
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
let passed = 0;
let failed = 0;
const lines: string[] = [];
for (const step of steps) {
  if (step.name === 'locales' && !existsSync('scripts/check-locales.ts')) continue;
  if (step.name === 'budgets' && !existsSync('scripts/check-budgets.ts')) continue;
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const started = Date.now();
  let cluster: Cluster | null = null;
  if (step.postgres) {
    cluster = await startCluster();
    if (!cluster) {
      if (process.env['CI']) {
        failed++;
        lines.push(`FAIL ${step.name.padEnd(10)} CI is set but PostgreSQL is not installed`);
      } else {
        lines.push(`skip ${step.name.padEnd(10)} ${NOT_INSTALLED}`);
      }
      continue;
    }
  }
  const result = spawnSync(step.cmd, step.args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      ...(cluster ? { TEST_DATABASE_URL: cluster.url } : {}),
    },
  });
  await cluster?.stop();
  const ok = result.status === 0;
  const c = counts(step, ok);
  passed += c.passed;
  failed += c.failed;
  lines.push(
    `${ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${c.passed} passed, ${c.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
console.log(`\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
