import { createContext, useContext } from 'react';

/** What the app wants to know about remote loads: the progress bar follows them, the reload guard watches failures. */
export interface RemoteLoadEvents {
  started(): void;
  finished(): void;
  failed(error: unknown): void;
}

const IGNORED: RemoteLoadEvents = { started: () => undefined, finished: () => undefined, failed: () => undefined };

const RemoteEventsContext = createContext<RemoteLoadEvents>(IGNORED);

export const RemoteEventsProvider = RemoteEventsContext.Provider;

export function useRemoteEvents(): RemoteLoadEvents {
  return useContext(RemoteEventsContext);
}
