import type { DataLayerResult } from '@vitrine/core-data/data-layer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOCOMPLETE_MAX_ATTEMPTS,
  AUTOCOMPLETE_RETRY_MS,
  createPlacesAutocomplete,
} from './places-autocomplete';

const NETWORK_DOWN: DataLayerResult<never> = {
  ok: false,
  error: { code: 'connection', message: 'Connexion impossible...' },
};
const ANSWER: DataLayerResult<{ predictions: string[] }> = {
  ok: true,
  status: 200,
  data: { predictions: ['Lyon, France'] },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPlacesAutocomplete (spec 000 §9: retry frequency 100 ms)', () => {
  it('retries a transient failure every 100 ms, up to 3 attempts', async () => {
    expect(AUTOCOMPLETE_RETRY_MS).toBe(100);
    expect(AUTOCOMPLETE_MAX_ATTEMPTS).toBe(3);
    const autocomplete = vi
      .fn()
      .mockResolvedValueOnce(NETWORK_DOWN)
      .mockResolvedValueOnce(NETWORK_DOWN)
      .mockResolvedValueOnce(ANSWER);
    const search = createPlacesAutocomplete({ client: { autocomplete } });
    const outcome = search.search('Lyon');
    await vi.advanceTimersByTimeAsync(0);
    expect(autocomplete).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(autocomplete).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(autocomplete).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(autocomplete).toHaveBeenCalledTimes(3);
    expect(await outcome).toEqual({ status: 'done', result: ANSWER, attempts: 3 });
    expect(autocomplete).toHaveBeenLastCalledWith(
      { input: 'Lyon' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('gives up after 3 attempts with the last failure', async () => {
    const autocomplete = vi.fn().mockResolvedValue(NETWORK_DOWN);
    const search = createPlacesAutocomplete({ client: { autocomplete } });
    const outcome = search.search('Lyon');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ status: 'done', result: NETWORK_DOWN, attempts: 3 });
    expect(autocomplete).toHaveBeenCalledTimes(3);
  });

  it('does not retry answers that would fail again (4xx, server errors)', async () => {
    const refused: DataLayerResult<never> = {
      ok: false,
      error: { code: 'connection', status: 429, message: 'Connexion impossible...' },
    };
    const autocomplete = vi.fn().mockResolvedValue(refused);
    const search = createPlacesAutocomplete({ client: { autocomplete } });
    const outcome = search.search('Lyon');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ status: 'done', result: refused, attempts: 1 });
  });

  it('retries 5xx answers (internal, unavailable)', async () => {
    const down: DataLayerResult<never> = {
      ok: false,
      error: { code: 'unavailable', status: 503, message: 'Service indisponible' },
    };
    const autocomplete = vi.fn().mockResolvedValueOnce(down).mockResolvedValueOnce(ANSWER);
    const search = createPlacesAutocomplete({ client: { autocomplete } });
    const outcome = search.search('Lyon');
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a newer input supersedes the running search: aborted, its retry dropped', async () => {
    const signals: AbortSignal[] = [];
    const autocomplete = vi.fn(async (_params: unknown, call?: { signal?: AbortSignal }) => {
      if (call?.signal) signals.push(call.signal);
      return NETWORK_DOWN;
    });
    const search = createPlacesAutocomplete({ client: { autocomplete } });
    const first = search.search('Ly');
    await vi.advanceTimersByTimeAsync(50);
    autocomplete.mockResolvedValue(ANSWER as never);
    const second = search.search('Lyon');
    expect(await first).toEqual({ status: 'superseded' });
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(await second).toMatchObject({ status: 'done', attempts: 1 });
    expect(autocomplete.mock.calls.map(([params]) => params)).toEqual([
      { input: 'Ly' },
      { input: 'Lyon' },
    ]);
  });

  it('drops an answer that arrives after a newer search started', async () => {
    let answerFirst: (result: DataLayerResult<unknown>) => void = () => {};
    const autocomplete = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(ANSWER);
    const search = createPlacesAutocomplete({ client: { autocomplete } });
    const first = search.search('Ly');
    const second = search.search('Lyon');
    answerFirst({ ok: true, status: 200, data: { predictions: ['Lys'] } });
    expect(await first).toEqual({ status: 'superseded' });
    expect(await second).toEqual({ status: 'done', result: ANSWER, attempts: 1 });
  });

  it('asks nothing for a blank input, and cancel ends the running search', async () => {
    const autocomplete = vi.fn().mockResolvedValue(NETWORK_DOWN);
    const search = createPlacesAutocomplete({ client: { autocomplete } });
    expect(await search.search('   ')).toEqual({ status: 'empty' });
    expect(autocomplete).not.toHaveBeenCalled();
    const running = search.search('Lyon');
    await vi.advanceTimersByTimeAsync(0);
    search.cancel();
    expect(await running).toEqual({ status: 'superseded' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(autocomplete).toHaveBeenCalledOnce();
  });

  it('passes extra parameters and takes another retry interval', async () => {
    const autocomplete = vi.fn().mockResolvedValueOnce(NETWORK_DOWN).mockResolvedValueOnce(ANSWER);
    const search = createPlacesAutocomplete({ client: { autocomplete }, retryMs: 250 });
    const outcome = search.search('Lyon', { sessionToken: 'jeton' });
    await vi.advanceTimersByTimeAsync(249);
    expect(autocomplete).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ status: 'done', attempts: 2 });
    expect(autocomplete).toHaveBeenCalledWith(
      { sessionToken: 'jeton', input: 'Lyon' },
      expect.anything(),
    );
  });
});
