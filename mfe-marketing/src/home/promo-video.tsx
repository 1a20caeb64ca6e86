import { SITE_CONTACTS } from '@jetkiz/contracts';
import { useState } from 'react';
import { useTexts } from '../i18n';
import styles from './home.module.css';

/** A light facade: the player (and everything it downloads) is loaded only when the visitor asks for it. */
export function PromoVideo() {
  const { t } = useTexts('home');
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          className={styles.videoFrame}
          src={`${SITE_CONTACTS.promoVideo}?autoplay=1&rel=0`}
          title={t('video.title')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.videoFacade} onClick={() => setPlaying(true)}>
          <span className={styles.playIcon} aria-hidden="true">
            ▶
          </span>
          <span>{t('video.play')}</span>
        </button>
      )}
    </div>
  );
}
