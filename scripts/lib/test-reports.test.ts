// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstLines, pageAtFailure, playwrightFailures, vitestFailures } from './test-reports.mjs';

describe('the failed tests repeated at the end of `npm test`', () => {
  it('names each failed Vitest test with its file and the first lines of its message, and a file failing outside tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/server/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a refuses',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at a.test.ts:3:1\n more',
              ],
            },
          ],
        },
        { name: '/repo/src/b.test.tsx', status: 'failed', message: 'Hook timed out in 60000ms.', assertionResults: [] },
        { name: '/repo/src/c.test.tsx', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    };
    expect(vitestFailures(report, 'unit', '/repo')).toEqual([
      'unit › server/a.test.ts › a refuses: AssertionError: expected 1 to be 2 | at a.test.ts:3:1 | more',
      'unit › src/b.test.tsx: Hook timed out in 60000ms.',
    ]);
  });

  it('names each Playwright test that failed on its last try, with its project and place, and errors outside tests', () => {
    const failed = (title: string, status: string, message?: string) => ({
      title,
      file: 'thai/economy.spec.ts',
      line: 27,
      tests: [{ projectName: 'thai', status, results: [{ error: message ? { message } : undefined }] }],
    });
    const report = {
      suites: [
        {
          specs: [failed('passes', 'expected')],
          suites: [
            {
              specs: [
                failed(
                  'rents',
                  'unexpected',
                  'Error: locator.click: Test timeout of 300000ms exceeded.\nCall log:\n  - waiting for x',
                ),
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: Timed out waiting 120000ms from config.webServer.' }],
    };
    expect(playwrightFailures(report, 'e2e')).toEqual([
      'e2e › [thai] thai/economy.spec.ts:27 › rents: Error: locator.click: Test timeout of 300000ms exceeded. | Call log: | - waiting for x',
      'e2e › Error: Timed out waiting 120000ms from config.webServer.',
    ]);
  });

  it('keeps an error to one line of bounded width', () => {
    expect(firstLines('a\n\n b \nc\nd\ne')).toBe('a | b | c | d');
    expect(firstLines('x'.repeat(1000))).toHaveLength(400);
    expect(firstLines(undefined)).toBe('');
  });
});

describe('the page a failed flow was on', () => {
  it('reads the main heading and any named dialog or alert off the page snapshot', () => {
    const context = [
      '# Error details',
      '```',
      'Error: heading "not this" [level=1]',
      '```',
      '```yaml',
      '- banner:',
      '  - link "Webtoon":',
      '- main:',
      '  - heading "ログイン" [level=1]',
      '  - heading "ほかの方法で続ける" [level=2]',
      '- region "お知らせ":',
      '  - alert "Please sign in"',
      '  - alert',
      '```',
    ].join('\n');
    expect(pageAtFailure(context)).toBe('heading "ログイン" [level=1]; alert "Please sign in"');
    expect(pageAtFailure('# Error details\nno snapshot')).toBe('');
  });
});
