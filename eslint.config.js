// @ts-check
// Lint configuration. The boundaries of CONVENTIONS.md §3 are errors here, so a
// layering mistake fails `npm run lint` instead of surviving review.
//
// Type-aware rules are deliberately off: `npm run typecheck` already builds the
// whole program once, and a second type-aware pass would double that cost on
// every lint run as the code base grows (lint of the repo must stay < 60 s on
// 2 cores).
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { defineConfig } from 'eslint/config'

const root = import.meta.dirname

/**
 * Feature and adapter folders are read at load time so a new one gets its
 * boundary without anyone editing this file.
 * @param {string} parent a folder relative to the root
 * @returns {string[]}
 */
function listFolders(parent) {
  const dir = path.join(root, parent)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * @param {'server' | 'app'} side
 * @returns {string[]}
 */
function listFeatures(side) {
  return listFolders(`${side}/features`)
}

/**
 * One zone per feature: everything on the same side that is not the feature
 * itself may reach it only through its index file.
 * @param {'server' | 'app'} side
 * @param {string[]} indexFiles
 */
function createFeatureZones(side, indexFiles) {
  return listFeatures(side).map((feature) => ({
    target: [`${side}/features/!(${feature})/**`, `${side}/!(features)/**`, `${side}/*.{ts,tsx}`],
    from: `${side}/features/${feature}`,
    except: indexFiles.map((file) => `./${file}`),
    message: `Reach the "${feature}" feature through ${side}/features/${feature}/${indexFiles.join(' or ')}, not its internals (CONVENTIONS.md §3).`,
  }))
}

const layerZones = [
  {
    target: 'core',
    from: ['app', 'server'],
    message: 'core/ is pure and isomorphic: it imports nothing from app/ or server/.',
  },
  {
    // core's own tests may use tests/support (factories, allowConsoleError).
    target: 'core/**/!(*.test).{ts,tsx}',
    from: ['tests', 'bench'],
    message: 'core/ is pure and isomorphic: it imports nothing from tests/ or bench/.',
  },
  {
    // Type-only imports are refused too: the React Router bundle must never
    // pull server code, and shared types belong in core/. Loader-only modules
    // (*.server.ts, which React Router keeps out of the browser build) and
    // tests may reach the server: the request context carries its services.
    target: 'app/**/!(*.server|*.test).{ts,tsx}',
    from: 'server',
    message:
      'app/ imports nothing from server/ outside *.server.ts loader modules (not even types): share schemas and types through core/.',
  },
  {
    // server/web/** is exempt: it is the glue that hands requests to React
    // Router's request handler and may import the React Router build.
    target: ['server/!(web)/**', 'server/*.ts'],
    from: 'app',
    message: 'server/ imports nothing from app/ (only server/web/** may reach the React Router build).',
  },
  {
    target: 'server/lib',
    from: 'server/features',
    message: 'server/lib/ imports no feature: features depend on lib, never the other way round.',
  },
  {
    target: 'server/db',
    from: 'server/features',
    message: 'server/db/ (schema, migrations, client) imports no feature: demo data and search-table upkeep live in their features.',
  },
  {
    target: 'app/ui',
    from: ['app/features', 'app/routes', 'app/shell'],
    message: 'app/ui/ holds design-system primitives: they import no feature, route or shell code.',
  },
  {
    // app/i18n/locales/{en,hi}.ts gather a language into its own chunk; a direct import elsewhere
    // would put that language into every page, whatever the reader's language.
    target: ['app/!(i18n)/**', 'app/*.{ts,tsx}'],
    from: 'core/i18n/locales',
    message:
      'Pages get their text through useTranslation (app/i18n/react.tsx; app/i18n/resources.ts loads one language per page), not by importing a locale file (decision 009).',
  },
  {
    target: 'app/features',
    from: 'app/routes',
    message: 'Features do not import route modules: app/routes/ composes features, not the reverse.',
  },
]

/**
 * Vendors' SDKs and the libraries that do an outside service's work (AI, documents, payments, WhatsApp,
 * e-mail, storage), listed before the features that need them start, so each lands in an adapter.
 */
const vendorSdks = [
  'razorpay',
  'openai',
  '@azure/openai',
  '@anthropic-ai/sdk',
  '@google/genai',
  '@google/generative-ai',
  'ollama',
  'ai',
  '@ai-sdk/[^/]+',
  '@myriaddreamin/[^/]+',
  'docx',
  'mammoth',
  'unpdf',
  'pdfjs-dist',
  'nodemailer',
  'imapflow',
  'twilio',
  'posthog-node',
  // The WhatsApp clients: whatsapp, whatsapp-api-js, whatsapp-web.js, @great-detail/whatsapp, @kapso/whatsapp-cloud-api …
  '(@[^/]+/)?[^/]*whatsapp[^/]*',
  '(@whiskeysockets/)?baileys',
  '@aws-sdk/[^/]+',
]

const vendorSdkPattern = {
  regex: `^(${vendorSdks.join('|')})(/.*)?$`,
  message: 'Vendor SDKs are imported only inside server/adapters/<service>/ (CONVENTIONS.md §3, §6).',
}

/**
 * Features and app code reach an outside service through its port only; the composition root
 * (server/main.ts, server/adapters/create-adapters.ts), scripts, benchmarks and tests build the
 * implementations (CONVENTIONS.md §6).
 */
const adapterPortZone = {
  target: [
    'server/!(adapters)/**/!(*.test).{ts,tsx}',
    'server/!(main|*.test).{ts,tsx}',
    'app/**/!(*.test).{ts,tsx}',
    'core/**/!(*.test).{ts,tsx}',
  ],
  from: 'server/adapters',
  except: ['./port.ts', ...listFolders('server/adapters').map((adapter) => `./${adapter}/port.ts`)],
  message:
    "Import an outside service's port (server/adapters/<service>/port.ts) and receive the adapter as an argument: only server/main.ts (through createAdapters), scripts, benchmarks and tests import adapters' implementations (CONVENTIONS.md §6).",
}

const databaseDriverPattern = {
  regex: '^(pg|@electric-sql/pglite)(/.*)?$',
  message: 'Database drivers are imported only in server/db/, server/adapters/<service>/, tests/ and bench/.',
}

const climbingImportPattern = {
  regex: '^\\.\\./',
  message:
    'Import across folders through the #core/*, #server/*, #app/*, #tests/* and #bench/* aliases (package.json "imports"), not a climbing relative path.',
}

/** Still in package.json until someone who may run npm removes them; nothing may import them again. */
const replacedI18nPattern = {
  regex: '^(i18next|react-i18next)(/.*)?$',
  message: 'Translations go through app/i18n (translator.ts, react.tsx): i18next and react-i18next were replaced (decision 046).',
}

/**
 * zod stays out of the browser bundle (decision 007): code that runs in the
 * browser may import a schema module's types, and load its values on use
 * with import(), but never import them statically.
 */
const schemaValueImport = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '\\.schema\\.ts$',
          allowTypeImports: true,
          message:
            'A value import of a *.schema.ts module puts zod in the browser bundle (decision 007): import its types, load it with import() on use, or move the code to a *.server.ts module.',
        },
      ],
    },
  ],
}

