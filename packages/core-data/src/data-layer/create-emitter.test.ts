import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from './create-emitter';

type Events = { ping: number; pong: string };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createEmitter', () => {
  it('sends each event to its own handlers only', () => {
    const emitter = createEmitter<Events>();
    const ping = vi.fn();
    const pong = vi.fn();
    emitter.on('ping', ping);
    emitter.on('pong', pong);
    emitter.emit('ping', 1);
    expect(ping).toHaveBeenCalledWith(1);
    expect(pong).not.toHaveBeenCalled();
  });

  it('stops sending after unsubscribe', () => {
    const emitter = createEmitter<Events>();
    const ping = vi.fn();
    const off = emitter.on('ping', ping);
    off();
    emitter.emit('ping', 1);
    expect(ping).not.toHaveBeenCalled();
  });

  it('keeps sending to the other handlers when one throws, and reports the error', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const emitter = createEmitter<Events>();
    const failure = new Error('handler bug');
    const after = vi.fn();
    emitter.on('ping', () => {
      throw failure;
    });
    emitter.on('ping', after);
    expect(() => emitter.emit('ping', 2)).not.toThrow();
    expect(after).toHaveBeenCalledWith(2);
    expect(reportError).toHaveBeenCalledWith(failure);
  });

  it('lets a handler unsubscribe while the event is being sent', () => {
    const emitter = createEmitter<Events>();
    const second = vi.fn();
    const off = emitter.on('ping', () => off());
    emitter.on('ping', second);
    emitter.emit('ping', 1);
    emitter.emit('ping', 2);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
