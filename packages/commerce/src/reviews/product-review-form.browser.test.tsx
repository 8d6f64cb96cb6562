import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProductReviewForm } from './product-review-form';
import { sessionReviewDraft } from './review-draft-storage';

const KEY = 'vitrine-draft:/boutique:review:prod-bol-gres';

beforeEach(() => sessionStorage.clear());

describe('ProductReviewForm keeps what the visitor typed', () => {
  it('restores the stars, title and text after the form is mounted again, and clears them once sent', async () => {
    const first = await render(
      <ProductReviewForm onSubmit={async () => true} draft={sessionReviewDraft(KEY)} />,
    );
    // The star's radio is visually hidden under its star: a click on it, as the star's label gives.
    (page.getByRole('radio', { name: '4 étoiles' }).element() as HTMLInputElement).click();
    await userEvent.type(page.getByRole('textbox', { name: 'Titre' }), 'Très beau bol');
    await userEvent.type(page.getByRole('textbox', { name: 'Votre avis' }), 'Émail superbe.');
    await expect.poll(() => sessionStorage.getItem(KEY)).toContain('Émail superbe.');
    await first.unmount();

    // A reload, as the page sees it: a new form on the same storage.
    await render(<ProductReviewForm onSubmit={async () => true} draft={sessionReviewDraft(KEY)} />);
    await expect.element(page.getByRole('textbox', { name: 'Titre' })).toHaveValue('Très beau bol');
    await expect
      .element(page.getByRole('textbox', { name: 'Votre avis' }))
      .toHaveValue('Émail superbe.');
    await expect.element(page.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Publier l’avis' }));
    await expect.poll(() => sessionStorage.getItem(KEY)).toBeNull();
  });
});
