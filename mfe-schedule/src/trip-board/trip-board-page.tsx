import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_NAMESPACE } from '../i18n';
import styles from './trip-board.module.css';

/** The frame of the board page: its title and lead above the board. */
export function TripBoardPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('board.title')}</h1>
        <p>{t('board.lead')}</p>
      </header>
      {children}
    </div>
  );
}
