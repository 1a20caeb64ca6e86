import type { MarketingPage } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { MARKETING_NAMESPACE } from '../i18n';
import styles from './marketing-page.module.css';

/** A page of the public site. Its sections and copy grow in the marketing issue. */
export function MarketingPageView({ page }: { page: MarketingPage }) {
  const { t } = useTranslation(MARKETING_NAMESPACE);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t(`${page}.title`)}</h1>
      <p className={styles.lead}>{t(`${page}.lead`)}</p>
    </article>
  );
}
