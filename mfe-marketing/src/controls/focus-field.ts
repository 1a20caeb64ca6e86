/** Moves focus to a form's control by name, e.g. the first field a submit found invalid. */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
