import { describe, expect, it } from 'vitest';
import { CONCURRENT_IMAGE_LOADS } from './image-constants';
import { createLoadQueue } from './load-queue';

/** A task that finishes when the test says so, and records that it started. */
function deferredTask(started: number[], id: number) {
  let finish!: (value: number) => void;
  let fail!: (error: Error) => void;
  const task = () => {
    started.push(id);
    return new Promise<number>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(id), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLoadQueue (spec 001 §4 and §9)', () => {
  it('runs 16 loads at once on desktop and queues the rest in order', async () => {
    const queue = createLoadQueue({ concurrency: CONCURRENT_IMAGE_LOADS.desktop });
    const started: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, id) => deferredTask(started, id));
    const results = tasks.map(({ task }) => queue.add(task));
    await settle();
    expect(started).toEqual(Array.from({ length: 16 }, (_, id) => id));
    expect(queue.active).toBe(16);
    expect(queue.pending).toBe(4);

    tasks[3]?.finish();
    await expect(results[3]).resolves.toBe(3);
    await settle();
    expect(started.at(-1)).toBe(16);
    expect(queue.active).toBe(16);
    expect(queue.pending).toBe(3);
  });

  it('runs 1 load at a time on mobile', async () => {
    const queue = createLoadQueue({ concurrency: CONCURRENT_IMAGE_LOADS.mobile });
    const started: number[] = [];
    const tasks = Array.from({ length: 3 }, (_, id) => deferredTask(started, id));
    for (const { task } of tasks) queue.add(task);
    await settle();
    expect(started).toEqual([0]);
    expect(queue.pending).toBe(2);

    tasks[0]?.finish();
    await settle();
    expect(started).toEqual([0, 1]);
    tasks[1]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[2]?.finish();
    await settle();
    expect(queue.active).toBe(0);
    expect(queue.pending).toBe(0);
  });

  it('releases the slot of a failed load and passes the error on', async () => {
    const queue = createLoadQueue({ concurrency: 1 });
    const started: number[] = [];
    const failing = deferredTask(started, 0);
    const next = deferredTask(started, 1);
    const failed = queue.add(failing.task);
    const following = queue.add(next.task);
    await settle();
    failing.fail(new Error('/s/a.jpg not loaded'));
    await expect(failed).rejects.toThrow('/s/a.jpg not loaded');
    await settle();
    expect(started).toEqual([0, 1]);
    next.finish();
    await expect(following).resolves.toBe(1);
  });

  it('releases the slot of a task that throws at once, and runs plain functions', async () => {
    const queue = createLoadQueue({ concurrency: 1 });
    const thrown = queue.add(() => {
      throw new Error('broken');
    });
    await expect(thrown).rejects.toThrow('broken');
    await expect(queue.add(() => 'done')).resolves.toBe('done');
    expect(queue.active).toBe(0);
  });

  it('asks a concurrency function again each time a slot frees, and never goes under 1', async () => {
    let limit = 0;
    const queue = createLoadQueue({ concurrency: () => limit });
    const started: number[] = [];
    const tasks = Array.from({ length: 4 }, (_, id) => deferredTask(started, id));
    for (const { task } of tasks) queue.add(task);
    await settle();
    expect(started).toEqual([0]);

    limit = 16;
    tasks[0]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
  });
});
