import { expect } from '@open-wc/testing';
import {
  formatRemaining,
  SESSION_TIMEOUT_MS,
  tickSessionTimer,
  timerAnnouncementText,
  type TimerMemory,
  type TimerTick,
} from '../../../src/state/rules/session-timer.js';

const MIN = 60_000;

/** Runs ticks at the given minutes after the last call, collecting announcements. */
function run(minutes: number[], lastCallAt = 0, paying: (m: number) => boolean = () => false) {
  let memory: TimerMemory | null = null;
  const ticks: TimerTick[] = [];
  for (const m of minutes) {
    const tick = tickSessionTimer(memory, {
      now: lastCallAt + m * MIN,
      lastCallAt,
      paymentInFlight: paying(m),
    });
    memory = tick.memory;
    ticks.push(tick);
  }
  return ticks;
}

describe('session timer', () => {
  it('is idle while nothing is held', () => {
    expect(
      tickSessionTimer(null, { now: 5, lastCallAt: null, paymentInFlight: false }).phase,
    ).to.equal('idle');
  });

  it('announces 5 minutes and 1 minute left once each, then expiry after 20 minutes', () => {
    const ticks = run([1, 15, 15.5, 19, 19.5, 20, 21]);
    expect(ticks.map((t) => t.announce)).to.deep.equal([
      null,
      'five-minutes',
      null,
      'one-minute',
      null,
      'expired',
      null,
    ]);
    expect(ticks.map((t) => t.phase)).to.deep.equal([
      'running',
      'warning',
      'warning',
      'final',
      'final',
      'expired',
      'expired',
    ]);
    expect(ticks[0].remainingMs).to.equal(19 * MIN);
  });

  it('announces only the latest threshold when a sleeping tab skips one', () => {
    expect(run([2, 19.5]).map((t) => t.announce)).to.deep.equal([null, 'one-minute']);
  });

  it('re-arms the announcements when a call restarts the count', () => {
    const first = tickSessionTimer(null, { now: 16 * MIN, lastCallAt: 0, paymentInFlight: false });
    const after = tickSessionTimer(first.memory, {
      now: 33 * MIN,
      lastCallAt: 17 * MIN,
      paymentInFlight: false,
    });
    expect([first.announce, after.announce]).to.deep.equal(['five-minutes', 'five-minutes']);
  });

  it('never expires while a payment is in flight, and resumes the count when it ends', () => {
    const ticks = run([19, 25, 40, 41], 0, (m) => m === 25 || m === 40);
    expect(ticks.map((t) => t.phase)).to.deep.equal(['final', 'paying', 'paying', 'expired']);
    expect(ticks.map((t) => t.announce)).to.deep.equal(['one-minute', null, null, 'expired']);
  });

  it('shows the time left as m:ss rounded up', () => {
    expect(formatRemaining(SESSION_TIMEOUT_MS)).to.equal('20:00');
    expect(formatRemaining(59_001)).to.equal('1:00');
    expect(formatRemaining(0)).to.equal('0:00');
    expect(timerAnnouncementText('five-minutes')).to.match(/^5 minutes left/);
  });
});
