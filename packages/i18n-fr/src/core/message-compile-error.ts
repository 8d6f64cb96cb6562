/** Why a message could not be compiled. */
export type MessageCompileErrorReason = 'syntax' | 'plural-key' | 'not-a-message';

/**
 * Thrown by `compileMessages` for a message that is not valid ICU MessageFormat for the locale.
 * `id` names the catalogue key; the message text itself follows spec 001 §5.
 */
export class MessageCompileError extends Error {
  override readonly name = 'MessageCompileError';
  readonly id: string;
  readonly reason: MessageCompileErrorReason;

  constructor(
    message: string,
    details: { readonly id: string; readonly reason: MessageCompileErrorReason },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.id = details.id;
    this.reason = details.reason;
  }
}
