import { css } from 'lit';

/**
 * The date pager of the attraction's page and the purchase steps: earlier at the start, the page
 * in the middle, later at the end, in every language. A long label wraps inside its own button
 * (the page label too) rather than pushing the next one onto a line of its own or out of the step.
 */
export const pagerStyles = css`
  .pager {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    gap: 0.25em 0.5em;
    font-size: 0.9375em;
    margin-block-start: 0.75em;
  }
  .pager > :first-child {
    justify-self: start;
    text-align: start;
  }
  .pager > :last-child {
    justify-self: end;
    text-align: end;
  }
  .pager span {
    text-align: center;
  }
  .pager .btn.text {
    padding-inline: 0.25em;
  }
`;
