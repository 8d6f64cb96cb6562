import type { FormController } from '../core/form-controller';
import type { DraftStore } from './draft-store';

/**
 * Connects a form's controller to its draft store (framework-free): restores the stored draft
 * into the fields the visitor has left empty, saves the inputs at each change, and clears the
 * draft once the submission succeeded. Returns the disconnect function, which writes a pending
 * save first (the form unmounts, the visitor may come back).
 */
export function connectFormDraft(controller: FormController, store: DraftStore): () => void {
  let last = controller.getSnapshot();
  const unsubscribe = controller.subscribe(() => {
    const snapshot = controller.getSnapshot();
    if (snapshot.status === 'success') {
      if (last.status !== 'success') store.clear();
    } else if (snapshot.inputs !== last.inputs) {
      store.save(snapshot.inputs);
    }
    last = snapshot;
  });
  const draft = store.read();
  if (draft) controller.restoreInputs(draft);
  return () => {
    unsubscribe();
    store.dispose();
  };
}
