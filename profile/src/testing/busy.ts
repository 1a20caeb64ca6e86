import type { LanguageCode } from '@jetkiz/contracts';

/** The API overloaded (spec §8's 503, come back in 30 seconds), and what the profile says to it. */
export const BUSY_FOR_30_SECONDS = {
  answer: { status: 503, headers: { 'Retry-After': '30' }, body: { error_type: 'service_busy' } },
  said: {
    ru: 'Сервис сейчас перегружен. Повторите через 30 секунд.',
    kk: 'Қызмет қазір шамадан тыс жүктелген. 30 секундтан кейін қайталап көріңіз.',
    en: 'The service is busy right now. Try again in 30 seconds.',
  } satisfies Record<LanguageCode, string>,
} as const;
