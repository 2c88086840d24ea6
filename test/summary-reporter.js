/**
 * Prints one plain closing line after jest's own summary, "N passed, N failed", so that any
 * reader of the CI log (people or tools) sees the totals in a fixed form.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const tail = skipped ? `, ${skipped} skipped` : "";
    process.stdout.write(
      `\n${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`
    );
  }
}
module.exports = SummaryReporter;
