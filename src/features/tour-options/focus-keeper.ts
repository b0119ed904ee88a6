/**
 * Keeps keyboard focus in the tour step when a re-render disables or removes the control that had
 * it (the pager's "Later dates" on the last page, a notice's button once acted on): focus goes to
 * the heading of the section that control was in (or the one its `data-focus-home` names), never
 * to the page's <body>, where a keyboard or screen-reader user would start again from the top.
 */
import type { ReactiveController, ReactiveElement } from 'lit';

/** The focused element of the page, inside nested shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A heading takes focus without joining the tab order, as on a step change. */
function focusHeading(heading: HTMLElement) {
  heading.tabIndex = -1;
  heading.focus();
}

export class FocusKeeper implements ReactiveController {
  /** The control of the step that last had focus, and its section's heading. */
  private last: HTMLElement | null = null;
  private heading: string | null = null;

  constructor(private readonly host: ReactiveElement) {
    host.addController(this);
  }

  private listening = false;

  hostConnected(): void {
    if (this.listening) return;
    this.listening = true;
    // On the shadow root: a move between two controls of the step does not reach the host.
    const root = this.host.renderRoot;
    root.addEventListener('focusin', (e) => {
      const target = e.composedPath()[0];
      if (!(target instanceof HTMLElement)) return;
      this.last = target;
      const home = target.closest<HTMLElement>('[data-focus-home], section[aria-labelledby]');
      this.heading = home?.dataset.focusHome ?? home?.getAttribute('aria-labelledby') ?? null;
    });
    root.addEventListener('focusout', (e) => {
      // The buyer moved focus away (a control still there and enabled once the event is over):
      // nothing to keep. A control being removed hears focusout while still connected. Into
      // another control of the step, focusin follows.
      const last = this.last;
      if (!last || e.composedPath()[0] !== last) return;
      queueMicrotask(() => {
        if (this.last === last && this.usable(last)) this.last = null;
      });
    });
  }

  private usable(el: HTMLElement): boolean {
    return el.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[inert]');
  }

  hostUpdated(): void {
    const last = this.last;
    if (!last || this.usable(last)) return;
    // Lost only if nothing else took it: the control itself (disabled, not yet blurred) or <body>.
    const active = deepActive();
    if (active !== last && active !== document.body && active !== null) return;
    this.last = null;
    const root = this.host.renderRoot as ShadowRoot;
    const heading = this.heading ? root.getElementById(this.heading) : null;
    if (heading && !heading.closest('.sr-only')) return focusHeading(heading);
    // A heading only screen readers see would hide the ring: the section's first control then.
    const section = heading?.closest('section');
    const control = section?.querySelector<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), select:not([disabled]), a[href]',
    );
    if (control) return control.focus();
    const title = root.querySelector('h2');
    if (title) focusHeading(title);
  }
}
