import { quotedTerms } from '../amounts';
import { useTexts } from '../i18n';
import { LandingSection, TextCards } from '../controls';

const ADVANTAGES = ['freePrice', 'safePayment', 'verification', 'insurance', 'courier', 'commission', 'refund', 'since'] as const;

/** The key offers of spec §1. */
export function Advantages() {
  const { t, language } = useTexts('home');
  const terms = quotedTerms(language);
  return (
    <LandingSection title={t('advantages.title')}>
      <TextCards
        look="outlined"
        cards={ADVANTAGES.map((advantage) => ({
          key: advantage,
          title: t(`advantages.items.${advantage}.title`),
          text: t(`advantages.items.${advantage}.text`, terms),
        }))}
      />
    </LandingSection>
  );
}
