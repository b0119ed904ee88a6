import { defineConfig } from 'vite';

// base './': the built page works from any folder of the distributor's site.
export default defineConfig({ base: './', build: { target: 'es2022' } });
