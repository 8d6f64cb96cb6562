import axe from 'axe-core';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { PostSubmit } from './post-submit';
import { insertOwnerHtml } from './post-submit.dom';

type Counters = Window & { vitrineMessageScript?: number; vitrineHtmlScript?: number };

describe('post-submit message and html (spec 000 §4 "Success")', () => {
  it('runs the scripts of the post-submit html by recreating them, in order', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const page = window as Window & { vitrineOrder?: string[] };
    page.vitrineOrder = [];
    insertOwnerHtml(
      container,
      '<p>Merci</p><script>window.vitrineOrder.push("a")</script><script data-id="b">window.vitrineOrder.push("b")</script>',
      true,
    );
    expect(page.vitrineOrder).toEqual(['a', 'b']);
    expect(container.querySelector('script[data-id="b"]')).not.toBeNull();
    container.remove();
  });

  it('removes scripts without running them when asked not to run them', () => {
    const container = document.createElement('div');
    const page = window as Counters;
    page.vitrineMessageScript = 0;
    insertOwnerHtml(container, '<p>Merci</p><script>window.vitrineMessageScript++</script>', false);
    expect(container.innerHTML).toBe('<p>Merci</p>');
    expect(page.vitrineMessageScript).toBe(0);
  });

  it('shows the message, focuses it, and runs the html scripts once even in Strict Mode', async () => {
    const page = window as Counters;
    page.vitrineMessageScript = 0;
    page.vitrineHtmlScript = 0;
    const screen = await render(
      <StrictMode>
        <PostSubmit
          message="<p>Merci, <em>à très vite</em>.</p><script>window.vitrineMessageScript++</script>"
          html="<script>window.vitrineHtmlScript++</script>"
          fallback="Merci !"
        />
      </StrictMode>,
    );
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Merci, à très vite.');
    await expect.element(status).toHaveFocus();
    expect(page.vitrineHtmlScript).toBe(1);
    expect(page.vitrineMessageScript).toBe(0);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows the fallback thanks without a message', async () => {
    const screen = await render(<PostSubmit fallback="Merci ! Votre message a bien été envoyé." />);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Merci ! Votre message a bien été envoyé.');
  });
});
