// The jsdom test environment (jest-fixed-jsdom, as every package's) in a browser's time zone:
// Date and Intl read the clock in it, as a browser there does (formatDate shows local dates). A
// test file asks for it at its very top:
//
//   /**
//    * @jest-environment mf-shared/build/jest-time-zone
//    * @jest-environment-options {"timeZone": "Asia/Singapore"}
//    */
//
// Node applies a TZ set while it runs to Date and Intl (in every context: the test's too); the
// worker's own zone comes back when the file is done.
'use strict';
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class TimeZoneEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    const { timeZone, ...options } = config.projectConfig.testEnvironmentOptions;
    super({ ...config, projectConfig: { ...config.projectConfig, testEnvironmentOptions: options } }, context);
    if (typeof timeZone !== 'string' || !timeZone) throw new Error('jest-time-zone needs a "timeZone" option');
    // An unknown zone would read silently as UTC.
    new Intl.DateTimeFormat('en-US', { timeZone });
    this.timeZone = timeZone;
  }

  async setup() {
    await super.setup();
    this.workerTimeZone = process.env.TZ;
    process.env.TZ = this.timeZone;
  }

  async teardown() {
    if (this.workerTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.workerTimeZone;
    await super.teardown();
  }
}

module.exports = TimeZoneEnvironment;
