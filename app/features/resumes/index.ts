/** What routes and other features use of the resumes feature in the browser. */
export { ResumeBuilderView } from './components/resume-builder-view.tsx'
export { PremiumTemplatesGallery } from './components/premium-templates-gallery.tsx'
