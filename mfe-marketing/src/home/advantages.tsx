import { useId } from 'react';
import { quotedTerms } from '../amounts';
import { useTexts } from '../i18n';
import { TextCards, landingStyles } from '../controls';

const ADVANTAGES = ['freePrice', 'safePayment', 'verification', 'insurance', 'courier', 'commission', 'refund', 'since'] as const;

/** The key offers of spec §1. */
export function Advantages() {
  const { t, language } = useTexts('home');
  const terms = quotedTerms(language);
  const titleId = useId();
  return (
    <section className={landingStyles.section} aria-labelledby={titleId}>
      <div className={landingStyles.container}>
        <h2 id={titleId} className={landingStyles.sectionTitle}>
          {t('advantages.title')}
        </h2>
        <TextCards
          look="outlined"
          cards={ADVANTAGES.map((advantage) => ({
            key: advantage,
            title: t(`advantages.items.${advantage}.title`),
            text: t(`advantages.items.${advantage}.text`, terms),
          }))}
        />
      </div>
    </section>
  );
}
