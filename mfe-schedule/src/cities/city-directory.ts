import { CityList, type ApiClient } from '@jetkiz/contracts';

const directories = new WeakMap<ApiClient, CityList>();

/** One city list per API client, so the route titles, the board's search and the traveler choice ask `GET /cities` once. */
export function cityDirectoryFor(api: ApiClient): CityList {
  let directory = directories.get(api);
  if (!directory) {
    directory = new CityList(api);
    directories.set(api, directory);
  }
  return directory;
}
