import { css } from 'lit';

/** A reservation as the basket and the confirmation show it: name, price, tickets and fees. */
export const reservationStyles = css`
  h3 {
    margin: 0;
    font-size: 1.125em;
  }
  h4 {
    margin-block: 0.75em 0.25em;
    font-size: 1em;
  }
  .price {
    font-weight: 700;
  }
  .tickets {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .tickets li {
    display: flex;
    justify-content: space-between;
    gap: 1em;
    padding-block: 0.25em;
    border-block-end: 1px solid var(--tessera-card-border);
  }
  .fees li {
    color: var(--_muted);
  }
`;
