import type { WidgetToHostMessage } from '@jetkiz/contracts';

/** Whose the widget's calls are: the token the host handed over, or none for a guest. */
export interface WidgetSession {
  readonly token: string | null;
  /** false until the host has said whether someone is logged in (or stayed silent too long) */
  readonly known: boolean;
  /** a 401: the token is no good any more */
  clear(): void;
}

/** Where the widget's messages go: the page that framed it. */
export interface WidgetOutlet {
  send(message: WidgetToHostMessage): void;
  /**
   * The parent is the site itself: it shows alerts and modals, navigates, and can finish a sign-up with a draft.
   * A partner page (or no parent) does none of that, so the widget shows and links those things itself.
   */
  readonly toSite: boolean;
}

export const NO_OUTLET: WidgetOutlet = { send: () => {}, toSite: false };
