import { css } from 'lit';

export const resultCardStyles = css`
  :host {
    display: block;
    block-size: 100%;
  }
  article {
    position: relative;
    display: flex;
    flex-direction: column;
    block-size: 100%;
    overflow: hidden;
    background: var(--tessera-card-background);
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    box-shadow: var(--tessera-card-soft-shadow);
    transition: box-shadow 150ms;
  }
  article:hover {
    box-shadow: var(--tessera-card-shadow);
  }
  article:focus-within {
    outline: 2px solid var(--tessera-page-focus-ring);
    outline-offset: 2px;
  }
  .media {
    position: relative;
    aspect-ratio: 345 / 200;
    background: var(--tessera-neutral-100);
  }
  /* Out of the flow: the picture fills the box the aspect ratio gives, never sizes it. */
  img {
    position: absolute;
    inset: 0;
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  /* On the box's own neutral background. */
  img[data-failed] {
    object-fit: none;
  }
  .labels {
    position: absolute;
    inset-block-start: 10px;
    inset-inline-start: 10px;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .label {
    padding-block: 2px;
    padding-inline: 10px;
    border-radius: var(--tessera-chip-radius);
    font-size: 0.75em;
    font-weight: 700;
  }
  /* Brand pairs designed to be read together, in both schemes. */
  .label.blue {
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
  }
  .label.red {
    background: var(--tessera-status-error-background);
    color: var(--tessera-status-error);
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 6px;
    flex: 1;
    padding: 14px 16px 16px;
  }
  h3 {
    margin: 0;
    font-size: calc(1.0625em * var(--tessera-heading-scale));
  }
  h3 a {
    color: var(--tessera-page-text);
    text-decoration: none;
  }
  /* The whole card is the link's hit area; the link keeps its own accessible name. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  .meta {
    font-size: 0.875em;
    color: var(--_muted);
    margin: 0;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .tags li {
    font-size: 0.75em;
    padding-block: 1px;
    padding-inline: 8px;
    border-radius: var(--tessera-chip-radius);
    background: var(--tessera-secondary-tint);
    color: var(--tessera-page-text);
  }
  .tags li.deal {
    background: var(--tessera-status-info-background);
    color: var(--tessera-status-info);
    font-weight: 700;
  }
  .foot {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: 8px;
    margin-block-start: auto;
    padding-block-start: 8px;
  }
  .price {
    text-align: end;
    white-space: nowrap;
  }
  .price small {
    display: block;
    font-size: 0.75em;
    color: var(--_muted);
  }
  .price strong {
    font-size: 1.125em;
  }
  .dates {
    font-size: 0.8125em;
    color: var(--_muted);
  }
`;
