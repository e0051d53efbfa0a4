import { readFileSync, writeFileSync } from 'node:fs';
import { consoleTypes, CONSOLE_TYPES } from './console-types';

/**
 * `npm run api-types`: writes the console's API types from the API's OpenAPI
 * document; with `--check`, only says whether the written ones are current
 * (exit 1 when stale).
 */
void consoleTypes().then((text) => {
  if (process.argv.includes('--check')) {
    const current = readFileSync(CONSOLE_TYPES, 'utf8') === text;
    console.log(
      current ? `${CONSOLE_TYPES} is current` : `${CONSOLE_TYPES} is stale: npm run api-types`,
    );
    process.exitCode = current ? 0 : 1;
    return;
  }
  writeFileSync(CONSOLE_TYPES, text);
  console.log(`wrote ${CONSOLE_TYPES}`);
});
