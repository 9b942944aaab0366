/** Raised for an event name the bus does not know: only list.reload and userbranch.update exist. */
export class UnknownEventError extends Error {
  override readonly name = 'UnknownEventError';

  constructor(readonly eventName: string) {
    super(
      `Unknown event "${eventName}": the event bus only carries list.reload and userbranch.update.`,
    );
  }
}
