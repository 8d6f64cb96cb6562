import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    core: 'src/core.ts',
    validation: 'src/validation.ts',
    definition: 'src/definition.ts',
    form: 'src/form.ts',
    newsletter: 'src/newsletter.ts',
    captcha: 'src/captcha.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
  // The optional stylesheet is plain CSS: published as it is, as @vitrine/forms/styles.css.
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles/forms.css', 'dist/styles.css');
  },
});
