export { ProfileApp } from './profile-app';
export { createProfileStores } from './profile-stores';
export { ProfileStoresProvider } from './stores-context';
