export { dealPath, verificationPath, verificationPathFor } from './profile-paths';
