import { useProfileTexts } from '../i18n';
import { NotFoundState, useDocumentTitle } from '../ui';
import styles from './pages.module.css';

export function NotFoundPage() {
  const { t } = useProfileTexts();
  useDocumentTitle(t('notFound.title'));
  return <NotFoundState className={styles.notFound} titleId="not-found-title" title={t('notFound.title')} text={t('notFound.text')} />;
}
