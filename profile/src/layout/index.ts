export { ProfileLayout } from './profile-layout';
