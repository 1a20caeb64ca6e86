/** The provider refused the message itself (bad number, no balance, blocked sender): sending it again cannot help. */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSendError';
  }
}
