import type { AuthModalName, ModalParams } from '@jetkiz/contracts';
import { isAuthModal, MODAL_OWNERS, profileHandoffAddress } from '@jetkiz/contracts';
import type { AuthEnvironment } from '../auth-environment';

/** Where a flow sends the user when it is done. */
export type Destination =
  /** a full-page move to the profile host */
  | { to: 'profile'; url: string }
  /** a page of this site, e.g. '/schedule/5' */
  | { to: 'site'; path: string }
  | { to: 'modal'; name: AuthModalName; params: ModalParams }
  /** stay where the user is */
  | { to: 'here' };

/**
 * A full-page move to the profile host that hands the session over with a one-time code in the fragment (issue 15
 * item 9), never the token; the plain address for a guest or when the API gives no code.
 */
export function leaveForProfile(env: AuthEnvironment, url: string): void {
  void profileHandoffAddress(env.host.api, env.host.session.isLoggedIn, url).then(env.leave);
}

export function followDestination(env: AuthEnvironment, destination: Destination): void {
  const { host } = env;
  switch (destination.to) {
    case 'profile':
      leaveForProfile(env, destination.url);
      return;
    case 'site':
      host.modals.close();
      host.navigation.go(destination.path);
      return;
    case 'modal':
      host.modals.open(destination.name, destination.params);
      return;
    case 'here':
      host.modals.close();
  }
}

const NEXT = 'next';
const NEXT_URL = 'next_url';
const NEXT_PATH = 'next_path';
const NEXT_MODAL = 'next_modal';

/** A destination carried in modal params, for a modal shown on the way (e-mail confirmation after login). */
export function destinationToParams(destination: Destination): ModalParams {
  switch (destination.to) {
    case 'profile':
      return { [NEXT]: destination.to, [NEXT_URL]: destination.url };
    case 'site':
      return { [NEXT]: destination.to, [NEXT_PATH]: destination.path };
    case 'modal':
      return { ...destination.params, [NEXT]: destination.to, [NEXT_MODAL]: destination.name };
    case 'here':
      return {};
  }
}

function isModalName(name: string | undefined): name is AuthModalName {
  return !!name && Object.prototype.hasOwnProperty.call(MODAL_OWNERS, name) && isAuthModal(name as AuthModalName);
}

/** Only the profile host and this site are accepted from params: a link cannot send the user elsewhere. */
export function destinationFromParams(params: ModalParams, profileOrigin: string): Destination {
  const { [NEXT]: next, [NEXT_URL]: url, [NEXT_PATH]: path, [NEXT_MODAL]: modal, ...rest } = params;
  if (next === 'profile' && url && new URL(url, profileOrigin).origin === new URL(profileOrigin).origin) return { to: 'profile', url };
  if (next === 'site' && path?.startsWith('/') && !path.startsWith('//')) return { to: 'site', path };
  if (next === 'modal' && isModalName(modal)) return { to: 'modal', name: modal, params: rest };
  return { to: 'here' };
}
