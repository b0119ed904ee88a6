import { baseStyles } from './seat-map-base.styles.js';
import { panelStyles } from './seat-panels.styles.js';
import { planStyles } from './seat-plan.styles.js';

/** The seat map's styles, by part (list mode's come with its code: seat-list-mode.ts). */
export const seatMapStyles = [baseStyles, ...planStyles, panelStyles];
