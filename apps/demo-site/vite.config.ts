import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CLIENT_ENTRY, STYLES_ENTRY } from './src/server/client-entries';
import { precompressAssets } from './tools/build/precompress';

// The client bundle: one entry (the page script) whose blocks and features are lazy chunks.
// The server build (`vite build --ssr src/server/main.ts`) renders the same components.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets()],
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', sourcemap: true, emptyOutDir: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: false,
        sourcemap: process.env.SOURCEMAP === '1',
        rollupOptions: { input: [CLIENT_ENTRY, STYLES_ENTRY] },
      },
  ssr: {
    // Node loads the packages' dist as they are; only CSS imports need Vite.
    noExternal: [],
  },
}));
