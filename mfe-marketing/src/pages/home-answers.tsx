import type { HostApi } from '@jetkiz/contracts';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNearViewport } from '@jetkiz/web-kit';
import { loadMarketingTexts, useTexts } from '../i18n';
import { LandingSection } from '../controls';
import styles from './pages.module.css';

// Below the fold: code and texts come when the visitor gets near, not with the first screen.
const Faq = lazy(() => import('../faq').then((module) => ({ default: module.Faq })));
const Reviews = lazy(() => import('../reviews').then((module) => ({ default: module.Reviews })));

const ANCHORS = ['faq', 'reviews'];

function linkedAnchor(): string | null {
  const anchor = window.location.hash.slice(1);
  return ANCHORS.includes(anchor) ? anchor : null;
}

/** The section the address links to, read after the first render: the prerendered page knows no hash. */
function useLinkedAnchor(): string | null {
  const [anchor, setAnchor] = useState<string | null>(null);
  useEffect(() => setAnchor(linkedAnchor()), []);
  return anchor;
}

function AnswerSections({ host, loaded }: { host: HostApi; loaded: boolean }) {
  const { t } = useTexts('home');
  return (
    <>
      <LandingSection id="faq" title={t('faqTitle')}>
        {loaded ? <Faq /> : <div className={styles.faqPending} />}
      </LandingSection>
      <LandingSection id="reviews" title={t('reviewsTitle')}>
        {loaded ? <Reviews host={host} /> : <div className={styles.reviewsPending} />}
      </LandingSection>
    </>
  );
}

/** Once the answers are in, a `#faq` or `#reviews` link lands on its section even though the content came late. */
function ScrollToAnchor({ anchor }: { anchor: string | null }) {
  useEffect(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);
  return null;
}

/**
 * The FAQ (#faq) and the reviews (#reviews), below the fold: their texts are fetched when the visitor scrolls
 * towards them or arrives by one of their links, so the first screen does not wait for them.
 */
export function HomeAnswers({ host }: { host: HostApi }) {
  const { language } = useTexts('home');
  const anchor = useLinkedAnchor();
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(area, '600px', anchor !== null);
  if (near) {
    // The texts are fetched side by side with the code instead of after it.
    for (const part of ['faq', 'reviews'] as const) loadMarketingTexts(language, part).catch(() => undefined);
  }
  return (
    <div ref={setArea}>
      {near ? (
        <Suspense fallback={<AnswerSections host={host} loaded={false} />}>
          <AnswerSections host={host} loaded />
          <ScrollToAnchor anchor={anchor} />
        </Suspense>
      ) : (
        <AnswerSections host={host} loaded={false} />
      )}
    </div>
  );
}
