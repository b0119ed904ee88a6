import { css } from 'lit';

export const bookingStyles = css`
  /* !important inside the shadow context beats the host page's normal and important rules on
     the host element, so a page's '* { all: unset }' or 'div { display: flex }' cannot break it. */
  :host {
    /* A flex column, so the widget fills whatever height the host page gives it (the footer stays
       at the bottom and the brand's page background covers the whole box). */
    display: flex !important;
    flex-direction: column !important;
    contain: content;
  }
  :host([hidden]) {
    display: none !important;
  }
  /* Every inherited property is reset here: the host page's fonts, sizes, colours, spacing and
     alignment stop at this box. Sizes inside are em/px from this 16px base. */
  .root {
    all: initial;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    flex: 1 0 auto;
    font-family: var(--tessera-font);
    font-size: 16px;
    line-height: 1.5;
    color: var(--tessera-page-text);
    background: var(--tessera-page-background);
    /* The host's scheme (the brand's, set on the host; light by default), which all: initial
       would reset: native checkboxes, date pickers, selects and scrollbars are drawn in it. */
    color-scheme: inherit;
    -webkit-font-smoothing: antialiased;
    text-align: start;
  }
  /* Japanese lines break between phrases, not inside a word (Chromium's phrase breaker); Thai
     and the others break at words by the browser's own dictionary. Inherited into every step. */
  .root:lang(ja) {
    word-break: auto-phrase;
  }
  /* At least a screen tall (by default), so the footer starts below the fold and a step whose
     content arrives after its placeholder pushes nothing the buyer sees (no layout shift). */
  main {
    flex: 1;
    display: block;
    min-block-size: var(--tessera-step-min-height, 100vh);
    box-sizing: border-box;
    inline-size: 100%;
    max-inline-size: 1200px;
    margin-inline: auto;
    padding-block: 24px 48px;
    padding-inline: 16px;
  }
  main:focus {
    outline: none;
  }
  @media (min-width: 768px) {
    main {
      padding-inline: 24px;
    }
  }
  .notice {
    margin-block: 0 16px;
    padding: 12px 16px;
    border-radius: var(--tessera-radius);
    background: var(--tessera-status-info-background);
    border-inline-start: 4px solid var(--tessera-status-info);
  }
  /* The step indicator's one row (0.875em numbers of 1.6em and a 1em gap), held while its code,
     which comes with the booking steps' chunks, loads. */
  tessera-booking-steps {
    display: block;
    min-block-size: calc(0.875 * 2.6em);
  }
  /* An ended session: the one message, in place of the step. */
  .expired {
    margin-block: 8px 24px;
    padding: 16px 20px;
    border-radius: var(--tessera-radius);
    background: var(--tessera-status-error-background);
    border-inline-start: 4px solid var(--tessera-status-error);
  }
  .expired h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  .expired p {
    margin: 0 0 16px;
  }
  /* The countdown follows the step, aligned with its column, and sticks to the bottom of the
     screen while the widget is in view (a sticky footer bar, as on a phone's booking pages). It
     is empty, so zero tall, when nothing is held. */
  .timer {
    position: sticky;
    inset-block-end: 0;
    z-index: 2;
    inline-size: 100%;
    max-inline-size: 1200px;
    margin-inline: auto;
    padding-inline: 16px;
    box-sizing: border-box;
    background: var(--tessera-page-background);
  }
  @media (min-width: 768px) {
    .timer {
      padding-inline: 24px;
    }
  }
  /* A printed step (the confirmation) is the step alone: no search, steps, countdown or footer. */
  @media print {
    tessera-navbar,
    tessera-booking-steps,
    .timer,
    tessera-footer {
      display: none;
    }
  }
`;
