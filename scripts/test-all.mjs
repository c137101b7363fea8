// `npm test`: typecheck, ESLint and Prettier's check side by side (a type error stops there), then
// the unit and integration Vitest projects (beside ESLint, once the typecheck passed), the
// production build and its byte budgets (on the core the first of those two leaves), then
// Playwright when configured, on the build already made. Counts come from each
// runner's JSON report (Prettier's check is one check); the last line printed is always
// `N passed, N failed[, N skipped]`.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const reports = mkdtempSync(join(tmpdir(), 'agent-console-tests-'))
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name)

/** Runs a command with the terminal's stdio; resolves with its exit code (or a signal as a failure). */
function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (err) => {
      console.error(`Could not start ${command}: ${err.message}`)
      done(127)
    })
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)))
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

const isCount = (n) => Number.isInteger(n) && n >= 0

/** Vitest's JSON report; a file that failed to load counts as one failure. */
function vitestCounts(report) {
  if (!report || !isCount(report.numPassedTests) || !isCount(report.numFailedTests)) return null
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/** Playwright's JSON report: flaky tests passed on a retry; global errors (e.g. the web server) are failures. */
function playwrightCounts(report) {
  const stats = report?.stats
  if (!stats || !isCount(stats.expected) || !isCount(stats.unexpected)) return null
  const globalErrors = Array.isArray(report.errors) ? report.errors.length : 0
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected + (stats.unexpected === 0 ? globalErrors : 0),
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  }
}

/**
 * ESLint's JSON report: each linted file is one check, failed on any error or warning
 * (`--max-warnings 0`); the findings are printed here, as the JSON formatter prints none.
 */
function eslintCounts(report) {
  if (!Array.isArray(report)) return null
  const dirty = report.filter((f) => f.errorCount + f.warningCount > 0)
  for (const file of dirty) {
    console.log(file.filePath.replace(`${root}/`, ''))
    for (const m of file.messages)
      console.log(
        `  ${m.line ?? 0}:${m.column ?? 0}  ${m.severity === 2 ? 'error' : 'warning'}  ${m.message}  ${m.ruleId ?? ''}`,
      )
  }
  return { passed: report.length - dirty.length, failed: dirty.length, skipped: 0 }
}

/** The bench's byte budgets: each budget or rule is one check. */
function budgetCounts(report) {
  if (!Array.isArray(report?.budgets)) return null
  const failed = report.budgets.filter((b) => !b.ok).length
  return { passed: report.budgets.length - failed, failed, skipped: 0 }
}

/**
 * Builds the site into dist/ and checks its byte budgets (npm run bench -- --check) on that build;
 * resolves with whether dist/ holds this checkout's build. A build that fails is left to the
 * budgets and e2e to report: each then builds on its own, and fails as it did.
 */
async function buildAndBudgets() {
  console.log('\n▶ build: vite build (served by e2e, weighed by the budgets)\n')
  const built = (await run(bin('vite'), ['build', '--logLevel', 'warn'])) === 0
  const budgetsOut = join(root, '.bench', 'results.json')
  rmSync(budgetsOut, { force: true })
  const dist = built ? ['--dist', 'dist'] : []
  await step('budgets', bin('tsx'), ['scripts/bench.ts', '--check', ...dist], () => budgetCounts(readJson(budgetsOut)))
  return built
}

const results = []
const started = Date.now()

/**
 * Runs one runner and records its counts. A runner that exits non-zero without
 * reporting a failure (a crash, an unhandled error, an unreadable report) counts as one failure.
 * `counts` reads the runner's report; it is given the exit code for runners that report nothing else.
 */
