import type { HostApi } from '../host-api';

type MemberLists = { readonly [Group in keyof HostApi]-?: readonly (keyof HostApi[Group])[] };

/** Fails to compile when a list misses a member of its group, so the list and the HostApi type cannot drift. */
type Complete<Lists extends MemberLists> = {
  [Group in keyof HostApi]-?: Exclude<keyof HostApi[Group], Lists[Group][number]> extends never ? Lists[Group] : never;
};

function completeLists<const Lists extends MemberLists>(lists: Lists & Complete<Lists>): Lists {
  return lists;
}

/**
 * Every call and value of the HostApi, by group, as the contract names them: what a remote may use and what the
 * shell must provide. The strict fake host and the source check of each remote's tests read this list.
 */
export const HOST_API_MEMBERS = completeLists({
  session: ['token', 'user', 'isLoggedIn', 'logIn', 'refreshUser', 'logout'],
  locale: ['current', 'language', 'switchTo'],
  modals: ['current', 'loading', 'open', 'close', 'setLoading'],
  alerts: ['show'],
  navigation: ['go', 'href', 'profileUrl', 'profileHandoffUrl'],
  drafts: ['signup', 'saveSignup', 'clearSignup'],
  api: [
    'cities',
    'callback',
    'mailing',
    'auth',
    'emailConfirmation',
    'me',
    'parcels',
    'trips',
    'binds',
    'reviews',
    'prices',
    'logistics',
    'insurance',
    'geo',
    'shortLinks',
  ],
  config: ['apiUrl', 'profileUrl', 'widgetsUrl', 'siteUrl', 'partnerOrigins', 'recaptchaSiteKey', 'promoVideoId'],
});

export type HostGroup = keyof HostApi;

/** Whether `group.member` is part of the contract. */
export function isHostMember(group: string, member?: string): boolean {
  const members = (HOST_API_MEMBERS as Record<string, readonly string[]>)[group];
  if (!members) return false;
  return member === undefined || members.includes(member);
}
