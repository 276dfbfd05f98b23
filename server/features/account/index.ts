/** The signed-in user's account (settings): other features and server/services.ts reach it only through this file. */
export { createAccountRoutes } from './routes.ts'
export { createAccountService, type AccountService } from './service.ts'
