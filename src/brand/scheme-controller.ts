/**
 * A Lit reactive controller that keeps `prefersDark` current while the host is connected, so an
 * element whose brand says `inherit` re-renders when the page switches scheme.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { watchColorScheme } from './scheme.js';

export class ColorSchemeController implements ReactiveController {
  prefersDark = false;
  private _stop?: () => void;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this._stop = watchColorScheme((scheme) => {
      const dark = scheme === 'dark';
      if (dark === this.prefersDark) return;
      this.prefersDark = dark;
      this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this._stop?.();
    this._stop = undefined;
  }
}
