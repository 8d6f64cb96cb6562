'use client';

export interface FormGeneralMessagesProps {
  readonly messages: readonly string[];
  /** Above the form (a live region, always present so it announces) or below it. */
  readonly position: 'top' | 'bottom';
}

/** The general messages of a failure, shown above and below the form (spec 000 §5, §8). */
export function FormGeneralMessages({ messages, position }: FormGeneralMessagesProps) {
  if (position === 'bottom' && messages.length === 0) return null;
  return (
    <div
      className="vitrine-form-messages"
      data-position={position}
      role={position === 'top' ? 'alert' : undefined}
    >
      {messages.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole at each failure
        <p key={index} className="vitrine-form-messages__message">
          {message}
        </p>
      ))}
    </div>
  );
}
