import { css, unsafeCSS } from 'lit';
import { PALETTE_SLOTS } from './seat-painter.js';

// One rule per palette slot; the text is built from our own constants only.
const slotRules = unsafeCSS(
  Array.from(
    { length: PALETTE_SLOTS },
    (_, i) =>
      `.stage [data-ts-cat="${i}"] { fill: var(--_cat-${i}); } .swatch[data-slot="${i}"] { background: var(--_cat-${i}); }`,
  ).join('\n'),
);

export const seatMapStyles = [
  css`
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
    [hidden] {
      display: none !important;
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
    .layout {
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
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 4px 12px;
      padding: 0 4px 8px;
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
    }
    .map-frame {
      position: relative;
    }
    .viewport {
      position: relative;
      overflow: hidden;
      width: 100%;
      aspect-ratio: 4 / 3;
      min-height: 300px;
      max-height: min(72vh, 600px);
      border-radius: max(calc(min(var(--_radius), 20px) - 8px), 4px);
      background: var(--tessera-page-background, #ffffff);
      touch-action: none;
      user-select: none;
      -webkit-user-select: none;
      cursor: grab;
    }
    .stage {
      position: absolute;
      inset: 0;
      transform-origin: 0 0;
    }
    .stage > svg {
      display: block;
    }
    /* Venue labels drawn without a colour of their own would be black on a dark page. */
    .stage text:not([fill]) {
      fill: var(--_text);
    }
    .stage [data-ts-state] {
      cursor: pointer;
      stroke: none;
    }
    .stage [data-ts-state='unavailable'] {
      fill: var(--_unavailable);
      cursor: not-allowed;
    }
    .stage [data-ts-restricted] {
      stroke: var(--_text);
      stroke-width: calc(var(--_seat-r) * 0.22px);
      stroke-dasharray: calc(var(--_seat-r) * 0.5px) calc(var(--_seat-r) * 0.35px);
    }
    .stage [data-ts-state='available']:hover {
      stroke: var(--_text);
      stroke-width: calc(var(--_seat-r) * 0.3px);
      stroke-dasharray: none;
    }
    .stage [data-ts-state][data-ts-state='selected'] {
      fill: var(--_text);
      stroke: var(--_primary);
      stroke-width: calc(var(--_seat-r) * 0.35px);
      stroke-dasharray: none;
    }
    .ts-overlay {
      pointer-events: none;
    }
    .ts-check path {
      fill: none;
      stroke: var(--tessera-page-background, #ffffff);
      stroke-width: 0.26;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    .ts-focus-ring {
      fill: none;
      stroke: var(--_focus);
      display: none;
    }
    .viewport:focus-visible .ts-focus-ring {
      display: inline;
    }
    /* Under the plan rather than over it, so no seat is ever hidden behind the buttons. */
    .zoom {
      display: flex;
      width: fit-content;
      margin: 8px 0 0 auto;
      border-radius: var(--_field-radius);
      background: var(--tessera-field-background, #ffffff);
      border: 1px solid var(--tessera-field-border, #cccccc);
      box-shadow: var(--tessera-card-soft-shadow, 0px 4px 4px rgba(0, 0, 0, 0.04));
      overflow: hidden;
    }
    .zoom button {
      width: 44px;
      height: 44px;
      border: 0;
      background: transparent;
      color: var(--_text);
      font-size: 20px;
      line-height: 1;
      display: grid;
      place-items: center;
    }
    .zoom button + button {
      border-left: 1px solid var(--_border);
    }
    .zoom button:focus-visible {
      outline-offset: -4px;
    }
    .zoom button:hover {
      background: var(--tessera-neutral-100, #eeeeee);
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
    .side {
      display: grid;
      gap: 12px;
      min-width: 0;
    }
    .side > section,
    .best {
      padding: 14px 16px;
    }
    h3 {
      font-family: var(--tessera-heading-font, inherit);
      font-size: calc(16px * var(--tessera-heading-scale, 1));
      margin: 0 0 8px;
      display: flex;
      justify-content: space-between;
      align-items: baseline;
    }
    .count {
      font-size: 13px;
      font-weight: 400;
      color: var(--_muted);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .legend li {
      display: flex;
      align-items: center;
      gap: 10px;
      padding: 4px 0;
    }
    .legend-label {
      flex: 1;
    }
    .legend-price {
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    }
    .legend-states {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 14px;
      margin-top: 8px;
      padding-top: 8px;
      border-top: 1px solid var(--tessera-page-divider, #e6e6e6);
      font-size: 13px;
      color: var(--_muted);
    }
    .legend .legend-states li {
      gap: 6px;
    }
    .swatch {
      flex: none;
      width: 14px;
      height: 14px;
      border-radius: 50%;
      box-sizing: border-box;
    }
    .swatch.selected {
      background: var(--_text);
      box-shadow: 0 0 0 2px var(--_primary);
    }
    .swatch.unavailable {
      background: var(--_unavailable);
    }
    .swatch.restricted {
      border: 2px dashed var(--_text);
    }
    .best label {
      display: block;
      font-weight: 600;
      margin-bottom: 6px;
    }
    .best-row {
      display: flex;
      gap: 8px;
    }
    .best input,
    .seat-list select {
      font: inherit;
      color: var(--_text);
      background: var(--tessera-field-background, #ffffff);
      border: 1px solid var(--tessera-field-border, #cccccc);
      border-radius: var(--_field-radius);
      padding: 8px 10px;
      min-width: 0;
    }
    .best input {
      width: 64px;
    }
    .primary {
      flex: 1;
      border: 1px solid var(--tessera-primary-button-border, transparent);
      background: var(--tessera-primary-button-background, #4657d4);
      color: var(--tessera-primary-button-text, #ffffff);
      border-radius: var(--tessera-button-radius, 24px);
      padding: 8px 16px;
      font-weight: 600;
      box-shadow: var(--tessera-button-shadow, 0px 4px 4px rgba(0, 0, 0, 0.1));
    }
    .primary:hover {
      background: var(--tessera-primary-button-hover, #3f4ebf);
    }
    .primary:active {
      background: var(--tessera-primary-button-pressed, #3947ae);
    }
    .selection li {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 8px 0;
      border-top: 1px solid var(--tessera-page-divider, #e6e6e6);
    }
    .seat-line {
      flex: 1;
      display: grid;
      min-width: 0;
    }
    .seat-where {
      display: flex;
      align-items: center;
      flex-wrap: wrap;
      gap: 0 6px;
    }
    .seat-where .swatch {
      width: 10px;
      height: 10px;
    }
    .muted,
    .empty {
      color: var(--_muted);
      font-size: 13px;
    }
    .empty {
      margin: 0;
    }
    .seat-price {
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    }
    .remove {
      width: 32px;
      height: 32px;
      border-radius: 50%;
      border: 1px solid var(--_border);
      background: transparent;
      color: var(--_text);
      display: grid;
      place-items: center;
    }
    .remove:hover {
      color: var(--tessera-status-error, #c9224a);
      border-color: currentColor;
    }
    .message {
      margin: 0;
      min-height: 1.4em;
      font-size: 14px;
    }
    .message:empty {
      display: none;
    }
    .message:not(:empty) {
      padding: 10px 14px;
      border-radius: var(--_field-radius);
      background: var(--tessera-status-info-background, #f0e7f4);
    }
    .seat-list {
      display: grid;
      gap: 8px;
      padding: 0 4px 4px;
    }
    .seat-list label {
      font-weight: 600;
    }
    .table-scroll {
      max-height: 480px;
      overflow: auto;
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
    }
    caption {
      text-align: start;
      color: var(--_muted);
      font-size: 13px;
      padding-bottom: 4px;
    }
    th,
    td {
      text-align: start;
      padding: 6px 8px;
      border-bottom: 1px solid var(--tessera-page-divider, #e6e6e6);
    }
    th {
      position: sticky;
      top: 0;
      background: var(--_card);
      font-size: 13px;
    }
    td input {
      width: 20px;
      height: 20px;
      accent-color: var(--_primary);
    }
  `,
  slotRules,
];
