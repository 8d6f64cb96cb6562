import { useOverlayRegistration } from '@vitrine/ui/overlay-stack';
import { restoreFocus } from '@vitrine/ui/utilities';
import {
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export interface ProductQuickViewProps {
  /** The product's id: its card's anchor on the shop listing. */
  readonly productId: string;
  readonly title: string;
  readonly description: string;
  /** The price as the card shows it. */
  readonly price: ReactNode;
  /** The quick view opens (the census RecordQuickView/{id}, spec 000 §7). */
  readonly onOpen: () => void;
}

/** Goes to a product's card on the listing: its address, scrolled to and focused. */
function showCard(productId: string): void {
  const card = document.getElementById(productId);
  if (!card) return;
  history.replaceState(history.state, '', `#${productId}`);
  if (!card.hasAttribute('tabindex')) card.tabIndex = -1;
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: 'start' });
}

/**
 * « Aperçu rapide » on the shop listing: a modal dialog with the product's name, price and
 * description and a link to its card (« Voir le produit » focuses the card). On the page's
 * overlay stack (Escape closes the newest overlay first); the focus goes back to the button on
 * close.
 */
export function ProductQuickView({
  productId,
  title,
  description,
  price,
  onOpen,
}: ProductQuickViewProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => setOpen(false);
  const zIndex = useOverlayRegistration(open, close);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    element.showModal();
    return () => {
      element.close();
      restoreFocus(opener.current, { from: element });
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault(); // the page's Escape handler skips handled events
    close();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="demo-link-button demo-quick-view-open"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          onOpen();
        }}
      >
        Aperçu rapide<span className="demo-visually-hidden"> : {title}</span>
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className="vitrine-dialog demo-quick-view"
          aria-labelledby={titleId}
          data-state="open"
          style={zIndex === undefined ? undefined : { zIndex }}
          onKeyDown={onKeyDown}
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <h2 id={titleId} className="vitrine-dialog__title">
            {title}
          </h2>
          {price}
          {description ? <p className="vitrine-dialog__message">{description}</p> : null}
          <div className="vitrine-dialog__actions">
            <button type="button" className="vitrine-dialog__button" onClick={close}>
              Fermer
            </button>
            <a
              className="vitrine-dialog__button"
              data-answer="confirm"
              href={`#${productId}`}
              onClick={(event) => {
                event.preventDefault();
                close();
                // After the dialog has given the focus back: to the card itself, so the keyboard
                // and the screen reader go on from the product, not from the page's start.
                requestAnimationFrame(() => showCard(productId));
              }}
            >
              Voir le produit
            </a>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
