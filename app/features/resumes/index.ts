/** What routes and other features use of the resumes feature in the browser. */
export { ResumeBuilderView } from './components/resume-builder-view.tsx'
export { PersonalInfoEditor, SectionEditor } from './components/section-editors.tsx'
export { prepareDocument } from './editor/document-edits.ts'
export { PremiumTemplatesGallery } from './components/premium-templates-gallery.tsx'
