// The failed tests of a Vitest or Playwright JSON report, a line each: `npm test` prints them again just above its last
// line, because a CI log is often read from its tail only.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** The first lines of an error (its message and what it waited for), on one line. */
export function firstLines(text, lines = 4, width = 400) {
  return stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join(' | ')
    .slice(0, width);
}

/** Vitest's JSON reporter: each failed test, and a file that failed outside its tests (a hook, an import). */
export function vitestFailures(report, label, root = process.cwd()) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`${label} › ${name} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`${label} › ${name}: ${firstLines(file.message)}`);
  }
  return lines;
}

/**
 * Where the page was when a Playwright test failed: its main heading, and any dialog or alert with a name, from the
 * page snapshot Playwright writes beside the trace (error-context.md).
 */
export function pageAtFailure(errorContext) {
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1] ?? '';
  return snapshot
    .split('\n')
    .map((line) => line.trim().replace(/^- /, '').replace(/:$/, ''))
    .filter((line) => /^heading ".*" \[level=1\]|^(alertdialog|dialog|alert) "/.test(line))
    .slice(0, 3)
    .join('; ');
}

function pageOf(result) {
  const path = result?.attachments?.find((attachment) => attachment.name === 'error-context')?.path;
  return path && existsSync(path) ? pageAtFailure(readFileSync(path, 'utf8')) : '';
}

/** Playwright's JSON reporter: each test that failed (its last try), and errors outside tests (a web server). */
export function playwrightFailures(report, label) {
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          const page = pageOf(last);
          lines.push(
            `${label} › [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLines(last?.error?.message)}${page ? ` | page: ${page}` : ''}`,
          );
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) lines.push(`${label} › ${firstLines(error.message)}`);
  return lines;
}
