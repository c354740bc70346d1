// A Jest reporter that writes the run's totals to a JSON file (used by .ci/run for its summary).
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

class JestSummaryReporter {
  constructor(_globalConfig, options) {
    this.outputFile = options.outputFile;
  }

  onRunComplete(_contexts, results) {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    const { numPassedTests, numFailedTests, numTotalTests } = results;
    writeFileSync(this.outputFile, JSON.stringify({ numPassedTests, numFailedTests, numTotalTests }));
  }
}

module.exports = JestSummaryReporter;
