import type { ReactNode } from 'react';
import type { DialogAnswer } from './dialog-state';

/** What every managed dialog takes: content, open state (controlled or not) and its hide. */
export interface DialogBaseProps {
  readonly title?: ReactNode;
  readonly message?: ReactNode;
  /** Shown (controlled). */
  readonly open?: boolean;
  /** Shown at first (uncontrolled); false by default. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** How it was answered; 'cancel' for Escape and a click on the overlay. */
  readonly onAnswer?: (answer: DialogAnswer) => void;
  /** Called once the hide animation is over (or 600 ms at most after the answer). */
  readonly onHidden?: () => void;
  /** Removed from the page once hidden (spec 001 §4: destroyed on hide by default). */
  readonly destroyOnHide?: boolean;
  /** In the top layer with an overlay, the rest of the page inert (default); false shows it in place. */
  readonly modal?: boolean;
  readonly className?: string;
}
