#!/usr/bin/env node
// The operator's command line. It runs the built CLI (`npm run build` or `npm start` build it);
// on a fresh clone it builds it once, saying so, and never again on later commands.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { execFileSync } = require('node:child_process');

const root = join(__dirname, '..', '..', '..');
const main = join(root, 'dist', 'apps', 'ledger-cli', 'apps', 'ledger-cli', 'src', 'main.js');
if (!existsSync(main)) {
  process.stderr.write('ledger: building the command line once (npm run build builds it too)...\n');
  execFileSync(
    process.execPath,
    [require.resolve('@nestjs/cli/bin/nest.js'), 'build', 'ledger-cli'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}
require(main);
