import { css } from 'lit';

/** Layout shared by the basket, attendees, verification and checkout steps. */
export const stepStyles = css`
  :host {
    display: block;
    color: var(--tessera-page-text);
    font-family: var(--tessera-font);
  }
  .card {
    background: var(--tessera-card-background);
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    box-shadow: var(--tessera-card-soft-shadow);
    padding: 1em;
    margin-block-end: 1em;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 1em;
    align-items: center;
    justify-content: space-between;
  }
  /* An address is written left to right in any language (a phone number already is): in
     Arabic, "grace@" stays as typed. */
  input[type='email'] {
    direction: ltr;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em;
    margin-block-start: 1em;
  }
  /* A secondary action's words stay on one line: it goes under Pay when they do not fit beside. */
  .actions .btn.text {
    white-space: nowrap;
  }
  /* A phone keeps the total and the next action in view: the bar sticks to the bottom of the
     screen, just above the countdown's bar (whose height the countdown publishes). */
  @media (max-width: 767px) {
    .next-bar {
      position: sticky;
      inset-block-end: var(--tessera-timer-block-size, 0px);
      z-index: 1;
      background: var(--tessera-card-background);
      container-type: scroll-state;
    }
    /* The shadow says there is more under the bar: only while it is stuck over the form, not at
       rest at the form's end. */
    .next-bar::before {
      content: '';
      position: absolute;
      inset: 0;
      pointer-events: none;
    }
    @container scroll-state(stuck: bottom) {
      .next-bar::before {
        box-shadow: 0 -6px 12px -8px rgb(0 0 0 / 0.35);
      }
    }
    .actions.next-bar {
      margin-inline: -1em;
      padding: 0.75em 1em;
    }
    /* A field or its message scrolled into view (by focus, or the buyer's browser) stops above
       both bars, not under them: the step publishes its bar's height (next-bar-size.ts). */
    input,
    select,
    textarea,
    .hint,
    .error {
      scroll-margin-block-end: calc(
        var(--tessera-timer-block-size, 0px) + var(--tessera-next-bar-block-size, 0px) + 0.5em
      );
    }
  }
  /* Out of reach while a payment runs, its place kept so nothing around it moves. */
  .place-kept {
    visibility: hidden;
  }
  ul.plain {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  dl.facts {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25em 1em;
    margin: 0.5em 0;
  }
  dl.facts dt {
    font-weight: 600;
  }
  dl.facts dd {
    margin: 0;
  }
  /* A narrow phone puts each fact under its name: a long name ("Penghantaran") beside a long
     value would be wider than a 320 px screen. */
  @media (max-width: 399px) {
    dl.facts {
      grid-template-columns: minmax(0, 1fr);
      row-gap: 0;
    }
    dl.facts dd + dt {
      margin-block-start: 0.5em;
    }
  }
  .grid {
    display: grid;
    gap: 0.75em 1em;
    grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
  }
  .notice {
    padding: 0.75em 1em;
    border-radius: var(--tessera-radius);
    background: var(--tessera-status-info-background);
    border-inline-start: 4px solid var(--tessera-status-info);
  }
  .success {
    padding: 0.75em 1em;
    border-radius: var(--tessera-radius);
    background: var(--tessera-status-success-background);
    border-inline-start: 4px solid var(--tessera-status-success);
  }
  .total {
    font-size: 1.25em;
    font-weight: 700;
  }
  .subtotal {
    display: flex;
    justify-content: space-between;
    gap: 1em;
    margin-block: 0.5em 0;
    font-weight: 700;
  }
  fieldset {
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    padding: 1em;
    margin: 0 0 1em;
  }
  /* A ticket's name heads its card inside the border: on the border, a name on two lines (a
     phone, a long attraction's name) hung half outside the card with the border between its
     lines. A floated legend is laid out as the fieldset's first block. */
  legend {
    float: inline-start;
    inline-size: 100%;
    padding: 0;
    margin-block-end: 0.5em;
    font-weight: 700;
  }
  legend + * {
    clear: both;
  }
  ul.payment-items {
    margin-block-end: 1em;
  }
  /* A line of its own, there before its text: the notice keeps its height when it fills. */
  .notice .line {
    display: block;
  }
  tessera-error-state {
    display: block;
    margin-block-end: 1em;
  }
  /* A reference is read and copied whole: "TSB-000001" never breaks at its hyphen. */
  .reference {
    white-space: nowrap;
  }
`;
