import { COMMON_NAMESPACE, formatPhone, MESSAGE_KEYS } from '@jetkiz/contracts';
import type { HostApi, ModalParams } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { useTranslation } from 'react-i18next';
import { refusalMessageKey } from './insurer-refusal';
import { useInsuranceTexts } from './insurance-texts';
import styles from './insurance.module.css';

/**
 * The 'insurance error' modal (spec §2, §8): the insurer cannot conclude a contract, why, and how to reach the
 * insurer. `params` are what openRefusal put there.
 */
export function RefusalNotice({ host, params }: { host: HostApi; params: ModalParams }) {
  const { t } = useInsuranceTexts();
  const common = useTranslation(COMMON_NAMESPACE);
  const reasonKey = refusalMessageKey(params.reason);
  const hasContact = Boolean(params.name || params.phone || params.email || params.url);
  return (
    <section className={styles.widget}>
      <h2 className={styles.stepTitle}>{t('refusal.title')}</h2>
      <p>{common.t(MESSAGE_KEYS.insurerCannotConclude)}</p>
      {reasonKey !== MESSAGE_KEYS.insurerCannotConclude && (
        <p>
          {t('refusal.reason')}: {common.t(reasonKey)}
        </p>
      )}
      {hasContact && (
        <>
          <h3 className={styles.stepTitle}>{t('refusal.contact')}</h3>
          <ul className={styles.contact}>
            {params.name && <li>{params.name}</li>}
            {params.phone && (
              <li>
                <a href={`tel:+${params.phone.replace(/\D/g, '')}`}>{formatPhone(params.phone)}</a>
              </li>
            )}
            {params.email && (
              <li>
                <a href={`mailto:${params.email}`}>{params.email}</a>
              </li>
            )}
            {params.url && /^https?:\/\//.test(params.url) && (
              <li>
                <a href={params.url} target="_blank" rel="noopener noreferrer">
                  {params.url}
                </a>
              </li>
            )}
          </ul>
        </>
      )}
      <div>
        <Button variant="secondary" onClick={() => host.modals.close()}>
          {t('refusal.close')}
        </Button>
      </div>
    </section>
  );
}
