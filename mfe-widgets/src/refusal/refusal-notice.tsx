import { useTranslation } from 'react-i18next';
import { WIDGETS_NAMESPACE } from '../i18n';
import styles from './refusal-notice.module.css';

/** What a frame on a page that is not a configured partner shows instead of the widget. */
export function RefusalNotice() {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <section className={styles.notice} role="alert" aria-labelledby="widget-refused-title">
      <h1 id="widget-refused-title" className={styles.title}>
        {t('refused.title')}
      </h1>
      <p>{t('refused.text')}</p>
    </section>
  );
}
