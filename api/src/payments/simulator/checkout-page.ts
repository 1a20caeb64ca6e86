import type { Localized, SiteLocale } from '../../http';
import TEXTS from './checkout-texts.json';
import { SIMULATED_PAYOUT_CARD } from './simulated-provider';

const texts = TEXTS satisfies Record<string, Localized>;
type TextKey = keyof typeof texts;

const HTML_LANG: Record<SiteLocale, string> = { ru: 'ru', kz: 'kk', en: 'en' };
const INTL_LOCALE: Record<SiteLocale, string> = { ru: 'ru-RU', kz: 'kk-KZ', en: 'en-US' };

/** Tiyn as tenge the locale's way, ₸ after a no-break space: '12 500 ₸', '12,500 ₸', '99,50 ₸'. */
export function formatTiyn(amountTiyn: number, locale: SiteLocale): string {
  const digits = amountTiyn % 100 === 0 ? 0 : 2;
  const tenge = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amountTiyn / 100,
  );
  return `${tenge}\u00a0₸`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(locale: SiteLocale, body: string, title: TextKey = 'title'): string {
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts[title][locale])}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f5f6f8;color:#1a1a1a}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:2px solid #0b57d0;cursor:pointer}
.pay{background:#0b57d0;color:#fff}.decline{background:#fff;color:#0b57d0}button:focus-visible{outline:3px solid #f9ab00;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface CheckoutView {
  amount: number;
  description: string;
  /** {checkoutUrl} with the page's language: the forms post to {action}/pay and {action}/decline */
  action: string;
  lang: SiteLocale;
}

/** A fact the page shows: its label and its value (plain text, escaped here). */
interface Fact {
  label: TextKey;
  value: string;
  testId?: string;
}

/** One button's form: it posts to {action}/{path} in the page's language. */
interface PageAction {
  path: string;
  label: TextKey;
}

/** A page asking for one of two answers: what it is about, then the main button and the other one (plain forms, no script). */
function answerPage(
  lang: SiteLocale,
  action: string,
  keys: { heading: TextKey; notice: TextKey; title: TextKey },
  facts: Fact[],
  [main, other]: [PageAction, PageAction],
): string {
  const t = (key: TextKey) => escapeHtml(texts[key][lang]);
  const query = `?lang=${lang}`;
  const fact = ({ label, value, testId }: Fact) =>
    `<dt>${t(label)}</dt><dd${testId ? ` data-testid="${testId}"` : ''}>${escapeHtml(value)}</dd>`;
  const form = ({ path, label }: PageAction, kind: 'pay' | 'decline') =>
    `<form method="post" action="${escapeHtml(`${action}/${path}${query}`)}"><button type="submit" class="${kind}">${t(label)}</button></form>`;
  return page(
    lang,
    `<h1>${t(keys.heading)}</h1>
<p role="note">${t(keys.notice)}</p>
<dl>${facts.map(fact).join('\n')}</dl>
<div class="actions">
${form(main, 'pay')}
${form(other, 'decline')}
</div>`,
    keys.title,
  );
}

/** The checkout: the amount, what it is for, and the Pay and Decline buttons. */
export function checkoutPage({ amount, description, action, lang }: CheckoutView): string {
  return answerPage(
    lang,
    action,
    { heading: 'heading', notice: 'notice', title: 'title' },
    [
      { label: 'amount', value: formatTiyn(amount, lang), testId: 'amount' },
      { label: 'description', value: description },
    ],
    [
      { path: 'pay', label: 'pay' },
      { path: 'decline', label: 'decline' },
    ],
  );
}

export type CheckoutNotice = 'alreadyPaid' | 'alreadyDeclined' | 'closed' | 'notFound';

/** A page saying why nothing happened, with a way back to the deal when there is one. */
export function noticePage(notice: CheckoutNotice, lang: SiteLocale, returnUrl?: string): string {
  return explanation(lang, { heading: 'heading', message: notice, back: 'back', title: 'title' }, returnUrl);
}

function explanation(
  lang: SiteLocale,
  keys: { heading: TextKey; message: TextKey; back: TextKey; title: TextKey },
  returnUrl: string | undefined,
): string {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(texts[keys.back][lang])}</a></p>` : '';
  const body = `<h1>${escapeHtml(texts[keys.heading][lang])}</h1>\n<p role="alert">${escapeHtml(texts[keys.message][lang])}</p>\n${back}`;
  return page(lang, body, keys.title);
}

/** The simulated card page: the test card it saves, and Save and Cancel (posting to {action}/save, /cancel). */
export function cardPage({ action, lang }: { action: string; lang: SiteLocale }): string {
  return answerPage(
    lang,
    action,
    { heading: 'cardHeading', notice: 'cardNotice', title: 'cardTitle' },
    [{ label: 'card', value: `${SIMULATED_PAYOUT_CARD.brand} ${SIMULATED_PAYOUT_CARD.maskedPan}`, testId: 'card' }],
    [
      { path: 'save', label: 'saveCard' },
      { path: 'cancel', label: 'cancel' },
    ],
  );
}

/** Why the card page did nothing (used already, or no such page), with a way back to the profile when there is one. */
export function cardNoticePage(notice: 'cardDone' | 'cardNotFound', lang: SiteLocale, returnUrl?: string): string {
  return explanation(lang, { heading: 'cardHeading', message: notice, back: 'backToFinance', title: 'cardTitle' }, returnUrl);
}
