import { css } from 'lit';

export const navbarStyles = css`
  :host {
    display: block;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px 24px;
    padding-block: 12px;
    padding-inline: 16px;
    color: var(--tessera-navbar-text);
    /* The gradient is painted over the solid colour (doc 3: web only). */
    background-color: var(--tessera-navbar-background);
    background-image: var(--tessera-navbar-background-image);
    border-block-end: 1px solid var(--tessera-navbar-border);
    box-shadow: var(--tessera-navbar-shadow);
  }
  .home {
    /* The logo never shrinks to make room: the other items wrap first. */
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-block-size: 44px;
    color: inherit;
    text-decoration: none;
    font-weight: 700;
    font-family: var(--tessera-heading-font);
    font-size: 1.125em;
  }
  .home img {
    block-size: var(--tessera-logo-height);
    inline-size: auto;
    max-inline-size: 200px;
    display: block;
  }
  form {
    order: 2;
    flex: 1 1 100%;
    /* Never wider than the bar: a longer button label (Rechercher) shrinks the field instead. */
    min-inline-size: 0;
    display: flex;
    align-items: center;
    max-inline-size: 560px;
    margin-inline-start: auto;
    background: var(--tessera-field-background);
    border: 1px solid var(--tessera-field-border);
    border-radius: var(--tessera-search-radius);
    padding-inline: 16px 4px;
  }
  /* The field's ring is the whole box's (its links and picker have baseStyles' ring). */
  form:focus-within {
    outline: 2px solid var(--tessera-page-focus-ring);
    outline-offset: 2px;
  }
  /* The icon sits on the field, not on the navbar surface. */
  .icon {
    color: var(--tessera-page-icon);
    flex: none;
    inline-size: 18px;
    block-size: 18px;
  }
  input {
    flex: 1;
    /* Without a zero basis the field's intrinsic width (size=20) pushes the button out. */
    inline-size: 0;
    min-inline-size: 0;
    min-block-size: 44px;
    border: 0;
    background: transparent;
    font: inherit;
    color: var(--tessera-page-text);
    padding-inline: 8px;
  }
  input:focus {
    outline: none;
  }
  input::placeholder {
    color: var(--_muted);
  }
  button {
    min-block-size: 36px;
    min-inline-size: 36px;
    padding-inline: 16px;
    border: 0;
    border-radius: var(--tessera-search-radius);
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: var(--tessera-primary-button-hover);
  }
  /* Narrow screens: logo, bookings and basket share the first row, the search the second. */
  .link {
    order: 1;
    margin-inline-start: auto;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-block-size: 44px;
    padding-inline: 8px;
    color: inherit;
    font-weight: 600;
    text-decoration: none;
    border-radius: var(--tessera-radius);
  }
  .bookings + .basket,
  .bookings + .currency,
  .currency + .basket {
    margin-inline-start: 0;
  }
  /* The currency picker: a native select, so the phone's own list opens. */
  .currency {
    order: 1;
    margin-inline-start: auto;
    min-block-size: 44px;
    padding-inline: 8px 4px;
    font: inherit;
    font-weight: 600;
    color: inherit;
    background: transparent;
    border: 1px solid currentColor;
    border-radius: var(--tessera-radius);
    cursor: pointer;
  }
  .currency option {
    color: var(--tessera-page-text);
    background: var(--tessera-field-background);
  }
  /* "Your bookings" is its icon alone where the first row is short of room. */
  @media (max-width: 419px) {
    .bar {
      column-gap: 8px;
    }
    .wide {
      display: none;
    }
  }
  /* At 320 px the basket is its icon and count too, so a currency picker fits the first row. */
  @media (max-width: 359px) {
    .bar {
      column-gap: 4px;
      padding-inline: 12px;
    }
    .narrow-hide {
      display: none;
    }
    .link {
      padding-inline: 6px;
    }
    .currency {
      padding-inline: 4px 0;
    }
  }
  .basket-icon {
    inline-size: 22px;
    block-size: 22px;
    color: var(--tessera-navbar-icon);
  }
  .count {
    min-inline-size: 1.5em;
    padding-inline: 6px;
    border-radius: 999px;
    text-align: center;
    font-size: 0.8125em;
    line-height: 1.5em;
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
    /* The badge's edge in the navbar's own text colour: a brand whose navbar is its primary
       colour (Wanderlust) had a badge of the same colour, the count floating without it. */
    box-shadow: 0 0 0 1.5px var(--tessera-navbar-text);
  }
  @media (min-width: 640px) {
    .link,
    .currency,
    form {
      order: 0;
    }
    .link,
    .currency {
      margin-inline-start: 0;
    }
    form {
      flex: 1 1 260px;
    }
  }
`;
