export { myAccountRoutes } from './my-account-routes';
export type { MyAccountSources } from './my-account-routes';
