/** The placeholder of a purchase step while its attraction loads: a heading and two cards. */
import { html } from 'lit';
import './tessera-skeleton.js';

export function renderStepSkeleton(status: string) {
  return html`<div class="skeletons" aria-busy="true">
    <p class="sr-only" role="status">${status}</p>
    <tessera-skeleton height="2em" width="60%"></tessera-skeleton>
    <tessera-skeleton height="10em"></tessera-skeleton>
    <tessera-skeleton height="10em"></tessera-skeleton>
  </div>`;
}
