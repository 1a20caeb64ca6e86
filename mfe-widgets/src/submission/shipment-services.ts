import type { ApiClient, LanguageCode } from '@jetkiz/contracts';
import type { BotCheck } from '@jetkiz/contracts';
import type { WidgetOutlet, WidgetSession } from '../bridge';

/** What a widget form needs from the page it runs in. */
export interface ShipmentServices {
  api: ApiClient;
  session: WidgetSession;
  outlet: WidgetOutlet;
  botCheck: BotCheck;
  language: LanguageCode;
}

/** A guest either hands the draft to the site's sign-up, or goes on without an account. */
export type GuestMode = 'signup' | 'guest';

/** Where a guest's checked draft goes to be sent: into a sign-up, or into the login of an existing account. */
export type HandOverTo = 'signup' | 'login';
