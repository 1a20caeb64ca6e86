import type { ModalName } from '@jetkiz/contracts';

const WIDGET_MODALS: readonly ModalName[] = ['create-travel', 'create-parcel'];

/** The modals that hold a widget page in an iframe get a wider frame. */
export function isWidgetModal(name: ModalName): boolean {
  return WIDGET_MODALS.includes(name);
}
