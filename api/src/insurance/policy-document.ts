import type { InsurerContact } from '@jetkiz/contracts';
import type { InsuredParcel } from '../db/insurance-tables';
import { siteLocaleOf, type Localized, type SiteLocale } from '../http';
import { fillTemplate } from '../outbox';
import type { InsuredPerson } from './insurer';
import type { PolicyPersons } from './policy-records';
import TEXTS from './insurance-texts.json';

const texts = TEXTS satisfies Record<string, Localized>;

export interface PolicyDocument {
  number: string;
  status: 'issued' | 'cancelled';
  /** YYYY-MM-DD */
  issuedOn: string;
  persons: PolicyPersons;
  parcel: InsuredParcel;
  route: string;
  tripDate: string;
  /** tiyn */
  cost: number;
  commission: number;
  price: number;
  deliveryPrice: number;
  contact: InsurerContact;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** Tiyn as tenge with the locale's grouping, e.g. 12 500,50 ₸. */
export function tengeText(tiyn: number, locale: SiteLocale): string {
  const language = locale === 'kz' ? 'kk-KZ' : locale === 'ru' ? 'ru-RU' : 'en-GB';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(tiyn / 100);
}

function row(label: string, value: string): string {
  return `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
}

function personTable(title: string, person: InsuredPerson, locale: SiteLocale): string {
  const document = `${texts[person.documentType][locale]} ${person.documentNumber}, ${person.documentIssueDate}`;
  return [
    `<h2>${escapeHtml(title)}</h2><table>`,
    row(texts.documentFio[locale], person.fio),
    row(texts.documentIin[locale], person.iin),
    row(texts.documentResident[locale], person.resident ? texts.yes[locale] : texts.no[locale]),
    row(texts.documentDocument[locale], document),
    row(texts.documentAddress[locale], person.address),
    row(texts.documentPhone[locale], `+${person.mobilePhone}`),
    '</table>',
  ].join('');
}

/** The policy as a page the owner prints (a plain page for the browser's print): every value escaped, no script. */
export function policyDocumentHtml(policy: PolicyDocument, localeCode: string): string {
  const locale = siteLocaleOf(localeCode);
  const tenge = (tiyn: number) => `${tengeText(tiyn, locale)} ₸`;
  const title = fillTemplate(texts.documentTitle[locale], { number: policy.number });
  const { parcel, contact } = policy;
  const status = policy.status === 'issued' ? texts.statusIssued[locale] : texts.statusCancelled[locale];
  return `<!doctype html>
<html lang="${locale === 'kz' ? 'kk' : locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}table{border-collapse:collapse;width:100%;margin-bottom:1rem}th,td{border:1px solid #bbb;padding:.35rem .5rem;text-align:left;vertical-align:top}th{width:40%;font-weight:600}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<table>${row(texts.documentStatus[locale], status)}${row(texts.documentIssuedAt[locale], policy.issuedOn)}${row(texts.documentInsurer[locale], contact.name)}</table>
${personTable(texts.documentPolicyholder[locale], policy.persons.insurer, locale)}
${personTable(texts.documentInsured[locale], policy.persons.insured, locale)}
${personTable(texts.documentDeliveryMan[locale], policy.persons.deliveryMan, locale)}
<h2>${escapeHtml(texts.documentParcel[locale])}</h2><table>
${row(texts.documentDescription[locale], parcel.description)}
${row(texts.documentSize[locale], `${parcel.length} × ${parcel.width} × ${parcel.height}`)}
${row(texts.documentWeight[locale], String(parcel.weight))}
${row(texts.documentRoute[locale], `${policy.route}, ${policy.tripDate}`)}
${row(texts.documentCost[locale], tenge(policy.cost))}
${row(texts.documentCommission[locale], tenge(policy.commission))}
${row(texts.documentPrice[locale], tenge(policy.price))}
${row(texts.documentDeliveryPrice[locale], tenge(policy.deliveryPrice))}
</table>
<h2>${escapeHtml(texts.documentContact[locale])}</h2><table>
${row(texts.documentInsurer[locale], contact.name)}${row(texts.documentPhone[locale], `+${contact.phone}`)}${row(texts.documentEmail[locale], contact.email)}${row(texts.documentSite[locale], contact.url)}
</table>
</body></html>`;
}
