import { baseStyles } from './seat-map-base.styles.js';
import { listStyles } from './seat-list.styles.js';
import { panelStyles } from './seat-panels.styles.js';
import { planStyles } from './seat-plan.styles.js';

/** The seat map's styles, by part. */
export const seatMapStyles = [baseStyles, ...planStyles, panelStyles, listStyles];
