export { PricesContent } from './prices-content';
