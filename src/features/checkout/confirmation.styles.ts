import { css } from 'lit';

/** The confirmation: its success mark, the large reference, next steps, and the printed page. */
export const confirmationStyles = css`
  .done-head {
    display: flex;
    align-items: center;
    gap: 0.75em;
    margin-block-end: 0.75em;
  }
  .done-head h2 {
    margin: 0;
  }
  .mark {
    flex: none;
  }
  .reference-box p {
    margin: 0;
  }
  .reference-line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em 1em;
    margin-block: 0.25em;
  }
  .reference {
    font-size: 1.75em;
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
    user-select: all;
  }
  .copy {
    white-space: nowrap;
  }
  .copied {
    min-block-size: 1.5em;
    font-size: 0.9em;
  }
  .next {
    margin-block: 1em;
  }
  .next ol {
    margin: 0;
    padding-inline-start: 1.5em;
  }
  .next li {
    margin-block-end: 0.35em;
  }
  @media print {
    :host {
      color: #000;
    }
    .card {
      border: 0;
      box-shadow: none;
      padding: 0;
      background: none;
    }
    li.card {
      border: 1px solid #999;
      padding: 0.5em;
      break-inside: avoid;
    }
    .success {
      background: none;
      border: 1px solid #000;
    }
    .actions,
    .copy,
    .copied {
      display: none;
    }
    .mark circle {
      fill: #000;
    }
  }
`;
