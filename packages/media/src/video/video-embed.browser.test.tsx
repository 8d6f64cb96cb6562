import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { VideoEmbed } from './video-embed';
import { createVideoRegistry } from './video-registry';

// Players in tests load about:blank (never YouTube or Vimeo): the provider comes from the name.
const allowBlank = (url: URL) => url.protocol === 'about:';
const youtube = {
  providerName: 'YouTube',
  html: '<iframe src="about:blank" title="Visite de l’atelier"></iframe>',
};
const vimeo = {
  providerName: 'Vimeo',
  html: '<iframe src="about:blank" title="Le port au matin"></iframe>',
  aspectRatio: '4:3',
};
const other = {
  providerName: 'Autre',
  html: '<iframe src="about:blank" title="Concert"></iframe>',
};

/** Each iframe's postMessage, recorded instead of sent. */
const posted = new WeakMap<HTMLIFrameElement, ReturnType<typeof vi.fn>>();

beforeEach(() => {
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
    this: HTMLIFrameElement,
  ) {
    if (!posted.has(this)) posted.set(this, vi.fn());
    return { postMessage: posted.get(this) } as unknown as Window;
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

const frameOf = (root: Element) => root.querySelector('iframe') as HTMLIFrameElement;

describe('VideoEmbed', () => {
  it('shows the overlay with its play button and no player yet', async () => {
    const screen = await render(<VideoEmbed data={youtube} allowSource={allowBlank} />);
    const button = screen.getByRole('button', { name: 'Lire la vidéo' });
    await expect.element(button).toBeVisible();
    const root = screen.container.querySelector('.vitrine-video') as HTMLElement;
    expect(root.dataset.state).toBe('overlay');
    expect(root.dataset.provider).toBe('youtube');
    expect(frameOf(root)).toBeNull();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('plays from the keyboard: Enter swaps in the player with autoplay and focuses it', async () => {
    const screen = await render(
      <VideoEmbed data={youtube} allowSource={allowBlank} registry={createVideoRegistry()} />,
    );
    await userEvent.keyboard('{Tab}');
    const button = screen.getByRole('button', { name: 'Lire la vidéo' });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const root = screen.container.querySelector('.vitrine-video') as HTMLElement;
    await expect.element(root).toHaveAttribute('data-state', 'playing');
    const frame = frameOf(root);
    expect(frame.getAttribute('src')).toBe('about:blank?autoplay=1&enablejsapi=1');
    expect(frame.title).toBe('Visite de l’atelier');
    expect(document.activeElement).toBe(frame);
    expect(button.element().hasAttribute('hidden')).toBe(true);
    const { violations } = await axe.run(screen.container, { iframes: false });
    expect(violations).toEqual([]);
  });

  it('plays with the Space key too', async () => {
    const screen = await render(
      <VideoEmbed data={vimeo} allowSource={allowBlank} registry={createVideoRegistry()} />,
    );
    screen.getByRole('button', { name: 'Lire la vidéo' }).element().focus();
    await userEvent.keyboard(' ');
    const root = screen.container.querySelector('.vitrine-video') as HTMLElement;
    await expect.element(root).toHaveAttribute('data-state', 'playing');
    expect(frameOf(root).getAttribute('src')).toBe('about:blank?autoplay=1');
    const { violations } = await axe.run(screen.container, { iframes: false });
    expect(violations).toEqual([]);
  });

  it('plays one video at a time: starting the second returns the first to its overlay (spec 001 §4)', async () => {
    const screen = await render(
      <div>
        <div data-testid="first">
          <VideoEmbed data={youtube} allowSource={allowBlank} />
        </div>
        <div data-testid="second">
          <VideoEmbed data={vimeo} allowSource={allowBlank} />
        </div>
      </div>,
    );
    const first = screen.getByTestId('first').element().firstElementChild as HTMLElement;
    const second = screen.getByTestId('second').element().firstElementChild as HTMLElement;
    const [playFirst, playSecond] = screen.getByRole('button', { name: 'Lire la vidéo' }).all();

    await playFirst?.click();
    await expect.element(first).toHaveAttribute('data-state', 'playing');
    await playSecond?.click();
    await expect.element(second).toHaveAttribute('data-state', 'playing');
    await expect.element(first).toHaveAttribute('data-state', 'overlay');
    const youtubeFrame = frameOf(first);
    expect(posted.get(youtubeFrame)?.mock.calls).toEqual([
      ['{"event":"command","func":"pauseVideo","args":""}', 'https://www.youtube.com'],
    ]);
    // The paused player stays, out of reach under its overlay, to resume without reloading.
    expect(youtubeFrame.closest('[inert]')).not.toBeNull();

    await playFirst?.click();
    await expect.element(first).toHaveAttribute('data-state', 'playing');
    await expect.element(second).toHaveAttribute('data-state', 'overlay');
    expect(posted.get(youtubeFrame)?.mock.calls.at(-1)).toEqual([
      '{"event":"command","func":"playVideo","args":""}',
      'https://www.youtube.com',
    ]);
    expect(posted.get(frameOf(second))?.mock.calls).toEqual([
      ['{"method":"pause"}', 'https://player.vimeo.com'],
    ]);
    const { violations } = await axe.run(screen.container, { iframes: false });
    expect(violations).toEqual([]);
  });

  it('unloads a player that takes no messages when another video starts', async () => {
    const registry = createVideoRegistry();
    const screen = await render(
      <div>
        <div data-testid="concert">
          <VideoEmbed data={other} allowSource={allowBlank} registry={registry} />
        </div>
        <VideoEmbed data={youtube} allowSource={allowBlank} registry={registry} />
      </div>,
    );
    const concert = screen.getByTestId('concert').element().firstElementChild as HTMLElement;
    const [playConcert, playOther] = screen.getByRole('button', { name: 'Lire la vidéo' }).all();
    await playConcert?.click();
    await expect.element(concert).toHaveAttribute('data-state', 'playing');
    expect(frameOf(concert).getAttribute('src')).toBe('about:blank?autoplay=1');
    await playOther?.click();
    await expect.element(concert).toHaveAttribute('data-state', 'overlay');
    expect(frameOf(concert)).toBeNull();
    const { violations } = await axe.run(screen.container, { iframes: false });
    expect(violations).toEqual([]);
  });

  it('shows the invalid-embed message and logs "Invalid video embed" (spec 001 §4 and §8)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <VideoEmbed data={{ providerName: 'YouTube', html: '<p>Notre film</p>', mode: 'fit' }} />,
    );
    await expect.element(screen.getByText('Code d’intégration vidéo non valide')).toBeVisible();
    const root = screen.container.querySelector('.vitrine-video') as HTMLElement;
    expect(root.dataset.state).toBe('invalid');
    expect(screen.container.querySelector('button')).toBeNull();
    expect(errors).toHaveBeenCalledWith('Invalid video embed');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('refuses a player that is not https by default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <VideoEmbed data={{ html: '<iframe src="http://www.youtube.com/embed/abc"></iframe>' }} />,
    );
    await expect.element(screen.getByText('Code d’intégration vidéo non valide')).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('fades the overlay out in 0.3 s, and at once under reduced motion', async () => {
    const screen = await render(
      <VideoEmbed data={youtube} allowSource={allowBlank} registry={createVideoRegistry()} />,
    );
    const overlay = screen.getByRole('button', { name: 'Lire la vidéo' }).element() as HTMLElement;
    expect(getComputedStyle(overlay).transitionDuration).toBe('0.3s, 0.3s');
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(getComputedStyle(overlay).transitionDuration).toBe('0s');
    await userEvent.click(overlay);
    await expect.element(overlay).not.toBeVisible();
    const { violations } = await axe.run(screen.container, { iframes: false });
    expect(violations).toEqual([]);
  });

  it('hydrates over its server HTML without a mismatch, then plays', async () => {
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const registry = createVideoRegistry();
    const video = <VideoEmbed data={youtube} allowSource={allowBlank} registry={registry} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(video);
    document.body.append(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Lire la vidéo');
    const root = hydrateRoot(container, video, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    try {
      await vi.waitFor(() => {
        button.click();
        expect(container.querySelector('.vitrine-video')?.getAttribute('data-state')).toBe(
          'playing',
        );
      });
      expect(container.querySelector('button')).toBe(button);
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      const { violations } = await axe.run(container, { iframes: false });
      expect(violations).toEqual([]);
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('keeps the frame ratio and the mode as attributes', async () => {
    const screen = await render(
      <div style={{ width: 400 }}>
        <VideoEmbed data={vimeo} allowSource={allowBlank} />
        <VideoEmbed
          data={{ ...youtube, aspectRatio: 'Auto', mode: 'none' }}
          allowSource={allowBlank}
        />
      </div>,
    );
    const [fourThree, auto] = [...screen.container.querySelectorAll<HTMLElement>('.vitrine-video')];
    expect(fourThree?.getBoundingClientRect().height).toBe(300);
    expect(auto?.getBoundingClientRect().height).toBe(260);
    expect(auto?.dataset.mode).toBe('none');
    expect(fourThree?.dataset.mode).toBeUndefined();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
  it('loads YouTube from youtube-nocookie.com until consent allows tracking, then from youtube.com', async () => {
    let allowed = false;
    const listeners = new Set<() => void>();
    const consent = {
      allowsTracking: () => allowed,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const setAllowed = (value: boolean) => {
      allowed = value;
      for (const listener of listeners) listener();
    };
    const real = {
      providerName: 'YouTube',
      html: '<iframe src="https://www.youtube.com/embed/abc" title="Atelier"></iframe>',
    };
    const screen = await render(
      <div>
        <div data-testid="first">
          <VideoEmbed data={real} consent={consent} registry={createVideoRegistry()} />
        </div>
        <div data-testid="second">
          <VideoEmbed data={real} consent={consent} registry={createVideoRegistry()} />
        </div>
        <div data-testid="none">
          <VideoEmbed data={real} registry={createVideoRegistry()} />
        </div>
      </div>,
    );
    const srcIn = (id: string) =>
      screen.getByTestId(id).element().querySelector('iframe')?.getAttribute('src');
    const [first, second, none] = screen.getByRole('button', { name: 'Lire la vidéo' }).all();
    await none?.click();
    await expect
      .poll(() => srcIn('none'))
      .toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1&enablejsapi=1');
    setAllowed(true);
    await first?.click();
    await expect
      .poll(() => srcIn('first'))
      .toBe('https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1');
    // Consent withdrawn: the next player is privacy-enhanced again, the loaded one is not reloaded.
    setAllowed(false);
    await second?.click();
    await expect
      .poll(() => srcIn('second'))
      .toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1&enablejsapi=1');
    expect(srcIn('first')).toBe('https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1');
  });
});
