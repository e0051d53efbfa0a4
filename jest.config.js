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
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
