import { ProductReviewForm, sessionReviewDraft } from '@vitrine/commerce/reviews';
import { createDataLayer } from '@vitrine/core-data/data-layer';
import type { FeatureContext } from '@vitrine/runtime/registry';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Product reviews (spec 000 §1, on demand): a review form where `data-review-product` names a
 * product; reviews are posted to the site's own API.
 */
export function start({ root, report }: FeatureContext) {
  const roots: Root[] = [];
  const dataLayer = createDataLayer();
  for (const element of (root as ParentNode).querySelectorAll<HTMLElement>(
    '[data-review-product]',
  )) {
    const productId = element.dataset.reviewProduct ?? '';
    const reactRoot = createRoot(element);
    reactRoot.render(
      <ProductReviewForm
        request={{}}
        draft={sessionReviewDraft(`vitrine-draft:${location.pathname}:review:${productId}`)}
        onSubmit={async (review) => {
          const answer = await dataLayer.post('/api/commerce/reviews', {
            json: true,
            body: { productId, ...review },
          });
          if (!answer.ok) report(new Error(answer.error.message), { feature: 'product-reviews' });
          return answer.ok;
        }}
      />,
    );
    roots.push(reactRoot);
  }
  return () => {
    for (const reactRoot of roots) reactRoot.unmount();
  };
}
