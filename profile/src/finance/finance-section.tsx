import { FINANCE_TRANSACTION_KINDS } from '@jetkiz/contracts';
import type { FinanceTransaction, LanguageCode } from '@jetkiz/contracts';
import { Button, TitledSection } from '@jetkiz/web-kit';
import { FormError, SelectField, TextField, plainField, Form } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfileTexts, useTextOf } from '../i18n';
import { formatDateTime, formatTiyn } from '../locale';
import { dealPath } from '../paths';
import { ConfirmDialog, Details, EmptyState, LoadFailedState, LoadingState, useLoadedPage } from '../ui';
import { isTransactionKind, type FinanceStore } from './finance-store';
import { CARD_MISSING_ID, PayoutCard } from './payout-card';
import type { PayoutCardStore } from './payout-card-store';
import styles from './finance.module.css';

interface FinanceSectionProps {
  store: FinanceStore;
  /** the card payouts go to */
  payoutCard: PayoutCardStore;
  language: LanguageCode;
  /** the time zone the list is written in; the browser's own by default */
  timeZone?: string;
}

/** `/finance`: the balance and what is held, the payout card and form, and the transaction list. */
export const FinanceSection = observer(function FinanceSection({ store, payoutCard, language, timeZone }: FinanceSectionProps) {
  const { t } = useProfileTexts();
  useLoadedPage(t('finance.title'), store);

  let body;
  if (store.state === 'loading') body = <LoadingState label={t('finance.loading')} />;
  else if (store.state === 'failed' || !store.finance)
    body = <LoadFailedState title={t('finance.failed')} failure={store.loadFailure} onRetry={() => void store.load()} />;
  else
    body = (
      <>
        <Balances store={store} language={language} />
        <PayoutCard store={payoutCard} />
        <PayoutForm store={store} cardMissing={payoutCard.missing} language={language} />
        <Transactions store={store} language={language} timeZone={timeZone} />
      </>
    );
  return (
    <section className={styles.page} aria-labelledby="finance-title">
      <h1 id="finance-title">{t('finance.title')}</h1>
      {body}
    </section>
  );
});

const Balances = observer(function Balances({ store, language }: { store: FinanceStore; language: LanguageCode }) {
  const { t } = useProfileTexts();
  const finance = store.finance!;
  return (
    <TitledSection className={styles.part} title={t('finance.balance.title')}>
      <p className={styles.balance}>{formatTiyn(finance.balance, language)}</p>
      <Details
        facts={[
          { term: t('finance.balance.held'), value: formatTiyn(finance.held_as_sender, language) },
          { term: t('finance.balance.pendingPayouts'), value: formatTiyn(finance.pending_payouts, language) },
        ]}
      />
      {finance.held_as_sender > 0 && <p className={styles.note}>{t('finance.balance.heldNote')}</p>}
    </TitledSection>
  );
});

const PayoutForm = observer(function PayoutForm({
  store,
  cardMissing,
  language,
}: {
  store: FinanceStore;
  /** no card is saved for payouts: the button says why a payout would be refused */
  cardMissing: boolean;
  language: LanguageCode;
}) {
  const { t } = useProfileTexts();
  const textOf = useTextOf();
  const [asking, setAsking] = useState(false);
  const amount = store.payoutAmount !== undefined && !Number.isNaN(store.payoutAmount) ? formatTiyn(store.payoutAmount, language) : '';
  return (
    <TitledSection className={styles.part} title={t('finance.payout.title')}>
      <p>{t('finance.payout.text')}</p>
      <Form
        className={styles.payout}
        onSubmit={() => {
          if (store.checkPayout()) setAsking(true);
        }}
      >
        <TextField
          field={store.payoutField}
          name="amount"
          label={t('finance.payout.amount')}
          hint={t('finance.payout.hint')}
          inputMode="decimal"
          autoComplete="off"
          required
          disabled={store.payingOut}
        />
        <div>
          <Button type="submit" disabled={store.payingOut} aria-describedby={cardMissing ? CARD_MISSING_ID : undefined}>
            {store.payingOut ? t('finance.payout.busy') : t('finance.payout.button')}
          </Button>
          {cardMissing && (
            <p id={CARD_MISSING_ID} className={styles.note}>
              {t('finance.card.neededForPayout')}
            </p>
          )}
        </div>
      </Form>
      <div aria-live="polite">
        {store.lastPayout && (
          <p className={styles.done}>
            {t(`finance.payout.sent.${store.lastPayout.status}`, { amount: formatTiyn(store.lastPayout.amount, language) })}
          </p>
        )}
      </div>
      {store.payoutError && <FormError>{textOf(store.payoutError)}</FormError>}
      {asking && (
        <ConfirmDialog
          question={t('finance.payout.question')}
          text={t('finance.payout.questionText', { amount })}
          confirmLabel={t('finance.payout.confirm')}
          busyLabel={t('finance.payout.busy')}
          keepLabel={t('deal.keep')}
          busy={store.payingOut}
          onConfirm={() => void store.payOut().then(() => setAsking(false))}
          onKeep={() => setAsking(false)}
        />
      )}
    </TitledSection>
  );
});

