import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AnnouncementBar } from './announcement-bar';
import { LicensedAssetsBar } from './licensed-assets-bar';
import { MobileInfoBar } from './mobile-info-bar';
import { SiteBadge } from './site-badge';

describe('site bars (spec 000 §4)', () => {
  it('announcement bar: shown to a signed-in account, dismissible, no axe violations', async () => {
    const screen = await render(
      <AnnouncementBar signedIn showAnnouncementBar>
        Soldes d’été jusqu’au 31 août.
      </AnnouncementBar>,
    );
    const bar = screen.getByRole('region', { name: 'Annonce' });
    await expect.element(bar).toHaveTextContent('Soldes d’été jusqu’au 31 août.');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer l’annonce' }));
    await expect.element(bar).not.toBeInTheDocument();
  });

  it('announcement bar: closing it moves the focus to the main landmark, not the body', async () => {
    const screen = await render(
      <>
        <AnnouncementBar signedIn showAnnouncementBar>
          Soldes d’été jusqu’au 31 août.
        </AnnouncementBar>
        <main id="contenu">Contenu</main>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Fermer l’annonce' });
    (close.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('region', { name: 'Annonce' })).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    await expect.element(screen.getByRole('main')).toHaveFocus();
    await expect.element(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('announcement bar: nothing for an anonymous visitor', async () => {
    const screen = await render(
      <AnnouncementBar signedIn={false} showAnnouncementBar>
        Annonce
      </AnnouncementBar>,
    );
    expect(screen.container.innerHTML).toBe('');
  });

  it('mobile info bar: on mobile up to 1024 px with a style, not on a wider screen', async () => {
    const items = [
      { kind: 'phone' as const, href: 'tel:+33123456789' },
      { kind: 'hours' as const },
    ];
    const screen = await render(<MobileInfoBar style="bar" isMobile width={1024} items={items} />);
    await expect
      .element(screen.getByRole('navigation', { name: 'Informations pratiques' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Appeler' }))
      .toHaveAttribute('href', 'tel:+33123456789');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
    const wide = await render(<MobileInfoBar style="bar" isMobile width={1025} items={items} />);
    expect(wide.container.innerHTML).toBe('');
  });

  it('licensed-assets bar: shown when preview licensed images exist', async () => {
    const screen = await render(<LicensedAssetsBar previewLicensedImageCount={3} />);
    await expect
      .element(screen.getByRole('region', { name: 'Images sous licence' }))
      .toHaveTextContent('Cette page affiche des images sous licence en aperçu.');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
    const none = await render(<LicensedAssetsBar previewLicensedImageCount={0} />);
    expect(none.container.innerHTML).toBe('');
  });

  it('badge: a credit link in the footer, with its type as data, no axe violations', async () => {
    const screen = await render(
      <footer>
        <SiteBadge templateVersion="7.1" badgeType="dark" href="https://vitrine.example/" />
      </footer>,
    );
    const link = screen
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Propulsé par Vitrine' });
    await expect.element(link).toHaveAttribute('href', 'https://vitrine.example/');
    expect(link.element().closest('.vitrine-site-badge')?.getAttribute('data-badge-type')).toBe(
      'dark',
    );
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('badge: hidden only for template 7.1 with the badge type none', async () => {
    const hidden = await render(
      <SiteBadge templateVersion="7.1" badgeType="none" href="https://vitrine.example/" />,
    );
    expect(hidden.container.innerHTML).toBe('');
    const olderTemplate = await render(
      <SiteBadge templateVersion={7} badgeType="none" href="https://vitrine.example/" />,
    );
    await expect
      .element(olderTemplate.getByRole('link', { name: 'Propulsé par Vitrine' }))
      .toBeVisible();
  });
});
