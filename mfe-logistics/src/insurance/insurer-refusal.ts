import { INSURANCE_REFUSAL_MESSAGE_KEYS, isInsuranceRefusalReason } from '@jetkiz/contracts';
import type { HostApi, InsuranceRefusal, ModalParams } from '@jetkiz/contracts';

/** Modal params are flat text: the refusal travels as its reason and the insurer's contact. */
export function refusalParams({ reason, insurer_contact: contact }: InsuranceRefusal): ModalParams {
  return { reason, name: contact.name, phone: contact.phone, email: contact.email, url: contact.url };
}

/** The shell's 'insurance error' modal, drawn by this remote's Modal. */
export function openRefusal(host: HostApi, refusal: InsuranceRefusal): void {
  host.modals.open('insurance-error', refusalParams(refusal));
}

/** The key of the reason's text; an unknown reason reads as the general refusal. */
export function refusalMessageKey(reason: string | undefined): string {
  return INSURANCE_REFUSAL_MESSAGE_KEYS[isInsuranceRefusalReason(reason) ? reason : 'other'];
}
