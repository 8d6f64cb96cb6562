// Modules the bench's esbuild builds provide (lib/build-settings.mjs, lib/pages.mjs).

/** Our catalogue of the i18n job, compiled at build time with `compileMessages`. */
declare module 'bench:catalogue' {
  const catalogue: Readonly<Record<string, unknown>>;
  export default catalogue;
}

/** react-intl's messages of the i18n job, parsed to ASTs at build time. */
declare module 'bench:react-intl-ast' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}

/** The gallery contender a harness page mounts (an alias per page). */
declare module 'contender' {
  export function App(): import('react').ReactNode;
}

/** The job entry a smoke page runs (an alias per page). */
declare module 'job' {
  export const run: ((host: HTMLElement) => string | Promise<string>) | undefined;
  export const App: (() => import('react').ReactNode) | undefined;
}
