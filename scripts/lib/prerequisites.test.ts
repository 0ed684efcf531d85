import { describe, expect, it } from 'vitest';
import { missingPackages, PREREQUISITES } from './prerequisites.mjs';

describe('the prerequisites of npm test', () => {
  it('names the Debian package of each check that fails, and only those', () => {
    const checks = [
      { pkg: 'chromium', present: () => true },
      { pkg: 'postgresql', present: () => false },
      { pkg: 'fonts-thai-tlwg', present: () => false },
    ];
    expect(missingPackages(checks)).toEqual(['postgresql', 'fonts-thai-tlwg']);
  });

  it("checks the browsers (the bench's and the flows' headless shell), the database server and the fonts", () => {
    expect(PREREQUISITES.map((check) => check.pkg)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'postgresql',
      'fonts-noto-cjk',
      'fonts-thai-tlwg',
    ]);
  });
});
