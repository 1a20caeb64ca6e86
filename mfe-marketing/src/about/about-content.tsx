import type { HostApi } from '@jetkiz/contracts';
import { quotedTerms } from '../amounts';
import { buttonClass } from '@jetkiz/web-kit';
import { Checklist, ContentPage, ContentSection, ParcelAndTripButtons, TextCards, pageStyles } from '../controls';
import { useTexts } from '../i18n';

const VALUES = ['trust', 'fairness', 'simplicity'] as const;
const FEATURES = ['matching', 'chat', 'payment', 'insurance', 'courier', 'widgets'] as const;

/** The about page: why Jetkiz exists, what it stands for and what it offers. */
export function AboutContent({ host }: { host: HostApi }) {
  const { t, language } = useTexts('about');
  const terms = quotedTerms(language);
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ContentSection title={t('story.title')} texts={[t('story.problem'), t('story.solution')]} />

      <ContentSection title={t('values.title')}>
        <TextCards
          cards={VALUES.map((value) => ({ key: value, title: t(`values.${value}.title`), text: t(`values.${value}.text`, terms) }))}
        />
      </ContentSection>

      <ContentSection title={t('features.title')}>
        <Checklist items={FEATURES.map((feature) => t(`features.items.${feature}`))} />
      </ContentSection>

      <ContentSection title={t('support.title')} texts={[t('support.text', terms)]}>
        <button type="button" className={buttonClass('secondary')} onClick={() => host.modals.open('contact-form')}>
          {t('support.callMeBack')}
        </button>
      </ContentSection>

      <ContentSection cta title={t('cta.title')} texts={[t('cta.text')]}>
        <ParcelAndTripButtons host={host} className={pageStyles.actions} parcelLabel={t('cta.sendParcel')} tripLabel={t('cta.addTrip')} />
      </ContentSection>
    </ContentPage>
  );
}
