// A Vitest reporter that writes the tests that passed only on a retry to the JSON file named by
// TRILHA_VITEST_FLAKY_FILE: Vitest's own JSON report counts them as passed and says nothing of the
// retry. `npm test` reads the file (scripts/lib/test-summary.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FlakyTestsReporter {
  onTestRunEnd(testModules) {
    const file = process.env.TRILHA_VITEST_FLAKY_FILE;
    if (!file) return;
    const flaky = [];
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const diagnostic = testCase.diagnostic();
        if (diagnostic?.flaky) {
          flaky.push({
            file: testModule.relativeModuleId,
            name: testCase.fullName,
            retries: diagnostic.retryCount,
          });
        }
      }
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(flaky, null, 2)}\n`);
  }
}
