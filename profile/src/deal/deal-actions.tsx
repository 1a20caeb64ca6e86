import { DELIVERY_CODE_LENGTH } from '@jetkiz/contracts';
import type { DealAction, LanguageCode } from '@jetkiz/contracts';
import { Button, TitledSection, type ButtonVariant } from '@jetkiz/web-kit';
import { CodeField, TextareaField, Form } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { formatTiyn } from '../locale';
import { dealPath, verificationPath } from '../paths';
import { ConfirmDialog, InlineError, LoadFailureReason } from '../ui';
import type { DealStep, DealStore } from './deal-store';
import styles from './deal.module.css';

/** The steps that ask once more before they are sent: every one that moves money (and the problem report's text). */
type AskedStep = Extract<DealStep, 'pay' | 'deliver_with_code' | 'deliver_without_code' | 'confirm' | 'cancel' | 'report_problem'>;

/** The buttons that open their step's question, in the order shown: the API's action, the step asked and its look. */
const ASKING_BUTTONS: readonly { action: DealAction; step: AskedStep; label: string; variant: ButtonVariant }[] = [
  { action: 'deliver', step: 'deliver_without_code', label: 'deal.deliver.withoutCode', variant: 'secondary' },
  { action: 'confirm', step: 'confirm', label: 'deal.confirm.button', variant: 'primary' },
  { action: 'report_problem', step: 'report_problem', label: 'deal.problem.button', variant: 'secondary' },
  { action: 'cancel', step: 'cancel', label: 'deal.cancel.button', variant: 'danger' },
];

interface DealActionsProps {
  store: DealStore;
  language: LanguageCode;
  /** the user passed identity verification: paying needs it */
  verified: boolean;
}

/** What this user can do next on the deal, as the API's next_actions say. */
export const DealActions = observer(function DealActions({ store, language, verified }: DealActionsProps) {
  const { t } = useProfileTexts();
  const [asking, setAsking] = useState<AskedStep | null>(null);
  const deal = store.deal;
  if (!deal) return null;

  const amount = formatTiyn(deal.reward, language);
  const mustVerify = store.can('pay') && (!verified || store.verificationNeeded);
  const anything = deal.next_actions.length > 0;
  const close = () => setAsking(null);
  const send = async (step: AskedStep) => {
    const done = await stepCall(store, step)();
    // a wrong problem report stays open with its field; anything else is told on the page
    if (done || step !== 'report_problem' || store.problemText.errors.length === 0) close();
  };
  const ask = (step: AskedStep) => {
    store.clearActionError();
    setAsking(step);
  };

  return (
    <TitledSection className={styles.part} title={t('deal.next.title')}>
      {!anything && <p>{t('deal.next.nothing')}</p>}
      {mustVerify && (
        <p>
          {t('deal.verifyToPay')} <Link to={verificationPath(dealPath(deal.id))}>{t('verification.goVerify')}</Link>
        </p>
      )}
      {store.can('deliver') && !deal.delivery_code_locked && (
        <Form
          className={styles.codeForm}
          onSubmit={() => {
            if (store.checkDeliveryCode()) ask('deliver_with_code');
          }}
        >
          <CodeField
            field={store.deliveryCode}
            name="delivery_code"
            label={t('deal.code.label')}
            hint={t('deal.code.hint', { length: DELIVERY_CODE_LENGTH })}
            length={DELIVERY_CODE_LENGTH}
            disabled={store.busy}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={store.busy}>
              {t('deal.deliver.withCode')}
            </Button>
          </div>
        </Form>
      )}
      {store.can('deliver') && deal.delivery_code_locked && <p className={styles.notice}>{t('deal.code.locked')}</p>}
      <div className={styles.actions}>
        {store.can('pay') && !mustVerify && (
          <Button disabled={store.busy} onClick={() => ask('pay')}>
            {store.pending === 'pay' ? t('deal.pay.busy') : t('deal.pay.button', { amount })}
          </Button>
        )}
        {store.can('pick_up') && (
          <Button disabled={store.busy} onClick={() => void store.pickUp()}>
            {store.pending === 'pick_up' ? t('deal.pickUp.busy') : t('deal.pickUp.button')}
          </Button>
        )}
        {ASKING_BUTTONS.filter(({ action }) => store.can(action)).map(({ action, step, label, variant }) => (
          <Button key={action} variant={variant} disabled={store.busy} onClick={() => ask(step)}>
            {t(label)}
          </Button>
        ))}
      </div>
      {store.actionError && !asking && (
        <InlineError>
          <LoadFailureReason failure={store.actionError} />
        </InlineError>
      )}
      {asking && (
        <ConfirmDialog
          {...dialogTexts(asking, (key, options) => t(key, options ?? {}), {
            amount,
            code: store.deliveryCode.value,
            paid: deal.payment !== null && deal.status !== 'accepted',
            traveler: formatTiyn(deal.traveler_amount, language),
          })}
          keepLabel={t('deal.keep')}
          busy={store.busy}
          danger={asking === 'cancel'}
          focusFirst={asking === 'report_problem'}
          onConfirm={() => void send(asking)}
          onKeep={close}
        >
          {asking === 'report_problem' && (
            <TextareaField field={store.problemText} name="text" label={t('deal.problem.label')} rows={5} required />
          )}
          {store.actionError && asking === 'report_problem' && (
            <InlineError>
              <LoadFailureReason failure={store.actionError} />
            </InlineError>
          )}
        </ConfirmDialog>
      )}
    </TitledSection>
  );
});

function stepCall(store: DealStore, step: AskedStep): () => Promise<boolean> {
  switch (step) {
    case 'pay':
      return () => store.pay();
    case 'deliver_with_code':
      return () => store.deliverWithCode();
    case 'deliver_without_code':
      return () => store.deliverWithoutCode();
    case 'confirm':
      return () => store.confirm();
    case 'cancel':
      return () => store.cancel();
    case 'report_problem':
      return () => store.reportProblem();
  }
}

interface DialogFacts {
  amount: string;
  code: string;
  /** the sender's money is held: cancelling refunds it */
  paid: boolean;
  traveler: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function dialogTexts(step: AskedStep, t: Translate, facts: DialogFacts) {
  const texts = (key: string, text: string) => ({
    question: t(`deal.${key}.question`),
    text,
    confirmLabel: t(`deal.${key}.confirm`),
    busyLabel: t(`deal.${key}.busy`),
  });
  switch (step) {
    case 'pay':
      return texts('pay', t('deal.pay.text', { amount: facts.amount }));
    case 'deliver_with_code':
      return { ...texts('deliver', t('deal.deliver.withCodeText')), question: t('deal.deliver.withCodeQuestion', { code: facts.code }) };
    case 'deliver_without_code':
      return texts('deliver', t('deal.deliver.withoutCodeText'));
    case 'confirm':
      return texts('confirm', t('deal.confirm.text', { amount: facts.traveler }));
    case 'cancel':
      return texts('cancel', facts.paid ? t('deal.cancel.textPaid', { amount: facts.amount }) : t('deal.cancel.text'));
    case 'report_problem':
      return texts('problem', t('deal.problem.text'));
  }
}
