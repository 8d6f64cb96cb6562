'use client';
import { lightbox } from '@vitrine/i18n-fr/lightbox';
import { useControllableState } from '@vitrine/ui/controllable-state';
import { usePrefersReducedMotion } from '@vitrine/ui/motion';
import { useOverlayRegistration } from '@vitrine/ui/overlay-stack';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import {
  type CSSProperties,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  LIGHTBOX_EDGE_MARGIN,
  LIGHTBOX_PADDING,
  LIGHTBOX_SPEED_MS,
} from '../core/lightbox-constants';
import { createLightboxState } from '../core/lightbox-state';
import { LightboxCaptionToggle } from './lightbox-caption-toggle';
import { LightboxControls } from './lightbox-controls';
import { LightboxFigure } from './lightbox-figure';
import { lightboxHandlers } from './lightbox-handlers';
import type { LightboxItem } from './lightbox-item';
import { useDialogPhase } from './use-dialog-phase';
import { useFocusKeptOnStep } from './use-focus-kept-on-step';
import { useFocusReturn } from './use-focus-return';
import { useIndexReport } from './use-index-report';
import { useLightboxOpening } from './use-lightbox-opening';
import { useLightboxSwipe } from './use-lightbox-swipe';
import { useScrollLock } from './use-scroll-lock';

export interface LightboxProps {
  /** The set (spec 001 §3 "Lightbox"). */
  readonly items: readonly LightboxItem[];
  /** Controlled open state. */
  readonly open?: boolean;
  /** Uncontrolled initial open state (default false). */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The item shown on opening (`currentSetIndex`). */
  readonly startIndex?: number;
  /** Called with the index of the item shown when it changes. */
  readonly onIndexChange?: (index: number) => void;
  /** `dark` (default) or `light`. */
  readonly theme?: 'dark' | 'light';
  /** The dialog's accessible name (default: the catalogue's lightbox label). */
  readonly title?: string;
  /**
   * History tracking (spec 001 §2): opening adds one history entry with the item's address
   * (Back closes), stepping replaces it, and an address naming an item opens on it.
   */
  readonly historyHash?: boolean;
  /** The collection's URL for the history hash (default: the page address without an item segment). */
  readonly collectionUrl?: string;
  /** Open and close speed in ms (default 600, spec 001 §9). */
  readonly speed?: number;
  readonly className?: string;
}

/** The lightbox's stacking and timing as custom properties of its stylesheet (spec 001 §4, §9). */
const lightboxStyle = (zIndex: number | undefined, duration: number) =>
  ({
    zIndex,
    '--vitrine-lightbox-speed': `${duration}ms`,
    '--vitrine-lightbox-padding': `${LIGHTBOX_PADDING}px`,
    '--vitrine-lightbox-edge': `${LIGHTBOX_EDGE_MARGIN}px`,
  }) as CSSProperties;

/**
 * A full-screen, modal lightbox on the platform `<dialog>` (focus contained, focus returned to
 * the opener), registered on the page's overlay stack so Escape closes the newest overlay first.
 * Opens with an overlay fade then the content, closes with a fade then unmounts (spec 001 §4).
 * State in `data-phase`, `data-theme` and `data-caption`.
 */
export function Lightbox({
  items,
  open,
  defaultOpen = false,
  onOpenChange,
  startIndex = 0,
  onIndexChange,
  theme = 'dark',
  title,
  historyHash = false,
  collectionUrl,
  speed = LIGHTBOX_SPEED_MS,
  className,
}: LightboxProps) {
  const t = useSimpleTranslator(lightbox);
  const reducedMotion = usePrefersReducedMotion();
  const duration = reducedMotion ? 0 : speed;
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [state] = useState(() => createLightboxState({ count: items.length, startIndex, speed }));
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [captionShown, setCaptionShown] = useState(false);
  const captionId = useId();
  const shown = snapshot.phase !== 'closed';
  const close = () => setOpen(false);
  const zIndex = useOverlayRegistration(shown, close);

  useLayoutEffect(() => state.setCount(items.length), [state, items.length]);
  useLightboxOpening(state, isOpen, setOpen, startIndex, {
    enabled: historyHash,
    items,
    open: snapshot.phase === 'opening' || snapshot.phase === 'open',
    index: snapshot.index,
    collectionUrl,
  });
  useFocusReturn(dialogRef, snapshot.phase);
  useDialogPhase(dialogRef, snapshot.phase, state, duration);
  useScrollLock(shown);
  useIndexReport(shown, snapshot.index, onIndexChange);
  // Focus stays on a control after a step: content that held it (a video's button) is gone.
  useFocusKeptOnStep(dialogRef, snapshot.index, () => nextRef.current ?? closeRef.current);
  const swipe = useLightboxSwipe((direction) => {
    if (direction === 'left') state.next();
    else if (direction === 'right') state.previous();
    else if (direction === 'down') close();
  });

  if (!shown) return null;
  const item = items[snapshot.index];
  const label = t('lightbox.slide', { index: snapshot.index + 1, total: items.length });
  return (
    <dialog
      ref={dialogRef}
      className={className ? `vitrine-lightbox ${className}` : 'vitrine-lightbox'}
      aria-label={title ?? t('lightbox.label')}
      data-phase={snapshot.phase}
      data-theme={theme}
      data-caption={captionShown ? 'shown' : 'hidden'}
      style={lightboxStyle(zIndex, duration)}
      {...lightboxHandlers(state, close)}
      {...swipe}
    >
      <div className="vitrine-lightbox__stage" data-lightbox-stage="">
        {item ? (
          <LightboxFigure
            item={item}
            label={label}
            roleDescription={t('lightbox.slideRole')}
            captionId={captionId}
          />
        ) : null}
      </div>
      <LightboxControls
        t={t}
        count={items.length}
        closeRef={closeRef}
        nextRef={nextRef}
        onClose={close}
        onPrevious={() => state.previous()}
        onNext={() => state.next()}
      />
      {item?.caption ? (
        <LightboxCaptionToggle
          shown={captionShown}
          captionId={captionId}
          label={t(captionShown ? 'lightbox.hideCaption' : 'lightbox.showCaption')}
          onToggle={() => setCaptionShown((value) => !value)}
        />
      ) : null}
      <p className="vitrine-lightbox__status" aria-live="polite">
        {label}
      </p>
    </dialog>
  );
}