const nodeBuiltinPattern = {
  regex: '^node:',
  message: 'core/ is isomorphic and runs in the browser: no Node built-ins.',
}

/** @param {Array<Record<string, string>>} patterns */
function restrictImports(patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] }
}

/**
 * Endpoints are declared once in core/ and served and called through one helper on each side
 * (decision 034): a feature's routes go through apiRoute (server/lib/api-route.ts), which brings the
 * body limit, access, no-store and error answers; the browser calls through app/lib/call-api.ts.
 */
const routeHelperImports = [
  {
    name: '@hono/zod-openapi',
    importNames: ['createRoute'],
    message:
      'Declare the endpoint in core/<feature>/<feature>.endpoints.ts and serve it with apiRoute (server/lib/api-route.ts, decision 034).',
  },
  {
    name: 'hono/body-limit',
    message: "A route's body limit is declared with its endpoint (bodyLimit) and applied by apiRoute (decision 034).",
  },
  {
    name: '#core/errors/api-error.schema.ts',
    importNames: ['apiErrorSchema'],
    message: 'apiRoute documents the error answers; pass them as `errors` (decision 034).',
  },
]
const personalAnswerSyntax = {
  selector: "Literal[value='private, no-store']",
  message:
    'apiRoute marks answers to a signed-in caller private, no-store (`access`, or `isPersonal`); do not set it by hand (decision 034).',
}
const apiClientImports = [
  {
    name: '#app/lib/api-client.ts',
    importNames: ['getFromApi', 'sendToApi', 'sendToApiInBackground'],
    message: 'Call a declared endpoint with callApi or sendInBackground (app/lib/call-api.ts), not a path written by hand (decision 034).',
  },
]
const apiPathSyntax = [
  {
    selector: 'Literal[value=/^\\/api\\//]',
    message: 'An /api path comes from its endpoint declaration (endpointUrl, callApi), never written by hand (decision 034).',
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/api\\//]',
    message: 'An /api path comes from its endpoint declaration (endpointUrl, callApi), never written by hand (decision 034).',
  },
]

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'build/**',
      'data/**',
      '.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'coverage/**',
      'bench/.data/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...layerZones,
            adapterPortZone,
            ...createFeatureZones('server', ['index.ts', 'feature.ts']),
            // pages.ts: a feature's whole-page components, for app/routes/ only, kept out of index.ts so a
            // page's code does not ride into every chunk that imports the feature's small parts (decision 017).
            ...createFeatureZones('app', ['index.ts', 'index.tsx', 'index.server.ts', 'pages.ts', 'feature.ts']),
          ],
        },
      ],
      // A bounded depth keeps the dependency walk cheap; deeper cycles are
      // rare and still caught from whichever file is closest to them.
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      ...restrictImports([vendorSdkPattern, databaseDriverPattern, climbingImportPattern, replacedI18nPattern]),
    },
  },
  {
    files: ['server/db/**', 'tests/**', 'bench/**'],
    rules: restrictImports([vendorSdkPattern, climbingImportPattern, replacedI18nPattern]),
  },
  {
    files: ['server/adapters/*/**'],
    rules: restrictImports([climbingImportPattern, replacedI18nPattern]),
  },
  {
    files: ['core/**'],
    ignores: ['core/**/*.test.ts'],
    rules: restrictImports([vendorSdkPattern, databaseDriverPattern, nodeBuiltinPattern, climbingImportPattern, replacedI18nPattern]),
  },
  {
    files: ['app/**/*.{ts,tsx}', 'core/**/*.ts'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.schema.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': schemaValueImport['@typescript-eslint/no-restricted-imports'] },
  },
  {
    files: ['server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [vendorSdkPattern, databaseDriverPattern, climbingImportPattern, replacedI18nPattern], paths: routeHelperImports },
      ],
      'no-restricted-syntax': ['error', personalAnswerSyntax],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [vendorSdkPattern, databaseDriverPattern, climbingImportPattern, replacedI18nPattern], paths: apiClientImports },
      ],
      'no-restricted-syntax': ['error', ...apiPathSyntax],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: {
      globals: { ...globals.browser },
    },
  },
)
