import { compileMessages } from '@vitrine/i18n-fr/compile';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { TranslatorProvider } from '../translator/translator-provider';
import { RelativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 21, 9, 30, 0);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RelativeTime', () => {
  it('renders a <time dateTime> that refreshes every 5000 ms (spec 001 §4)', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const screen = await render(
      <p>
        Publié <RelativeTime date={NOW} />
      </p>,
    );
    const time = screen.container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-21T09:30:00.000Z');
    await expect.element(screen.getByText('à l’instant')).toBeVisible();
    vi.advanceTimersByTime(4999);
    await expect.element(screen.getByText('à l’instant')).toBeVisible();
    vi.advanceTimersByTime(1);
    await expect.element(screen.getByText('il y a 5 secondes')).toBeVisible();
    vi.advanceTimersByTime(55_000);
    await expect.element(screen.getByText('il y a 1 minute')).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('refreshes every instance on one shared interval', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const setInterval = vi.spyOn(window, 'setInterval');
    const screen = await render(
      <ul>
        <li>
          <RelativeTime date={NOW - 10_000} />
        </li>
        <li>
          <RelativeTime date={NOW - 20_000} />
        </li>
        <li>
          <RelativeTime date={new Date(NOW - 30_000).toISOString()} />
        </li>
      </ul>,
    );
    await expect.element(screen.getByText('il y a 10 secondes')).toBeVisible();
    vi.advanceTimersByTime(5000);
    await expect.element(screen.getByText('il y a 15 secondes')).toBeVisible();
    await expect.element(screen.getByText('il y a 25 secondes')).toBeVisible();
    await expect.element(screen.getByText('il y a 35 secondes')).toBeVisible();
    expect(setInterval).toHaveBeenCalledTimes(1);
  });

  it('uses the site locale and its wording for just now', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const overrides = compileMessages({ 'common.justNow': 'tout juste' });
    const screen = await render(
      <TranslatorProvider overrides={overrides}>
        <RelativeTime date={NOW} />
      </TranslatorProvider>,
    );
    await expect.element(screen.getByText('tout juste')).toBeVisible();
    const english = await render(
      <TranslatorProvider locale="en-GB">
        <RelativeTime date={NOW - 120_000} />
      </TranslatorProvider>,
    );
    await expect.element(english.getByText('2 minutes ago')).toBeVisible();
  });

  it('renders nothing, with a warning, for an invalid date', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(<RelativeTime date="pas une date" />);
    expect(screen.container.querySelector('time')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
