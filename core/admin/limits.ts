/** Users one e-mail search answers with at most (plain TypeScript: the users screen reads it without zod). */
export const USER_SEARCH_LIMIT = 20
