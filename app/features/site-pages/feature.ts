import { defineAppFeature } from '#app/lib/app-feature.ts'

/**
 * The site pages of spec 000 §2 (issue 23, decision 061): about, careers, contact, the legal pages,
 * the help centre and the three guide pages. Server-rendered, with little JavaScript: only /contact
 * hydrates a form.
 */
export const sitePagesFeature = defineAppFeature({
  name: 'site-pages',
  pages: [
    { path: 'about', file: 'features/site-pages/routes/about.tsx' },
    { path: 'careers', file: 'features/site-pages/routes/careers.tsx' },
    { path: 'contact', file: 'features/site-pages/routes/contact.tsx' },
    { path: 'privacy-policy', file: 'features/site-pages/routes/privacy-policy.tsx' },
    { path: 'terms-of-service', file: 'features/site-pages/routes/terms-of-service.tsx' },
    { path: 'refund-policy', file: 'features/site-pages/routes/refund-policy.tsx' },
    { path: 'help', file: 'features/site-pages/routes/help.tsx' },
    { path: 'help/:slug', file: 'features/site-pages/routes/help-article.tsx' },
    { path: 'keyboard-navigation-demo', file: 'features/site-pages/routes/keyboard-navigation-demo.tsx' },
    { path: 'navigation-demo', file: 'features/site-pages/routes/navigation-demo.tsx' },
    { path: 'i18n-example', file: 'features/site-pages/routes/i18n-example.tsx' },
  ],
})
