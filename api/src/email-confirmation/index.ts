export { createEmailConfirmation } from './email-confirmation';
export type { EmailConfirmation } from './email-confirmation';
export { emailConfirmationRoutes } from './email-confirmation-routes';
export type { EmailConfirmationRoutesDependencies } from './email-confirmation-routes';
