// Build-time inputs some job entries need: our compiled catalogue, react-intl's ASTs, and the
// alias that drops react-intl's parser. Computed once, applied alike to bytes and smoke builds.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessages } from '@vitrine/i18n-fr/compile';
import { virtualModules } from './bytes.mjs';

export async function createBuildSettings(benchRoot) {
  const { id, message } = JSON.parse(
    readFileSync(join(benchRoot, 'src/jobs/i18n-message.json'), 'utf8'),
  );
  const require = createRequire(join(benchRoot, 'package.json'));
  const reactIntlRequire = createRequire(require.resolve('react-intl'));
  const parserPath = reactIntlRequire.resolve('@formatjs/icu-messageformat-parser');
  const noParserPath = reactIntlRequire.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
  const { parse } = await import(pathToFileURL(parserPath).href);
  const plugin = virtualModules({
    'bench:catalogue': compileMessages({ [id]: message }),
    'bench:react-intl-ast': { [id]: parse(message) },
  });
  const aliases = {
    'react-intl-no-parser': { '@formatjs/icu-messageformat-parser': noParserPath },
  };
  return {
    plugins: [plugin],
    /** The esbuild `alias` option of a job entry's named build, if any. */
    aliasFor: (name) => (name ? aliases[name] : undefined),
  };
}
