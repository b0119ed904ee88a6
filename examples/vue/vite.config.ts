import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  // base './': the built page works from any folder of the distributor's site.
  base: './',
  build: { target: 'es2022' },
  plugins: [
    // Vue leaves tessera-* tags to the browser: they are custom elements.
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('tessera-') } },
    }),
  ],
});
