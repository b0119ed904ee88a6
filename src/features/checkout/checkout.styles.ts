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
`;
