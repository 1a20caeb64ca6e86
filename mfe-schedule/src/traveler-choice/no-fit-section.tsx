import type { LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@jetkiz/web-kit';
import { TextField, Form } from '@jetkiz/web-kit/forms';
import { StatePanel } from '../controls';
import { formatTripDate } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import type { TravelerChoiceStore } from './traveler-choice-store';
import styles from './traveler-choice.module.css';

interface NoFitSectionProps {
  store: TravelerChoiceStore;
  language: LanguageCode;
  route: { from: string; to: string };
  /** The public trips on the parcel's route, composed by the app. */
  routeBoard: ReactNode;
}

/** Nobody fits yet (spec §1): the request is accepted and the owner will be notified; meanwhile, a later deadline or the route's trips. */
export const NoFitSection = observer(function NoFitSection({ store, language, route, routeBoard }: NoFitSectionProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const moveTitleId = useId();
  const boardTitleId = useId();
  const field = store.deadlineForm.fields.deadline;
  const deadline = store.parcel ? formatTripDate(store.parcel.deadline, language) : '';
  return (
    <>
      <StatePanel title={t('noFit.title')} tone="success">
        <p>{t('noFit.text', { from: route.from, to: route.to, deadline })}</p>
        <p>{t('noFit.notify')}</p>
        {store.movedDeadline && <p>{t('noFit.moved', { date: formatTripDate(store.movedDeadline, language) })}</p>}
      </StatePanel>

      <section className={styles.section} aria-labelledby={moveTitleId}>
        <h2 id={moveTitleId}>{t('noFit.moveTitle')}</h2>
        <p>{t('noFit.moveText')}</p>
        <Form className={styles.deadlineForm} onSubmit={() => void store.moveDeadline()}>
          <TextField type="date" name="deadline" label={t('noFit.newDeadline')} field={field} min={store.earliestNewDeadline} />
          <button type="submit" className={buttonClass()} disabled={store.movingDeadline} aria-busy={store.movingDeadline}>
            {store.movingDeadline ? t('noFit.moving') : t('noFit.move')}
          </button>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby={boardTitleId}>
        <h2 id={boardTitleId}>{t('noFit.boardTitle')}</h2>
        <p>{t('noFit.boardText')}</p>
        {routeBoard}
      </section>
    </>
  );
});
