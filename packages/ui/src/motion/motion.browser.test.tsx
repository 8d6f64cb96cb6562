import { LazyMotion, m } from 'framer-motion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { loadMotionAnimate, loadMotionFeatures } from './load-motion-features';
import {
  prefersReducedMotion,
  REDUCED_MOTION_QUERY,
  subscribeReducedMotion,
} from './reduced-motion';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shared motion features module', () => {
  it('gives LazyMotion the features that m components animate with', async () => {
    const screen = await render(
      <LazyMotion features={loadMotionFeatures} strict>
        <m.p
          data-testid="texte"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          transition={{ duration: 0.05 }}
        >
          Bonjour
        </m.p>
      </LazyMotion>,
    );
    const text = screen.getByTestId('texte').element() as HTMLElement;
    await expect.poll(() => getComputedStyle(text).opacity).toBe('1');
  });

  it('gives the imperative animate from the same module', async () => {
    const animate = await loadMotionAnimate();
    const screen = await render(<p data-testid="texte">Bonjour</p>);
    const text = screen.getByTestId('texte').element() as HTMLElement;
    await animate(text, { opacity: [1, 0.25] }, { duration: 0.05 });
    expect(getComputedStyle(text).opacity).toBe('0.25');
  });
});

describe('reduced motion', () => {
  it('reads and follows prefers-reduced-motion', () => {
    let matches = true;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query === REDUCED_MOTION_QUERY && matches;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    expect(prefersReducedMotion()).toBe(true);
    const onChange = vi.fn();
    const unsubscribe = subscribeReducedMotion(onChange);
    matches = false;
    for (const listener of listeners) listener();
    expect(onChange).toHaveBeenCalledOnce();
    expect(prefersReducedMotion()).toBe(false);
    unsubscribe();
    expect(listeners.size).toBe(0);
  });
});
