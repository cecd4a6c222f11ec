import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'migrations/**', '**/*.config.*', 'data/**', '**/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // STYLE: one validated env module per app; nothing else reads process.env.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Use the env module.' }],
    },
  },
  {
    // The public site's icons come from the sprite (site/src/components/icons); a lucide-react
    // component would put its paths back into every page. The administration keeps lucide-react.
    files: ['site/src/**'],
    ignores: ['site/src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'lucide-react', message: 'Importer les icônes depuis site/src/components/icons (le sprite).' }] }] },
  },
  {
    files: ['server/src/env.ts', '**/test/**', '**/e2e/**', 'scripts/**', '**/bench/**', '**/*.test.ts', 'desktop-admin/src/main/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
