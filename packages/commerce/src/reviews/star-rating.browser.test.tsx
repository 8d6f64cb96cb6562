import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProductReviewForm } from './product-review-form';
import { StarRating } from './star-rating';

describe('<StarRating> (spec 000 §5: a review needs a star rating)', () => {
  it('is a required radio group of 5 named stars', async () => {
    const screen = await render(<StarRating required />);
    const group = screen.getByRole('radiogroup', { name: 'Note' });
    await expect.element(group).toHaveAttribute('aria-required', 'true');
    for (const name of ['1 étoile', '2 étoiles', '3 étoiles', '4 étoiles', '5 étoiles']) {
      await expect.element(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('is chosen with the keyboard: Tab into the group, arrows move and choose', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<StarRating onValueChange={onValueChange} />);
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: '1 étoile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    const four = screen.getByRole('radio', { name: '4 étoiles' });
    await expect.element(four).toBeChecked();
    await expect.element(four).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith(4);
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Note' }))
      .toHaveAttribute('data-value', '4');
    expect(screen.container.querySelectorAll('[data-part="star"][data-filled]')).toHaveLength(4);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('radio', { name: '3 étoiles' })).toBeChecked();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('announces its error when invalid', async () => {
    const screen = await render(
      <StarRating required invalid errorMessage="Veuillez attribuer une note en étoiles." />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Note' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(group)
      .toHaveAccessibleDescription('Veuillez attribuer une note en étoiles.');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
});

describe('<ProductReviewForm> (spec 000 §5: rating required; expired or answered requests)', () => {
  it('refuses a review without a rating, says why and moves focus to the stars', async () => {
    const onSubmit = vi.fn(async () => true);
    const screen = await render(<ProductReviewForm onSubmit={onSubmit} />);
    await screen.getByRole('button', { name: 'Publier l’avis' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(screen.getByText('Veuillez attribuer une note en étoiles.')).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '1 étoile' })).toHaveFocus();
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Note' }))
      .toHaveAttribute('aria-invalid', 'true');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('sends a rated review from the keyboard and thanks the visitor', async () => {
    const onSubmit = vi.fn(async () => true);
    const screen = await render(<ProductReviewForm onSubmit={onSubmit} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Parfait');
    await userEvent.tab();
    await userEvent.keyboard('Très belle tasse.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(screen.getByRole('status').element().textContent).toBe('Merci pour votre avis\u202f!');
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 5,
      title: 'Parfait',
      body: 'Très belle tasse.',
    });
  });

  it('says the review could not be sent when the server fails, and keeps the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <ProductReviewForm
        onSubmit={async () => {
          throw new Error('500');
        }}
      />,
    );
    // A pointer user clicks the third star (its label; the radio itself is visually hidden).
    const stars = screen.container.querySelectorAll<HTMLElement>('label[data-part="star"]');
    await userEvent.click(stars[2] as HTMLElement);
    await screen.getByRole('button', { name: 'Publier l’avis' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Impossible d’envoyer votre avis. Veuillez réessayer.');
    await expect.element(screen.getByRole('radio', { name: '3 étoiles' })).toBeChecked();
    vi.restoreAllMocks();
  });

  it('shows the expired message instead of the form', async () => {
    const screen = await render(
      <ProductReviewForm request={{ expiresAt: '2020-01-01T00:00:00Z' }} onSubmit={vi.fn()} />,
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Cette demande d’avis a expiré.');
    expect(screen.container.querySelector('form')).toBeNull();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows the already-answered message instead of the form', async () => {
    const screen = await render(
      <ProductReviewForm request={{ answered: true }} onSubmit={vi.fn()} />,
    );
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(screen.getByRole('status').element().textContent).toBe(
      'Vous avez déjà répondu à cette demande d’avis. Merci\u202f!',
    );
    expect(screen.container.querySelector('form')).toBeNull();
  });
});
