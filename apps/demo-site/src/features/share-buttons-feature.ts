import type { FeatureContext } from '@vitrine/runtime/registry';

const TARGETS = [
  {
    label: 'Partager sur Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
  {
    label: 'Partager sur Pinterest',
    href: (url: string) => `https://www.pinterest.fr/pin/create/button/?url=${url}`,
  },
  {
    label: 'Envoyer par e-mail',
    href: (url: string, title: string) => `mailto:?subject=${title}&body=${url}`,
  },
] as const;

/** Share buttons (spec 000 §1, loaded on demand where `data-vitrine-feature` asks for them). */
export function start({ root }: FeatureContext) {
  const url = encodeURIComponent(window.location.origin + window.location.pathname);
  const title = encodeURIComponent(document.title);
  const lists: HTMLElement[] = [];
  for (const host of (root as ParentNode).querySelectorAll<HTMLElement>(
    '[data-vitrine-feature~="share-button"]',
  )) {
    const list = document.createElement('ul');
    list.className = 'demo-share-list';
    for (const target of TARGETS) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = target.href(url, title);
      link.textContent = target.label;
      if (link.protocol === 'https:') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
      item.append(link);
      list.append(item);
    }
    host.append(list);
    lists.push(list);
  }
  return () => {
    for (const list of lists) list.remove();
  };
}
