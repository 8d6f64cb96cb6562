import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSocialFollowButton } from './load-script';

afterEach(() => {
  vi.useRealTimers();
});

describe('social follow button script (spec 000 §7 "Other loads": 10 s timeout)', () => {
  it('gives up after 10 s and removes the script element', async () => {
    vi.useFakeTimers();
    const src = 'https://exemple.invalid/never-answers.js';
    // A document whose head never loads scripts, so only the timeout can settle the promise.
    const doc = document.implementation.createHTMLDocument('');
    const loading = loadSocialFollowButton(src, doc);
    const outcome = vi.fn();
    loading.then(
      () => outcome('loaded'),
      (error: Error) => outcome(error.message),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).not.toHaveBeenCalled();
    expect(doc.head.querySelector('script')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(`script timed out after 10000 ms: ${src}`);
    expect(doc.head.querySelector('script')).toBeNull();
  });
});
