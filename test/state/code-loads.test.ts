// Chunks of the widget's own code (src/state/code-loads.ts, src/api/errors.ts codeWithin): a
// chunk that fails or does not come in time is a network fault, fetched again only on retry; one
// that comes after its time was up is there all the same.
import { expect } from '@open-wc/testing';
import { codeWithin, TesseraError } from '../../src/api/errors.js';
import { CodeLoads } from '../../src/state/code-loads.js';

/** A chunk the test settles by hand. */
function chunk() {
  let resolve!: (value: string) => void;
  let reject!: (cause: unknown) => void;
  const promise = new Promise<string>((res, rej) => ([resolve, reject] = [res, rej]));
  return { promise, resolve, reject };
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('codeWithin', () => {
  it('passes on the code that came in time', async () => {
    expect(await codeWithin(Promise.resolve('code'), 'A chunk', 50)).to.equal('code');
  });

  it('turns a chunk that could not be fetched into the network fault, with its cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await codeWithin(Promise.reject(cause), 'A chunk', 50).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(TesseraError);
    expect((error as TesseraError).kind).to.equal('network');
    expect((error as TesseraError).cause).to.equal(cause);
  });

  it('fails as a network fault once its time is up, naming the code', async () => {
    const never = new Promise<string>(() => undefined);
    const error = await codeWithin(never, 'The code of checkout', 20).catch((e: unknown) => e);
    expect((error as TesseraError).kind).to.equal('network');
    expect(String((error as TesseraError).cause)).to.contain(
      'The code of checkout did not settle in 20 ms',
    );
  });
});

describe('CodeLoads', () => {
  it('fetches a chunk once, however often it is asked for, and says when it is there', async () => {
    const c = chunk();
    let fetches = 0;
    let changes = 0;
    const loads = new CodeLoads(
      { search: () => (fetches++, c.promise) },
      () => changes++,
      [],
      1000,
    );
    loads.load('search');
    loads.load('search');
    expect(loads.pending('search')).to.equal(true);
    expect(loads.ready('search')).to.equal(false);
    c.resolve('code');
    await tick();
    loads.load('search');
    expect(fetches).to.equal(1);
    expect(loads.ready('search')).to.equal(true);
    expect(loads.pending('search')).to.equal(false);
    expect(changes).to.equal(1);
  });

  it('counts chunks given as loaded as there, without fetching them', () => {
    let fetches = 0;
    const loads = new CodeLoads(
      { landing: () => (fetches++, Promise.resolve()) },
      () => undefined,
      ['landing'],
    );
    loads.load('landing');
    expect(loads.ready('landing')).to.equal(true);
    expect(fetches).to.equal(0);
  });

  it('keeps a failed chunk failed until retry, which fetches it again', async () => {
    const attempts = [chunk(), chunk()];
    let fetches = 0;
    const loads = new CodeLoads(
      { theatre: () => attempts[fetches++]!.promise },
      () => undefined,
      [],
      1000,
    );
    loads.load('theatre');
    attempts[0]!.reject(new TypeError('offline'));
    await tick();
    expect(loads.failure('theatre')?.kind).to.equal('network');
    loads.load('theatre');
    expect(fetches, 'an update does not fetch a failed chunk again').to.equal(1);
    loads.retry('theatre');
    expect(fetches).to.equal(2);
    expect(loads.failure('theatre')).to.equal(undefined);
    expect(loads.pending('theatre')).to.equal(true);
    attempts[1]!.resolve('code');
    await tick();
    expect(loads.ready('theatre')).to.equal(true);
  });

  it('fails a chunk that has not come in time, and has it there when it comes after all', async () => {
    const c = chunk();
    let changes = 0;
    const loads = new CodeLoads({ checkout: () => c.promise }, () => changes++, [], 20);
    loads.load('checkout');
    await tick(40);
    expect(loads.failure('checkout')?.kind).to.equal('network');
    expect(loads.pending('checkout')).to.equal(false);
    expect(changes).to.equal(1);
    c.resolve('code');
    await tick();
    expect(loads.ready('checkout')).to.equal(true);
    expect(loads.failure('checkout')).to.equal(undefined);
    expect(changes).to.equal(2);
  });
});
