import { expect } from '@open-wc/testing';

interface ProbeResult {
  source: string;
  evalBlocked: boolean;
  validErrors: number;
  invalidPointers: string[];
  primary: string;
}

describe('brand validation under a strict CSP', () => {
  it('validates in a document whose CSP forbids eval (script-src self)', async () => {
    const probe = new URL('./csp-probe.ts', import.meta.url).pathname;
    const frame = document.createElement('iframe');
    const result = new Promise<ProbeResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the probe never reported')), 8000);
      addEventListener('message', function onMessage(e: MessageEvent<ProbeResult>) {
        if (e.data?.source !== 'tessera-csp-probe') return;
        clearTimeout(timer);
        removeEventListener('message', onMessage);
        resolve(e.data);
      });
    });
    frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="script-src 'self'">
      <script type="module" src="${probe}"></script>`;
    document.body.append(frame);
    try {
      const r = await result;
      expect(r.evalBlocked, 'the CSP really blocks eval in the frame').to.equal(true);
      expect(r.validErrors).to.equal(0);
      expect(r.primary).to.equal('#8c1c2c');
      expect(r.invalidPointers).to.deep.equal(['/page/backgroud', '/primary']);
    } finally {
      frame.remove();
    }
  });
});
