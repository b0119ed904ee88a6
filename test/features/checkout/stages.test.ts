import { expect } from '@open-wc/testing';
import {
  holdsStage,
  nextStage,
  reachableStage,
  routeStageOf,
  type StageProgress,
} from '../../../src/features/checkout/stages.js';

const fresh: StageProgress = {
  leadValid: false,
  attendeesNeeded: true,
  attendeesDone: false,
  phoneNeeded: true,
  phoneDone: false,
  started: false,
};

describe('checkout stages', () => {
  it('goes on to the first stage the basket still needs', () => {
    expect(nextStage(fresh)).to.equal('details');
    expect(nextStage({ ...fresh, leadValid: true })).to.equal('attendees');
    expect(nextStage({ ...fresh, leadValid: true, attendeesDone: true })).to.equal('phone');
    expect(nextStage({ ...fresh, leadValid: true, attendeesNeeded: false })).to.equal('phone');
    const done = { ...fresh, leadValid: true, attendeesDone: true, phoneDone: true };
    expect(nextStage(done)).to.equal('payment');
    expect(nextStage({ ...fresh, started: true })).to.equal('payment');
  });

  it('shows a stage asked for by history or a link only when the buyer could be there', () => {
    // A shared link to payment with nothing typed: the details.
    expect(reachableStage('payment', fresh)).to.equal('details');
    expect(reachableStage('attendees', fresh)).to.equal('details');
    // Back from payment to an earlier stage: that stage.
    const paying = { ...fresh, leadValid: true, attendeesDone: true, phoneDone: true };
    for (const stage of ['details', 'attendees', 'phone', 'payment'] as const)
      expect(reachableStage(stage, paying), stage).to.equal(stage);
    // Phone asked for before the attendees are done: the attendees.
    expect(reachableStage('phone', { ...fresh, leadValid: true })).to.equal('attendees');
    // A stage this basket does not need: where it stands.
    const simple = { ...paying, attendeesNeeded: false, phoneNeeded: false };
    expect(reachableStage('attendees', simple)).to.equal('payment');
    expect(reachableStage('phone', { ...simple, leadValid: false })).to.equal('details');
    // The confirmation only follows a paid transaction.
    expect(reachableStage('confirmation', paying)).to.equal('payment');
    expect(reachableStage('confirmation', fresh)).to.equal('details');
  });

  it('writes what is shown as the route stage, and holds a payment under way', () => {
    expect(routeStageOf('details')).to.equal('details');
    expect(routeStageOf('attendees')).to.equal('attendees');
    expect(routeStageOf('processing')).to.equal('payment');
    expect(routeStageOf('delayed')).to.equal('payment');
    expect(routeStageOf('paid')).to.equal('confirmation');
    expect(routeStageOf('resuming')).to.equal(undefined);
    expect(holdsStage('payment', false)).to.equal(false);
    expect(holdsStage('details', false)).to.equal(false);
    expect(holdsStage('payment', true)).to.equal(true);
    for (const stage of [
      'processing',
      'paid',
      'failed',
      'refunded',
      'delayed',
      'resuming',
    ] as const)
      expect(holdsStage(stage, false), stage).to.equal(true);
  });
});
