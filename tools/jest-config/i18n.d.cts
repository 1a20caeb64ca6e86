import type { i18n } from 'i18next';
export function initTestI18n(language?: 'ru' | 'kk' | 'en'): Promise<i18n>;
