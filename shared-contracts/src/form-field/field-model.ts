import { makeAutoObservable } from 'mobx';
import type { Schema } from 'yup';
import { validateValue } from '../validation';

/** One form field of spec §3: value, errors, blurred flag, validators. */
export class FieldModel<T = string> {
  value: T;
  blurred = false;
  serverErrors: string[] = [];

  constructor(
    private readonly initial: T,
    private readonly validators: Schema[] = [],
  ) {
    this.value = initial;
    makeAutoObservable<FieldModel<T>, 'initial' | 'validators'>(this, { initial: false, validators: false });
  }

  /** Translation keys of every failing validator, then the server's. */
  get errors(): string[] {
    const ruleErrors = this.validators.flatMap((validator) => validateValue(validator, this.value));
    return [...new Set([...ruleErrors, ...this.serverErrors])];
  }

  /** Errors show only once the user has left the field (spec §4). */
  get visibleErrors(): string[] {
    return this.blurred ? this.errors : [];
  }

  get isValid(): boolean {
    return this.errors.length === 0;
  }

  setValue(value: T): void {
    this.value = value;
    this.serverErrors = [];
  }

  blur(): void {
    this.blurred = true;
  }

  setServerErrors(keys: string[]): void {
    this.serverErrors = keys;
    this.blurred = true;
  }

  reset(): void {
    this.value = this.initial;
    this.blurred = false;
    this.serverErrors = [];
  }
}
