import { defineConfig } from 'vite';

// The finance console: a static single-page app that ledger-api serves at /.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: { outDir: '../../dist/apps/ledger-web', emptyOutDir: true, target: 'es2022' },
});
