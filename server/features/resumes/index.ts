/** A person's resumes: other features reach it only through this file; it registers itself in feature.ts. */
export { createResumesService, type ResumesService } from './service.ts'
export { createTemplateCatalogue, type TemplateCatalogue } from './template-catalogue.ts'
export { atsScoreMetric, resumeExportMetric, templateExportMetric } from './resume-metrics.ts'
