// The steps' async reads (src/state/task.ts): run when the arguments change, only the newest
// run's outcome kept, the last value shown while the next read is pending, a read that goes on
// while its step is out of the page.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { Task, TaskStatus, initialState } from '../../src/state/task.js';

/** A read the test settles by hand, with the signal it was given. */
interface Read {
  args: readonly unknown[];
  signal: AbortSignal;
  resolve(value: string): void;
  reject(error: unknown): void;
}

class TaskHost extends LitElement {
  static override properties = { key: {} };
  key = 'a';
  reads: Read[] = [];
  readonly task = new Task(this, {
    task: ([key], { signal }) =>
      key === ''
        ? Promise.resolve(initialState)
        : new Promise<string>((resolve, reject) => {
            signal.addEventListener('abort', () => reject(signal.reason));
            this.reads.push({ args: [key], signal, resolve, reject });
          }),
    args: () => [this.key] as const,
  });

  override render() {
    return this.task.render({
      initial: () => html`<p>initial</p>`,
      pending: () => html`<p>pending ${this.task.value ?? ''}</p>`,
      complete: (value) => html`<p>complete ${value}</p>`,
      error: (error) => html`<p>error ${(error as Error).message}</p>`,
    });
  }
}
customElements.define('task-test-host', TaskHost);

const shown = (el: TaskHost) => el.shadowRoot!.querySelector('p')!.textContent!.trim();
const settled = async (el: TaskHost) => {
  await new Promise((r) => setTimeout(r));
  await el.updateComplete;
};

describe('Task', () => {
  it('reads when its arguments change, not on every update', async () => {
    const el = await fixture<TaskHost>(html`<task-test-host></task-test-host>`);
    expect(el.reads.map((r) => r.args)).to.deep.equal([['a']]);
    expect(el.task.status).to.equal(TaskStatus.PENDING);
    expect(shown(el)).to.equal('pending');
    el.requestUpdate();
    await el.updateComplete;
    expect(el.reads).to.have.length(1);
    el.reads[0]!.resolve('A');
    await settled(el);
    expect(el.task.status).to.equal(TaskStatus.COMPLETE);
    expect(shown(el)).to.equal('complete A');
    el.key = 'b';
    await el.updateComplete;
    expect(el.reads.map((r) => r.args)).to.deep.equal([['a'], ['b']]);
    // The last value stays while the next read is pending.
    expect(shown(el)).to.equal('pending A');
  });

  it('aborts a read another one replaced, and keeps only the newest outcome', async () => {
    const el = await fixture<TaskHost>(html`<task-test-host></task-test-host>`);
    el.key = 'b';
    await el.updateComplete;
    const [first, second] = el.reads;
    expect(first!.signal.aborted).to.equal(true);
    expect(second!.signal.aborted).to.equal(false);
    second!.resolve('B');
    await settled(el);
    expect(shown(el)).to.equal('complete B');
    expect(el.task.value).to.equal('B');
  });

  it('a failed read is an error with its cause, and run() reads again', async () => {
    const el = await fixture<TaskHost>(html`<task-test-host></task-test-host>`);
    el.reads[0]!.reject(new Error('down'));
    await settled(el);
    expect(el.task.status).to.equal(TaskStatus.ERROR);
    expect(shown(el)).to.equal('error down');
    await el.task.taskComplete.then(
      () => expect.fail('taskComplete should reject'),
      (e: unknown) => expect((e as Error).message).to.equal('down'),
    );
    const again = el.task.run();
    await el.updateComplete;
    expect(shown(el)).to.equal('pending');
    el.reads[1]!.resolve('A');
    await again;
    expect(await el.task.taskComplete).to.equal('A');
  });

  it('taskComplete waits for the read in progress', async () => {
    const el = await fixture<TaskHost>(html`<task-test-host></task-test-host>`);
    const done = el.task.taskComplete;
    el.reads[0]!.resolve('A');
    expect(await done).to.equal('A');
  });

  it('a read with nothing to load yet stays initial', async () => {
    const el = await fixture<TaskHost>(html`<task-test-host .key=${''}></task-test-host>`);
    await settled(el);
    expect(el.task.status).to.equal(TaskStatus.INITIAL);
    expect(shown(el)).to.equal('initial');
    expect(el.reads).to.have.length(0);
  });

  it('a read pending when its host leaves the page goes on, and is kept when it comes back', async () => {
    const el = await fixture<TaskHost>(html`<task-test-host></task-test-host>`);
    const parent = el.parentElement!;
    el.remove();
    expect(el.reads[0]!.signal.aborted).to.equal(false);
    el.reads[0]!.resolve('A');
    await settled(el);
    parent.append(el);
    await el.updateComplete;
    expect(el.reads).to.have.length(1);
    expect(shown(el)).to.equal('complete A');
  });
});
