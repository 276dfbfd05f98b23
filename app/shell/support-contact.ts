/** Support contact of DESIGN.md "Decided departures" (hours) and the spec's business data (Surat, Gujarat). */
export const SUPPORT_EMAIL = 'support@jobyatra.example'
