import { css } from 'lit';

export const searchStyles = css`
  :host {
    display: block;
  }
  .layout {
    display: grid;
    gap: 24px;
  }
  h1 {
    font-size: calc(1.5em * var(--tessera-heading-scale));
    margin: 0;
  }
  .summary {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
    /* Where the count goes under the title (a phone), it lines up with the title. */
    container-type: inline-size;
  }
  /* The count's box is as wide as a count while it is still empty, so it takes the line (beside the
     title, or below it on a phone) it will keep: the number's arrival moves nothing. */
  .summary [role='status'] {
    min-inline-size: 8em;
    text-align: end;
  }
  @container (max-width: 30em) {
    .summary [role='status'] {
      text-align: start;
    }
  }
  .notice {
    padding: 12px 16px;
    border-radius: var(--tessera-radius);
    background: var(--tessera-status-info-background);
    color: var(--tessera-page-text);
    border-inline-start: 4px solid var(--tessera-status-info);
    margin: 0;
  }
  .filters-toggle {
    justify-self: start;
  }
  @media (max-width: 767px) {
    tessera-search-filters:not([data-open]) {
      display: none;
    }
  }
  @media (min-width: 768px) {
    .filters-toggle {
      display: none;
    }
  }
  .skeletons {
    display: grid;
    gap: 16px;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  }
  .skeleton-card {
    display: grid;
    gap: 8px;
  }
  .empty {
    text-align: center;
    padding-block: 48px;
  }
  .in-force {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 0 0 16px;
  }
  .in-force li {
    padding: 4px 12px;
    border: 1px solid var(--tessera-field-border);
    border-radius: var(--tessera-chip-radius);
    background: var(--tessera-field-background);
    font-size: 0.875em;
    overflow-wrap: anywhere;
  }
  .pager {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 12px;
    margin-block-start: 8px;
  }
  .pager select {
    inline-size: auto;
  }
  .pager label {
    display: inline;
    margin: 0;
  }
  /* "Per page" and its list wrap together: on a phone the list went to a line of its own. */
  .pager .size {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    white-space: nowrap;
  }
`;
