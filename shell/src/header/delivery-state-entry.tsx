import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useHost } from '../host-api';
import styles from './site-header.module.css';

/**
 * The way into the 'delivery state' modal while the user has a courier delivery under way: asked once on load and
 * on each navigation. It lives in the logged-in menu's chunk, so an anonymous visit loads and asks nothing.
 */
export const DeliveryStateEntry = observer(function DeliveryStateEntry({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const { pathname, search } = useLocation();
  const token = host.session.token;
  const [active, setActive] = useState(0);

  useEffect(() => {
    let current = true;
    host.api.logistics
      .mine({ active: true })
      .then(({ claims }) => current && setActive(claims.length))
      .catch(() => current && setActive(0));
    return () => {
      current = false;
    };
  }, [host, token, pathname, search]);

  if (active === 0) return null;
  return (
    <button type="button" className={styles.navButton} onClick={onOpen}>
      {t('header.deliveryState', { number: active })}
    </button>
  );
});
