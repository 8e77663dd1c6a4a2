// `npm test`: every check the project has, in order — lint (import boundaries), import cycles, type check, unit and contract
// tests, production build, end-to-end tests in Chromium, then the journeys in Firefox and WebKit (decision 4210).
// Ends with the time of each stage and one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };
const failures = [];
/** Each step's name, result and seconds, printed together at the end (issue 42: where CI's minutes go). */
const stages = [];

function step(name, command, args, { extraEnv = {} } = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
  stages.push({ name, ok, seconds });
  if (!ok) failures.push(name);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

rmSync(join(root, 'test-results'), { recursive: true, force: true });

step('lint', 'eslint', ['.', '--max-warnings=0']);
step('import cycles', process.execPath, ['scripts/dev/import-cycles.mjs', '--all']);
step('type check', 'astro', ['check', '--minimumSeverity', 'warning']);
step('unit and contract tests', 'vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/unit.json',
]);
const built = step('build', 'astro', ['build']);
if (built && step('browsers', process.execPath, ['scripts/ensure-browsers.mjs', 'chromium', 'engines'])) {
  step('end-to-end tests', 'playwright', ['test']);
  // After the Chromium suite, on its own server: the engines' browsers do not compete with its two workers.
  // MiniBrowser needs a display; xvfb-run gives it one (and Firefox runs headless beside it).
  step('firefox/webkit journeys', 'xvfb-run', [
    '-a',
    '-s',
    '-screen 0 1920x1080x24',
    join(root, 'node_modules', '.bin', 'playwright'),
    'test',
    '-c',
    'playwright.engines.config.ts',
  ]);
} else if (!built) {
  failures.push('end-to-end tests (not run: the build failed)');
}

const unit = readJson('test-results/unit.json');
const browserRuns = [readJson('test-results/e2e.json'), readJson('test-results/engines.json')];
const count = (key) => browserRuns.reduce((sum, run) => sum + (run?.stats?.[key] ?? 0), 0);
const passed = (unit?.numPassedTests ?? 0) + count('expected') + count('flaky');
const failed = (unit?.numFailedTests ?? 0) + count('unexpected');
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + count('skipped');

const total = stages.reduce((sum, stage) => sum + Number(stage.seconds), 0);
console.log('\nStage times:');
for (const stage of stages) console.log(`  ${stage.ok ? '✔' : '✘'} ${stage.name.padEnd(26)} ${stage.seconds.padStart(7)} s`);
console.log(`  ${'total'.padEnd(28)} ${total.toFixed(1).padStart(7)} s`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
// CI shows only the end of the output: name the unit tests that failed here, where it is seen.
const failedUnitTests = (unit?.testResults ?? []).flatMap((file) => {
  const name = file.name.replace(`${root}/`, '');
  const failed = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
  if (failed.length) return failed.map((result) => `${name} › ${result.fullName}`);
  // A file that failed outside any test (an import, a hook) has no failed test to name.
  return file.status === 'failed' ? [`${name} › ${String(file.message ?? '').split('\n')[0]}`] : [];
});
if (failedUnitTests.length) console.log(`\nFailed unit tests:\n  ${failedUnitTests.join('\n  ')}`);
if (!existsSync(join(root, 'test-results', 'e2e.json'))) console.log('(no end-to-end results)');
if (!existsSync(join(root, 'test-results', 'engines.json'))) console.log('(no Firefox and WebKit results)');
console.log(`\n${passed} passed, ${failed + (failures.length && !failed ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
