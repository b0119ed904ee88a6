import { css } from 'lit';

/**
 * The tour step's own layout (the shared part is purchase-step.styles.ts): a grid of dates,
 * traveller steppers, option and pickup cards.
 */
export const tourOptionsStyles = css`
  .dates {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(7.5em, 1fr));
    gap: 0.5em;
    list-style: none;
    padding: 0;
    margin: 0 0 0.75em;
  }
  /* The page before, while the next loads. */
  .dates[inert] {
    opacity: 0.5;
  }
  /* The dates' own margin spaces the pager. */
  .dates + .pager {
    margin-block-start: 0;
  }
  /* A day on two lines makes its row taller; the other day in the row is as tall. */
  .dates > li {
    display: flex;
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
  /* A day breaks between its weekday and the rest, never inside them (dayParts). */
  .date span > span {
    display: inline-block;
    white-space: nowrap;
  }
  .date[aria-pressed='true'] {
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
    border-color: var(--tessera-primary-button-border);
    font-weight: 600;
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
  /* "Age 8–17" on one line: broken after the dash, an Arabic line read "Age –8". */
  .travellers .age {
    white-space: nowrap;
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
    /* Outlined in the text-button colour: a minor control beside the step's one filled action
       (Add to basket), its ring as strong as its sign, unlike the grey ring of a disabled one. */
    border: 1px solid currentColor;
    background: transparent;
    color: var(--tessera-button-text-button);
    cursor: pointer;
  }
  .step[aria-disabled='true'] {
    background: transparent;
    color: var(--tessera-button-disabled);
    border-color: var(--tessera-button-disabled);
    cursor: not-allowed;
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
  /* Drawn in the brand's colours rather than the browser's (a grey disc on a dark brand): a ring
     in the muted text's colour (3:1 and more on the card, as the browser's own ring), the brand's
     primary ring and dot once chosen. */
  .choice input[type='radio'] {
    appearance: none;
    display: grid;
    place-content: center;
    inline-size: 1.25em;
    block-size: 1.25em;
    min-block-size: 0;
    padding: 0;
    margin: 0.125em 0 0;
    border: 2px solid var(--_muted);
    border-radius: 50%;
    cursor: pointer;
  }
  .choice input[type='radio']:checked {
    border-color: var(--tessera-primary);
  }
  .choice input[type='radio']:checked::before {
    content: '';
    inline-size: 0.625em;
    block-size: 0.625em;
    border-radius: 50%;
    background: var(--tessera-primary);
  }
  .choice input[type='radio']:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  /* Forced colours draw no backgrounds: the dot in the system's text colour. */
  @media (forced-colors: active) {
    .choice input[type='radio']:checked::before {
      forced-color-adjust: none;
      background: CanvasText;
    }
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
  }
  .lines dt {
    font-weight: 400;
  }
  .field {
    margin-block: 0.75em;
  }
  textarea {
    min-block-size: 5em;
  }
  /*
   * A long list of pickup points scrolls in a box of its own, its edges shaded where more points
   * lie beyond: the shades stay with the box (scroll), and a cover in the card's colour at each
   * end of the list (local) hides a shade once its end is in view. The cards are transparent.
   */
  .pickups {
    --_shade: color-mix(in srgb, var(--tessera-page-text) 24%, transparent);
    max-block-size: 28em;
    overflow-y: auto;
    background:
      linear-gradient(var(--tessera-card-background) 30%, transparent) top / 100% 2em no-repeat
        local,
      linear-gradient(transparent, var(--tessera-card-background) 70%) bottom / 100% 2em no-repeat
        local,
      radial-gradient(farthest-side at 50% 0, var(--_shade), transparent) top / 100% 0.875em
        no-repeat scroll,
      radial-gradient(farthest-side at 50% 100%, var(--_shade), transparent) bottom / 100% 0.875em
        no-repeat scroll;
  }
  .field select {
    max-inline-size: 24em;
  }
  /* The button ends the wide section on a desktop, under the options' totals. */
  @media (min-width: 860px) {
    .reserve {
      margin-inline-start: auto;
      display: flex;
    }
  }
`;
