// Preloaded into the built server by the reliability suites (`node --require`, see
// built-server.ts): answers questions about the process over the IPC channel the suite opened,
// and stops the server when the suite goes away. The server's own code is not touched.
const { monitorEventLoopDelay } = require('node:perf_hooks');

if (process.send) {
  /** The server's event loop delay, between a `loopDelayStart` and a `loopDelayStop`. */
  let loopDelay;
  const answers = {
    /** A full collection first (`--expose-gc`), so that a measure starts from live memory. */
    collectGarbage: () => {
      globalThis.gc?.();
      return { collected: typeof globalThis.gc === 'function' };
    },
    memory: () => {
      const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
      return { rss, heapUsed, arrayBuffers };
    },
    loopDelayStart: () => {
      loopDelay?.disable();
      loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      return {};
    },
    loopDelayStop: () => {
      loopDelay?.disable();
      const delay = {
        p99Ms: (loopDelay?.percentile(99) ?? 0) / 1e6,
        maxMs: (loopDelay?.max ?? 0) / 1e6,
      };
      loopDelay = undefined;
      return delay;
    },
  };
  process.on('message', (message) => {
    const question = message?.question;
    if (Object.hasOwn(answers, question))
      process.send({ id: message.id, answer: answers[question]() });
  });
  // The channel must not keep the server alive on its own: SIGTERM still ends it as in production.
  process.channel?.unref();
  // The suite's process ended (a crash, a killed worker) without closing the server: stop it.
  process.on('disconnect', () => {
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => process.exit(1), 5_000).unref();
  });
}
