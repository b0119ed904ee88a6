import { css } from 'lit';

export const filtersStyles = css`
  :host {
    display: block;
  }
  form {
    display: grid;
    gap: 16px;
    padding: 16px;
    background: var(--tessera-card-background);
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    box-shadow: var(--tessera-card-soft-shadow);
  }
  .row {
    display: grid;
    gap: 12px;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    align-items: end;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-inline-size: 0;
  }
  legend {
    font-size: 0.875em;
    font-weight: 600;
    margin-block-end: 6px;
    padding: 0;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    min-block-size: 36px;
  }
  .chips .none {
    margin: 0;
    align-self: center;
    font-size: 0.875em;
  }
  /* What <details> holds inherits its box model from the details' own slot (content-box), not
     from the host: fields at width 100% plus their padding ran 14 px into their neighbours. */
  details > * {
    box-sizing: border-box;
  }
  details summary {
    cursor: pointer;
    font-weight: 600;
    color: var(--tessera-button-text-button);
    min-block-size: 32px;
    display: flex;
    align-items: center;
  }
  details[open] summary {
    margin-block-end: 12px;
  }
  .near {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: end;
  }
  .near select {
    inline-size: auto;
  }
  .status {
    font-size: 0.875em;
  }
`;
