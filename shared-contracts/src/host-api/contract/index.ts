export { HOST_API_MEMBERS, isHostMember } from './host-api-members';
export type { HostGroup } from './host-api-members';
export { HostContractError, strictHost } from './strict-host';
export { hostCallsOutsideContract, listHostCalls } from './host-calls';
export type { HostCall } from './host-calls';
