export { priceRoutes } from './price-routes';
export { MARKET_WINDOW_DAYS, MIN_MARKET_SAMPLE, distanceKm, recommendedPrice } from './recommended-price';
