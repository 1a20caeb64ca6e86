import type { HostApi, MarketingModalName, MarketingModalProps } from '@jetkiz/contracts';
import type { ComponentType } from 'react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextPart } from '../i18n';
import { MARKETING_NAMESPACE, languageOfI18n, loadMarketingTexts } from '../i18n';

interface ModalModule {
  View: ComponentType<{ host: HostApi }>;
  texts: TextPart;
}

const MODALS: Readonly<Record<MarketingModalName, ModalModule>> = {
  contacts: { View: lazy(() => import('../contacts').then((module) => ({ default: module.ContactsModal }))), texts: 'contacts' },
  'contact-form': { View: lazy(() => import('../contact-form').then((module) => ({ default: module.ContactForm }))), texts: 'contactForm' },
};

/** The contacts and contact-form modals, each its own chunk. */
export default function Modal({ host, name }: MarketingModalProps) {
  const { i18n } = useTranslation(MARKETING_NAMESPACE);
  const { View, texts } = MODALS[name];
  loadMarketingTexts(languageOfI18n(i18n.language), texts).catch(() => undefined);
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <View host={host} />
    </Suspense>
  );
}
