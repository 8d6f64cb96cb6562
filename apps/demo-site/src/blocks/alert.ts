/** Shows a message in the site's alert dialog (loaded when first needed). */
export function showAlert(message: string): void {
  void import('@vitrine/ui/dialogs').then(({ alert }) => alert({ message }));
}
