import { Link } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { useDocumentTitle } from '../ui';
import styles from './pages.module.css';

export function NotFoundPage() {
  const { t } = useProfileTexts();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
