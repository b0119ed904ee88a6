// A web-test-runner reporter that repeats every failed test, with its error, after the run. The
// default reporter prints failures beside the file's browser logs, where a long CI log cuts them
// off; this summary is the last thing the run prints.

import { relative } from 'node:path';

/** @param {{ name: string, suites?: any[], tests?: any[] }} suite */
function* failures(suite, path = []) {
  for (const test of suite.tests ?? []) {
    if (!test.passed && !test.skipped)
      yield { name: [...path, test.name].join(' › '), error: test.error };
  }
  for (const child of suite.suites ?? []) yield* failures(child, [...path, child.name]);
}

export function failureSummaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const lines = [];
      for (const session of sessions) {
        for (const error of session.errors ?? []) {
          lines.push(`✗ ${relative(process.cwd(), session.testFile)}: ${error.message ?? error}`);
        }
        if (!session.testResults) continue;
        for (const failed of failures(session.testResults)) {
          lines.push(`✗ ${relative(process.cwd(), session.testFile)} › ${failed.name}`);
          if (failed.error) {
            lines.push(`    ${failed.error.message ?? ''}`);
            if (failed.error.expected !== undefined || failed.error.actual !== undefined) {
              lines.push(`    expected: ${failed.error.expected}  actual: ${failed.error.actual}`);
            }
            const stack = (failed.error.stack ?? '').split('\n').slice(0, 6).join('\n    ');
            if (stack) lines.push(`    ${stack}`);
          }
        }
      }
      if (lines.length === 0) return;
      console.log(
        `\nFailed tests (${lines.filter((l) => l.startsWith('✗')).length}):\n${lines.join('\n')}\n`,
      );
    },
  };
}
