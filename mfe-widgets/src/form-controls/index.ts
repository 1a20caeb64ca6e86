export { formRule } from '@jetkiz/contracts';
