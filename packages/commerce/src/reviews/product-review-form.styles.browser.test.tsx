import '@vitrine/ui/tokens.css';
import '../styles/reviews.css';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProductReviewForm } from './product-review-form';

describe('ProductReviewForm with @vitrine/commerce/styles.css', () => {
  it('has fields and a button a finger can hit, in the site’s font, the button in the accent', async () => {
    await render(<ProductReviewForm onSubmit={async () => true} />);
    const title = page.getByRole('textbox', { name: 'Titre' }).element() as HTMLElement;
    const button = page.getByRole('button', { name: 'Publier l’avis' }).element() as HTMLElement;
    expect(title.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The page's font, not the browser's own for controls (13 px).
    expect(getComputedStyle(title).fontSize).toBe(getComputedStyle(document.body).fontSize);
    // The accent of the tokens, read from an element painted with it.
    const probe = document.createElement('div');
    probe.style.background = 'var(--vitrine-color-accent-solid)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).backgroundColor;
    probe.remove();
    expect(accent).not.toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(button).backgroundColor).toBe(accent);
  });
});
