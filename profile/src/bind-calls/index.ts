export { BindList } from './bind-list';
