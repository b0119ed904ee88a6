import { html } from 'lit';
import { msg } from '@lit/localize';

/**
 * The plan panel of the seat map: the hint and list-mode switch, the viewport the venue SVG is
 * mounted in, and the zoom buttons under it.
 */

export interface PlanView {
  listMode: boolean;
  onListMode: () => void;
  onClick: (e: MouseEvent) => void;
  onPointerMove: (e: PointerEvent) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onFocus: () => void;
  /** Zoom by a factor; 0 resets. */
  onZoom: (factor: number) => void;
}

export function renderPlan(p: PlanView) {
  // The list mode button's words say what it does next, so it is no toggle ("Show seating plan,
  // pressed").
  return html`
    <div class="toolbar">
      <p class="hint">
        ${
          p.listMode
            ? msg('Pick seats from the list.')
            : // Said for the pointer the buyer has: a finger taps, a mouse clicks.
              matchMedia('(pointer: coarse)').matches
              ? msg(
                  'Tap a seat to select it. Drag to move; pinch, Ctrl + scroll or + and − to zoom.',
                )
              : msg('Click a seat to select it. Drag to move; Ctrl + scroll or + and − to zoom.')
        }
      </p>
      <button type="button" class="text-button" @click=${p.onListMode}>
        ${p.listMode ? msg('Show seating plan') : msg('Show seats as a list')}
      </button>
    </div>
    <div class="map-frame" ?hidden=${p.listMode}>
      <div
        class="viewport"
        role="application"
        aria-roledescription=${msg('seating plan')}
        aria-label=${msg('Seating plan')}
        aria-describedby="map-help"
        tabindex="0"
        @click=${p.onClick}
        @pointermove=${p.onPointerMove}
        @keydown=${p.onKeyDown}
        @focus=${p.onFocus}
      >
        <div class="stage"></div>
      </div>
      <div class="zoom" role="group" aria-label=${msg('Zoom')}>
        <button type="button" aria-label=${msg('Zoom in')} @click=${() => p.onZoom(1.5)}>+</button>
        <button type="button" aria-label=${msg('Zoom out')} @click=${() => p.onZoom(1 / 1.5)}>
          −
        </button>
        <button type="button" aria-label=${msg('Reset zoom')} @click=${() => p.onZoom(0)}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4" />
          </svg>
        </button>
      </div>
      <p id="map-help" class="sr-only">
        ${msg(
          'Arrow keys move between seats, Enter or Space selects or removes the seat. Plus and minus zoom.',
        )}
      </p>
    </div>
  `;
}

/**
 * Puts the sanitized venue SVG on the stage, scaled to fit, and gives the viewport the plan's
 * proportions (numbers parsed from the viewBox, never raw text) so no empty bands frame it.
 */
export function mountPlan(viewport: HTMLElement, stage: HTMLElement, svg: SVGSVGElement | null) {
  stage.replaceChildren();
  viewport.style.removeProperty('--_plan-ratio');
  if (!svg) return;
  if (!svg.hasAttribute('viewBox')) {
    const w = Number.parseFloat(svg.getAttribute('width') ?? '');
    const h = Number.parseFloat(svg.getAttribute('height') ?? '');
    if (w > 0 && h > 0) svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  }
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0 && box.height > 0) {
    viewport.style.setProperty('--_plan-ratio', String(box.width / box.height));
  }
  svg.setAttribute('width', '100%');
  svg.setAttribute('height', '100%');
  svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  svg.setAttribute('aria-hidden', 'true');
  stage.append(svg);
}
