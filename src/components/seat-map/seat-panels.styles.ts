import { css } from 'lit';

/** The side panels: legend, "Find best seats", the selected seats and the status message. */
export const panelStyles = css`
  .side {
    display: grid;
    gap: 12px;
    min-width: 0;
  }
  .side > section,
  .best {
    padding: 14px 16px;
  }
  h3 {
    font-family: var(--tessera-heading-font, inherit);
    font-size: calc(16px * var(--tessera-heading-scale, 1));
    margin: 0 0 8px;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
  }
  .count {
    font-size: 13px;
    font-weight: 400;
    color: var(--_muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 4px 0;
  }
  .legend-label {
    flex: 1;
  }
  .legend-price {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .legend-states {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin-top: 8px;
    padding-top: 8px;
    border-top: 1px solid var(--tessera-page-divider, #e6e6e6);
    font-size: 13px;
    color: var(--_muted);
  }
  .legend .legend-states li {
    gap: 6px;
  }
  .swatch {
    flex: none;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    box-sizing: border-box;
  }
  .swatch.selected {
    background: var(--_text);
    box-shadow: 0 0 0 2px var(--_primary);
  }
  .swatch.unavailable {
    background: var(--_unavailable);
  }
  .swatch.restricted {
    border: 2px dashed var(--_text);
  }
  .best label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  .best-row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* A label that does not fit beside the count moves the button to its own line, where it may
     still wrap on a very narrow screen (max-content basis, shrinkable, never overflowing). */
  .best-row .find {
    flex: 1 1 max-content;
  }
  .best input {
    font: inherit;
    color: var(--_text);
    background: var(--tessera-field-background, #ffffff);
    border: 1px solid var(--tessera-field-border, #cccccc);
    border-radius: var(--_field-radius);
    padding: 8px 10px;
    min-width: 0;
    width: 64px;
  }
  /* A tool of the map, not the step's action (Add to basket is): outlined, not filled. */
  .find {
    border: 1px solid var(--tessera-field-border, #8c8c8c);
    background: transparent;
    color: var(--tessera-button-text-button, #4657d4);
    border-radius: var(--tessera-button-radius, 24px);
    padding: 8px 16px;
    font-weight: 600;
    white-space: nowrap;
  }
  .find:hover {
    border-color: currentColor;
    text-decoration: underline;
  }
  .selection li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 0;
    border-top: 1px solid var(--tessera-page-divider, #e6e6e6);
  }
  .seat-line {
    flex: 1;
    display: grid;
    min-width: 0;
  }
  .seat-where {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0 6px;
  }
  .seat-where .swatch {
    width: 10px;
    height: 10px;
  }
  .muted,
  .empty {
    color: var(--_muted);
    font-size: 13px;
  }
  .empty {
    margin: 0;
  }
  .seat-price {
    display: grid;
    justify-items: end;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .seat-price .ticket {
    font-weight: 400;
  }
  .remove {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    /* A control's edge: the field border, chosen at 3:1 against the page (the card's is not). */
    border: 1px solid var(--tessera-field-border, #8c8c8c);
    background: transparent;
    color: var(--_text);
    display: grid;
    place-items: center;
  }
  .remove:hover {
    color: var(--tessera-status-error, #c9224a);
    border-color: currentColor;
  }
  .message {
    margin: 0;
    font-size: 14px;
  }
  .message:empty {
    display: none;
  }
  .message:not(:empty) {
    padding: 10px 14px;
    border-radius: var(--_field-radius);
    background: var(--tessera-status-info-background, #f0e7f4);
  }
`;
