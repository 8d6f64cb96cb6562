/** What the page measures about itself; the head script creates it before anything runs. */
export interface BenchProbe {
  longtasks: { start: number; duration: number }[];
  /** When the last block finished hydrating (islands) or the root committed (ms since navigation). */
  done?: number;
  /** When the blocks of the first screen were all hydrated (islands; ms since navigation). */
  firstScreen?: number;
  hydrated: number;
  failed: number;
  errors: string[];
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

export const probe = (): BenchProbe => window.__bench;
