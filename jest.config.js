/** One jest run for the whole repo: unit specs next to the code, end-to-end specs in test/. */
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
}];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/bench/'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@ledger/(domain|event-store|ledger)$': '<rootDir>/libs/$1/src',
    '^@ledger/(domain|event-store|ledger)/(.*)$': '<rootDir>/libs/$1/src/$2',
  },
  testTimeout: 30000,
  // A test that fails part-way can leave a receiver or a child listening; without this, jest
  // waits for it forever and CI runs into its 90-minute limit instead of reporting the failure.
  // The specs close what they open (test/support/tracked-servers.ts for receivers); the built
  // API's clean exit on SIGTERM is held by test/e2e/hosts, its forced exit by test/e2e/forced-exit.
  forceExit: true,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
