import { css } from 'lit';

/** The seat map's frame: tokens it reads, the two-column layout, cards, buttons, icons. */
export const baseStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: var(--tessera-page-text, #161c44);
    font-family: var(--tessera-font, Inter, system-ui, sans-serif);
    font-size: 15px;
    line-height: 1.4;
    --_text: var(--tessera-page-text, #161c44);
    /* Brand muted grey (#888 by default) is below 4.5:1 on the card: darken it towards the text. */
    --_muted: color-mix(in srgb, var(--tessera-page-text-muted, #888888) 62%, var(--_text));
    --_card: var(--tessera-card-background, #fcfcff);
    --_border: var(--tessera-card-border, #e6e6e6);
    --_primary: var(--tessera-primary, #4657d4);
    --_focus: var(--tessera-page-focus-ring, #4657d4);
    --_radius: var(--tessera-radius, 24px);
    --_field-radius: var(--tessera-field-radius, 8px);
    --_unavailable: var(--tessera-neutral-300, #dddddd);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /*
   * Every brand colour the palette is computed from, in one value: its discrete transition fires
   * transitionrun when any of them changes (brand-watch.ts), and the palette is computed again.
   */
  .layout {
    --_brand-watch: var(--tessera-primary, #4657d4) var(--tessera-status-success, #00ad8f)
      var(--tessera-status-warning, #ed8f1c) var(--tessera-status-info, #670c93)
      var(--tessera-card-background, #fcfcff);
    transition: --_brand-watch 1ms allow-discrete;
    display: grid;
    gap: 16px;
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 760px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 300px;
      align-items: start;
    }
  }
  .map-panel,
  .side > section,
  .best {
    background: var(--_card);
    border: 1px solid var(--_border);
    border-radius: min(var(--_radius), 20px);
    box-shadow: var(--tessera-card-shadow, 0px 24px 24px rgba(0, 0, 0, 0.04));
  }
  .map-panel {
    padding: 12px;
    min-width: 0;
  }
  /* The hint and the list mode's text button share a line of text: on its baseline. On a line
     of its own, the button's words start where the hint's do (its padding hangs outside). */
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 0 4px 8px;
  }
  .toolbar .text-button {
    margin-inline-start: -4px;
  }
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: 13px;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  .viewport:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .text-button {
    border: 0;
    background: none;
    color: var(--tessera-button-text-button, #4657d4);
    font-weight: 600;
    padding: 6px 4px;
    text-decoration: underline;
    text-underline-offset: 3px;
    white-space: nowrap;
  }
  .zoom svg,
  .remove svg {
    width: 16px;
    height: 16px;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linecap: round;
  }
`;
