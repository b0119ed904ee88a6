import { defineConfig } from 'astro/config';

// BASE: the path the site is served under (the recipe test serves it under a folder of its own).
export default defineConfig({ base: process.env.BASE ?? '/' });
