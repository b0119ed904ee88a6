/**
 * Publishes the height of a step's phone bar (its `.next-bar`) as `--tessera-next-bar-block-size`
 * on the step's host, while the bar is shown. The step's fields keep that much (and the
 * countdown's height) clear below them when focus or the browser scrolls them into view, so the
 * sticky bar never covers the field being typed in (checkout-step.styles.ts).
 */
import type { LitElement, ReactiveController } from 'lit';

const PROPERTY = '--tessera-next-bar-block-size';

export class NextBarSize implements ReactiveController {
  private bar: Element | null = null;
  private readonly watch =
    typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => this.publish());

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.hostUpdated();
  }

  /** The bar comes and goes with the step's state (a form replaces a button): follow it. */
  hostUpdated(): void {
    const bar = this.host.renderRoot.querySelector('.next-bar');
    if (bar === this.bar) return;
    this.watch?.disconnect();
    this.bar = bar;
    if (bar) this.watch?.observe(bar);
    this.publish();
  }

  hostDisconnected(): void {
    this.watch?.disconnect();
    this.bar = null;
  }

  private publish() {
    const size = (this.bar as HTMLElement | null)?.offsetHeight;
    if (size) this.host.style.setProperty(PROPERTY, `${size}px`);
    else this.host.style.removeProperty(PROPERTY);
  }
}
