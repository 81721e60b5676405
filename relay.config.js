// Read by the native relay-compiler (npm run relay) and by web/vite-plugin-relay-artifacts.ts,
// which resolves graphql`` tags to the artifacts written into artifactDirectory.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  // Artifacts are ES modules so Vite can import them without a CommonJS shim.
  eagerEsModules: true,
  // The compiler would otherwise `git add` what it writes; staging is the owner's call.
  noSourceControl: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  // The schema sends these as strings; money stays a decimal string end to end (never a float).
  customScalarTypes: {
    Decimal: 'string',
    Date: 'string',
    DateTime: 'string',
  },
};

// The native compiler loads this file with require(); in an ES module package Node hands require()
// the 'module.exports' export as-is (a default export would arrive wrapped with __esModule).
export { config as 'module.exports' };
