import type { WidgetProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { registerWidgetsTranslations, WIDGETS_NAMESPACE } from '../i18n';

registerWidgetsTranslations();

/** The trip and parcel widgets; their forms come in the widgets issue. */
export default function Widget({ widget }: WidgetProps) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return <h1>{t(`${widget}.title`)}</h1>;
}
