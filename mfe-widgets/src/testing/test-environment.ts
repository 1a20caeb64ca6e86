import { createApiClient } from '@jetkiz/contracts';
import type { LanguageCode, ParcelPrefill, WidgetName, WidgetToHostMessage } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import type { WidgetEnvironment } from '../app';
import type { WidgetOutlet, WidgetSession } from '../bridge';
import type { BotCheck } from '@jetkiz/contracts';

export const CITIES = [
  { id: 1, name_ru: 'Алматы', name_kk: 'Алматы', name_en: 'Almaty', latitude: 43.24, longitude: 76.89 },
  { id: 2, name_ru: 'Астана', name_kk: 'Астана', name_en: 'Astana', latitude: 51.17, longitude: 71.45 },
  { id: 3, name_ru: 'Шымкент', name_kk: 'Шымкент', name_en: 'Shymkent', latitude: 42.34, longitude: 69.59 },
];

/** What the widget said to its parent, without the frame's own bookkeeping (height, loading). */
export function said(sent: readonly WidgetToHostMessage[]): WidgetToHostMessage[] {
  return sent.filter((message) => message.type !== 'resize' && message.type !== 'loading');
}

class TestSession implements WidgetSession {
  constructor(public token: string | null) {
    makeAutoObservable(this);
  }
  known = true;
  clear(): void {
    this.token = null;
  }
}

export interface TestEnvironment {
  environment: WidgetEnvironment;
  /** every message the widget sent to its parent */
  sent: WidgetToHostMessage[];
  session: TestSession;
  cityId: { value: number | null };
}

/** Test support: a widget environment whose API client talks to a real server and whose parent records messages. */
export function createTestEnvironment({
  apiUrl,
  widget,
  token = null,
  toSite = true,
  language = 'en',
  prefill = {},
  botCheck = { fieldsFor: async (action) => ({ google_recaptcha_action: action, google_recaptcha_token: 'bot-token' }) },
}: {
  apiUrl: string;
  widget: WidgetName;
  token?: string | null;
  toSite?: boolean;
  language?: LanguageCode;
  prefill?: ParcelPrefill;
  botCheck?: BotCheck;
}): TestEnvironment {
  const sent: WidgetToHostMessage[] = [];
  const session = new TestSession(token);
  const cityId = makeAutoObservable({ value: null as number | null });
  const outlet: WidgetOutlet = { send: (message) => sent.push(message), toSite };
  const environment: WidgetEnvironment = {
    widget,
    language,
    api: createApiClient({
      baseUrl: apiUrl,
      getToken: () => session.token,
      getLanguage: () => language,
      onUnauthorized: () => session.clear(),
    }),
    session,
    outlet,
    botCheck,
    links: {
      schedule: (id, guestToken) => `https://jetkiz.test/en/schedule/${id}${guestToken ? `?guest_token=${guestToken}` : ''}`,
      profileTravels: 'https://profile.jetkiz.test/travels',
      target: toSite ? undefined : '_blank',
    },
    prefill,
    presetCityId: () => cityId.value,
    start: () => () => {},
  };
  return { environment, sent, session, cityId };
}
