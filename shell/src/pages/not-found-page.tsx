import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellStores } from '../app/shell-stores-context';
import { withLocale } from '../locale';
import styles from './not-found-page.module.css';

export const NotFoundPage = observer(function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { locale } = useShellStores();
  return (
    <section className={styles.page}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={withLocale(locale.current, '/')}>{t('notFound.home')}</Link>
    </section>
  );
});
