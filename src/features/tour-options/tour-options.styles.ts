import { css } from 'lit';

/** Layout of the tour purchase step: stacked sections on a phone, two columns on a desktop. */
export const tourOptionsStyles = css`
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
  .dates {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(7.5em, 1fr));
    gap: 0.5em;
    list-style: none;
    padding: 0;
    margin: 0 0 0.75em;
  }
  .date {
    inline-size: 100%;
    min-block-size: 44px;
    font: inherit;
    padding: 0.5em;
    border-radius: var(--tessera-field-radius);
    border: 1px solid var(--tessera-field-border);
    background: var(--tessera-field-background);
    color: var(--tessera-page-text);
    cursor: pointer;
  }
  .date[aria-pressed='true'] {
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
    border-color: var(--tessera-primary-button-border);
    font-weight: 600;
  }
  .pager {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.25em;
    text-align: center;
    font-size: 0.9375em;
  }
  .pager span {
    white-space: nowrap;
  }
  .pager .btn.text {
    padding-inline: 0.25em;
  }
  .travellers {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .travellers li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75em;
    padding-block: 0.625em;
    border-block-end: 1px solid var(--tessera-card-border);
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
    flex: none;
  }
  .stepper output {
    min-inline-size: 2ch;
    text-align: center;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .step {
    inline-size: 44px;
    block-size: 44px;
    border-radius: 50%;
    font: inherit;
    font-size: 1.25em;
    line-height: 1;
    border: 1px solid var(--tessera-secondary-button-border);
    background: var(--tessera-secondary-button-background);
    color: var(--tessera-secondary-button-text);
    cursor: pointer;
  }
  .step:disabled {
    background: transparent;
    color: var(--tessera-button-disabled);
    border-color: var(--tessera-button-disabled);
    cursor: not-allowed;
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
    margin: 0.25em 0 0;
    padding-inline-start: 1.25em;
  }
  .choices {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.625em;
  }
  .choice {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.25em 0.75em;
    padding: 0.75em;
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
  }
  .choice:has(input:checked) {
    border-color: var(--tessera-primary);
    box-shadow: inset 0 0 0 1px var(--tessera-primary);
  }
  .choice.unavailable {
    background: var(--tessera-neutral-100);
  }
  .choice input[type='radio'] {
    inline-size: 1.25em;
    block-size: 1.25em;
    min-block-size: 0;
    padding: 0;
    margin: 0.125em 0 0;
    accent-color: var(--tessera-primary);
  }
  .choice label {
    font-size: 1em;
    font-weight: 700;
    margin: 0;
    cursor: pointer;
  }
  .choice .body {
    grid-column: 2;
  }
  .lines {
    max-inline-size: 26em;
    margin: 0.5em 0 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.125em 1em;
  }
  .lines dt {
    font-weight: 400;
  }
  .lines dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .lines .total {
    font-weight: 700;
    border-block-start: 1px solid var(--tessera-card-border);
    padding-block-start: 0.25em;
  }
  .field {
    margin-block: 0.75em;
  }
  textarea {
    min-block-size: 5em;
  }
  .address {
    white-space: pre-line;
  }
  .pickups {
    max-block-size: 28em;
    overflow-y: auto;
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
  .field select {
    max-inline-size: 24em;
  }
  @media (min-width: 860px) {
    .reserve {
      inline-size: auto;
      min-inline-size: 18em;
      margin-inline-start: auto;
      display: flex;
    }
  }
  .skeletons {
    display: grid;
    gap: 0.5em;
  }
`;
