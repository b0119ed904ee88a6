import { css } from 'lit';
import { pagerStyles } from './pager.styles.js';

/**
 * What the theatre and tour steps share: stacked cards on a phone, two columns from 860px (each
 * step sets its own ratio), the date pager, order lines, notices and the reserve button.
 */
export const purchaseStepStyles = css`
  ${pagerStyles}
  :host {
    display: block;
    color: var(--tessera-page-text);
    font-family: var(--tessera-font);
  }
  .layout {
    display: grid;
    gap: 1em;
  }
  @media (min-width: 860px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }
    .layout > .wide {
      grid-column: 1 / -1;
    }
  }
  section {
    background: var(--tessera-card-background);
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    padding: 1em;
    min-inline-size: 0;
  }
  h2 {
    font-size: 1.375em;
  }
  h3 {
    font-size: 1.0625em;
  }
  p {
    margin-block: 0 0.5em;
  }
  /* The space between the columns is the amount's padding, so the total's rule runs unbroken. */
  .lines {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    row-gap: 0.125em;
  }
  .lines dd {
    margin: 0;
    padding-inline-start: 1em;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .lines .total {
    font-weight: 700;
    border-block-start: 1px solid var(--tessera-card-border);
    padding-block-start: 0.25em;
  }
  .notice {
    padding: 0.75em 1em;
    border-radius: var(--tessera-radius);
    border-inline-start: 4px solid var(--tessera-status-info);
    background: var(--tessera-status-info-background);
    margin-block: 0.5em;
  }
  .notice.warn {
    border-inline-start-color: var(--tessera-status-warning);
    background: var(--tessera-status-warning-background);
  }
  .notice.error {
    border-inline-start-color: var(--tessera-status-error);
    background: var(--tessera-status-error-background);
  }
  .notice ul {
    list-style: disc;
    margin: 0.25em 0 0;
    padding-inline-start: 1.25em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin-block-start: 0.5em;
  }
  .reserve {
    inline-size: 100%;
  }
  @media (min-width: 860px) {
    .reserve {
      inline-size: auto;
      min-inline-size: 18em;
    }
  }
  .skeletons {
    display: grid;
    gap: 0.5em;
  }
`;
