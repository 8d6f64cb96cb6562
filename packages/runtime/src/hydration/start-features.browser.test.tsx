import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFeatures } from './start-features';

let root: HTMLElement | undefined;

afterEach(() => {
  root?.remove();
  root = undefined;
});

function mount(html: string): HTMLElement {
  root = document.createElement('main');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('on-demand features (spec 000 §1-2)', () => {
  it('loads the cart on the cart page (200) and the features the markup asks for, and stops them', async () => {
    const container = mount('<div data-vitrine-feature="share-button"></div>');
    const stopCart = vi.fn();
    const cart = vi.fn(() => stopCart);
    const share = vi.fn();
    const reviews = vi.fn();
    const stop = await startFeatures({
      pageType: 200,
      root: container,
      report: vi.fn(),
      registry: {
        blocks: {},
        features: {
          cart: async () => ({ start: cart }),
          'share-button': async () => ({ default: { start: share } }),
          'product-reviews': async () => ({ start: reviews }),
        },
      },
    });
    expect(cart).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledTimes(1);
    expect(reviews).not.toHaveBeenCalled();
    stop();
    expect(stopCart).toHaveBeenCalledTimes(1);
  });

  it('loads product reviews on the reviews-request page (209) and reports a failing feature', async () => {
    const container = mount('<div class="vitrine-cart-widget"></div>');
    const report = vi.fn();
    const reviews = vi.fn();
    await startFeatures({
      pageType: 209,
      root: container,
      report,
      registry: {
        blocks: {},
        features: {
          cart: () => Promise.reject(new Error('chunk failed')),
          'product-reviews': async () => ({ start: reviews }),
        },
      },
    });
    expect(reviews).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(new Error('chunk failed'), {
      feature: 'cart',
      phase: 'feature',
    });
  });
});
