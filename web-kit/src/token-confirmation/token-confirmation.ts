import { action, makeObservable, observable, runInAction } from 'mobx';

/** Where confirming a link's token stands; `Refused` names the ways this kind of link is refused. */
export type ConfirmationState<Refused extends string> = 'checking' | 'confirmed' | 'missing' | 'failed' | Refused;

export interface ConfirmationCalls<Refused extends string> {
  /** sends the link's token to the API */
  send(token: string): Promise<unknown>;
  /** after the API accepted the token */
  confirmed?(): void;
  /** how the API's refusal ends: one of `Refused`, or `failed` (the user may try again) */
  refused(error: unknown): Refused | 'failed';
}

/** Confirms something with the token of a link the user followed: once per store, again on the user's retry. */
export class TokenConfirmation<Refused extends string = never> {
  state: ConfirmationState<Refused> = 'checking';
  private started = false;

  constructor(
    private readonly token: string | null,
    private readonly calls: ConfirmationCalls<Refused>,
  ) {
    makeObservable<TokenConfirmation<Refused>, 'send'>(this, { state: observable, send: action });
  }

  /** Runs once per store, however often an effect asks. */
  async confirm(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.send();
  }

  async retry(): Promise<void> {
    if (this.state === 'failed') await this.send();
  }

  private async send(): Promise<void> {
    if (!this.token) {
      this.state = 'missing';
      return;
    }
    this.state = 'checking';
    try {
      await this.calls.send(this.token);
      runInAction(() => (this.state = 'confirmed'));
      this.calls.confirmed?.();
    } catch (error) {
      runInAction(() => (this.state = this.calls.refused(error)));
    }
  }
}
