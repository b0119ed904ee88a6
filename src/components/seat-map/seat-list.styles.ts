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
  /* Drawn in the brand's colours rather than the browser's (a grey box on a dark brand): a frame
     in the muted text's colour, filled and ticked as a primary button once chosen. Forced colours
     keep the frame and the tick (borders), in the system's colours. */
  td input {
    appearance: none;
    display: grid;
    place-content: center;
    width: 20px;
    height: 20px;
    margin: 0;
    border: 2px solid var(--_muted);
    border-radius: 4px;
    background: none;
    cursor: pointer;
  }
  td input:checked {
    border-color: var(--tessera-primary-button-background, #4657d4);
    background: var(--tessera-primary-button-background, #4657d4);
  }
  td input:checked::before {
    content: '';
    width: 5px;
    height: 10px;
    margin-top: -3px;
    border: solid var(--tessera-primary-button-text, #ffffff);
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;
