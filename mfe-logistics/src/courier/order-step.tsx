import type { LanguageCode } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { EmailField, Form, FormError, PhoneField, SelectField, TextareaField, TextField } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { formatMinutes, formatTenge } from './courier-format';
import { useCommonTexts, useCourierTexts } from './courier-texts';
import { PAYMENT_WAIT_CHOICES, type CourierOrderStore } from './courier-order';
import styles from './courier.module.css';

/** Step 3: spec §3's order form on contracts' rules; errors after a field is left, the server's on their fields. */
export const OrderStep = observer(function OrderStep({ order, language }: { order: CourierOrderStore; language: LanguageCode }) {
  const { t } = useCourierTexts();
  const common = useCommonTexts();
  const { fields } = order;
  const waitOptions = PAYMENT_WAIT_CHOICES.map((minutes) => ({ value: String(minutes), label: formatMinutes(minutes, language) }));
  return (
    <section className={styles.step} aria-labelledby="courier-order-title">
      <h2 id="courier-order-title">{t('order.title')}</h2>
      {order.estimate && <p className={styles.route}>{t('order.price', { price: formatTenge(order.estimate.price, language) })}</p>}
      <Form onSubmit={() => void order.submit()} aria-labelledby="courier-order-title" className={styles.form}>
        <fieldset className={styles.group}>
          <legend>{t('order.sender')}</legend>
          <TextField field={fields.sender_name} name="sender_name" label={t('order.senderName')} autoComplete="name" required />
          <PhoneField field={fields.sender_phone} name="sender_phone" label={t('order.senderPhone')} required />
          <EmailField field={fields.sender_email} name="sender_email" label={t('order.senderEmail')} required />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('order.recipient')}</legend>
          <PhoneField field={fields.recipient_phone} name="recipient_phone" label={t('order.recipientPhone')} autoComplete="off" required />
          <EmailField field={fields.recipient_email} name="recipient_email" label={t('order.recipientEmail')} autoComplete="off" />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('order.addresses')}</legend>
          <TextField field={fields.from_address} name="from_address" label={t('order.fromAddress')} autoComplete="off" required />
          <TextField field={fields.to_address} name="to_address" label={t('order.toAddress')} autoComplete="off" required />
          <TextareaField field={fields.comment} name="comment" label={t('order.comment')} hint={t('order.commentHint')} />
        </fieldset>
        <SelectField
          field={fields.payment_wait_minutes}
          name="payment_wait_minutes"
          label={t('order.paymentWait')}
          options={waitOptions}
          required
        />
        {order.submitErrorKey && <FormError>{common.t(order.submitErrorKey)}</FormError>}
        <div className={styles.actions}>
          <Button variant="quiet" onClick={() => order.back()} disabled={order.submitting}>
            {t('back')}
          </Button>
          <Button type="submit" loading={order.submitting}>
            {t('order.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
});
