import type { HostApi } from '@jetkiz/contracts';
import { requiredContext } from '@jetkiz/web-kit';

/** The HostApi the shell hands its remotes; outside HostProvider, useHost throws. */
export const [HostProvider, useHost] = requiredContext<HostApi>('HostApi');
