// The package's public surface: each feature folder's index names what it exports (ARCHITECTURE.md §8), and this
// index gathers the folders. A name two folders both export is an error here (TS2308), never silently dropped.

export * from './api-client';
export * from './cities';
export * from './constants';
export * from './entities';
export * from './errors';
export * from './form-field';
export * from './host-api';
export * from './i18n';
export * from './locale-links';
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
export * from './insurance';
