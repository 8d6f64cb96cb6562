/** The page context a published page carries (`#page-context`), read the same way by both contenders. */
export function readPageContext(): Record<string, unknown> {
  const text = document.getElementById('page-context')?.textContent;
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