async function step(name, command, args, counts, env) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}: ${[command.replace(`${root}/`, ''), ...args].join(' ')}\n`)
  const code = await run(command, args, env)
  let c = counts(code)
  let note = c?.flaky ? `${c.flaky} flaky: passed only on a retry` : ''
  if (!c) {
    c = { passed: 0, failed: 1, skipped: 0 }
    note = code === 0 ? 'its report could not be read' : `exited with code ${code} and no readable report`
  } else if (code !== 0 && c.failed === 0) {
    c = { ...c, failed: 1 }
    note = `exited with code ${code} though no test failed`
  }
  results.push({ name, ...c, seconds: (Date.now() - t0) / 1000, note })
  return code === 0 && c.failed === 0
}

const ORDER = ['typecheck', 'lint', 'format', 'unit', 'integration', 'e2e', 'budgets']

function summary() {
  results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
  const line = (c) => `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
  const total = results.reduce(
    (s, r) => ({ passed: s.passed + r.passed, failed: s.failed + r.failed, skipped: s.skipped + r.skipped }),
    {
      passed: 0,
      failed: 0,
      skipped: 0,
    },
  )
  console.log('\n── Test summary ──')
  for (const r of results) {
    const counts = r.name === 'typecheck' || r.name === 'format' ? (r.failed ? 'failed' : 'passed') : line(r)
    console.log(
      `${r.name.padEnd(12)} ${counts.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`,
    )
  }
  console.log(`wall time ${((Date.now() - started) / 1000).toFixed(1)} s`)
  rmSync(reports, { recursive: true, force: true })
  // Keep this last: CI reads it.
  console.log(line(total))
  return total.failed === 0
}

async function main() {
  // Typecheck, ESLint and Prettier run side by side (on two cores the three took 60 s one after
  // another). Type errors make every later result meaningless, so the tests only start once the
  // typecheck passed: TypeScript's native compiler (7) passes in about 6 s alone, where tsc 6 took
  // 32 s and, beside ESLint, held the tests back 76 s. ESLint's typed rules keep TypeScript 6.
  const typecheckStart = Date.now()
  const lintOut = join(reports, 'eslint.json')
  // One check: Prettier lists the files it would change and reports no count of those it read.
  // Its cache (node_modules/.cache/prettier, keyed by each file's content, Prettier's version and
  // options) makes a rerun ~2 s instead of ~10; formatting is per file, so it cannot go stale.
  // ESLint gets no cache: its typed rules read other files, which a per-file cache would miss.
  const format = ['--check', '--cache', '--cache-strategy', 'content', '--log-level', 'warn', '.']
  console.log('\n▶ typecheck: npm run typecheck\n')
  const typecheck = run('npm', ['run', '--silent', 'typecheck']).then((code) => {
    results.push({
      name: 'typecheck',
      passed: 0,
      failed: code === 0 ? 0 : 1,
      skipped: 0,
      seconds: (Date.now() - typecheckStart) / 1000,
      note: '',
    })
    return code
  })
  // ESLint's typed rules take far longer than the typecheck: once the typecheck has passed, the
  // tests start on the core it leaves, while ESLint goes on beside them.
  const lintAndFormat = Promise.all([
    step('lint', bin('eslint'), ['.', '--max-warnings', '0', '--format', 'json', '--output-file', lintOut], () =>
      eslintCounts(readJson(lintOut)),
    ),
    step('format', bin('prettier'), format, (code) => ({
      passed: code === 0 ? 1 : 0,
      failed: code === 0 ? 0 : 1,
      skipped: 0,
    })),
  ])
  if ((await typecheck) !== 0) {
    await lintAndFormat
    return summary()
  }

  // The unit step runs both unit projects: most files share a module graph, a few get their own.
  // Vitest gives them one worker on two cores.
  const tests = (async () => {
    for (const [project, projects] of [
      ['unit', ['unit', 'unit-isolated']],
      ['integration', ['integration']],
    ]) {
      const out = join(reports, `${project}.json`)
      await step(
        project,
        bin('vitest'),
        [
          'run',
          ...projects.flatMap((p) => ['--project', p]),
          '--passWithNoTests',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${out}`,
        ],
        () => vitestCounts(readJson(out)),
      )
    }
  })()

  // The production build that e2e serves, and its byte budgets, on the core that ESLint or the unit
  // tests leave first, rather than in line with e2e.
  const built = Promise.race([lintAndFormat, tests]).then(() => buildAndBudgets())

  // The browser tests want both cores.
  await Promise.all([tests, lintAndFormat])
  const prebuilt = await built

  if (existsSync(join(root, 'playwright.config.ts'))) {
    const out = join(reports, 'e2e.json')
    await step('e2e', bin('playwright'), ['test', '--reporter=list,json'], () => playwrightCounts(readJson(out)), {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      // Playwright's web server then serves dist/ as it is (playwright.config.ts).
      ...(prebuilt ? { E2E_PREBUILT: '1' } : {}),
    })
  } else {
    console.log('\nNo playwright.config.ts: end-to-end tests not run.')
  }
  return summary()
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err)
    console.log('0 passed, 1 failed')
    process.exit(1)
  },
)
