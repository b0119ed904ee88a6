import { css } from 'lit';
import { visuallyHidden } from './shared.styles.js';

/**
 * One row of numbered steps. On a narrow widget only the current step keeps its name on screen
 * (the others keep theirs for screen readers), so 320 px never scrolls sideways, and the five
 * numbers keep to one row in every language (a long name takes two lines).
 */
export const bookingStepsStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: var(--tessera-page-text);
    font-family: var(--tessera-font);
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
    list-style: none;
    margin: 0 0 1em;
    padding: 0;
    font-size: 0.875em;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.4em;
    color: var(--_muted);
  }
  .number {
    display: inline-grid;
    place-items: center;
    inline-size: 1.6em;
    block-size: 1.6em;
    border-radius: 50%;
    border: 1px solid currentColor;
    font-variant-numeric: tabular-nums;
  }
  .current {
    color: var(--tessera-page-text);
    font-weight: 600;
  }
  .current .number {
    background: var(--tessera-primary-button-background);
    border-color: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
  }
  /* The numbers stay on one row: the current step's name takes two lines rather than push the
     last number onto a line of its own. */
  @container (max-width: 34em) {
    ol {
      flex-wrap: nowrap;
      column-gap: 0.75em;
    }
    li.current {
      min-inline-size: 0;
    }
    li:not(.current) .label {
      ${visuallyHidden}
    }
  }
`;
