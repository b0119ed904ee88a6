import { css, unsafeCSS } from 'lit';
import { PALETTE_SLOTS } from './seat-painter.js';

/** The plan: its frame, the venue SVG and the seat states painted on it, the zoom buttons. */

// One rule per palette slot; the text is built from our own constants only.
const slotRules = unsafeCSS(
  Array.from(
    { length: PALETTE_SLOTS },
    (_, i) =>
      `.stage [data-ts-cat="${i}"] { fill: var(--_cat-${i}); } .swatch[data-slot="${i}"] { background: var(--_cat-${i}); }`,
  ).join('\n'),
);

export const planStyles = [
  css`
    .map-frame {
      position: relative;
    }
    /*
     * The frame takes the plan's proportions (--_plan-ratio, set from its viewBox) between a
     * minimum and a maximum height; a plan taller than the maximum allows gets a narrower frame,
     * centred, rather than empty bands at its sides.
     */
    .viewport {
      --_max-h: min(72vh, 600px);
      position: relative;
      overflow: hidden;
      box-sizing: border-box;
      width: min(100%, calc(var(--_max-h) * var(--_plan-ratio, 1.333)));
      margin-inline: auto;
      aspect-ratio: var(--_plan-ratio, 4 / 3);
      min-height: 180px;
      max-height: var(--_max-h);
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
    /* Drawn seats (an arena-sized plan): one path per paint state of a row. */
    .stage [data-ts-drawn]:not([data-ts-restricted]) {
      stroke: none;
    }
    .stage [data-ts-drawn='unavailable'] {
      fill: var(--_unavailable);
    }
    .viewport[data-ts-over='available'] {
      cursor: pointer;
    }
    .viewport[data-ts-over='unavailable'] {
      cursor: not-allowed;
    }
    .ts-overlay {
      pointer-events: none;
    }
    /* Inside a check mark's group, scaled by the seat's radius: widths are in radii. */
    .ts-picked {
      fill: var(--_text);
      stroke: var(--_primary);
      stroke-width: 0.35;
    }
    .ts-hover {
      fill: none;
      stroke: var(--_text);
      stroke-width: calc(var(--_seat-r) * 0.3px);
    }
    /* 2 px on screen at every zoom: clear around a phone's dots, light around big seats. */
    .ts-halo {
      fill: none;
      stroke: var(--_text);
      stroke-width: calc(2px / var(--_zoom, 1));
      vector-effect: non-scaling-stroke;
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
      margin-block: 8px 0;
      margin-inline: auto 0;
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
      border-inline-start: 1px solid var(--_border);
    }
    .zoom button:focus-visible {
      outline-offset: -4px;
    }
    .zoom button:hover {
      background: var(--tessera-neutral-100, #eeeeee);
    }
    @container (min-width: 760px) {
      .viewport {
        min-height: 280px;
      }
    }
  `,
  slotRules,
];
