import { useId } from 'react';
import { formatLongDate, quotedTerms } from '../amounts';
import { pageStyles } from '../controls';
import { useTextParts, useTexts } from '../i18n';
import styles from './legal.module.css';

export type LegalPart = 'publicOffer' | 'insuranceConditions' | 'confidentialityPolicy' | 'paymentRules';

/** The date the current versions of the documents took effect. */
export const LEGAL_EDITION = '2026-03-01';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** One legal document: title, edition, contents and numbered sections; its texts load with it. */
export function LegalDocument({ part }: { part: LegalPart }) {
  useTextParts(['legal', part]);
  const { t: legal, language } = useTexts('legal');
  const { t } = useTexts(part);
  const baseId = useId();
  const terms = quotedTerms(language);
  const sections = t('sections', { returnObjects: true, ...terms }) as unknown as LegalSection[];
  const edition = formatLongDate(LEGAL_EDITION, language);
  const sectionId = (index: number) => `section-${index + 1}`;

  return (
    <article className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={styles.edition}>{legal('edition', { date: edition })}</p>
      </header>
      <nav className={styles.contents} aria-labelledby={`${baseId}-contents`}>
        <h2 id={`${baseId}-contents`} className={styles.contentsTitle}>
          {legal('contents')}
        </h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={sectionId(index)} className={styles.section} aria-labelledby={`${sectionId(index)}-heading`}>
          <h2 id={`${sectionId(index)}-heading`} className={styles.heading}>
            {`${index + 1}. ${section.heading}`}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={styles.questions}>{legal('questions', terms)}</p>
    </article>
  );
}
