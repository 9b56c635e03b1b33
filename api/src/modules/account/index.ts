// Public face of the account module: /api/auth account routes (change password, export, delete) and the purge.
export { accountRoutes } from './account.routes';
