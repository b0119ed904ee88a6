import { css } from 'lit';

/** Checkout's forms read best at a measure, centred under the wide navbar and timer. */
export const checkoutStyles = css`
  :host {
    max-inline-size: 48em;
    margin-inline: auto;
  }
  /* A kept stage's element waits here, hidden, until the buyer comes back to it. */
  [hidden] {
    display: none;
  }
  /* The order summary folds above the card form on a phone and sits beside it when wide. */
  .pay-layout {
    container-type: inline-size;
  }
  .pay-grid {
    display: grid;
    gap: 0 1em;
    grid-template-columns: minmax(0, 1fr);
  }
  .pay-grid > .order {
    margin-block-end: 1em;
  }
  @container (min-width: 40em) {
    .pay-grid {
      grid-template-columns: minmax(0, 1fr) 16em;
      align-items: start;
    }
    .pay-grid > .order {
      grid-column: 2;
      grid-row: 1;
    }
    .pay-grid > .pay {
      grid-column: 1;
      grid-row: 1;
    }
  }
  .card-brands {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    list-style: none;
    padding: 0;
    margin: 0 0 0.5em;
  }
  .card-brands svg {
    display: block;
  }
  .secure {
    display: flex;
    gap: 0.4em;
    align-items: baseline;
    margin: 0 0 1em;
    font-size: 0.9em;
  }
  .secure svg {
    flex: none;
  }
`;
