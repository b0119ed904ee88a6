import { css } from 'lit';
import { pagerStyles } from '../../components/pager.styles.js';

export const attractionStyles = css`
  ${pagerStyles}
  :host {
    display: block;
  }
  .back {
    margin-block-end: 12px;
  }
  /* "Back" points to where the reading starts: the other way round in a right-to-left language. */
  .back .arrow:dir(rtl) {
    display: inline-block;
    transform: scaleX(-1);
  }
  .hero {
    display: grid;
    gap: 24px;
    margin-block-end: 24px;
  }
  @media (min-width: 860px) {
    .hero {
      grid-template-columns: 3fr 2fr;
      align-items: start;
    }
  }
  .hero img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 345 / 237;
    object-fit: cover;
    border-radius: var(--tessera-radius);
    background: var(--tessera-neutral-100);
  }
  h1 {
    font-size: calc(1.75em * var(--tessera-heading-scale));
    margin-block: 0 8px;
  }
  h2 {
    font-size: calc(1.25em * var(--tessera-heading-scale));
    margin-block: 0 12px;
  }
  h3 {
    font-size: calc(1.0625em * var(--tessera-heading-scale));
    margin-block: 0 8px;
  }
  .facts {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: 0;
  }
  .facts div {
    display: contents;
  }
  .facts dt {
    font-weight: 600;
  }
  .facts dd {
    margin: 0;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 12px 0 0;
    padding: 0;
    list-style: none;
  }
  .tags li {
    font-size: 0.8125em;
    padding-block: 2px;
    padding-inline: 10px;
    border-radius: var(--tessera-chip-radius);
    background: var(--tessera-secondary-tint);
    color: var(--tessera-page-text);
  }
  .card h2 {
    font-size: calc(1.125em * var(--tessera-heading-scale));
  }
  .card {
    padding: 20px;
    margin-block-end: 20px;
    background: var(--tessera-card-background);
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    box-shadow: var(--tessera-card-soft-shadow);
  }
  .prose {
    overflow-wrap: anywhere;
  }
  .prose p:first-child {
    margin-block-start: 0;
  }
  .prose ul,
  .prose ol {
    padding-inline-start: 1.25em;
  }
  .performances {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  /* The previous page stays in place while the next loads, dimmed and not choosable. */
  .performances[aria-busy='true'] {
    opacity: 0.6;
  }
  .performances li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 12px 14px;
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-field-radius);
    background: var(--tessera-page-background);
  }
  .when {
    font-weight: 600;
  }
  /* One pill, moved whole to the next line when the date leaves no room beside it. */
  .provisional {
    display: inline-block;
    max-inline-size: 100%;
    overflow-wrap: anywhere;
    font-size: 0.75em;
    font-weight: 700;
    padding-block: 1px;
    padding-inline: 8px;
    border-radius: var(--tessera-chip-radius);
    background: var(--tessera-status-warning-background);
    color: var(--tessera-page-text);
    border: 1px solid var(--tessera-status-warning);
    margin-inline-start: 8px;
  }
  /* A picture that failed: a neutral box of the same size with a small mark in its middle. */
  .hero img[data-failed],
  .gallery img[data-failed] {
    object-fit: none;
    background: var(--tessera-neutral-100);
  }
  .gallery {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    margin-block-end: 20px;
  }
  .gallery img {
    flex: none;
    inline-size: min(80%, 480px);
    aspect-ratio: 750 / 340;
    object-fit: cover;
    border-radius: var(--tessera-radius);
    scroll-snap-align: start;
  }
  .types {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .types li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  .columns {
    display: grid;
    gap: 0 20px;
  }
  @media (min-width: 860px) {
    .columns {
      grid-template-columns: 1fr 1fr;
    }
  }
  .book {
    display: flex;
    justify-content: flex-end;
    margin-block: 16px;
  }
`;
