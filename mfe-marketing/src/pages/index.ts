export { MarketingPageView } from './marketing-page';
