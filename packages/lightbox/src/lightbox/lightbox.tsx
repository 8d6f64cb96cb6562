'use client';
import { lightbox } from '@vitrine/i18n-fr/lightbox';
import { useControllableState } from '@vitrine/ui/controllable-state';
import { usePrefersReducedMotion } from '@vitrine/ui/motion';
import { closeNewestOverlay, useOverlayRegistration } from '@vitrine/ui/overlay-stack';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  KEY_LEFT,
  KEY_RIGHT,
  LIGHTBOX_EDGE_MARGIN,
  LIGHTBOX_PADDING,
  LIGHTBOX_SPEED_MS,
} from '../core/lightbox-constants';
import { createLightboxState } from '../core/lightbox-state';
import type { LightboxItem } from './lightbox-item';
import { useFocusKeptOnStep } from './use-focus-kept-on-step';
import { useLightboxHistory } from './use-lightbox-history';
import { useLightboxSwipe } from './use-lightbox-swipe';

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
  const openerRef = useRef<HTMLElement | null>(null);
  const latest = useRef({ startIndex, onIndexChange });
  latest.current = { startIndex, onIndexChange };
  const requestedIndex = useRef<number | undefined>(undefined);
  const [captionShown, setCaptionShown] = useState(false);
  const captionId = useId();
  const shown = snapshot.phase !== 'closed';
  const zIndex = useOverlayRegistration(shown, () => setOpen(false));

  useLayoutEffect(() => state.setCount(items.length), [state, items.length]);

  useLightboxHistory({
    enabled: historyHash,
    items,
    open: snapshot.phase === 'opening' || snapshot.phase === 'open',
    index: snapshot.index,
    collectionUrl,
    onNavigate(index) {
      if (index !== null) requestedIndex.current = index;
      setOpen(index !== null);
    },
  });

  useLayoutEffect(() => {
    if (isOpen) {
      state.open(requestedIndex.current ?? latest.current.startIndex);
      requestedIndex.current = undefined;
    } else {
      state.close();
    }
  }, [isOpen, state]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (snapshot.phase === 'opening' && dialog) {
      if (!dialog.open) {
        const active = document.activeElement;
        openerRef.current = active instanceof HTMLElement ? active : null;
        dialog.showModal();
      }
      const timer = setTimeout(() => state.opened(), duration);
      return () => clearTimeout(timer);
    }
    if (snapshot.phase === 'closing') {
      const timer = setTimeout(() => state.closed(), duration);
      return () => clearTimeout(timer);
    }
    if (snapshot.phase === 'closed' && openerRef.current) {
      openerRef.current.focus();
      openerRef.current = null;
    }
  }, [snapshot.phase, duration, state]);

  // Scroll lock while shown; no overscroll either, so an edge swipe is no browser Back.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    const previous = { overflow: root.overflow, overscrollBehavior: root.overscrollBehavior };
    root.overflow = 'hidden';
    root.overscrollBehavior = 'none';
    return () => {
      root.overflow = previous.overflow;
      root.overscrollBehavior = previous.overscrollBehavior;
    };
  }, [shown]);

  useEffect(() => {
    if (shown) latest.current.onIndexChange?.(snapshot.index);
  }, [shown, snapshot.index]);

  // Focus stays on a control after a step: content that held it (a video's button) is gone.
  useFocusKeptOnStep(dialogRef, snapshot.index, () => nextRef.current ?? closeRef.current);

  const swipe = useLightboxSwipe((direction) => {
    if (direction === 'left') state.next();
    else if (direction === 'right') state.previous();
    else if (direction === 'down') setOpen(false);
  });

  if (!shown) return null;
  const item = items[snapshot.index];
  const count = items.length;
  const label = t('lightbox.slide', { index: snapshot.index + 1, total: count });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The page's overlay stack closes the newest overlay, which is this one when it has focus.
      event.preventDefault();
      if (!closeNewestOverlay()) setOpen(false);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      state.handleKey(event.key === 'ArrowLeft' ? KEY_LEFT : KEY_RIGHT);
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target.dataset.lightboxMedia !== undefined) {
      const box = target.getBoundingClientRect();
      state.clickAt(event.clientX - box.left, box.width);
    } else if (target === event.currentTarget || target.dataset.lightboxStage !== undefined) {
      setOpen(false);
    }
  };

  const style = {
    zIndex,
    '--vitrine-lightbox-speed': `${duration}ms`,
    '--vitrine-lightbox-padding': `${LIGHTBOX_PADDING}px`,
    '--vitrine-lightbox-edge': `${LIGHTBOX_EDGE_MARGIN}px`,
  } as CSSProperties;

  return (
    <dialog
      ref={dialogRef}
      className={className ? `vitrine-lightbox ${className}` : 'vitrine-lightbox'}
      aria-label={title ?? t('lightbox.label')}
      data-phase={snapshot.phase}
      data-theme={theme}
      data-caption={captionShown ? 'shown' : 'hidden'}
      style={style}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        setOpen(false);
      }}
      onClick={onClick}
      {...swipe}
    >
      <div className="vitrine-lightbox__stage" data-lightbox-stage="">
        {item ? (
          // biome-ignore lint/a11y/useSemanticElements: an item is a labelled group (WAI-ARIA carousel pattern), not a form fieldset
          <div
            className="vitrine-lightbox__figure"
            role="group"
            aria-roledescription={t('lightbox.slideRole')}
            aria-label={label}
          >
            {item.content ?? (
              <img
                className="vitrine-lightbox__image"
                data-lightbox-media=""
                draggable={false}
                src={item.src}
                alt={item.alt ?? ''}
                width={item.width}
                height={item.height}
              />
            )}
            {item.caption ? (
              <p id={captionId} className="vitrine-lightbox__caption">
                {item.caption}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <button
        ref={closeRef}
        type="button"
        className="vitrine-lightbox__close"
        aria-label={t('lightbox.close')}
        onClick={() => setOpen(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="vitrine-lightbox__previous"
            aria-label={t('lightbox.previous')}
            onClick={() => state.previous()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            ref={nextRef}
            type="button"
            className="vitrine-lightbox__next"
            aria-label={t('lightbox.next')}
            onClick={() => state.next()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      {item?.caption ? (
        <button
          type="button"
          className="vitrine-lightbox__caption-toggle"
          aria-expanded={captionShown}
          aria-controls={captionId}
          onClick={() => setCaptionShown((value) => !value)}
        >
          {t(captionShown ? 'lightbox.hideCaption' : 'lightbox.showCaption')}
        </button>
      ) : null}
      <p className="vitrine-lightbox__status" aria-live="polite">
        {label}
      </p>
    </dialog>
  );
}
