import { css } from 'lit';

/** List mode: the section picker and the table of seats. */
export const listStyles = css`
  .seat-list {
    display: grid;
    gap: 8px;
    padding: 0 4px 4px;
  }
  .seat-list select {
    font: inherit;
    color: var(--_text);
    background: var(--tessera-field-background, #ffffff);
    border: 1px solid var(--tessera-field-border, #cccccc);
    border-radius: var(--_field-radius);
    padding: 8px 10px;
    min-width: 0;
  }
  .seat-list label {
    font-weight: 600;
  }
  .table-scroll {
    max-height: 480px;
    overflow: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .seat-list .keys {
    margin: 0;
    color: var(--_muted);
    font-size: 13px;
  }
  caption {
    text-align: start;
    color: var(--_muted);
    font-size: 13px;
    padding-bottom: 4px;
  }
  th,
  td {
    text-align: start;
    padding: 6px 8px;
    border-bottom: 1px solid var(--tessera-page-divider, #e6e6e6);
  }
  th {
    position: sticky;
    top: 0;
    background: var(--_card);
    font-size: 13px;
  }
  td input {
    width: 20px;
    height: 20px;
    accent-color: var(--_primary);
  }
`;
