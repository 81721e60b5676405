import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

interface RelayConfig {
  artifactDirectory: string;
}

// A tag, not the word inside a string or path such as `${BASE_PATH}/graphql`.
const TAG = /(?<![\w$./])graphql\s*`([^`]*)`/g;
const DEFINITION = /\b(?:query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * Does what babel-plugin-relay does, without a Babel pass over every file: each graphql`...` tag
 * becomes an import of the artifact relay-compiler wrote for its definition. Line breaks inside the
 * tag are kept and the imports share the first line, so line numbers (stack traces, dev tools)
 * still match the source without a source map.
 */
export function relayArtifacts(): Plugin {
  const root = process.cwd();
  // The same file the compiler reads, loaded the way the compiler loads it.
  const config = createRequire(import.meta.url)(path.join(root, 'relay.config.js')) as RelayConfig;
  const artifactDirectory = path.resolve(root, config.artifactDirectory);

  return {
    name: 'relay-artifacts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(artifactDirectory) || !code.includes('graphql`')) return null;

      const imports = new Map<string, string>();
      const transformed = code.replace(TAG, (_tag, body: string) => {
        const name = DEFINITION.exec(body)?.[1];
        if (!name) this.error(`graphql tag without a named definition in ${file}`);
        const artifact = path.join(artifactDirectory, `${name}.graphql.ts`);
        if (!fs.existsSync(artifact)) {
          this.error(`Relay artifact ${name}.graphql.ts is missing: run npm run relay`);
        }
        this.addWatchFile(artifact);
        let specifier = path.relative(path.dirname(file), artifact).split(path.sep).join('/');
        if (!specifier.startsWith('.')) specifier = `./${specifier}`;
        const local = `__relay_${name}`;
        imports.set(local, specifier);
        return local + '\n'.repeat(body.split('\n').length - 1);
      });
      if (imports.size === 0) return null;

      const header = [...imports].map(([local, specifier]) => `import ${local} from ${JSON.stringify(specifier)};`);
      return { code: header.join('') + transformed, map: null };
    },
  };
}
