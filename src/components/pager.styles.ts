import { css } from 'lit';

/**
 * The date pager of the attraction's page and the purchase steps: earlier at the start, the page
 * in the middle, later at the end, in every language. A button's label stays on one line
 * (BUYER-WALK: no wrapped labels): where the three do not fit (a phone, a narrow column), the
 * page goes on a line of its own under the buttons, and a later button that still does not fit
 * beside the earlier one moves under it, at the end.
 */
export const pagerStyles = css`
  .pager {
    container-type: inline-size;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.5em;
    font-size: 0.9375em;
    margin-block-start: 0.75em;
  }
  .pager .btn.text {
    --_pad: 0.25em;
    white-space: nowrap;
  }
  .pager > :last-child {
    margin-inline-start: auto;
  }
  .pager span {
    flex: 1 1 0;
    min-width: 0;
    text-align: center;
  }
  @container (max-width: 26em) {
    .pager span {
      order: 1;
      flex-basis: 100%;
    }
  }
`;
