import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_NAMESPACE } from '../i18n';
import { PageFrame } from '../controls';

/** The frame of the board page: its title and lead above the board. */
export function TripBoardPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  return (
    <PageFrame title={t('board.title')} lead={t('board.lead')}>
      {children}
    </PageFrame>
  );
}
