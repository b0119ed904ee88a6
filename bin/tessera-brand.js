#!/usr/bin/env node
// The brand CLI. It runs with plain `node`: tsx's API loads the TypeScript sources directly, so
// the CLI and the widget share one implementation with no separate build step.
import { tsImport } from 'tsx/esm/api';

const { run } = await tsImport('../src/brand/cli.ts', import.meta.url);
await run();
