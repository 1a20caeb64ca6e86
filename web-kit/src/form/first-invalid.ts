/** The controls a field frame marks invalid, in the order the form shows them. */
const INVALID_CONTROL = '[aria-invalid="true"]';

/** The first control of the form whose field shows an error, if any. */
export function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>(INVALID_CONTROL);
}

/** The text a screen reader reads of an element: without what is aria-hidden (the required asterisk). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim() ?? '';
}

/** A radio is named by its group's legend ('Type'), any other control by its label. */
function nameOf(control: HTMLElement): string {
  const legend =
    control instanceof HTMLInputElement && control.type === 'radio' ? control.closest('fieldset')?.querySelector('legend') : null;
  const label = legend ?? (control as HTMLInputElement).labels?.[0];
  return label ? spokenText(label) : (control.getAttribute('aria-label') ?? '');
}

/** What a screen reader is told of it: its label and its error texts, as the page shows them ('Reward: Digits only'). */
export function invalidControlSummary(control: HTMLElement): string {
  const label = nameOf(control);
  const errors = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => control.ownerDocument.getElementById(id))
    .filter((described) => described?.querySelector('li'))
    .flatMap((described) => [...described!.querySelectorAll('li')].map((item) => item.textContent?.trim() ?? ''))
    .filter(Boolean);
  return [label, errors.join('. ')].filter(Boolean).join(': ');
}

/** Brings the first invalid field into view and focuses it; returns what to announce, or null when all is valid. */
export function focusFirstInvalid(form: HTMLFormElement): string | null {
  const control = firstInvalidControl(form);
  if (!control) return null;
  // jsdom and some old engines lack scrollIntoView; focus alone still brings the field to the user.
  control.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  control.focus({ preventScroll: true });
  return invalidControlSummary(control);
}
