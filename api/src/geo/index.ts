export { addressLanguageOf, geoRoutes } from './geo-routes';
export type { GeoRoutesDependencies } from './geo-routes';
export { geocoderFor, withFallback } from './geocoder-choice';
export type { AddressLanguage, Geocoder } from './geocoder';
export { offlineGeocoder } from './offline/offline-geocoder';
export { GeocoderUnavailableError, yandexGeocoder } from './yandex/yandex-geocoder';
