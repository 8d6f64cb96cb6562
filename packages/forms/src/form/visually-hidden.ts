// The one definition lives in @vitrine/ui; the form's parts import it under this name.
export { VISUALLY_HIDDEN as visuallyHidden } from '@vitrine/ui/visually-hidden';
