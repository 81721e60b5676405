import js from '@eslint/js';
import relayPlugin from 'eslint-plugin-relay';
import tseslint from 'typescript-eslint';

// eslint-plugin-relay 1.8 still ships some rules as bare functions, a format ESLint 9 no longer loads.
const relay = {
  ...relayPlugin,
  rules: Object.fromEntries(
    Object.entries(relayPlugin.rules).map(([name, rule]) => [
      name,
      typeof rule === 'function' ? { create: rule } : rule,
    ]),
  ),
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'api/src/generated/',
      'web/src/__generated__/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/must-colocate-fragment-spreads': 'warn',
      'relay/no-future-added-value': 'warn',
      'relay/unused-fields': 'warn',
      'relay/generated-flow-types': 'warn',
      'relay/function-required-argument': 'warn',
      'relay/hook-required-argument': 'warn',
    },
  },
  {
    // A calendar day is Italy's (api/src/shared/calendar.ts), whatever zone the machine runs in: the
    // local-time parts of a Date are the machine's day, a day behind Italy's from 23:00 UTC.
    files: ['api/src/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(get|set)(FullYear|Month|Date|Day|Hours)$/]',
          message:
            "Local-time date parts are the machine's day: use api/src/shared/calendar.ts (today, addDays, startOfDay) or the UTC getters on its days.",
        },
      ],
    },
  },
  {
    // Test helpers read loosely typed JSON responses.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['api/scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', 'prisma/seed/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