/** The first or last day of the transactions shown; a day the other bound rules out cannot be chosen. */
const DayFilter = observer(function DayFilter({
  store,
  name,
  ...bounds
}: {
  store: FinanceStore;
  name: 'from' | 'to';
  min?: string;
  max?: string;
}) {
  const { t } = useProfileTexts();
  return (
    <TextField
      field={plainField(store.filters[name], (value) => store.setFilter(name, value))}
      name={name}
      type="date"
      label={t(`finance.filters.${name}`)}
      {...bounds}
    />
  );
});

const Transactions = observer(function Transactions({ store, language, timeZone }: Omit<FinanceSectionProps, 'payoutCard'>) {
  const { t } = useProfileTexts();
  const finance = store.finance!;
  const kinds = FINANCE_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`finance.kind.${kind}`) }));
  return (
    <TitledSection className={styles.part} title={t('finance.transactions.title')}>
      <form className={styles.filters} role="search" aria-label={t('finance.filters.label')} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          field={plainField(store.filters.kind, (value) => store.setFilter('kind', isTransactionKind(value) ? value : ''))}
          name="kind"
          label={t('finance.filters.kind')}
          placeholder={t('finance.filters.allKinds')}
          options={kinds}
        />
        <DayFilter store={store} name="from" max={store.filters.to || undefined} />
        <DayFilter store={store} name="to" min={store.filters.from || undefined} />
        {store.filtered && (
          <div className={styles.clear}>
            <Button variant="secondary" onClick={() => store.clearFilters()}>
              {t('finance.filters.clear')}
            </Button>
          </div>
        )}
      </form>
      {finance.transactions.length === 0 ? (
        <EmptyState
          title={store.filtered ? t('finance.transactions.noneFiltered') : t('finance.transactions.none')}
          text={t('finance.transactions.noneText')}
        />
      ) : (
        <ul className={styles.transactions} aria-label={t('finance.transactions.title')}>
          {finance.transactions.map((transaction) => (
            <TransactionItem key={transaction.id} transaction={transaction} language={language} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {store.pageCount > 1 && (
        <nav className={styles.pages} aria-label={t('finance.pages.label')}>
          <Button variant="secondary" disabled={store.page <= 1} onClick={() => store.goToPage(store.page - 1)}>
            {t('finance.pages.previous')}
          </Button>
          <span aria-live="polite">{t('finance.pages.current', { page: store.page, pages: store.pageCount })}</span>
          <Button variant="secondary" disabled={store.page >= store.pageCount} onClick={() => store.goToPage(store.page + 1)}>
            {t('finance.pages.next')}
          </Button>
        </nav>
      )}
    </TitledSection>
  );
});

function TransactionItem({
  transaction,
  language,
  timeZone,
}: {
  transaction: FinanceTransaction;
  language: LanguageCode;
  timeZone?: string;
}) {
  const { t } = useProfileTexts();
  const incoming = transaction.amount > 0;
  return (
    <li className={styles.transaction}>
      <span className={styles.kind}>{t(`finance.kind.${transaction.kind}`)}</span>
      <span className={incoming ? styles.incoming : undefined}>
        {incoming ? '+' : ''}
        {formatTiyn(transaction.amount, language)}
      </span>
      <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at, language, timeZone)}</time>
      {transaction.bind_id !== null && <Link to={dealPath(transaction.bind_id)}>{t('finance.transactions.deal')}</Link>}
    </li>
  );
}
