/** The signed-in user's account (settings): other features reach it only through this file; it registers itself in feature.ts. */
export { createAccountRoutes } from './routes.ts'
export { createAccountService, type AccountService } from './service.ts'
