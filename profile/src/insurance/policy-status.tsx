import { MESSAGE_KEYS, type InsurancePolicy, type InsurancePolicyStatus } from '@jetkiz/contracts';
import { useCommonTexts, useProfileTexts } from '../i18n';
import { StatusBadge, type BadgeTone } from '../ui';

const STATUS_TONE: Readonly<Record<InsurancePolicyStatus, BadgeTone>> = {
  awaiting_payment: 'pending',
  issued: 'success',
  payment_failed: 'failure',
  refused: 'failure',
  cancelled: 'neutral',
};

/** The policy's status; a policy cancelled by the payment waiting time says so (spec §5's "payment waiting time expired"). */
export function PolicyStatus({ policy }: { policy: Pick<InsurancePolicy, 'status' | 'cancel_reason'> }) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  const text =
    policy.cancel_reason === 'payment_timeout' ? common.t(MESSAGE_KEYS.paymentTimeExpired) : t(`insurance.status.${policy.status}`);
  return <StatusBadge tone={STATUS_TONE[policy.status]}>{text}</StatusBadge>;
}
