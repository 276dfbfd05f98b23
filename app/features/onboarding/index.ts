/** Onboarding and the dashboard that shows it: routes reach it through this file. */
export { DashboardView } from './dashboard-view.tsx'
export { OnboardingWizard, type OnboardingPlaces } from './onboarding-wizard.tsx'
export { renderValidationMessage } from './validation-text.ts'
