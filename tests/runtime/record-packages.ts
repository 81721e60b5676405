/**
 * Preloaded (node --import tsx --import ./tests/runtime/record-packages.ts) by lazy-libraries.test.ts:
 * records every npm package the process resolves, through imports and requires alike, and prints
 * them as one JSON line on stderr at exit.
 */
import { registerHooks } from 'node:module';

const packages = new Set<string>();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
    if (name) packages.add(name);
    return resolved;
  },
});
process.on('exit', () => process.stderr.write(`PACKAGES ${JSON.stringify([...packages].sort())}\n`));
