// ESLint: the type-aware rules that catch what tests miss (a promise nobody awaits, a switch
// that forgets a case), and the layering of the README's Layout section as import rules:
//   libs/domain       pure TypeScript: no framework, no I/O, no other lib of ours
//   libs/event-store  the store: no use case (nothing of libs/ledger), no domain
//   libs/ledger       the application: never an app
//   apps/ledger-web   the console: only the public HTTP API, never the server's code
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const framework = ['@nestjs/*', 'fastify', '@fastify/*', 'better-sqlite3', '@eventstore/*', 'undici', 'rxjs'];
const io = ['node:fs', 'node:fs/*', 'node:http', 'node:https', 'node:net', 'node:child_process', 'node:os', 'node:worker_threads'];
const restrict = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  { ignores: ['apps/ledger-web/vite.config.mts', 'dist/**', 'node_modules/**', 'test-artifacts/**', 'test/bench/peer/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': restrict([...framework, ...io, '@ledger/*', '../../../*'], 'libs/domain is pure: no framework, no I/O, no other lib (README: Layout)'),
      // a domain function a reader can hold: over 70 lines only with the reason written beside it
      // (an eslint-disable-next-line comment that says why)
      'max-lines-per-function': ['warn', { max: 70 }],
    },
  },
  {
    files: ['libs/event-store/src/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['@ledger/ledger', '@ledger/domain', '**/libs/ledger/**'], 'the store holds no use case (README: Layout)') },
  },
  {
    files: ['libs/ledger/src/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['**/apps/**'], 'the application never reaches into an app (README: Layout)') },
  },
  {
    files: ['apps/ledger-web/src/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['@ledger/*', '**/ledger-api/**', '**/libs/**', ...framework], 'the console speaks only the public HTTP API (README: Layout)') },
  },
);
