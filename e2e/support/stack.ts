import REMOTE_LIST from '@jetkiz/contracts/src/remotes/remote-list.json';

// Where the stack under test listens. E2E_PORT_OFFSET shifts every port so several stacks can run side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  shell: 3000 + offset,
  // the remotes' ports come from the one remote list
  marketing: REMOTE_LIST.marketing.port + offset,
  auth: REMOTE_LIST.auth.port + offset,
  schedule: REMOTE_LIST.schedule.port + offset,
  widgets: REMOTE_LIST.widgets.port + offset,
  logistics: REMOTE_LIST.logistics.port + offset,
  profile: 3100 + offset,
  /** a partner's site that frames the widgets (nothing is served there unless a test starts it) */
  partner: 3200 + offset,
  api: 4000 + offset,
} as const;

const origin = (port: number) => `http://localhost:${port}`;

export const ORIGINS = {
  site: origin(PORTS.shell),
  marketing: origin(PORTS.marketing),
  auth: origin(PORTS.auth),
  schedule: origin(PORTS.schedule),
  widgets: origin(PORTS.widgets),
  logistics: origin(PORTS.logistics),
  profile: origin(PORTS.profile),
  partner: origin(PORTS.partner),
  api: origin(PORTS.api),
} as const;

/** The env `npm start` gets so every part finds the others on the shifted ports. */
export function stackEnv(): Record<string, string> {
  return {
    SHELL_PORT: String(PORTS.shell),
    ...Object.fromEntries(
      Object.entries(REMOTE_LIST).map(([key, remote]) => [remote.portEnv, String(PORTS[key as keyof typeof REMOTE_LIST])]),
    ),
    PROFILE_PORT: String(PORTS.profile),
    API_PORT: String(PORTS.api),
    SITE_URL: ORIGINS.site,
    PROFILE_URL: ORIGINS.profile,
    CORS_ORIGINS: [ORIGINS.site, ORIGINS.profile, ORIGINS.widgets].join(','),
    PARTNER_ORIGINS: ORIGINS.partner,
    // journeys read SMS codes and e-mailed links at the API's /dev/outbox
    DEV_ROUTES: '1',
    // a well-formed YouTube id, so the home page shows its video facade; only marketing-media.spec.ts clicks it (and
    // blocks the player's request)
    PROMO_VIDEO_ID: 'JetkizPromo',
  };
}
