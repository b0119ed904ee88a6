import { css } from 'lit';

/**
 * The theatre step's own layout (the shared part is purchase-step.styles.ts): performances beside
 * tickets on a desktop, a day per row, price bands as cards.
 */
export const theatreStyles = css`
  @media (min-width: 860px) {
    .layout {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    }
  }
  h4 {
    font-size: 0.9375em;
    margin: 0;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .days {
    container-type: inline-size;
    display: grid;
    gap: 0.5em;
  }
  /*
   * A day per row: its date beside its performances, so a page of dates stays short on a phone.
   * The date gives way (to 5.5em) before a performance's button would pass the row's edge. In a
   * column narrower than 18em (a 320 px phone, a desktop's side column) the date is a line of its
   * own above its performances: side by side there, a button's price ("à partir de 22,80 €") or
   * a provisional date's badge ran onto two lines, and an Arabic date too.
   */
  .days > li {
    display: grid;
    grid-template-columns: minmax(5.5em, 7.5em) 1fr;
    align-items: center;
    gap: 0.5em;
    padding-block-end: 0.5em;
    border-block-end: 1px solid var(--tessera-card-border);
  }
  @container (max-width: 18em) {
    .days > li {
      grid-template-columns: 1fr;
      gap: 0.25em;
    }
  }
  .days > li:last-child {
    border-block-end: none;
  }
  .times {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  .performance,
  .slot {
    display: grid;
    justify-items: start;
    gap: 0.125em;
    min-block-size: 44px;
    min-inline-size: 8.5em;
    padding: 0.5em 0.75em;
    font: inherit;
    text-align: start;
    border-radius: var(--tessera-field-radius);
    border: 1px solid var(--tessera-field-border);
    background: var(--tessera-field-background);
    color: var(--tessera-page-text);
    cursor: pointer;
  }
  /* A loading row's stand-in for a performance: a real one's box, without its text. */
  .slot {
    justify-self: start;
    cursor: default;
    border-color: transparent;
    background: var(--tessera-neutral-100);
  }
  .performance .time,
  .slot .time {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .performance .from,
  .slot .from {
    font-size: 0.875em;
    white-space: nowrap;
  }
  .performance[aria-pressed='true'] {
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
    border-color: var(--tessera-primary-button-border);
  }
  .badge {
    display: inline-block;
    font-size: 0.75em;
    font-weight: 600;
    padding: 0.125em 0.5em;
    border-radius: 999px;
    background: var(--tessera-status-info-background);
    color: var(--tessera-page-text);
    margin: 0;
  }
  .performance .badge {
    white-space: nowrap;
  }
  /* A caution (a provisional date, prices being updated), marked as the attraction page marks it. */
  .badge.warn {
    background: var(--tessera-status-warning-background);
    border: 1px solid var(--tessera-status-warning);
  }
  .bands {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 20em), 1fr));
    gap: 0.75em;
  }
  .band {
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    padding: 0.75em;
  }
  .band[data-unavailable] {
    background: var(--tessera-neutral-100);
  }
  .band-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25em 0.75em;
    margin-block-end: 0.25em;
  }
  summary.band-head {
    cursor: pointer;
    margin: 0;
    min-block-size: 2.75em;
    list-style-position: outside;
  }
  details[open] > summary.band-head {
    margin-block-end: 0.25em;
  }
  .band-head .left {
    margin-inline-start: auto;
    font-size: 0.875em;
  }
  .type {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75em;
    padding-block: 0.5em;
    border-block-start: 1px solid var(--tessera-card-border);
  }
  .type label {
    font-size: 1em;
  }
  .type .price {
    font-weight: 700;
    margin: 0;
  }
  .small {
    font-size: 0.8125em;
    margin: 0;
  }
  select.count {
    inline-size: 5em;
    flex: none;
  }
  .lines {
    margin: 0 0 0.75em;
  }
`;
