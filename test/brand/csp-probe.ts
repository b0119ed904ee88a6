// Loaded as a module inside an iframe whose CSP is `script-src 'self'` (no 'unsafe-eval'): it
// validates brands with the compiled validator and reports back to the test page.
import { processBrand } from '../../src/brand/process.js';

let evalBlocked = false;
try {
  new Function('return 1')();
} catch {
  evalBlocked = true;
}
const valid = processBrand({ primary: '#8c1c2c', dark: { page: { text: '#eeeeee' } } });
const invalid = processBrand({ primary: 'blue', page: { backgroud: '#fff' } });
parent.postMessage(
  {
    source: 'tessera-csp-probe',
    evalBlocked,
    validErrors: valid.messages.filter((m) => m.severity === 'error').length,
    invalidPointers: invalid.messages.filter((m) => m.severity === 'error').map((m) => m.pointer),
    primary: valid.resolved.light.values.primary,
  },
  '*',
);
