import { createApiClient } from '../../api-client';
import { createSessionDrafts } from '../session-drafts';
import type { HostApi } from '../host-api';
import { HostContractError, strictHost } from './strict-host';

function plainHost(): HostApi {
  return {
    session: {
      token: 'token-1',
      user: null,
      isLoggedIn: true,
      logIn: async () => undefined,
      refreshUser: async () => undefined,
      logout: async () => undefined,
    },
    locale: { current: 'kz', language: 'kk', switchTo: () => undefined },
    modals: { current: null, loading: false, open: () => undefined, close: () => undefined, setLoading: () => undefined },
    alerts: { show: () => undefined },
    navigation: {
      go: () => undefined,
      href: (path) => `/kz${path}`,
      profileUrl: () => 'https://profile.test/',
      profileHandoffUrl: async () => 'https://profile.test/',
    },
    drafts: createSessionDrafts(window.sessionStorage),
    api: createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null, getLanguage: () => 'kk', onUnauthorized: () => undefined }),
    config: {
      apiUrl: 'http://127.0.0.1:9',
      profileUrl: 'https://profile.test',
      widgetsUrl: 'https://widgets.test',
      siteUrl: 'https://site.test',
      partnerOrigins: [],
    },
  };
}

describe('strictHost', () => {
  it('answers every call the contract names, as the host it wraps', () => {
    const host = strictHost(plainHost());
    expect(host.session.token).toBe('token-1');
    expect(host.locale.language).toBe('kk');
    expect(host.navigation.href('/prices')).toBe('/kz/prices');
    expect(host.config.recaptchaSiteKey).toBeUndefined();
    expect(typeof host.api.parcels.create).toBe('function');
  });

  it('throws on a group or member the contract does not name', () => {
    const host = strictHost(plainHost()) as unknown as Record<string, Record<string, unknown>>;
    expect(() => host.chat).toThrow(new HostContractError('host.chat is not part of the HostApi contract (shared-contracts/src/host-api)'));
    expect(() => host.session!.switchAccount).toThrow(HostContractError);
    expect(() => host.modals!.openInsurance).toThrow('host.modals.openInsurance');
  });

  it("runs a group's methods on the group itself, so their own fields stay reachable", async () => {
    class Session {
      token: string | null = null;
      user = null;
      private readonly issued = 'token-2';
      get isLoggedIn() {
        return this.token !== null;
      }
      async logIn() {
        this.token = this.issued;
      }
      async refreshUser() {}
      async logout() {}
    }
    const session = new Session();
    const host = strictHost({ ...plainHost(), session });
    await host.session.logIn('ignored');
    expect(host.session.isLoggedIn).toBe(true);
    expect(session.token).toBe('token-2');
    expect(host.session.logIn).toBe(host.session.logIn);
  });

  it("hands out a test's spies as they are", () => {
    const show = jest.fn();
    const host = strictHost({ ...plainHost(), alerts: { show } });
    host.alerts.show('errors.tryAgain', 'error');
    expect(host.alerts.show).toHaveBeenCalledWith('errors.tryAgain', 'error');
  });

  it('lets test tools look at it without failing', async () => {
    const host = strictHost(plainHost());
    expect(host).toEqual(host);
    await expect(Promise.resolve(host.alerts)).resolves.toBe(host.alerts);
  });
});
