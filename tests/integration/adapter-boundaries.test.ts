import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The adapter boundaries of eslint.config.js, as `npm run lint` applies them (CONVENTIONS.md §3, §6):
 * features reach an outside service through its port.ts only, and vendors' SDKs stay inside
 * server/adapters/<service>/. A rule that stopped firing would let the next feature import around them.
 */

const root = path.resolve(import.meta.dirname, '..', '..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** The rule ids and messages ESLint reports for `code` as if it were the file at `filePath`. */
async function lint(filePath: string, code: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }))
}

describe('adapter boundaries', () => {
  it("refuses a feature importing an adapter's implementation, and lets it import the port", async () => {
    const code = [
      "import { createOpenAiCompatibleChat } from '#server/adapters/ai/openai.ts'",
      "import type { AiChat } from '#server/adapters/ai/port.ts'",
      "import type { Adapters } from '#server/adapters/port.ts'",
      'export type Both = [AiChat, Adapters, typeof createOpenAiCompatibleChat]',
      '',
    ].join('\n')
    const messages = await lint('server/features/chat/service.ts', code)
    expect(messages).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('"#server/adapters/ai/openai.ts"') },
    ])
    // Tests build adapters themselves.
    expect(await lint('server/features/chat/service.test.ts', code)).toEqual([])
  })

  it('refuses the composition of adapters anywhere but the composition root', async () => {
    const code = "import { createAdapters } from '#server/adapters/create-adapters.ts'\nexport const build = createAdapters\n"
    expect(await lint('server/services.ts', code)).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('create-adapters.ts') },
    ])
    expect(await lint('server/main.ts', code)).toEqual([])
  })

  it('keeps the SDKs of the coming features inside server/adapters/<service>/', async () => {
    const sdks = [
      'ai',
      '@ai-sdk/openai-compatible',
      '@myriaddreamin/typst-ts-node-compiler',
      'docx',
      'mammoth',
      'unpdf',
      'razorpay',
      'whatsapp-web.js',
      'whatsapp',
    ]
    const code = `${sdks.map((sdk, index) => `import sdk${index} from '${sdk}'`).join('\n')}\nexport const all = [${sdks.map((_, index) => `sdk${index}`).join(', ')}]\n`
    const refused = await lint('server/features/resumes/render.ts', code)
    expect(refused.map((message) => message.ruleId)).toEqual(sdks.map(() => 'no-restricted-imports'))
    expect(await lint('server/adapters/documents/typst.ts', code)).toEqual([])
  })
})
