// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md §2.9, enforced here rather than by habit. */
const serverImport = {
  // React's own server renderer (tests render islands to HTML with it) is not our server/ folder.
  group: ['**/server', '**/server/**', '!react-dom/server'],
  message: 'islands/ and stores/ run in the browser: never import server/ (use an API endpoint).',
};

export default tseslint.config(
  {
    ignores: ['dist/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.data/'],
  },
  // The Studio's own files need its dependencies (studio/node_modules, not installed by the site's install);
  // its schema (studio/schema) is plain data and checked here with the site.
  { ignores: ['studio/node_modules/', 'studio/dist/', 'studio/.sanity/', 'studio/config/', 'studio/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '../**'],
              message: 'domain/ is pure: it imports nothing of ours but domain/.',
            },
            { group: ['astro', 'astro:*', 'node:*'], message: 'domain/ does no I/O and knows no framework.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain/ does no I/O.' },
        { name: 'window', message: 'domain/ knows no DOM.' },
        { name: 'document', message: 'domain/ knows no DOM.' },
        { name: 'localStorage', message: 'domain/ does no I/O.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'domain/ takes `now` as an argument.' },
      ],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
