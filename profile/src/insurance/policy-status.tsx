import type { InsurancePolicyStatus } from '@jetkiz/contracts';
import { useProfileTexts } from '../i18n';
import { StatusBadge, type BadgeTone } from '../ui';

const STATUS_TONE: Readonly<Record<InsurancePolicyStatus, BadgeTone>> = {
  awaiting_payment: 'pending',
  issued: 'success',
  payment_failed: 'failure',
  refused: 'failure',
  cancelled: 'neutral',
};

export function PolicyStatus({ status }: { status: InsurancePolicyStatus }) {
  const { t } = useProfileTexts();
  return <StatusBadge tone={STATUS_TONE[status]}>{t(`insurance.status.${status}`)}</StatusBadge>;
}
