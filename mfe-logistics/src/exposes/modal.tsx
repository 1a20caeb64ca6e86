import type { LogisticsModalProps } from '@jetkiz/contracts';
import { registerLogisticsTranslations } from '../i18n';
import { DeliveryState } from '../courier';
import { RefusalNotice } from '../insurance';

registerLogisticsTranslations();

/** The courier's 'delivery state' (issue 19) and the insurer's refusal (issue 20). */
export default function Modal({ host, name, params }: LogisticsModalProps) {
  if (name === 'insurance-error') return <RefusalNotice host={host} params={params} />;
  return <DeliveryState host={host} />;
}
