import type { CityList, HostApi } from '@jetkiz/contracts';
import { useEffect } from 'react';
import { cityDirectoryFor } from '../cities';

/** The page's city directory, loading; until the names arrive a city is an ellipsis, not a bare id. */
export function useCityNames(host: HostApi): { cities: CityList; cityName: (id: number) => string } {
  const cities = cityDirectoryFor(host.api);
  useEffect(() => {
    void cities.load();
  }, [cities]);
  const cityName = (id: number) => cities.nameOf(id, host.locale.language) ?? '…';
  return { cities, cityName };
}
