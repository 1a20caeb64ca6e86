import { useCourierTexts } from './courier-texts';
import styles from './courier.module.css';

/** The whole way of an order, numbered from 1 (spec §4). */
export const COURIER_STEPS = ['points', 'estimate', 'order', 'payment', 'tracking'] as const;
export type CourierStep = (typeof COURIER_STEPS)[number];

/** Where the order stands among its steps: 'Step 2 of 5', with every step's name. */
export function OrderSteps({ current }: { current: CourierStep }) {
  const { t } = useCourierTexts();
  const number = COURIER_STEPS.indexOf(current) + 1;
  return (
    <nav aria-label={t('steps.label')} className={styles.steps}>
      <p className={styles.stepNow}>{t('steps.current', { number, total: COURIER_STEPS.length })}</p>
      <ol className={styles.stepList}>
        {COURIER_STEPS.map((step, index) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} data-done={index + 1 < number || undefined}>
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
