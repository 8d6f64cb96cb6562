/** The client build's entries, as Vite's manifest names them: the page script and the styles. */
export const CLIENT_ENTRY = 'src/client/main.tsx';
export const STYLES_ENTRY = 'src/client/styles.ts';
