export { BindSuccessView } from './bind-success-view';
