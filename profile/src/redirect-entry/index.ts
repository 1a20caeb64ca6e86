export { ENTRY_ALERT_KEYS, isEntryAlertKey } from './entry-alerts';
export type { EntryAlertKey } from './entry-alerts';
export { AlertNotice } from './entry-notices';
export { FOCUS_PARAMS, focusOf } from './redirect-decision';
export type { EntryFocus } from './redirect-decision';
export { RedirectEntry, entryAlertOf } from './redirect-entry';
