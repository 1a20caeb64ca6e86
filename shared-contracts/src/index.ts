// Each feature folder's index names what it exports; the package only gathers the folders. The package is an ES
// module ("type": "module"), so Node under tsx sees every name behind `export *`.

export * from './api-client';
export * from './cities';
export * from './constants';
export type * from './entities';
export * from './errors';
export * from './form-field';
export * from './host-api';
export * from './i18n';
export * from './remotes';
export * from './validation';
export * from './widget-protocol';
export * from './contacts';
export * from './deals';
export * from './chat';
export * from './reviews';
export * from './bot-check';
export * from './geo';
export * from './logistics';
