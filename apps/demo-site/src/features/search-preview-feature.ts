import type { FeatureContext } from '@vitrine/runtime/registry';

interface SearchResult {
  readonly title: string;
  readonly href: string;
}

function readResults(value: unknown): SearchResult[] {
  if (typeof value !== 'object' || value === null) return [];
  const results = (value as { results?: unknown }).results;
  if (!Array.isArray(results)) return [];
  return results.flatMap((item) =>
    typeof item === 'object' &&
    item !== null &&
    typeof item.title === 'string' &&
    typeof item.href === 'string' &&
    item.href.startsWith('/')
      ? [{ title: item.title, href: item.href }]
      : [],
  );
}

/**
 * Search preview (spec 000 §1, on demand): suggestions under a search form's input while the
 * visitor types, from `/search?q=…&format=json`. Text only (textContent), never HTML.
 */
export function start({ root, report }: FeatureContext) {
  const cleanups: (() => void)[] = [];
  for (const form of (root as ParentNode).querySelectorAll<HTMLFormElement>(
    'form[data-vitrine-feature~="search-preview"]',
  )) {
    const input = form.querySelector<HTMLInputElement>('input[type="search"]');
    if (!input) continue;
    const list = document.createElement('ul');
    list.className = 'demo-search-preview';
    list.id = `${input.id}-suggestions`;
    list.setAttribute('aria-label', 'Suggestions');
    list.hidden = true;
    const status = document.createElement('p');
    status.className = 'demo-visually-hidden';
    status.setAttribute('role', 'status');
    form.append(list, status);
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      controller?.abort();
      const query = input.value.trim();
      if (query.length < 2) {
        list.hidden = true;
        list.replaceChildren();
        return;
      }
      controller = new AbortController();
      fetch(`/search?q=${encodeURIComponent(query)}&format=json`, {
        signal: controller.signal,
        credentials: 'same-origin',
      })
        .then((response) => (response.ok ? response.json() : { results: [] }))
        .then((body: unknown) => {
          const results = readResults(body);
          list.replaceChildren(
            ...results.map((result) => {
              const item = document.createElement('li');
              const link = document.createElement('a');
              link.href = result.href;
              link.textContent = result.title;
              item.append(link);
              return item;
            }),
          );
          list.hidden = results.length === 0;
          status.textContent =
            results.length === 0
              ? 'Aucun résultat'
              : results.length === 1
                ? '1 suggestion'
                : `${results.length} suggestions`;
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError')
            report(error, { feature: 'search-preview' });
        });
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(update, 150);
    };
    // Down from the field goes into the suggestions, Up and Down move between them, Escape
    // goes back to the field (what a visitor expects of suggestions under a search field).
    const onKeyDown = (event: KeyboardEvent) => {
      const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
      if (list.hidden || links.length === 0) return;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      let next: HTMLElement | undefined;
      if (event.key === 'ArrowDown') next = links[Math.min(at + 1, links.length - 1)];
      else if (event.key === 'ArrowUp') next = at <= 0 ? input : links[at - 1];
      else if (event.key === 'Escape' && at >= 0) next = input;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    input.addEventListener('input', onInput);
    form.addEventListener('keydown', onKeyDown);
    cleanups.push(() => {
      input.removeEventListener('input', onInput);
      form.removeEventListener('keydown', onKeyDown);
      controller?.abort();
      list.remove();
      status.remove();
    });
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
