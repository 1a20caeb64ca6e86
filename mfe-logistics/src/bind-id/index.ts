export { bindIdOf } from './bind-id';
