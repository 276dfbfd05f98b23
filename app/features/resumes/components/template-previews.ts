import type { ResumeTemplateId } from '#core/resume/templates.ts'

/**
 * The templates' pictures (the premium ones have one; the free ones none yet): the first page of the sample resume rendered by the real renderer
 * (scripts/render-template-previews.ts, `npm run templates:previews`), imported as hashed URLs. Only the
 * URLs are in the bundle; a picture loads when it is shown.
 */
const files = import.meta.glob<string>('../template-previews/*.jpg', { eager: true, query: '?url', import: 'default' })

export function templatePreviewUrl(template: ResumeTemplateId): string | undefined {
  return files[`../template-previews/${template}.jpg`]
}
