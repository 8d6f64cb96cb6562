'use client';
import { runtime } from '@vitrine/i18n-fr/runtime';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useControllableState } from '../controllable-state/use-controllable-state';
import { closeNewestOverlay } from '../overlay-stack/page-overlay-stack';
import { useOverlayRegistration } from '../overlay-stack/use-overlay-registration';
import { useSimpleTranslator } from '../translator/use-simple-translator';

/** Why the panel shows: any system error, or an authorization failure (spec 000 §7). */
export type SystemErrorReason = 'error' | 'unauthorized';

export interface SystemErrorPanelProps {
  /** Shown (controlled). */
  readonly open?: boolean;
  /** Shown at first (uncontrolled); true by default: mounting the panel shows it. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** Picks the default message; 'error' by default. */
  readonly reason?: SystemErrorReason;
  /** 'runtime.systemError.title' by default. */
  readonly title?: ReactNode;
  /** 'runtime.systemError.message' (or '…unauthorized' for that reason) by default. */
  readonly message?: ReactNode;
  /** The reload button; reloads the page (`location.reload()`) by default. */
  readonly onReload?: () => void;
  /** The clear button (and Escape): the panel is dismissed, then this is called. */
  readonly onClear?: () => void;
  readonly className?: string;
}

/**
 * Provides the system error panel of spec 000 §8: a title, a message, a reload button and a
 * clear button that dismisses it. It takes the focus when it shows, gives it back when it is
 * cleared, and sits on the page's overlay stack, so Escape clears it when it is the newest.
 */
export function SystemErrorPanel({
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  reason = 'error',
  title,
  message,
  onReload,
  onClear,
  className,
}: SystemErrorPanelProps) {
  const t = useSimpleTranslator(runtime);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const titleId = useId();
  const messageId = useId();
  const reloadRef = useRef<HTMLButtonElement>(null);

  const clear = () => {
    if (!open) return;
    setOpen(false);
    onClear?.();
  };
  const zIndex = useOverlayRegistration(open, clear);

  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement;
    reloadRef.current?.focus();
    return () => {
      const active = document.activeElement;
      if ((!active || active === document.body) && previous instanceof HTMLElement) {
        previous.focus();
      }
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closeNewestOverlay();
  };

  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={
        className ? `vitrine-system-error-panel ${className}` : 'vitrine-system-error-panel'
      }
      data-state="open"
      data-reason={reason}
      style={{ zIndex }}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="vitrine-system-error-panel__title">
        {title ?? t('runtime.systemError.title')}
      </h2>
      <p id={messageId} className="vitrine-system-error-panel__message">
        {message ??
          t(
            reason === 'unauthorized'
              ? 'runtime.systemError.unauthorized'
              : 'runtime.systemError.message',
          )}
      </p>
      <div className="vitrine-system-error-panel__actions">
        <button
          ref={reloadRef}
          type="button"
          className="vitrine-system-error-panel__button"
          data-action="reload"
          onClick={() => (onReload ? onReload() : window.location.reload())}
        >
          {t('runtime.systemError.reload')}
        </button>
        <button
          type="button"
          className="vitrine-system-error-panel__button"
          data-action="clear"
          onClick={clear}
        >
          {t('runtime.systemError.clear')}
        </button>
      </div>
    </div>
  );
}
