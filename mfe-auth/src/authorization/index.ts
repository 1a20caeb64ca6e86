export { AuthorizationChoice } from './authorization-choice';
