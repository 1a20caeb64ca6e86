import { useState } from 'react';
import { VIDEO_POSTER } from '../illustrations';
import { useTexts } from '../i18n';
import styles from './home.module.css';

/** The privacy-enhanced player: YouTube sets no cookie until the visitor plays the video. */
export function promoVideoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A facade: our own poster and a play button; the player (and everything it downloads from YouTube) is loaded only
 * when the visitor asks for it.
 */
export function PromoVideo({ videoId }: { videoId: string }) {
  const { t } = useTexts('home');
  const [playing, setPlaying] = useState(false);
  return playing ? (
    <iframe
      className={styles.videoFrame}
      src={promoVideoEmbedUrl(videoId)}
      title={t('video.title')}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  ) : (
    <button type="button" className={styles.videoFacade} onClick={() => setPlaying(true)}>
      {/* the button's own words name it; the poster only sets the scene */}
      <img {...VIDEO_POSTER} alt="" />
      <span className={styles.playIcon} aria-hidden="true">
        ▶
      </span>
      <span className={styles.videoLabel}>{t('video.play')}</span>
    </button>
  );
}
