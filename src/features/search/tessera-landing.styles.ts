import { css } from 'lit';

export const landingStyles = css`
  :host {
    display: block;
  }
  .hero {
    display: grid;
    gap: 16px;
    padding: 24px 20px;
    margin-block-end: 32px;
    border-radius: var(--tessera-radius);
    background: var(--tessera-primary-tint);
    border: 1px solid var(--tessera-card-border);
  }
  h1 {
    margin: 0;
    font-size: calc(1.75em * var(--tessera-heading-scale));
  }
  h2 {
    font-size: calc(1.25em * var(--tessera-heading-scale));
    margin-block: 32px 12px;
  }
  .hero p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 12px;
    grid-template-columns: 1fr;
    align-items: end;
  }
  @media (min-width: 720px) {
    .hero {
      padding: 40px;
    }
    form {
      grid-template-columns: 2fr 1fr 1fr auto;
    }
    .top .show img {
      aspect-ratio: 1600 / 380;
    }
  }
  .cities {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Highlights scroll sideways with a peek of the next one. */
  .top {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 88%;
    gap: 16px;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-block-end: 8px;
  }
  .top > * {
    scroll-snap-align: start;
  }
  .tiles {
    display: grid;
    align-items: start;
    gap: 16px;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  }
  .show {
    display: block;
    overflow: hidden;
    border-radius: var(--tessera-radius);
    background: var(--tessera-neutral-100);
    box-shadow: var(--tessera-card-soft-shadow);
    color: inherit;
    text-decoration: none;
    position: relative;
  }
  a.show:hover {
    box-shadow: var(--tessera-card-shadow);
  }
  .show img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 320 / 196;
    object-fit: cover;
  }
  .caption {
    display: block;
    padding-block: 8px;
    padding-inline: 12px;
    font-size: 0.875em;
    font-weight: 600;
    background: var(--tessera-card-background);
  }
  /* After .show, whose display these override. */
  @media (max-width: 719px) {
    .desktop-only {
      display: none;
    }
  }
  @media (min-width: 720px) {
    .mobile-only {
      display: none;
    }
  }
`;
